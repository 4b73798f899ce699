-- Box scores: one row per game that a source has one for. box is deflated
-- (RFC 1951) JSON,
-- an object: {"away": {stat: n}, "home": {...}, "columns": [stat names],
-- "players": [[home 0/1, person id or 0, name, position, value per column]]}
-- (a value is null where the source has none).
CREATE TABLE game_box_scores (
  id BIGINT PRIMARY KEY,
  game_id BIGINT NOT NULL REFERENCES games(id),
  source TEXT NOT NULL,
  box BYTEA NOT NULL,
  grp TEXT NOT NULL
);
CREATE UNIQUE INDEX game_box_scores_game ON game_box_scores(game_id);
