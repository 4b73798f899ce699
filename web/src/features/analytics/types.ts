import type { Schemas } from "@/lib/openapi/types";

/** Shapes of the analytics API's answers (/api/v1/analytics/…), generated from the OpenAPI document. */

export const ANALYTICS_BASE = "/api/v1/analytics";

export type NameSlug = Schemas["NameSlug"];
export type TeamBrief = Schemas["TeamBrief"];
export type LeagueSeason = Schemas["LeagueSeason"];
export type DashboardFigures = Schemas["DashboardFigures"];
export type DashboardChange = Schemas["DashboardChange"];
export type DashboardScope = Schemas["DashboardScope"];
/** Analytics dashboard: one sport and level, or the hub (sport null) with every scope in `sports`. */
export type Dashboard = Schemas["Dashboard"];
export type LeagueTrend = Schemas["LeagueTrend"];
export type LeagueHighlight = Schemas["LeagueHighlight"];
export type InsightsScope = Schemas["InsightsScope"];
/** League insights: trends and highlights. */
export type LeagueInsights = Schemas["Insights"];
export type BreakoutCandidate = Schemas["BreakoutCandidate"];
/** The breakout route's answer: the metric compared and the candidates. */
export type BreakoutAnswer = Schemas["Breakouts"];
/** A category's leaders (ranked by a per-game figure, qualified players only). */
export type LeadersAnswer = Schemas["Leaders"];
export type TeamStatRow = Schemas["TeamStatRow"];
/** Team rankings: the four summary cards of the team stats screen. */
export type TeamRankings = Schemas["TeamRankings"];
/** Player stat row; the sport decides which figures are present (the rest of its line is in `stats`). */
export type PlayerStatRow = Schemas["PlayerStatRow"];
/** A player's statistics season by season (oldest first) with career totals (null without stat rows). */
export type PlayerCareer = Schemas["PlayerCareer"];
/**
 * A stat table's row, its figures read by name: a stat row, or a directory
 * player's career totals made into one (careerRow).
 */
export type StatTableRow = Pick<PlayerStatRow, "id" | "player_id" | "player_slug" | "player_name" | "team_name" | "position" | "season"> &
  Partial<PlayerStatRow> & { readonly [figure: string]: unknown };
/** Player comparison result: career rows, similarity, the compared per-game figures. */
export type PlayerComparison = Schemas["PlayerComparison"];
/** season_odds: one team's record and chances as of a date (fractions 0–1). */
export type SeasonOddsTeam = Schemas["SeasonOddsTeam"];
export type SeasonOdds = Schemas["SeasonOdds"];
/** season_odds_history: each team's playoff and title chances at each date (weekly). */
export type SeasonOddsHistory = Schemas["OddsHistory"];
/** Ours and the two baselines' score (lower is better). */
export type OddsScores = Schemas["OddsScores"];
/** A tenth of the probability scale: forecasts in it, their mean, how often it happened. */
export type OddsCalibBin = Schemas["OddsCalibrationBin"];
/** season_odds_backtest; status is "computing" or "queued" (a 202) until it is ready. */
export type SeasonOddsBacktest = Schemas["OddsBacktest"];
/** forecasts/calibration: archived game forecasts scored against the results. */
export type ForecastChecks = Schemas["ForecastChecks"];
/** One sport's archived season-odds runs: scored once the season is complete, the rest pending. */
export type SeasonOddsCheck = Schemas["SeasonOddsCheck"];
