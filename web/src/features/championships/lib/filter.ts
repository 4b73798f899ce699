/** Championships list filters: all client-side, case-insensitive substring unless noted. */
import type { Championship, SportRef } from "@/lib/championships/types";

export interface ChampionshipFilters {
  /** Substring of the name or the sport name. */
  search?: string;
  /** Sport slug, exact; "" for all sports. */
  sport?: string;
  /** The selected season (start year). */
  season?: number | null;
  /** Season relevance (on by default): first_year <= season and last_year absent or >= season. */
  relevant?: boolean;
}

/** Whether a championship was contested in `season`: first_year at or before it, last_year absent or at or after it. */
export function isContestedIn(c: Pick<Championship, "first_year" | "last_year">, season: number): boolean {
  if (c.first_year != null && c.first_year > season) return false;
  if (c.last_year != null && c.last_year < season) return false;
  return true;
}

export function matchesSearch(c: Championship, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (c.name ?? "").toLowerCase().includes(q) || (c.sport?.name ?? "").toLowerCase().includes(q);
}

export function filterChampionships(list: readonly Championship[], f: ChampionshipFilters): Championship[] {
  return list.filter(
    (c) =>
      matchesSearch(c, f.search ?? "") &&
      (!f.sport || c.sport?.slug === f.sport) &&
      (!f.relevant || f.season == null || isContestedIn(c, f.season)),
  );
}

/** The sports of the loaded championships, by name. */
export function sportOptions(list: readonly Championship[]): SportRef[] {
  const bySlug = new Map<string, SportRef>();
  for (const c of list) if (c.sport?.slug && !bySlug.has(c.sport.slug)) bySlug.set(c.sport.slug, c.sport);
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface ChampionshipSummary {
  championships: number;
  sports: number;
  /** Years from the earliest first title to the latest (inclusive); 0 without data. */
  yearsOfHistory: number;
}

/**
 * Counts for the list header: championships, distinct sports, and years of
 * history from the earliest first_year to the last year decided (last_year,
 * else the latest champion's year, else the current year for one still contested).
 */
export function summarize(list: readonly Championship[], now: Date = new Date()): ChampionshipSummary {
  const sports = new Set(list.map((c) => c.sport?.slug).filter(Boolean));
  const firsts = list.map((c) => c.first_year).filter((y): y is number => typeof y === "number");
  const lasts = list.map((c) => c.last_year ?? c.latest_champion?.year ?? now.getFullYear());
  const years = firsts.length ? Math.max(...lasts) - Math.min(...firsts) + 1 : 0;
  return { championships: list.length, sports: sports.size, yearsOfHistory: Math.max(0, years) };
}
