-- Where two sources give one figure (a player's season points, a coach's
-- wins) and disagree beyond rounding, the import keeps the better one in its
-- table and records both values here; `almanac check` reports them.
CREATE TABLE source_disagreements (
  id BIGINT PRIMARY KEY,
  subject TEXT NOT NULL,
  field TEXT NOT NULL,
  kept_source TEXT NOT NULL,
  kept_value TEXT NOT NULL,
  other_source TEXT NOT NULL,
  other_value TEXT NOT NULL,
  grp TEXT NOT NULL
);
CREATE INDEX source_disagreements_grp ON source_disagreements(grp);
