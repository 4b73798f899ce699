import type { Schemas } from "@/lib/openapi/types";

/**
 * The predictions screen's data: a prediction result, the teams to choose
 * from, upcoming games and the walk-forward backtest.
 */

/** POST /api/v1/analytics/analytics/predict_game/: probabilities 0-1, confidence |2p - 1| (0 for a coin flip), as_of the date of the last game the ratings learnt from. */
export type Prediction = Schemas["Prediction"];
export type CalibrationBin = Schemas["CalibrationBin"];
/** Walk-forward scores of one forecaster on a set of games (overall and per decade). */
export type Scores = Schemas["Report"];
/** GET /api/v1/analytics/analytics/backtest/: ours, the home-team baseline and FiveThirtyEight's Elo on the games its file covers (with ours on the same games). */
export type Backtest = Schemas["BacktestAnswer"];
/** A team to choose (GET /api/teams). */
export type TeamOption = Pick<Schemas["Team"], "id" | "slug" | "name" | "city" | "is_active">;
/** A game to predict (GET /api/games/upcoming). */
export type UpcomingGame = Pick<Schemas["Game"], "id" | "slug" | "game_date" | "game_time" | "home_team" | "away_team">;

/** A sport and level the forecasts are made for. */
export interface Scope {
  sport: string;
  level: string;
}
