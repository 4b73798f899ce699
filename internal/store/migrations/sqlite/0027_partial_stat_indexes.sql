-- The finders' indexes on a figure hold only the rows that have it. A
-- finder bounds a figure with >= or <=, which no row without the figure
-- meets, so SQLite reads the same rows through the smaller index. Most
-- rows lack most figures (a hockey season has no home runs): the indexes
-- hold 1.2 of 4.5 million player-season entries and 1.7 of 4.0 million
-- game-line entries, and the import, which keeps them through the load,
-- writes that many fewer.
DROP INDEX player_seasons_stat_home_runs;
CREATE INDEX player_seasons_stat_home_runs ON player_seasons(json_extract(stats, '$.home_runs')) WHERE json_extract(stats, '$.home_runs') IS NOT NULL;
DROP INDEX player_seasons_stat_hits;
CREATE INDEX player_seasons_stat_hits ON player_seasons(json_extract(stats, '$.hits')) WHERE json_extract(stats, '$.hits') IS NOT NULL;
DROP INDEX player_seasons_stat_runs_batted_in;
CREATE INDEX player_seasons_stat_runs_batted_in ON player_seasons(json_extract(stats, '$.runs_batted_in')) WHERE json_extract(stats, '$.runs_batted_in') IS NOT NULL;
DROP INDEX player_seasons_stat_stolen_bases;
CREATE INDEX player_seasons_stat_stolen_bases ON player_seasons(json_extract(stats, '$.stolen_bases')) WHERE json_extract(stats, '$.stolen_bases') IS NOT NULL;
DROP INDEX player_seasons_stat_wins;
CREATE INDEX player_seasons_stat_wins ON player_seasons(json_extract(stats, '$.wins')) WHERE json_extract(stats, '$.wins') IS NOT NULL;
DROP INDEX player_seasons_stat_strikeouts;
CREATE INDEX player_seasons_stat_strikeouts ON player_seasons(json_extract(stats, '$.strikeouts')) WHERE json_extract(stats, '$.strikeouts') IS NOT NULL;
DROP INDEX player_seasons_stat_era;
CREATE INDEX player_seasons_stat_era ON player_seasons(json_extract(stats, '$.era')) WHERE json_extract(stats, '$.era') IS NOT NULL;
DROP INDEX player_seasons_stat_batting_average;
CREATE INDEX player_seasons_stat_batting_average ON player_seasons(json_extract(stats, '$.batting_average')) WHERE json_extract(stats, '$.batting_average') IS NOT NULL;
DROP INDEX player_seasons_stat_points;
CREATE INDEX player_seasons_stat_points ON player_seasons(json_extract(stats, '$.points')) WHERE json_extract(stats, '$.points') IS NOT NULL;
DROP INDEX player_seasons_stat_assists;
CREATE INDEX player_seasons_stat_assists ON player_seasons(json_extract(stats, '$.assists')) WHERE json_extract(stats, '$.assists') IS NOT NULL;
DROP INDEX player_seasons_stat_rebounds;
CREATE INDEX player_seasons_stat_rebounds ON player_seasons(json_extract(stats, '$.rebounds')) WHERE json_extract(stats, '$.rebounds') IS NOT NULL;
DROP INDEX player_seasons_stat_goals;
CREATE INDEX player_seasons_stat_goals ON player_seasons(json_extract(stats, '$.goals')) WHERE json_extract(stats, '$.goals') IS NOT NULL;
DROP INDEX player_seasons_stat_passing_yards;
CREATE INDEX player_seasons_stat_passing_yards ON player_seasons(json_extract(stats, '$.passing_yards')) WHERE json_extract(stats, '$.passing_yards') IS NOT NULL;
DROP INDEX player_seasons_stat_rushing_yards;
CREATE INDEX player_seasons_stat_rushing_yards ON player_seasons(json_extract(stats, '$.rushing_yards')) WHERE json_extract(stats, '$.rushing_yards') IS NOT NULL;
DROP INDEX player_seasons_stat_receiving_yards;
CREATE INDEX player_seasons_stat_receiving_yards ON player_seasons(json_extract(stats, '$.receiving_yards')) WHERE json_extract(stats, '$.receiving_yards') IS NOT NULL;
DROP INDEX player_game_lines_stat_goals;
CREATE INDEX player_game_lines_stat_goals ON player_game_lines(json_extract(stats, '$.goals')) WHERE json_extract(stats, '$.goals') IS NOT NULL;
DROP INDEX player_game_lines_stat_assists;
CREATE INDEX player_game_lines_stat_assists ON player_game_lines(json_extract(stats, '$.assists')) WHERE json_extract(stats, '$.assists') IS NOT NULL;
DROP INDEX player_game_lines_stat_points;
CREATE INDEX player_game_lines_stat_points ON player_game_lines(json_extract(stats, '$.points')) WHERE json_extract(stats, '$.points') IS NOT NULL;
DROP INDEX player_game_lines_stat_saves;
CREATE INDEX player_game_lines_stat_saves ON player_game_lines(json_extract(stats, '$.saves')) WHERE json_extract(stats, '$.saves') IS NOT NULL;
DROP INDEX player_game_lines_stat_sacks;
CREATE INDEX player_game_lines_stat_sacks ON player_game_lines(json_extract(stats, '$.sacks')) WHERE json_extract(stats, '$.sacks') IS NOT NULL;
DROP INDEX player_game_lines_stat_tackles;
CREATE INDEX player_game_lines_stat_tackles ON player_game_lines(json_extract(stats, '$.tackles')) WHERE json_extract(stats, '$.tackles') IS NOT NULL;
DROP INDEX player_game_lines_stat_interceptions;
CREATE INDEX player_game_lines_stat_interceptions ON player_game_lines(json_extract(stats, '$.interceptions')) WHERE json_extract(stats, '$.interceptions') IS NOT NULL;
-- The planner's statistics for the new indexes.
ANALYZE player_seasons;
ANALYZE player_game_lines;
