-- The officials of a game as a source names them (an NFL game's referee),
-- one row each with the position the source gives; a game no source names
-- officials for has none.
CREATE TABLE game_officials (
  id BIGINT PRIMARY KEY,
  game_id BIGINT NOT NULL REFERENCES games(id),
  position TEXT NOT NULL,
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX game_officials_game ON game_officials(game_id, id);
CREATE INDEX game_officials_grp ON game_officials(grp);
