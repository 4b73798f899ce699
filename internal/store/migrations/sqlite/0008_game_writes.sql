-- Counts the writes to games between imports (live ingest, corrections,
-- season backfills): a saved game index records the count it was read at and
-- is used only while the count is unchanged (an import is a new dataset
-- version, which the saved parts are keyed by already).
CREATE TABLE game_writes (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n BIGINT NOT NULL
);
INSERT INTO game_writes (id, n) VALUES (1, 0);
