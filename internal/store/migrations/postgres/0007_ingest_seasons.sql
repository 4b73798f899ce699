-- The ingest API opens a league's next season (group 'ingest') when a live
-- game needs it. An import deletes and rewrites the leagues of its groups
-- (same ids): such a season, which refers to one, survives it, so its
-- reference is checked at commit, when the row is back.
ALTER TABLE seasons ALTER CONSTRAINT seasons_league_id_fkey DEFERRABLE INITIALLY DEFERRED;
