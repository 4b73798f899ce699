import type { SeasonOddsHistory } from "../types";

export type OddsMeasure = "playoff" | "title";

/** Line colours for the highlighted teams (Okabe–Ito: told apart with colour-vision deficiencies; each line is also labelled). */
export const LINE_COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#9A6A00", "#56B4E9"];

/** How many teams the chart highlights by default. */
export const HIGHLIGHTED = 5;

export type HistoryTeam = SeasonOddsHistory["teams"][number];

export function series(t: HistoryTeam, m: OddsMeasure): (number | null)[] {
  return m === "playoff" ? t.playoff_probability : t.title_probability;
}

/** The last known value of a team's line (null: never known). */
export function lastValue(t: HistoryTeam, m: OddsMeasure): number | null {
  const s = series(t, m);
  for (let i = s.length - 1; i >= 0; i--) if (s[i] != null) return s[i];
  return null;
}

/**
 * The highlighted teams: the chosen one first, then the best by the last
 * value (ties by the highest value reached, then name), HIGHLIGHTED in all.
 */
export function highlighted(teams: readonly HistoryTeam[], m: OddsMeasure, chosen?: string): HistoryTeam[] {
  const peak = (t: HistoryTeam) => Math.max(0, ...series(t, m).map((v) => v ?? 0));
  const ranked = [...teams].sort((a, b) => (lastValue(b, m) ?? -1) - (lastValue(a, m) ?? -1) || peak(b) - peak(a) || a.name.localeCompare(b.name));
  const pick = chosen ? ranked.find((t) => t.slug === chosen) : undefined;
  return [...(pick ? [pick] : []), ...ranked.filter((t) => t !== pick)].slice(0, HIGHLIGHTED);
}

/** A probability as the page prints it: whole percents, "<1%" and ">99%" near the ends. */
export function pctLabel(v: number | null | undefined): string {
  if (v == null) return "—";
  if (v === 0) return "0%";
  if (v === 1) return "100%";
  const p = v * 100;
  return p < 1 ? "<1%" : p > 99 ? ">99%" : `${Math.round(p)}%`;
}

/** "Oct 24" from YYYY-MM-DD, without time-zone shifts. */
export function shortDate(d: string): string {
  const [, m, day] = d.split("-").map(Number);
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${day}`;
}
