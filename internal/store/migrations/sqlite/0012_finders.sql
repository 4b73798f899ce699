-- Finders (/api/finders/…) select player seasons by league season, and
-- the statistics questions bound most often through an index on the
-- figure itself (the same expression the finder queries: store
-- finderIndexed lists these names). Without them a finder scoped to a
-- range of seasons read every stats document of the range.
CREATE INDEX player_seasons_season ON player_seasons(season_id, start_year);
CREATE INDEX player_seasons_stat_home_runs ON player_seasons(json_extract(stats, '$.home_runs'));
CREATE INDEX player_seasons_stat_hits ON player_seasons(json_extract(stats, '$.hits'));
CREATE INDEX player_seasons_stat_runs_batted_in ON player_seasons(json_extract(stats, '$.runs_batted_in'));
CREATE INDEX player_seasons_stat_stolen_bases ON player_seasons(json_extract(stats, '$.stolen_bases'));
CREATE INDEX player_seasons_stat_wins ON player_seasons(json_extract(stats, '$.wins'));
CREATE INDEX player_seasons_stat_strikeouts ON player_seasons(json_extract(stats, '$.strikeouts'));
CREATE INDEX player_seasons_stat_era ON player_seasons(json_extract(stats, '$.era'));
CREATE INDEX player_seasons_stat_batting_average ON player_seasons(json_extract(stats, '$.batting_average'));
CREATE INDEX player_seasons_stat_points ON player_seasons(json_extract(stats, '$.points'));
CREATE INDEX player_seasons_stat_assists ON player_seasons(json_extract(stats, '$.assists'));
CREATE INDEX player_seasons_stat_rebounds ON player_seasons(json_extract(stats, '$.rebounds'));
CREATE INDEX player_seasons_stat_goals ON player_seasons(json_extract(stats, '$.goals'));
CREATE INDEX player_seasons_stat_passing_yards ON player_seasons(json_extract(stats, '$.passing_yards'));
CREATE INDEX player_seasons_stat_rushing_yards ON player_seasons(json_extract(stats, '$.rushing_yards'));
CREATE INDEX player_seasons_stat_receiving_yards ON player_seasons(json_extract(stats, '$.receiving_yards'));
