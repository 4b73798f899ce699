-- PostgreSQL stores the indexed figures of a player season as columns of
-- their own (it reads no value off an expression index); SQLite reads an
-- expression's value off its index (migration 0028) and needs none.
SELECT 1;
