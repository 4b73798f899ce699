/**
 * The correction forms of the admin (issue #14): a game's score and status,
 * and a champion row, each with a required reason. Checked before sending;
 * the server checks again (400 naming the field).
 */
import type { GameStatus } from "@/lib/games/game";

export const REASON_MIN = 5;
export const REASON_MAX = 500;

export const CORRECTION_MESSAGES = {
  gameId: "Enter the game's id (a whole number)",
  score: "Score must be a whole number, 0 or more",
  reason: "A reason is required",
  reasonShort: `Say why in at least ${REASON_MIN} characters`,
  reasonLong: `Keep the reason under ${REASON_MAX} characters`,
  championRow: "Season is required",
  team: "Champion is required",
  sameTeam: "The runner-up cannot be the champion",
} as const;

function reasonError(reason: string): string | undefined {
  const r = reason.trim();
  if (!r) return CORRECTION_MESSAGES.reason;
  if (r.length < REASON_MIN) return CORRECTION_MESSAGES.reasonShort;
  if (r.length > REASON_MAX) return CORRECTION_MESSAGES.reasonLong;
  return undefined;
}

const WHOLE = /^\d{1,4}$/;

export interface GameCorrectionValues {
  gameId: string;
  homeScore: string;
  awayScore: string;
  /** "" keeps the game's status. */
  status: GameStatus | "";
  reason: string;
}

export type GameCorrectionErrors = Partial<Record<keyof GameCorrectionValues, string>>;

export function validateGameCorrection(v: GameCorrectionValues): GameCorrectionErrors {
  const e: GameCorrectionErrors = {};
  if (!/^\d{1,10}$/.test(v.gameId.trim()) || Number(v.gameId) < 1) e.gameId = CORRECTION_MESSAGES.gameId;
  if (!WHOLE.test(v.homeScore.trim())) e.homeScore = CORRECTION_MESSAGES.score;
  if (!WHOLE.test(v.awayScore.trim())) e.awayScore = CORRECTION_MESSAGES.score;
  const reason = reasonError(v.reason);
  if (reason) e.reason = reason;
  return e;
}

/** POST /api/admin/games/{id}/correct/ */
export function gameCorrectionBody(v: GameCorrectionValues) {
  return {
    home_score: Number(v.homeScore.trim()),
    away_score: Number(v.awayScore.trim()),
    ...(v.status ? { status: v.status } : {}),
    reason: v.reason.trim(),
  };
}

export interface ChampionCorrectionValues {
  /** The champions-list row id. */
  rowId: string;
  team: string;
  /** "" leaves the runner-up as it is. */
  runnerUp: string;
  reason: string;
}

export type ChampionCorrectionErrors = Partial<Record<keyof ChampionCorrectionValues, string>>;

export function validateChampionCorrection(v: ChampionCorrectionValues): ChampionCorrectionErrors {
  const e: ChampionCorrectionErrors = {};
  if (!v.rowId) e.rowId = CORRECTION_MESSAGES.championRow;
  if (!v.team) e.team = CORRECTION_MESSAGES.team;
  else if (v.runnerUp && v.runnerUp === v.team) e.runnerUp = CORRECTION_MESSAGES.sameTeam;
  const reason = reasonError(v.reason);
  if (reason) e.reason = reason;
  return e;
}

/** POST /api/admin/champions/{id}/correct/ */
export function championCorrectionBody(v: ChampionCorrectionValues) {
  return { team: v.team, ...(v.runnerUp ? { runner_up: v.runnerUp } : {}), reason: v.reason.trim() };
}
