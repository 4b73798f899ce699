-- Team season results hold every final game of the season, not only the
-- regular season's, with a letter per game for its type (R regular, P
-- playoff, C championship, X any other): a streak question on the playoffs
-- (or every game) is counted on these rows too, skipping the games of other
-- types, instead of sorting every game of the league from both sides (the
-- NBA's playoff winning streaks: 0.13 s). Derived
-- from the games, never imported: the rows are refilled as this migration
-- is applied (store team_results.go). A row (a season's keys, some 1.5 KB)
-- outgrew what a WITHOUT ROWID table keeps in its page (about 1 KB on 4 KB
-- pages): each spilled to an overflow page read on its own, a third of the
-- NBA's winning streaks' time; an ordinary table keeps it in its page.
DROP TABLE team_season_results;
CREATE TABLE team_season_results (
  season_id INTEGER NOT NULL,
  franchise_id INTEGER NOT NULL,
  results TEXT NOT NULL,
  games TEXT NOT NULL,
  types TEXT NOT NULL,
  PRIMARY KEY (season_id, franchise_id)
);
