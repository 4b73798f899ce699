-- API keys and the plans that set their limits. A key is kept as its
-- SHA-256 only (the key itself is shown once); its prefix is kept to
-- recognise it. Usage is counted per key and UTC day. Times are Unix
-- seconds (UTC).

CREATE TABLE plans (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  per_minute INTEGER NOT NULL CHECK (per_minute > 0),
  per_day INTEGER NOT NULL CHECK (per_day > 0),
  position INTEGER NOT NULL,
  updated_at INTEGER NOT NULL DEFAULT 0
);
INSERT INTO plans (slug, name, per_minute, per_day, position) VALUES
  ('free', 'Free', 300, 20000, 1),
  ('pro', 'Pro', 1200, 500000, 2),
  ('enterprise', 'Enterprise', 6000, 5000000, 3);

CREATE TABLE api_keys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  plan TEXT NOT NULL REFERENCES plans(slug),
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);
CREATE UNIQUE INDEX api_keys_hash ON api_keys(key_hash);
CREATE INDEX api_keys_user ON api_keys(user_id);

CREATE TABLE api_key_usage (
  key_id INTEGER NOT NULL REFERENCES api_keys(id),
  day TEXT NOT NULL,
  requests INTEGER NOT NULL,
  PRIMARY KEY (key_id, day)
);
