-- The career finder counts a traded player's season once: by the source's
-- total row (no franchise) where it has one, else by the team rows. The
-- team rows a total row stands for are found from the total rows of the
-- scope's seasons (a few hundred, on the partial index) and each one's team
-- rows (on the person-season index), without reading a stats document:
-- a query went from 130 ms to 7 ms on the hockey seasons since 2000.
CREATE INDEX player_seasons_totals ON player_seasons(season_id, person_id) WHERE franchise_id IS NULL;
CREATE INDEX player_seasons_person_season ON player_seasons(person_id, season_id, franchise_id);
