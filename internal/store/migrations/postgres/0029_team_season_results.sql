-- Each team season's final regular-season games in order (by date, then
-- game): a letter per game (W, L or T from the team's side) and, in the
-- same order, each game's key (its date as YYYYMMDD times 10^7, plus its
-- id). The streak finder counts a league's runs of the regular season on
-- these rows, one per team season, rather than sorting every game of the
-- league from both sides on each question (the NBA's winning streaks:
-- 0.33 s). Derived from games, never imported:
-- applying this migration, every import and every write of a game refill
-- them (store team_results.go), so they follow the games they come from.
CREATE TABLE team_season_results (
  season_id BIGINT NOT NULL,
  franchise_id BIGINT NOT NULL,
  results TEXT NOT NULL,
  games TEXT NOT NULL,
  PRIMARY KEY (season_id, franchise_id)
);
