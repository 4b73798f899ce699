/**
 * The live-game form of the admin (issue #14): its values, the checks made
 * before anything is sent (the server checks again and names the field),
 * and the body of POST /api/v1/ingest/games/.
 */
import { isIsoDate } from "@/lib/dates";
import type { GameStatus } from "@/lib/games/game";
import type { LiveGame } from "@/lib/games/live-patch";
import type { Schemas } from "@/lib/openapi/types";

export const GAME_STATUSES: readonly { value: GameStatus; label: string }[] = [
  { value: "live", label: "Live" },
  { value: "scheduled", label: "Scheduled" },
  { value: "final", label: "Final" },
  { value: "postponed", label: "Postponed" },
];

export interface LiveGameValues {
  sport: string;
  level: string;
  homeTeam: string;
  awayTeam: string;
  gameDate: string;
  status: GameStatus;
  period: string;
  timeRemaining: string;
  homeScore: string;
  awayScore: string;
  /** Empty: generated from the sport, level, date and teams. */
  externalId: string;
}

export type LiveGameErrors = Partial<Record<keyof LiveGameValues, string>>;

/** POST /api/v1/ingest/games/ (the body). */
export type IngestGameBody = Schemas["IngestInput"];

export const LIVE_FORM_MESSAGES = {
  sport: "Sport is required",
  level: "Level is required",
  homeTeam: "Home team is required",
  awayTeam: "Away team is required",
  sameTeam: "Home and away teams must differ",
  gameDate: "Enter the game's date (yyyy-mm-dd)",
  status: "Status must be live, scheduled, final or postponed",
  period: "Period must be a whole number, 0 or more",
  timeRemaining: "Clock must read minutes:seconds, e.g. 4:12",
  score: "Score must be a whole number, 0 or more",
  scoreRequired: "Enter the score (0 before the first point)",
  externalId: "External id: up to 100 letters, digits, '.', '_', ':' or '-'",
} as const;

const WHOLE = /^\d{1,4}$/;
const CLOCK = /^\d{1,2}:[0-5]\d(\.\d)?$/;
const EXTERNAL_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

export function emptyLiveGame(today: string): LiveGameValues {
  return {
    sport: "",
    level: "",
    homeTeam: "",
    awayTeam: "",
    gameDate: today,
    status: "live",
    period: "1",
    timeRemaining: "",
    homeScore: "0",
    awayScore: "0",
    externalId: "",
  };
}

/** Field errors; the form is sent only when this is empty. */
export function validateLiveGame(v: LiveGameValues): LiveGameErrors {
  const e: LiveGameErrors = {};
  if (!v.sport) e.sport = LIVE_FORM_MESSAGES.sport;
  if (!v.level) e.level = LIVE_FORM_MESSAGES.level;
  if (!v.homeTeam) e.homeTeam = LIVE_FORM_MESSAGES.homeTeam;
  if (!v.awayTeam) e.awayTeam = LIVE_FORM_MESSAGES.awayTeam;
  else if (v.awayTeam === v.homeTeam) e.awayTeam = LIVE_FORM_MESSAGES.sameTeam;
  if (!isIsoDate(v.gameDate.trim())) e.gameDate = LIVE_FORM_MESSAGES.gameDate;
  if (!GAME_STATUSES.some((s) => s.value === v.status)) e.status = LIVE_FORM_MESSAGES.status;
  if (v.period.trim() && !WHOLE.test(v.period.trim())) e.period = LIVE_FORM_MESSAGES.period;
  if (v.timeRemaining.trim() && !CLOCK.test(v.timeRemaining.trim())) e.timeRemaining = LIVE_FORM_MESSAGES.timeRemaining;
  // A game under way or over has a score; one not started may leave it blank.
  const scored = v.status === "live" || v.status === "final";
  for (const k of ["homeScore", "awayScore"] as const) {
    const s = v[k].trim();
    if (!s) {
      if (scored) e[k] = LIVE_FORM_MESSAGES.scoreRequired;
    } else if (!WHOLE.test(s)) e[k] = LIVE_FORM_MESSAGES.score;
  }
  if (v.externalId.trim() && !EXTERNAL_ID.test(v.externalId.trim())) e.externalId = LIVE_FORM_MESSAGES.externalId;
  return e;
}

/** The id a game gets when none is entered: the same game entered twice gets the same id (ingest is idempotent). */
export function generatedExternalId(v: Pick<LiveGameValues, "sport" | "level" | "gameDate" | "homeTeam" | "awayTeam">): string {
  return [v.sport, v.level, v.gameDate, v.awayTeam, "at", v.homeTeam]
    .join("-")
    .replace(/[^A-Za-z0-9._:-]+/g, "-")
    .slice(0, 100);
}

const num = (s: string) => (s.trim() ? Number(s.trim()) : null);

/** The request body for valid values. */
export function toIngestBody(v: LiveGameValues): IngestGameBody {
  return {
    external_id: v.externalId.trim() || generatedExternalId(v),
    sport__slug: v.sport,
    level__slug: v.level,
    home_team: v.homeTeam,
    away_team: v.awayTeam,
    game_date: v.gameDate.trim(),
    status: v.status,
    period: num(v.period),
    time_remaining: v.timeRemaining.trim() || null,
    home_score: num(v.homeScore),
    away_score: num(v.awayScore),
  };
}

const str = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form filled from a listed game, to edit it. */
export function valuesFromGame(g: LiveGame): LiveGameValues {
  return {
    sport: g.sport_slug,
    level: g.level_slug,
    homeTeam: g.home_team.slug ?? "",
    awayTeam: g.away_team.slug ?? "",
    gameDate: g.game_date,
    status: (GAME_STATUSES.find((s) => s.value === g.status)?.value ?? "live") as GameStatus,
    period: str(g.period ?? g.quarter),
    timeRemaining: g.time_remaining ?? "",
    homeScore: str(g.home_score),
    awayScore: str(g.away_score),
    externalId: g.external_id ?? "",
  };
}

/** A one-click change from the live list. */
export type QuickChange = { side: "home" | "away"; points: number } | { nextPeriod: true } | { status: GameStatus };

/**
 * The ingest body for a quick change of a listed game; null when the game
 * cannot be sent that way (no external id, or its teams have no slugs).
 */
export function quickUpdateBody(g: LiveGame, change: QuickChange): IngestGameBody | null {
  const v = valuesFromGame(g);
  if (!v.externalId || !v.sport || !v.level || !v.homeTeam || !v.awayTeam) return null;
  const body = toIngestBody(v);
  if ("side" in change) {
    const key = change.side === "home" ? "home_score" : "away_score";
    body[key] = Math.max(0, (body[key] ?? 0) + change.points);
  } else if ("nextPeriod" in change) {
    body.period = (body.period ?? 0) + 1;
    body.time_remaining = null;
  } else {
    body.status = change.status;
    if (change.status === "final") body.time_remaining = null;
  }
  return body;
}
