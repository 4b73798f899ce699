-- A finder's bound on a figure picks its rows on an index of the league
-- season, then the figure (store statPick): in each season of its scope, the
-- range of the figure it asks for. On the figure alone the index held every
-- sport's rows: hockey's seasons of 10 assists or more read basketball's and
-- football's too (0.63 s), and a bound met by most rows read them all even
-- when the scope was one season (points per game >= 5 in 2023: 0.13 s).
-- The same figures as before (store finderIndexed), each with its player:
-- a career bound sums a count per player on the index alone (store
-- careerCandidates), never reading a stats document.
DROP INDEX player_seasons_stat_home_runs;
CREATE INDEX player_seasons_stat_home_runs ON player_seasons(season_id, (((stats::jsonb ->> 'home_runs')::float8)), person_id);
DROP INDEX player_seasons_stat_hits;
CREATE INDEX player_seasons_stat_hits ON player_seasons(season_id, (((stats::jsonb ->> 'hits')::float8)), person_id);
DROP INDEX player_seasons_stat_runs_batted_in;
CREATE INDEX player_seasons_stat_runs_batted_in ON player_seasons(season_id, (((stats::jsonb ->> 'runs_batted_in')::float8)), person_id);
DROP INDEX player_seasons_stat_stolen_bases;
CREATE INDEX player_seasons_stat_stolen_bases ON player_seasons(season_id, (((stats::jsonb ->> 'stolen_bases')::float8)), person_id);
DROP INDEX player_seasons_stat_wins;
CREATE INDEX player_seasons_stat_wins ON player_seasons(season_id, (((stats::jsonb ->> 'wins')::float8)), person_id);
DROP INDEX player_seasons_stat_strikeouts;
CREATE INDEX player_seasons_stat_strikeouts ON player_seasons(season_id, (((stats::jsonb ->> 'strikeouts')::float8)), person_id);
DROP INDEX player_seasons_stat_era;
CREATE INDEX player_seasons_stat_era ON player_seasons(season_id, (((stats::jsonb ->> 'era')::float8)), person_id);
DROP INDEX player_seasons_stat_batting_average;
CREATE INDEX player_seasons_stat_batting_average ON player_seasons(season_id, (((stats::jsonb ->> 'batting_average')::float8)), person_id);
DROP INDEX player_seasons_stat_points;
CREATE INDEX player_seasons_stat_points ON player_seasons(season_id, (((stats::jsonb ->> 'points')::float8)), person_id);
DROP INDEX player_seasons_stat_assists;
CREATE INDEX player_seasons_stat_assists ON player_seasons(season_id, (((stats::jsonb ->> 'assists')::float8)), person_id);
DROP INDEX player_seasons_stat_rebounds;
CREATE INDEX player_seasons_stat_rebounds ON player_seasons(season_id, (((stats::jsonb ->> 'rebounds')::float8)), person_id);
DROP INDEX player_seasons_stat_goals;
CREATE INDEX player_seasons_stat_goals ON player_seasons(season_id, (((stats::jsonb ->> 'goals')::float8)), person_id);
DROP INDEX player_seasons_stat_passing_yards;
CREATE INDEX player_seasons_stat_passing_yards ON player_seasons(season_id, (((stats::jsonb ->> 'passing_yards')::float8)), person_id);
DROP INDEX player_seasons_stat_rushing_yards;
CREATE INDEX player_seasons_stat_rushing_yards ON player_seasons(season_id, (((stats::jsonb ->> 'rushing_yards')::float8)), person_id);
DROP INDEX player_seasons_stat_receiving_yards;
CREATE INDEX player_seasons_stat_receiving_yards ON player_seasons(season_id, (((stats::jsonb ->> 'receiving_yards')::float8)), person_id);
-- And a bound on a season's per-game figure (points per game >= 30) on
-- the figure's total over its games, or the stored per-game figure where
-- the season has no total or no games (store perGameKey's expression).
-- Without them the bound read every stats document of its scope: 30
-- points per game since 1990, 0.10 s. The four asked per game most.
CREATE INDEX player_seasons_per_game_points ON player_seasons(season_id, (COALESCE(((stats::jsonb ->> 'points')::float8) * 1.0 / NULLIF(((stats::jsonb ->> 'games_played')::float8), 0), ((stats::jsonb ->> 'points_per_game')::float8))));
CREATE INDEX player_seasons_per_game_rebounds ON player_seasons(season_id, (COALESCE(((stats::jsonb ->> 'rebounds')::float8) * 1.0 / NULLIF(((stats::jsonb ->> 'games_played')::float8), 0), ((stats::jsonb ->> 'rebounds_per_game')::float8))));
CREATE INDEX player_seasons_per_game_assists ON player_seasons(season_id, (COALESCE(((stats::jsonb ->> 'assists')::float8) * 1.0 / NULLIF(((stats::jsonb ->> 'games_played')::float8), 0), ((stats::jsonb ->> 'assists_per_game')::float8))));
CREATE INDEX player_seasons_per_game_goals ON player_seasons(season_id, (COALESCE(((stats::jsonb ->> 'goals')::float8) * 1.0 / NULLIF(((stats::jsonb ->> 'games_played')::float8), 0), ((stats::jsonb ->> 'goals_per_game')::float8))));
