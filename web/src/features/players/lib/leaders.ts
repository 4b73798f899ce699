import { csvField } from "@/lib/csv";
import { coversStat } from "@/lib/coverage";
import type { Player } from "@/lib/people/types";
import { statLabel, teamLabel } from "@/lib/people/format";

/** The statistics table shows at most the first 50 rows after filters. */
export const TABLE_CAP = 50;

/** Stat columns: every career stat the players have, in the API's order of first appearance. */
export function statColumns(players: readonly Player[]): string[] {
  const seen = new Set<string>();
  for (const p of players) for (const k of Object.keys(p.career_stats ?? {})) seen.add(k);
  return [...seen];
}

/** The default sort column: the first stat that is not a games count. */
export function defaultSort(columns: readonly string[]): string {
  return columns.find((c) => !c.startsWith("games")) ?? columns[0] ?? "";
}

/**
 * Careers whose total of a stat counts every season (complete coverage, the
 * stat not missing from some seasons) and the rest: a partial career is not
 * ranked as if whole.
 */
export function splitByCoverage(players: readonly Player[], stat: string): { ranked: Player[]; partial: Player[] } {
  const ranked: Player[] = [];
  const partial: Player[] = [];
  for (const p of players) (coversStat(p.career_coverage, stat) ? ranked : partial).push(p);
  return { ranked, partial };
}

/** Players ranked by a stat (missing values last), ties by name. */
export function rankPlayers(players: readonly Player[], stat: string, dir: "asc" | "desc"): Player[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...players].sort((a, b) => {
    const x = a.career_stats?.[stat];
    const y = b.career_stats?.[stat];
    if (x == null && y == null) return a.display_name.localeCompare(b.display_name);
    if (x == null) return 1;
    if (y == null) return -1;
    return (x - y) * sign || a.display_name.localeCompare(b.display_name);
  });
}

/** The table as CSV: rank, player, position, team, then the stat columns. */
export function leadersCsv(rows: readonly Player[], columns: readonly string[]): string {
  const head = ["Rank", "Player", "Position", "Team", ...columns.map(statLabel)];
  const lines = rows.map((p, i) => [i + 1, p.display_name, p.primary_position ?? "", teamLabel(p.current_team).name, ...columns.map((c) => p.career_stats?.[c] ?? "")]);
  return [head, ...lines].map((r) => r.map((v) => csvField(v)).join(",")).join("\r\n") + "\r\n";
}
