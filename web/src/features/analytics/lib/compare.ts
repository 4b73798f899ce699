/** The player comparison's stat tabs and advantages (spec part 2 §2.13, §5). */
import type { PlayerStatRow } from "../types";
import { STAT_COLUMNS, statValue } from "./player-columns";
import { compareValues, type Advantage } from "./rules";

export type CompareCategory = "all" | "offense" | "defense" | "efficiency";

export const COMPARE_TABS: { id: CompareCategory; label: string }[] = [
  { id: "all", label: "All Stats" },
  { id: "offense", label: "Offense" },
  { id: "defense", label: "Defense" },
  { id: "efficiency", label: "Efficiency" },
];

const GROUPS: Record<Exclude<CompareCategory, "all">, string[]> = {
  offense: ["points", "assists", "rebounds", "season_high_points", "double_doubles", "passing_yards", "passing_touchdowns", "rushing_yards", "receiving_yards"],
  defense: ["steals", "blocks", "tackles", "sacks", "interceptions"],
  efficiency: ["field_goal_percentage", "three_point_percentage", "usage_rate", "passer_rating", "turnovers", "efficiency"],
};

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

/** The stats of a tab that at least one of the two players has (missing values count as 0). */
export function comparisonRows(p1: PlayerStatRow, p2: PlayerStatRow, category: CompareCategory, sport: string): CompareRow[] {
  const keys = category === "all" ? [...GROUPS.offense, ...GROUPS.defense, ...GROUPS.efficiency] : GROUPS[category];
  const out: CompareRow[] = [];
  for (const key of new Set(keys)) {
    const a = statValue(p1, key, sport);
    const b = statValue(p2, key, sport);
    if (a === null && b === null) continue;
    if (key === "efficiency" && !a && !b) continue;
    out.push({ key, label: STAT_COLUMNS[key]?.title ?? key, a, b, advantage: compareValues(a, b, STAT_COLUMNS[key]?.lowerIsBetter), reverse: compareValues(b, a, STAT_COLUMNS[key]?.lowerIsBetter) });
  }
  return out;
}

/** Each player's advantages: the stats where he is more than 10% better than the other. */
export function advantageLists(rows: CompareRow[]): { player1: CompareRow[]; player2: CompareRow[] } {
  return { player1: rows.filter((r) => r.advantage.kind === "better"), player2: rows.filter((r) => r.reverse.kind === "better") };
}
