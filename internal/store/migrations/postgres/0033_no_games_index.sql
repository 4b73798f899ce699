-- A career bound per game (25 points a game) picks its candidates on the
-- per-game indexes: the players with a season at the bound or above, since
-- a career's average is at most its best season's. A season with a total
-- but no games played adds to the career's total and not to its games, so
-- its players are candidates too: this index finds them (store
-- careerCandidates; a few dozen rows outside football).
CREATE INDEX player_seasons_no_games ON player_seasons(season_id, person_id) WHERE COALESCE(((stats::jsonb ->> 'games_played')::float8), 0) = 0;
ANALYZE player_seasons;
