/** Small formatting helpers of the analytics screens. */

const LEAGUES: Record<string, string> = {
  "football/professional": "NFL",
  "basketball/professional": "NBA",
  "baseball/professional": "MLB",
  "hockey/professional": "NHL",
  "football/ncaa-d1": "NCAA Football",
  "basketball/ncaa-d1": "NCAA Basketball",
  "baseball/ncaa-d1": "NCAA Baseball",
  "hockey/ncaa-d1": "NCAA Hockey",
};

/** "NFL", "NCAA Basketball", … for a sport and level slug. */
export function leagueLabel(sport: string, level: string): string {
  return LEAGUES[`${sport}/${level}`] ?? `${sport} ${level}`;
}

const int = new Intl.NumberFormat("en-US");
export function formatInt(v: number | null | undefined): string {
  return typeof v === "number" && Number.isFinite(v) ? int.format(Math.round(v)) : "—";
}

export function formatNum(v: number | null | undefined, digits = 1): string {
  return typeof v === "number" && Number.isFinite(v) ? v.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }) : "—";
}

/** "+2.5%", "-1.6%", "0.0%" for a change in percent. */
export function formatChange(v: number | null | undefined): string {
  if (typeof v !== "number" || !Number.isFinite(v)) return "";
  return `${v > 0 ? "+" : ""}${v.toFixed(1)}%`;
}

/** A share (0–1) as a percentage with one decimal. */
export function formatShare(v: number | null | undefined): string {
  return typeof v === "number" && Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : "—";
}

/** A trend's figure in its unit: shares as percentages, others with two decimals. */
export function trendValue(v: number | null | undefined, unit: string): string {
  return unit.startsWith("share") ? formatShare(v) : formatNum(v, 2);
}
