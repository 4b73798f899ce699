import { emptyLiveGame, type IngestGameBody, type LiveGameValues } from "../lib/live-form";

/** A complete live game as the form holds it (the example game). */
export const LIVE_VALUES: LiveGameValues = {
  ...emptyLiveGame("2026-11-24"),
  sport: "basketball",
  level: "professional",
  homeTeam: "boston-celtics",
  awayTeam: "los-angeles-lakers",
  period: "3",
  timeRemaining: "4:12",
  homeScore: "71",
  awayScore: "68",
};

/** The body the form sends for LIVE_VALUES. */
export const LIVE_BODY: IngestGameBody = {
  external_id: "basketball-professional-2026-11-24-los-angeles-lakers-at-boston-celtics",
  sport__slug: "basketball",
  level__slug: "professional",
  home_team: "boston-celtics",
  away_team: "los-angeles-lakers",
  game_date: "2026-11-24",
  status: "live",
  period: 3,
  time_remaining: "4:12",
  home_score: 71,
  away_score: 68,
};
