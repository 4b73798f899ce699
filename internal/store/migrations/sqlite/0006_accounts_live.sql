-- Accounts (issue 14): users, refresh tokens (stored as SHA-256 only, one
-- family per sign-in, rotated on every refresh), one-time tokens for e-mail
-- verification and password reset (hash only), the mail outbox, the audit
-- log of every write, and live scores entered by operators.
-- Times are Unix seconds (UTC).

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  username TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'user',
  verified_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX users_email ON users(email);

CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL,
  family_id TEXT NOT NULL,
  parent_id INTEGER,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE UNIQUE INDEX refresh_tokens_hash ON refresh_tokens(token_hash);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);

CREATE TABLE one_time_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL,
  purpose TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE UNIQUE INDEX one_time_tokens_hash ON one_time_tokens(token_hash);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  error TEXT NOT NULL DEFAULT ''
);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id INTEGER,
  actor_email TEXT NOT NULL DEFAULT '',
  actor_role TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id INTEGER,
  external_id TEXT NOT NULL DEFAULT '',
  before_json TEXT NOT NULL DEFAULT '',
  after_json TEXT NOT NULL DEFAULT '',
  reason TEXT NOT NULL DEFAULT ''
);

-- Live scores: a game entered through the ingest API carries the feed's id
-- (unique), its period and clock. Such games belong to the import group
-- 'ingest', which no import deletes.
ALTER TABLE games ADD COLUMN external_id TEXT;
ALTER TABLE games ADD COLUMN period INTEGER;
ALTER TABLE games ADD COLUMN time_remaining TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX games_external_id ON games(external_id);

-- When each import started (the admin's imports list).
ALTER TABLE import_runs ADD COLUMN started_at TEXT NOT NULL DEFAULT '';
