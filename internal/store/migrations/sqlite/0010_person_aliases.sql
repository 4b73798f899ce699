-- Other names a person is known by (legal, short or former names), one per
-- line, so search finds "Derrick Watson" as Deshaun Watson. Empty when none.
ALTER TABLE people ADD COLUMN aliases TEXT NOT NULL DEFAULT '';
