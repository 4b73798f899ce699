-- The public changes feed (GET /api/changes/): games, team seasons, player
-- seasons and champions written since a cursor, numbered in commit order by
-- the counter below (its row lock orders concurrent writers). Entries older
-- than the retention are pruned; floor is the highest pruned number, so a
-- cursor below it is known to have missed changes. The log starts at this
-- migration: floor starts at 0 with nothing logged before.
CREATE TABLE changes (
  seq BIGINT PRIMARY KEY,
  kind TEXT NOT NULL,
  action TEXT NOT NULL,
  sport TEXT NOT NULL,
  level TEXT NOT NULL,
  slug TEXT NOT NULL,
  year INTEGER,
  changed_at BIGINT NOT NULL
);
CREATE INDEX changes_at ON changes(changed_at);
CREATE TABLE change_counter (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last BIGINT NOT NULL,
  floor BIGINT NOT NULL
);
INSERT INTO change_counter (id, last, floor) VALUES (1, 0, 0);
