-- A qualified rate's question (the 2023 batting average among qualifiers)
-- picks the rows whose plate appearances reach its seasons' lowest minimum
-- (store qualifyPick): in each season of its scope, the range of the
-- measure on this index, instead of every row of the season and its stats
-- document (126 of 1,614 rows in 2023). The expression is store measure's
-- for plate_appearances: AB + BB + HBP + SF + SH, a figure absent adding 0.
CREATE INDEX player_seasons_plate_appearances ON player_seasons(season_id, ((COALESCE(json_extract(stats, '$.at_bats'), 0) + COALESCE(json_extract(stats, '$.walks'), 0) + COALESCE(json_extract(stats, '$.hit_by_pitch'), 0) + COALESCE(json_extract(stats, '$.sacrifice_flies'), 0) + COALESCE(json_extract(stats, '$.sacrifice_hits'), 0))));
-- The planner's statistics for the new index.
ANALYZE player_seasons;
