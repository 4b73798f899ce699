/**
 * The Export Comparison CSV (spec part 1 §2): file
 * team-comparison-{slugA}-vs-{slugB}.csv; header 'Metric,{Team A},{Team B}';
 * rows Points Per Game, Yards Per Game, Wins, Losses, Win Percentage,
 * Championships. A metric without data has empty cells, never invented
 * (the API has no yardage, so Yards Per Game is always empty).
 */
import type { Comparison } from "./api/compare-teams";
import { metricPair, type MetricGroup } from "./compare";

export const CSV_ROWS: readonly { label: string; group: MetricGroup | null; key: string | null }[] = [
  { label: "Points Per Game", group: "offense", key: "points_per_game" },
  { label: "Yards Per Game", group: null, key: null },
  { label: "Wins", group: "overall", key: "wins" },
  { label: "Losses", group: "overall", key: "losses" },
  { label: "Win Percentage", group: "overall", key: "win_percentage" },
  { label: "Championships", group: "overall", key: "championships" },
];

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-like text defused. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let s = value;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

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

/** Saves text as a file in the browser. */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8") {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
