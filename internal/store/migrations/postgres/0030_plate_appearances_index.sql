-- A qualified rate's question (the 2023 batting average among qualifiers)
-- picks the rows whose plate appearances reach its seasons' lowest minimum
-- (store qualifyPick): in each season of its scope, the range of the
-- measure on this index, instead of every row of the season and its stats
-- document (126 of 1,614 rows in 2023). The expression is store measure's
-- for plate_appearances: AB + BB + HBP + SF + SH, a figure absent adding 0.
CREATE INDEX player_seasons_plate_appearances ON player_seasons(season_id, ((COALESCE(((stats::jsonb ->> 'at_bats')::float8), 0) + COALESCE(((stats::jsonb ->> 'walks')::float8), 0) + COALESCE(((stats::jsonb ->> 'hit_by_pitch')::float8), 0) + COALESCE(((stats::jsonb ->> 'sacrifice_flies')::float8), 0) + COALESCE(((stats::jsonb ->> 'sacrifice_hits')::float8), 0))));
