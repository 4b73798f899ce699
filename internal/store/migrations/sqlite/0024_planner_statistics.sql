-- The planner's statistics for a database imported before every import
-- gathered them (the import now ends with ANALYZE): without them SQLite
-- walks every player season of a range of years rather than the few a
-- finder's expression index picks.
ANALYZE;
