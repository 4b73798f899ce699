/**
 * Comparison rules: each metric shows a
 * percentage difference and highlights the better side; lower is better for
 * losses and points allowed. Figures come from GET /api/teams/compare/;
 * metrics the API omits (yards, turnovers, takeaways) are not shown.
 */
import type { Comparison, MetricPair } from "./api/compare-teams";

export type Side = "a" | "b";
export type MetricGroup = "overall" | "offense" | "defense";

export interface MetricDef {
  group: MetricGroup;
  key: string;
  label: string;
  lowerIsBetter?: boolean;
  kind: "count" | "percent" | "rate";
}

/** The metrics shown, in order, per group. */
export const METRICS: readonly MetricDef[] = [
  { group: "overall", key: "wins", label: "Wins", kind: "count" },
  { group: "overall", key: "losses", label: "Losses", kind: "count", lowerIsBetter: true },
  { group: "overall", key: "win_percentage", label: "Win %", kind: "percent" },
  { group: "overall", key: "championships", label: "Championships", kind: "count" },
  { group: "offense", key: "points_per_game", label: "Points Per Game", kind: "rate" },
  { group: "defense", key: "points_allowed_per_game", label: "Points Allowed Per Game", kind: "rate", lowerIsBetter: true },
];

export const GROUP_TITLES: Record<MetricGroup, string> = {
  overall: "Overall",
  offense: "Offense",
  defense: "Defense",
};

export interface MetricComparison {
  /** The better side, "even" when equal, null when a side has no value. */
  better: Side | "even" | null;
  /** How much better the better side is, in percent of the other side's value; null when not expressible. */
  diffPct: number | null;
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Compares two values. The difference is |a − b| relative to the worse
 * side's value (so "16.1%" reads "16.1% more wins than the other side", or
 * for lower-is-better metrics "16.1% fewer"). Null when the worse side is 0.
 */
export function compareValues(a: number | null | undefined, b: number | null | undefined, lowerIsBetter = false): MetricComparison {
  if (!isNum(a) || !isNum(b)) return { better: null, diffPct: null };
  if (a === b) return { better: "even", diffPct: 0 };
  const aBetter = lowerIsBetter ? a < b : a > b;
  const worse = aBetter ? b : a;
  const diffPct = worse === 0 ? null : (Math.abs(a - b) / Math.abs(worse)) * 100;
  return { better: aBetter ? "a" : "b", diffPct };
}

/** "16.1%" (one decimal; "<0.1%" for tiny non-zero differences). */
export function formatDiffPct(p: number | null): string {
  if (p === null) return "";
  if (p > 0 && p < 0.05) return "<0.1%";
  return `${p.toFixed(1)}%`;
}

/** A metric's pair from the comparison, or null when the API omitted it. */
export function metricPair(c: Pick<Comparison, "metrics">, group: MetricGroup, key: string): MetricPair | null {
  const pair = c.metrics?.[group]?.[key];
  if (!pair) return null;
  return { a: isNum(pair.a) ? pair.a : null, b: isNum(pair.b) ? pair.b : null };
}

/** The metrics the API returned, grouped (groups without any metric are left out). */
export function shownMetrics(c: Pick<Comparison, "metrics">): { group: MetricGroup; rows: { def: MetricDef; pair: MetricPair; cmp: MetricComparison }[] }[] {
  const groups: MetricGroup[] = ["overall", "offense", "defense"];
  return groups
    .map((group) => ({
      group,
      rows: METRICS.filter((d) => d.group === group)
        .map((def) => ({ def, pair: metricPair(c, group, def.key) }))
        .filter((r): r is { def: MetricDef; pair: MetricPair } => r.pair !== null && (r.pair.a !== null || r.pair.b !== null))
        .map((r) => ({ ...r, cmp: compareValues(r.pair.a, r.pair.b, r.def.lowerIsBetter) })),
    }))
    .filter((g) => g.rows.length > 0);
}

/** A value for display: counts with separators, win % as "55.1%", rates with one decimal. */
export function formatMetric(value: number | null, kind: MetricDef["kind"], locale = "en-US"): string {
  if (value === null) return "—";
  if (kind === "percent") return `${(value * 100).toFixed(1)}%`;
  if (kind === "rate") return value.toFixed(1);
  return new Intl.NumberFormat(locale).format(value);
}

/** "Points", "Runs" or "Goals" when both teams share a score unit, else "Points". */
export function scoreWord(c: Pick<Comparison, "teams">): string {
  const [a, b] = c.teams;
  const unit = a?.score_unit && a.score_unit === b?.score_unit ? a.score_unit : "points";
  return unit.charAt(0).toUpperCase() + unit.slice(1);
}

/** The label of a metric, with the sport's score word ("Runs Per Game" for baseball). */
export function metricLabel(def: MetricDef, word = "Points"): string {
  return def.label.replace("Points", word);
}
