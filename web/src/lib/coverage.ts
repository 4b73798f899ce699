import type { Schemas } from "@/lib/openapi/types";

/**
 * A career's coverage as the API gives it (career_coverage): which seasons
 * of the career its totals cover. Complete is true exactly when every season
 * has statistics; by_stat lists figures some seasons with statistics lack.
 */
export type StatSpan = Schemas["StatSpan"];
export type CareerCoverage = Schemas["Coverage"];

/** "2014–2022", or "2014" for one year. */
export function span(first: number, last: number): string {
  return first === last ? String(first) : `${first}–${last}`;
}

/**
 * The sentence a page shows where the totals cover part of a career:
 * "Statistics cover 2014–2022 of a 2000–2022 career (9 of 23 seasons)".
 * Null for a complete (or unknown) coverage. `what` names the figures
 * ("Statistics", "Records").
 */
export function coverageNote(c: CareerCoverage | null | undefined, what = "Statistics"): string | null {
  if (!c || c.complete || c.seasons === 0) return null;
  const career = `a ${span(c.first_season, c.last_season)} career`;
  if (c.seasons_with_stats === 0) return `No ${what.toLowerCase()} on file for ${career} (${c.seasons} ${c.seasons === 1 ? "season" : "seasons"}).`;
  return `${what} cover ${span(c.stats_first_season, c.stats_last_season)} of ${career} (${c.seasons_with_stats} of ${c.seasons} seasons).`;
}

/**
 * "Career", or "Career (2014–2022)" where the totals cover part of it;
 * `league` qualifies it too ("Career (NHL)", "Career (NFL, 2014–2022)").
 */
export function careerLabel(c: CareerCoverage | null | undefined, league?: string | null): string {
  const parts = [league, c && !c.complete && c.seasons_with_stats > 0 ? span(c.stats_first_season, c.stats_last_season) : null].filter(Boolean);
  return parts.length ? `Career (${parts.join(", ")})` : "Career";
}

function statEntry(c: CareerCoverage, stat: string): StatSpan | undefined {
  return c.by_stat?.[stat] ?? c.by_stat?.[stat.replace(/_per_game$/, "")];
}

/**
 * The seasons one figure's total covers where they are fewer than the
 * career's ("2003–2020"), else null: the figure's own seasons where by_stat
 * lists it (per-game figures by their total's), else the seasons with
 * statistics of a partly covered career.
 */
export function statSpan(c: CareerCoverage | null | undefined, stat: string): string | null {
  if (!c) return null;
  const s = statEntry(c, stat);
  if (s) return s.seasons < c.seasons ? span(s.first_season, s.last_season) : null;
  if (!c.complete && c.seasons_with_stats > 0) return span(c.stats_first_season, c.stats_last_season);
  return null;
}

/** Whether a career total of `stat` counts every season (a leader list ranks only those). */
export function coversStat(c: CareerCoverage | null | undefined, stat: string): boolean {
  if (!c) return true; // an answer without coverage: nothing to say
  const s = statEntry(c, stat);
  return s ? s.seasons === c.seasons : c.complete;
}

/**
 * What a tile says under a total that misses seasons: "2014–2022 only", or
 * "19 of 23 seasons" when the gaps are inside the career's span; null when
 * the total counts every season.
 */
export function statCoverageLabel(c: CareerCoverage | null | undefined, stat: string): string | null {
  if (!c || coversStat(c, stat)) return null;
  const s = statEntry(c, stat);
  const [first, last, n] = s ? [s.first_season, s.last_season, s.seasons] : [c.stats_first_season, c.stats_last_season, c.seasons_with_stats];
  if (n === 0) return null;
  if (first === c.first_season && last === c.last_season) return `${n} of ${c.seasons} seasons`;
  return `${span(first, last)} only`;
}

/**
 * The columns of a career line whose totals cover fewer seasons than the
 * line itself says (a goalie's saves, recorded from 1982 only), grouped by
 * what each covers: [["1982–1983 only", ["shots_against", "saves"]]]. A
 * partial career's figures that cover just its seasons with statistics are
 * not listed: its label already says so.
 */
export function partialColumns(c: CareerCoverage | null | undefined, columns: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  if (!c) return [];
  for (const col of columns) {
    const s = statEntry(c, col);
    if (!s || s.seasons >= c.seasons) continue;
    if (!c.complete && s.seasons === c.seasons_with_stats && s.first_season === c.stats_first_season && s.last_season === c.stats_last_season) continue;
    const label = statCoverageLabel(c, col);
    if (label) groups.set(label, [...(groups.get(label) ?? []), col]);
  }
  return [...groups.entries()];
}
