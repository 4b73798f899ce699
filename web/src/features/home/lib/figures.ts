/** Home page figures from real data: every count comes from the API, none is written in the app. */
import type { HomeChampionship } from "../types";

/** "1899–2026" from the earliest and latest years of data; "" when there are none. */
export function coverageRange(years: readonly (number | null | undefined)[]): { from: number; to: number } | null {
  const ys = years.filter((y): y is number => typeof y === "number" && Number.isFinite(y));
  if (ys.length === 0) return null;
  return { from: Math.min(...ys), to: Math.max(...ys) };
}

export function yearOf(iso: string | null | undefined): number | null {
  const m = /^(\d{4})-/.exec(iso ?? "");
  return m ? Number(m[1]) : null;
}

/**
 * Years covered: the earliest of the first game and the first title, to the
 * latest of the last final game and the latest title.
 */
export function dataCoverage({
  earliestGame,
  latestGame,
  championships,
}: {
  earliestGame?: string | null;
  latestGame?: string | null;
  championships?: readonly HomeChampionship[];
}): { from: number; to: number } | null {
  const list = championships ?? [];
  return coverageRange([
    yearOf(earliestGame),
    yearOf(latestGame),
    ...list.map((c) => c.first_year),
    ...list.map((c) => c.latest_champion?.year ?? c.last_year),
  ]);
}

/**
 * A sport site's main championship: one still contested (no last_year) with
 * the most titles decided, else the one with the most titles.
 */
export function mainChampionship(list: readonly HomeChampionship[] | undefined): HomeChampionship | null {
  const all = (list ?? []).filter((c) => c && typeof c.slug === "string" && c.slug);
  if (all.length === 0) return null;
  const active = all.filter((c) => c.last_year == null);
  const pool = active.length ? active : all;
  return [...pool].sort((a, b) => (b.total_champions ?? 0) - (a.total_champions ?? 0))[0];
}

/** Championships still contested. */
export function activeCount(list: readonly HomeChampionship[] | undefined): number {
  return (list ?? []).filter((c) => c.last_year == null).length;
}

const fmt = new Intl.NumberFormat("en-US");
export function formatNumber(n: number): string {
  return fmt.format(n);
}

/** "Jan 19, 2026" from "2026-01-19". */
export function formatDay(iso: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(d);
}
