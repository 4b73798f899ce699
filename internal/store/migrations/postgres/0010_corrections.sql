-- Operators' corrections of imported rows, kept apart from the rows: an
-- import writes the source's values, then applies these again (and its audit
-- entry lists what they overrode), so a re-import never reverts a correction.
-- A row is named by its table and natural key, which survive re-imports.
CREATE TABLE corrections (
  entity TEXT NOT NULL,
  row_key TEXT NOT NULL,
  fields TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (entity, row_key)
);
