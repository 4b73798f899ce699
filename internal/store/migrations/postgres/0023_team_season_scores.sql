-- Each team season's final regular-season games summed: the games, the
-- points its team scored and allowed. The team-season finder reads them
-- here rather than summing every game of a league on each question (0.19 s
-- for the NBA's). Derived from games, never imported: applying this
-- migration, every import and every write of a game refill them (store
-- team_scores.go), so the sums follow the games they come from.
CREATE TABLE team_season_scores (
  season_id BIGINT NOT NULL,
  franchise_id BIGINT NOT NULL,
  games BIGINT NOT NULL,
  points_for BIGINT NOT NULL,
  points_against BIGINT NOT NULL,
  PRIMARY KEY (season_id, franchise_id)
);
