/**
 * The Export Comparison CSV: file
 * team-comparison-{slugA}-vs-{slugB}.csv; header 'Metric,{Team A},{Team B}';
 * rows Points Per Game, Yards Per Game, Wins, Losses, Win Percentage,
 * Championships. A metric without data has empty cells, never invented
 * (the API has no yardage, so Yards Per Game is always empty).
 */
import type { Comparison } from "./api/compare-teams";
import { metricPair, type MetricGroup } from "./compare";
import { csvField } from "@/lib/csv";

export const CSV_ROWS: readonly { label: string; group: MetricGroup | null; key: string | null }[] = [
  { label: "Points Per Game", group: "offense", key: "points_per_game" },
  { label: "Yards Per Game", group: null, key: null },
  { label: "Wins", group: "overall", key: "wins" },
  { label: "Losses", group: "overall", key: "losses" },
  { label: "Win Percentage", group: "overall", key: "win_percentage" },
  { label: "Championships", group: "overall", key: "championships" },
];

export function comparisonCsvFilename(slugA: string, slugB: string): string {
  return `team-comparison-${slugA}-vs-${slugB}.csv`;
}

/** The CSV text (CRLF line ends, as RFC 4180 and spreadsheets expect). */
export function buildComparisonCsv(c: Pick<Comparison, "teams" | "metrics">): string {
  const [a, b] = c.teams;
  const lines = [["Metric", a.name, b.name].map(csvField).join(",")];
  for (const row of CSV_ROWS) {
    const pair = row.group && row.key ? metricPair(c, row.group, row.key) : null;
    lines.push([csvField(row.label), csvField(pair?.a), csvField(pair?.b)].join(","));
  }
  return lines.join("\r\n") + "\r\n";
}
