/**
 * The predictions screen's data: a prediction result, the teams to choose
 * from, upcoming games and the walk-forward backtest.
 */

/** POST /api/v1/analytics/analytics/predict_game/ */
export interface Prediction {
  predicted_winner: string;
  home_team: string;
  away_team: string;
  home_team_id: number;
  away_team_id: number;
  /** 0-1 */
  home_win_probability: number;
  away_win_probability: number;
  predicted_score: { home: number; away: number };
  /** 0-1: |2p - 1|, 0 for a coin flip. */
  confidence: number;
  key_factors: string[];
  /** The date of the last game the ratings learnt from. */
  as_of?: string;
}

export interface CalibrationBin {
  lower: number;
  upper: number;
  games: number;
  mean_forecast: number;
  home_win_rate: number;
}

/** Walk-forward scores of one forecaster on a set of games. */
export interface Scores {
  games: number;
  brier: number;
  accuracy: number;
  log_loss: number;
  calibration?: CalibrationBin[];
}

/** GET /api/v1/analytics/analytics/backtest/ */
export interface Backtest extends Scores {
  sport: string;
  level: string;
  /** Always predicting the home team at its historical rate. */
  baseline?: Scores | null;
  /** FiveThirtyEight's Elo on the games its file covers, and ours on the same games. */
  fivethirtyeight?: (Scores & { source?: string; rows?: number; almanac: Scores }) | null;
  model?: { method?: string; last_game?: string; seasons?: number };
}

export interface TeamOption {
  id: number;
  slug: string;
  name: string;
  city?: string | null;
  is_active?: boolean;
}

export interface UpcomingGame {
  id: number;
  slug?: string;
  game_date: string;
  game_time?: string | null;
  home_team: { id: number; name: string; slug?: string };
  away_team: { id: number; name: string; slug?: string };
}

/** A sport and level the forecasts are made for. */
export interface Scope {
  sport: string;
  level: string;
}
