-- The league's own id of a player (the NHL's player id), where the data
-- gives it: a score feed's box score links its lines to people by it.
ALTER TABLE players ADD COLUMN league_player_id TEXT NOT NULL DEFAULT '';
CREATE INDEX players_league_player_id ON players(sport_id, league_player_id);
