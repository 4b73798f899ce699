-- The league's own id of a player (the NHL's player id), where the data
-- gives it: a score feed's box score links its lines to people by it.
ALTER TABLE players ADD COLUMN league_player_id TEXT NOT NULL DEFAULT '';
CREATE INDEX players_league_player_id ON players(sport_id, league_player_id);
-- A feed's box score of an imported game outlives the game row's rewrite
-- by a re-import (checked at commit, as the games' own references are).
ALTER TABLE game_box_scores ALTER CONSTRAINT game_box_scores_game_id_fkey DEFERRABLE INITIALLY DEFERRED;
