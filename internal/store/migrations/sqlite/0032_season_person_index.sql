-- A career leader list counts the players of its scope (store careerTop):
-- on this index, the scope's seasons' ranges of it alone, not their rows
-- (the 285 careers of the Federal League: 0.2 ms; every baseball career:
-- 40 ms, against 550 reading the rows).
CREATE INDEX player_seasons_season_person ON player_seasons(season_id, person_id);
-- The planner's statistics for the new index.
ANALYZE player_seasons;
