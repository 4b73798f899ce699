-- Finders (/api/finders/…) select player seasons by league season, and
-- the statistics questions bound most often through an index on the
-- figure itself (the same expression the finder queries: store
-- finderIndexed lists these names). Without them a finder scoped to a
-- range of seasons read every stats document of the range.
CREATE INDEX player_seasons_season ON player_seasons(season_id, start_year);
CREATE INDEX player_seasons_stat_home_runs ON player_seasons(((stats::jsonb ->> 'home_runs')::float8));
CREATE INDEX player_seasons_stat_hits ON player_seasons(((stats::jsonb ->> 'hits')::float8));
CREATE INDEX player_seasons_stat_runs_batted_in ON player_seasons(((stats::jsonb ->> 'runs_batted_in')::float8));
CREATE INDEX player_seasons_stat_stolen_bases ON player_seasons(((stats::jsonb ->> 'stolen_bases')::float8));
CREATE INDEX player_seasons_stat_wins ON player_seasons(((stats::jsonb ->> 'wins')::float8));
CREATE INDEX player_seasons_stat_strikeouts ON player_seasons(((stats::jsonb ->> 'strikeouts')::float8));
CREATE INDEX player_seasons_stat_era ON player_seasons(((stats::jsonb ->> 'era')::float8));
CREATE INDEX player_seasons_stat_batting_average ON player_seasons(((stats::jsonb ->> 'batting_average')::float8));
CREATE INDEX player_seasons_stat_points ON player_seasons(((stats::jsonb ->> 'points')::float8));
CREATE INDEX player_seasons_stat_assists ON player_seasons(((stats::jsonb ->> 'assists')::float8));
CREATE INDEX player_seasons_stat_rebounds ON player_seasons(((stats::jsonb ->> 'rebounds')::float8));
CREATE INDEX player_seasons_stat_goals ON player_seasons(((stats::jsonb ->> 'goals')::float8));
CREATE INDEX player_seasons_stat_passing_yards ON player_seasons(((stats::jsonb ->> 'passing_yards')::float8));
CREATE INDEX player_seasons_stat_rushing_yards ON player_seasons(((stats::jsonb ->> 'rushing_yards')::float8));
CREATE INDEX player_seasons_stat_receiving_yards ON player_seasons(((stats::jsonb ->> 'receiving_yards')::float8));
