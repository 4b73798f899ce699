-- A person's other names (legal, short, former, another source's spelling),
-- newline-separated: search finds the person by any of them.
ALTER TABLE people ADD COLUMN aliases TEXT NOT NULL DEFAULT '';
