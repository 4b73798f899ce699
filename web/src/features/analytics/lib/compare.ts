/** The player comparison's stat tabs and advantages. */
import type { Schemas } from "@/lib/openapi/types";
import { compareValues, type Advantage } from "./rules";

export type CompareCategory = "all" | "offense" | "defense" | "efficiency";

export const COMPARE_TABS: { id: CompareCategory; label: string }[] = [
  { id: "all", label: "All Stats" },
  { id: "offense", label: "Offense" },
  { id: "defense", label: "Defense" },
  { id: "efficiency", label: "Efficiency" },
];

/** One compared figure of the API's answer. */
export type ComparedStat = Pick<Schemas["FigureComparison"], "stat" | "label" | "category" | "lower_is_better" | "player1" | "player2">;

export interface CompareRow {
  key: string;
  label: string;
  a: number | null;
  b: number | null;
  /** Player 1 against player 2. */
  advantage: Advantage;
  /** Player 2 against player 1. */
  reverse: Advantage;
}

/** The figures of a tab, each judged by the ±10% rule from both sides (missing values count as 0). */
export function comparisonRows(stats: readonly ComparedStat[], category: CompareCategory): CompareRow[] {
  return stats
    .filter((s) => category === "all" || s.category === category)
    .map((s) => ({
      key: s.stat,
      label: s.label,
      a: s.player1,
      b: s.player2,
      advantage: compareValues(s.player1, s.player2, s.lower_is_better),
      reverse: compareValues(s.player2, s.player1, s.lower_is_better),
    }));
}

/**
 * Each player's advantages, judged once from player 1's side as the API
 * does: more than +10% is player 1's, below -10% is player 2's (then shown
 * from player 2's side), within ±10% neither's.
 */
export function advantageLists(rows: CompareRow[]): { player1: CompareRow[]; player2: CompareRow[] } {
  return { player1: rows.filter((r) => r.advantage.kind === "better"), player2: rows.filter((r) => r.advantage.kind === "worse") };
}
