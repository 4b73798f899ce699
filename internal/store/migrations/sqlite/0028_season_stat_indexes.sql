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
CREATE INDEX player_seasons_stat_home_runs ON player_seasons(season_id, (json_extract(stats, '$.home_runs')), person_id) WHERE json_extract(stats, '$.home_runs') IS NOT NULL;
DROP INDEX player_seasons_stat_hits;
CREATE INDEX player_seasons_stat_hits ON player_seasons(season_id, (json_extract(stats, '$.hits')), person_id) WHERE json_extract(stats, '$.hits') IS NOT NULL;
DROP INDEX player_seasons_stat_runs_batted_in;
CREATE INDEX player_seasons_stat_runs_batted_in ON player_seasons(season_id, (json_extract(stats, '$.runs_batted_in')), person_id) WHERE json_extract(stats, '$.runs_batted_in') IS NOT NULL;
DROP INDEX player_seasons_stat_stolen_bases;
CREATE INDEX player_seasons_stat_stolen_bases ON player_seasons(season_id, (json_extract(stats, '$.stolen_bases')), person_id) WHERE json_extract(stats, '$.stolen_bases') IS NOT NULL;
DROP INDEX player_seasons_stat_wins;
CREATE INDEX player_seasons_stat_wins ON player_seasons(season_id, (json_extract(stats, '$.wins')), person_id) WHERE json_extract(stats, '$.wins') IS NOT NULL;
DROP INDEX player_seasons_stat_strikeouts;
CREATE INDEX player_seasons_stat_strikeouts ON player_seasons(season_id, (json_extract(stats, '$.strikeouts')), person_id) WHERE json_extract(stats, '$.strikeouts') IS NOT NULL;
DROP INDEX player_seasons_stat_era;
CREATE INDEX player_seasons_stat_era ON player_seasons(season_id, (json_extract(stats, '$.era')), person_id) WHERE json_extract(stats, '$.era') IS NOT NULL;
DROP INDEX player_seasons_stat_batting_average;
CREATE INDEX player_seasons_stat_batting_average ON player_seasons(season_id, (json_extract(stats, '$.batting_average')), person_id) WHERE json_extract(stats, '$.batting_average') IS NOT NULL;
DROP INDEX player_seasons_stat_points;
CREATE INDEX player_seasons_stat_points ON player_seasons(season_id, (json_extract(stats, '$.points')), person_id) WHERE json_extract(stats, '$.points') IS NOT NULL;
DROP INDEX player_seasons_stat_assists;
CREATE INDEX player_seasons_stat_assists ON player_seasons(season_id, (json_extract(stats, '$.assists')), person_id) WHERE json_extract(stats, '$.assists') IS NOT NULL;
DROP INDEX player_seasons_stat_rebounds;
CREATE INDEX player_seasons_stat_rebounds ON player_seasons(season_id, (json_extract(stats, '$.rebounds')), person_id) WHERE json_extract(stats, '$.rebounds') IS NOT NULL;
DROP INDEX player_seasons_stat_goals;
CREATE INDEX player_seasons_stat_goals ON player_seasons(season_id, (json_extract(stats, '$.goals')), person_id) WHERE json_extract(stats, '$.goals') IS NOT NULL;
DROP INDEX player_seasons_stat_passing_yards;
CREATE INDEX player_seasons_stat_passing_yards ON player_seasons(season_id, (json_extract(stats, '$.passing_yards')), person_id) WHERE json_extract(stats, '$.passing_yards') IS NOT NULL;
DROP INDEX player_seasons_stat_rushing_yards;
CREATE INDEX player_seasons_stat_rushing_yards ON player_seasons(season_id, (json_extract(stats, '$.rushing_yards')), person_id) WHERE json_extract(stats, '$.rushing_yards') IS NOT NULL;
DROP INDEX player_seasons_stat_receiving_yards;
CREATE INDEX player_seasons_stat_receiving_yards ON player_seasons(season_id, (json_extract(stats, '$.receiving_yards')), person_id) WHERE json_extract(stats, '$.receiving_yards') IS NOT NULL;
-- And a bound on a season's per-game figure (points per game >= 30) on
-- the figure's total over its games, or the stored per-game figure where
-- the season has no total or no games (store perGameKey's expression).
-- Without them the bound read every stats document of its scope: 30
-- points per game since 1990, 0.10 s. The four asked per game most.
CREATE INDEX player_seasons_per_game_points ON player_seasons(season_id, (COALESCE(json_extract(stats, '$.points') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.points_per_game')))) WHERE COALESCE(json_extract(stats, '$.points') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.points_per_game')) IS NOT NULL;
CREATE INDEX player_seasons_per_game_rebounds ON player_seasons(season_id, (COALESCE(json_extract(stats, '$.rebounds') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.rebounds_per_game')))) WHERE COALESCE(json_extract(stats, '$.rebounds') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.rebounds_per_game')) IS NOT NULL;
CREATE INDEX player_seasons_per_game_assists ON player_seasons(season_id, (COALESCE(json_extract(stats, '$.assists') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.assists_per_game')))) WHERE COALESCE(json_extract(stats, '$.assists') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.assists_per_game')) IS NOT NULL;
CREATE INDEX player_seasons_per_game_goals ON player_seasons(season_id, (COALESCE(json_extract(stats, '$.goals') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.goals_per_game')))) WHERE COALESCE(json_extract(stats, '$.goals') * 1.0 / NULLIF(json_extract(stats, '$.games_played'), 0), json_extract(stats, '$.goals_per_game')) IS NOT NULL;
ANALYZE player_seasons;
