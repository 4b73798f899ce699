/**
 * The analytics screens' rules:
 * the 50-row cap, the efficiency rating, comparison advantages and the win
 * percentage colours. Pure functions, no data of their own.
 */
import type { Schemas } from "@/lib/openapi/types";

/** The player stats table shows at most the first 50 rows after filters. */
export const PLAYER_TABLE_CAP = 50;

export function capRows<T>(rows: readonly T[], cap = PLAYER_TABLE_CAP): T[] {
  return rows.slice(0, cap);
}

/** The counting stats the efficiency rating reads from a player's stat row (missing counts as 0). */
export type EfficiencyInput = Partial<
  Pick<
    Schemas["PlayerStatRow"],
    | "points"
    | "rebounds"
    | "assists"
    | "steals"
    | "blocks"
    | "turnovers"
    | "field_goals_made"
    | "field_goals_attempted"
    | "free_throws_made"
    | "free_throws_attempted"
    | "minutes_played"
    | "passer_rating"
  >
>;

const n = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/**
 * Basketball: (points + rebounds + assists + steals + blocks − missed field
 * goals − missed free throws − turnovers) / minutes played × 48, only when
 * minutes played is above 0, else 0. Football uses passer_rating.
 */
export function efficiencyRating(row: EfficiencyInput, sport: string | null | undefined): number {
  if (sport === "football") return n(row.passer_rating);
  const minutes = n(row.minutes_played);
  if (minutes <= 0) return 0;
  const missedFg = n(row.field_goals_attempted) - n(row.field_goals_made);
  const missedFt = n(row.free_throws_attempted) - n(row.free_throws_made);
  const total = n(row.points) + n(row.rebounds) + n(row.assists) + n(row.steals) + n(row.blocks) - missedFg - missedFt - n(row.turnovers);
  return (total / minutes) * 48;
}

export type Advantage = { kind: "better" | "worse" | "similar"; percent: number | null; label: string };

/**
 * One stat of player 1 against player 2: more than +10% is better
 * (shown as +x%), less than −10% is worse, otherwise 'Similar'. Missing
 * values count as 0. Against a 0 any positive value is better (no percent).
 */
export function compareValues(a: number | null | undefined, b: number | null | undefined, lowerIsBetter = false): Advantage {
  let x = n(a);
  let y = n(b);
  if (lowerIsBetter) [x, y] = [y, x];
  if (y === 0) {
    if (x === 0) return { kind: "similar", percent: 0, label: "Similar" };
    return x > 0 ? { kind: "better", percent: null, label: "Better" } : { kind: "worse", percent: null, label: "Worse" };
  }
  // Rounded so that exactly 10% (0.55 against 0.5) is not tipped over by floating point.
  const pct = Math.round(((x - y) / Math.abs(y)) * 100 * 1e6) / 1e6;
  if (pct > 10) return { kind: "better", percent: pct, label: `+${pct.toFixed(1)}%` };
  if (pct < -10) return { kind: "worse", percent: pct, label: `${pct.toFixed(1)}%` };
  return { kind: "similar", percent: pct, label: "Similar" };
}

/** Win percentage (0–1) as a percentage with one decimal. */
export function formatWinPct(p: number | null | undefined): string {
  return typeof p === "number" && Number.isFinite(p) ? `${(p * 100).toFixed(1)}%` : "—";
}

export type WinTone = "green" | "yellow" | "orange" | "red";

/** At least 0.7 green, at least 0.5 yellow, at least 0.3 orange, else red. */
export function winPctTone(p: number): WinTone {
  if (p >= 0.7) return "green";
  if (p >= 0.5) return "yellow";
  if (p >= 0.3) return "orange";
  return "red";
}

export const WIN_TONE_CLASS: Record<WinTone, string> = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-900",
  orange: "bg-orange-100 text-orange-900",
  red: "bg-red-100 text-red-800",
};
