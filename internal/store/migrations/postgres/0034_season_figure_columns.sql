-- PostgreSQL returns no figure off an expression index: an index-only
-- scan is planned only when every column a query reads is in the index,
-- and a figure's expression reads the whole stats document. So a leader
-- list or a career's sum over a sport's history parsed each of its rows'
-- documents (baseball's career hits: 117,000 documents). The indexed
-- figures (store finderIndexed) are stored as columns of their own,
-- computed from the document as it is written, and indexed as columns:
-- read on the index alone. SQLite reads an expression's value off its
-- index and keeps the expression indexes (migration 0028).
ALTER TABLE player_seasons
  ADD COLUMN stat_home_runs float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'home_runs')::float8)) STORED,
  ADD COLUMN stat_hits float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'hits')::float8)) STORED,
  ADD COLUMN stat_runs_batted_in float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'runs_batted_in')::float8)) STORED,
  ADD COLUMN stat_stolen_bases float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'stolen_bases')::float8)) STORED,
  ADD COLUMN stat_wins float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'wins')::float8)) STORED,
  ADD COLUMN stat_strikeouts float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'strikeouts')::float8)) STORED,
  ADD COLUMN stat_era float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'era')::float8)) STORED,
  ADD COLUMN stat_batting_average float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'batting_average')::float8)) STORED,
  ADD COLUMN stat_points float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'points')::float8)) STORED,
  ADD COLUMN stat_assists float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'assists')::float8)) STORED,
  ADD COLUMN stat_rebounds float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'rebounds')::float8)) STORED,
  ADD COLUMN stat_goals float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'goals')::float8)) STORED,
  ADD COLUMN stat_passing_yards float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'passing_yards')::float8)) STORED,
  ADD COLUMN stat_rushing_yards float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'rushing_yards')::float8)) STORED,
  ADD COLUMN stat_receiving_yards float8 GENERATED ALWAYS AS (((stats::jsonb ->> 'receiving_yards')::float8)) STORED;
DROP INDEX player_seasons_stat_home_runs;
CREATE INDEX player_seasons_stat_home_runs ON player_seasons(season_id, stat_home_runs, person_id);
DROP INDEX player_seasons_stat_hits;
CREATE INDEX player_seasons_stat_hits ON player_seasons(season_id, stat_hits, person_id);
DROP INDEX player_seasons_stat_runs_batted_in;
CREATE INDEX player_seasons_stat_runs_batted_in ON player_seasons(season_id, stat_runs_batted_in, person_id);
DROP INDEX player_seasons_stat_stolen_bases;
CREATE INDEX player_seasons_stat_stolen_bases ON player_seasons(season_id, stat_stolen_bases, person_id);
DROP INDEX player_seasons_stat_wins;
CREATE INDEX player_seasons_stat_wins ON player_seasons(season_id, stat_wins, person_id);
DROP INDEX player_seasons_stat_strikeouts;
CREATE INDEX player_seasons_stat_strikeouts ON player_seasons(season_id, stat_strikeouts, person_id);
DROP INDEX player_seasons_stat_era;
CREATE INDEX player_seasons_stat_era ON player_seasons(season_id, stat_era, person_id);
DROP INDEX player_seasons_stat_batting_average;
CREATE INDEX player_seasons_stat_batting_average ON player_seasons(season_id, stat_batting_average, person_id);
DROP INDEX player_seasons_stat_points;
CREATE INDEX player_seasons_stat_points ON player_seasons(season_id, stat_points, person_id);
DROP INDEX player_seasons_stat_assists;
CREATE INDEX player_seasons_stat_assists ON player_seasons(season_id, stat_assists, person_id);
DROP INDEX player_seasons_stat_rebounds;
CREATE INDEX player_seasons_stat_rebounds ON player_seasons(season_id, stat_rebounds, person_id);
DROP INDEX player_seasons_stat_goals;
CREATE INDEX player_seasons_stat_goals ON player_seasons(season_id, stat_goals, person_id);
DROP INDEX player_seasons_stat_passing_yards;
CREATE INDEX player_seasons_stat_passing_yards ON player_seasons(season_id, stat_passing_yards, person_id);
DROP INDEX player_seasons_stat_rushing_yards;
CREATE INDEX player_seasons_stat_rushing_yards ON player_seasons(season_id, stat_rushing_yards, person_id);
DROP INDEX player_seasons_stat_receiving_yards;
CREATE INDEX player_seasons_stat_receiving_yards ON player_seasons(season_id, stat_receiving_yards, person_id);
ANALYZE player_seasons;
