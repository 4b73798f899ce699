/** Shapes of the analytics API's answers (/api/v1/analytics/…), typed from the real answers. */

export const ANALYTICS_BASE = "/api/v1/analytics";

export interface NameSlug {
  name: string;
  slug: string;
}
export interface TeamBrief {
  id: number;
  slug: string;
  name: string;
}
export interface LeagueSeason {
  start_year: number;
  end_year: number;
  label: string;
  complete: boolean;
  first_game: string | null;
  games_through: string | null;
}

export interface DashboardFigures {
  season: LeagueSeason | null;
  total_games: number;
  regular_season_games: number;
  postseason_games: number;
  average_score: number | null;
  top_team: string | null;
  top_team_record: string | null;
  top_team_win_percentage: number | null;
  top_team_detail: TeamBrief | null;
  active_players: number | null;
  new_players: number | null;
  players_season: number | null;
  players_season_label: string | null;
}
export interface DashboardChange {
  total_games: number | null;
  average_score: number | null;
  active_players: number | null;
  new_players: number | null;
}
export interface DashboardScope extends DashboardFigures {
  sport: NameSlug;
  level: NameSlug;
  score_unit: string;
  previous: DashboardFigures | null;
  change_percent: DashboardChange;
  notes: string[];
}
/** Analytics dashboard: one sport and level, or the hub (sport null) with every scope in `sports`. */
export interface Dashboard extends DashboardFigures {
  sport: NameSlug | null;
  level: NameSlug | null;
  previous: DashboardFigures | null;
  change_percent: DashboardChange;
  sports: DashboardScope[];
}

export interface LeagueTrend {
  sport: string;
  level: string;
  key: string;
  title: string;
  description: string;
  direction: "up" | "down" | string;
  unit: string;
  season: string;
  current: number;
  games: number;
  previous_season: string | null;
  previous: number | null;
  change: number | null;
  change_percent: number | null;
  ten_years_ago_season: string | null;
  ten_years_ago: number | null;
}
export interface LeagueHighlight {
  sport: string;
  level: string;
  key: string;
  category: string;
  value: string;
  context: string;
  number: number;
  season: string;
  team: TeamBrief | null;
  game_id: number | null;
}
export interface InsightsScope {
  sport: NameSlug;
  level: NameSlug;
  season: LeagueSeason | null;
  previous_season: LeagueSeason | null;
  trends: LeagueTrend[];
  highlights: LeagueHighlight[];
}
/** League insights: trends and highlights. */
export interface LeagueInsights {
  sport: NameSlug | null;
  level: NameSlug | null;
  season: LeagueSeason | null;
  trends: LeagueTrend[];
  highlights: LeagueHighlight[];
  sports: InsightsScope[];
}

/** Breakout candidate. */
export interface BreakoutCandidate {
  id: number | string;
  player_id?: number | string;
  player_slug?: string | null;
  jersey_number: number | string | null;
  player_name: string;
  team_name: string | null;
  position?: string | null;
  improvement_percentage: number;
  points_per_game: number | null;
  previous_per_game?: number | null;
  season?: number | null;
  previous_season?: number | null;
  games_played?: number | null;
}

/** The breakout route's answer: the metric compared and the candidates. */
export interface BreakoutAnswer {
  sport: string;
  level: string;
  season: number;
  metric: string;
  min_games: number;
  count: number;
  results: BreakoutCandidate[];
}

/** A category's leaders (ranked by a per-game figure, qualified players only). */
export interface LeadersAnswer {
  sport: string;
  season: number;
  category: string;
  category_name: string;
  stat: string;
  lower_is_better: boolean;
  qualification: string;
  results: { rank: number; value: number; player_id: number; player_slug: string; player_name: string; team_name: string | null; position: string | null; games_played: number }[];
}

/** Team stat row. */
export interface TeamStatRow {
  /** Franchise id. */
  id: number;
  /** Franchise slug. */
  team_id: string;
  team_name: string;
  league_rank?: number;
  playoff_position?: string | null;
  abbreviation?: string | null;
  division: string | null;
  conference?: string | null;
  season?: number | string | null;
  games_played?: number;
  wins: number;
  losses: number;
  ties?: number;
  win_percentage: number;
  home_record: string | null;
  away_record: string | null;
  points_for: number;
  points_against: number;
  point_differential: number;
  points_per_game?: number | null;
  points_allowed_per_game?: number | null;
  streak: string | null;
  division_record: string | null;
  conference_record: string | null;
  last_10: string | null;
}

/** Team rankings: the four summary cards of the team stats screen. */
export interface TeamRankings {
  season?: number | string | null;
  best_record: { team_id?: number; team_name: string; record: string; win_percentage: number } | null;
  top_offense: { team_id?: number; team_name: string; points_per_game: number } | null;
  top_defense: { team_id?: number; team_name: string; points_allowed_per_game: number } | null;
  longest_streak: { team_id?: number; team_name: string; streak: string } | null;
}

/** Player stat row; the sport decides which figures are present. */
export interface PlayerStatRow {
  id: number | string;
  player_id: number;
  player_slug?: string | null;
  player_name: string;
  team_name: string | null;
  position: string | null;
  season?: number | string | null;
  jersey_number?: number | string | null;
  games_played?: number | null;
  games_started?: number | null;
  points?: number | null;
  rebounds?: number | null;
  assists?: number | null;
  steals?: number | null;
  blocks?: number | null;
  turnovers?: number | null;
  field_goals_made?: number | null;
  field_goals_attempted?: number | null;
  free_throws_made?: number | null;
  free_throws_attempted?: number | null;
  field_goal_percentage?: number | null;
  three_point_percentage?: number | null;
  minutes_played?: number | null;
  usage_rate?: number | null;
  season_high_points?: number | null;
  double_doubles?: number | null;
  passing_yards?: number | null;
  passing_touchdowns?: number | null;
  rushing_yards?: number | null;
  receiving_yards?: number | null;
  tackles?: number | null;
  sacks?: number | null;
  interceptions?: number | null;
  passer_rating?: number | null;
  efficiency_rating?: number | null;
  [stat: string]: unknown;
}

/** Player comparison result: career rows, similarity, the compared per-game figures. */
export interface PlayerComparison {
  basis: string;
  player1: PlayerStatRow;
  player2: PlayerStatRow;
  similarity_score: number;
  similarity_method: string;
  features_compared: number;
  recommendation: string | null;
  advantages: { player1: string[]; player2: string[] };
  comparisons: import("./lib/compare").ComparedStat[];
}

/** season_odds: one team's record and chances as of a date (fractions 0–1). */
export interface SeasonOddsTeam {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
  league: string;
  conference: string | null;
  division: string | null;
  rating: number;
  wins: number;
  losses: number;
  ties?: number;
  ot_losses?: number;
  points?: number;
  projected: { wins: number; losses: number; ties?: number; ot_losses?: number; points?: number; wins_low: number; wins_high: number; points_low?: number; points_high?: number };
  playoff_probability: number | null;
  play_in_probability?: number | null;
  division_probability: number | null;
  final_probability: number | null;
  title_probability: number | null;
}

export interface SeasonOdds {
  sport: string;
  level: string;
  season: number;
  as_of: string;
  runs: number;
  playoffs_modelled: boolean;
  current_season: boolean;
  playoff_places: number;
  games_played: number;
  games_remaining: number;
  games_assumed: number;
  schedule_complete: boolean;
  notes: string[];
  teams: SeasonOddsTeam[];
}

/** season_odds_history: each team's playoff and title chances at each date (weekly). */
export interface SeasonOddsHistory {
  sport: string;
  level: string;
  season: number;
  playoffs_modelled: boolean;
  runs_per_date: number;
  dates: string[];
  teams: { id: number; slug: string; name: string; abbreviation: string; playoff_probability: (number | null)[]; title_probability: (number | null)[] }[];
}

/** Ours and the two baselines' score (lower is better). */
export interface OddsScores {
  model: number;
  equal_chances: number;
  current_places: number;
}

/** A tenth of the probability scale: forecasts in it, their mean, how often it happened. */
export interface OddsCalibBin {
  lower: number;
  upper: number;
  forecasts: number;
  predicted: number;
  observed: number;
}

/** season_odds_backtest; status is "computing" or "queued" (a 202) until it is ready. */
export interface SeasonOddsBacktest {
  status: "ready" | "computing" | "queued";
  detail?: string;
  retry_after_seconds?: number;
  sport: string;
  level: string;
  runs_per_forecast: number;
  seasons: number;
  first_season: number;
  last_season: number;
  skipped: { season: number; reason: string }[];
  dates: {
    as_of: "opening_day" | "midpoint" | "three_quarters";
    seasons: number;
    forecasts: number;
    playoff_brier: OddsScores;
    title_log_loss: OddsScores;
    below_both_baselines: boolean;
    calibration: OddsCalibBin[];
  }[];
  method: string;
}

/** forecasts/calibration: archived game forecasts scored against the results. */
export interface ForecastChecks {
  sport: string;
  level: string;
  method: string;
  scopes: {
    sport: string;
    level: string;
    forecasts: number;
    ties: number;
    brier: number | null;
    log_loss: number | null;
    accuracy: number | null;
    calibration: OddsCalibBin[];
  }[];  /** The archived season-odds runs of seasons since completed, scored. */
  season_odds: SeasonOddsCheck[];
  season_odds_method: string;
}

/** One sport's archived season-odds runs: scored once the season is complete, the rest pending. */
export interface SeasonOddsCheck {
  sport: string;
  level: string;
  runs: number;
  seasons: number;
  pending: number;
  forecasts: number;
  playoff_brier: number | null;
  title_log_loss: number | null;
  calibration: OddsCalibBin[];
}
