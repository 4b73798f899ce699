/** Champions history: search, year filter, grouping and major titles. */
import type { Champion } from "../types";

/** Hub categories, in this order. */
export const HUB_CATEGORIES = ["Football", "Basketball", "Baseball", "Hockey", "Other"] as const;

/** The highlighted titles. */
export const MAJOR_TITLES = ["Super Bowl", "NBA Championship", "World Series", "Stanley Cup"] as const;

export function isMajorTitle(championshipName: string | null | undefined): boolean {
  const n = (championshipName ?? "").trim().toLowerCase();
  return MAJOR_TITLES.some((m) => m.toLowerCase() === n);
}

/** Search: team name, city, championship name or coach (case-insensitive substring). */
export function matchesChampion(c: Champion, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [c.team_name, c.team_city, c.championship_name, c.coach].some((v) => !!v && v.toLowerCase().includes(q));
}

export interface ChampionFilters {
  search?: string;
  /** A year, or null/undefined for All Years. */
  year?: number | null;
}

export function filterChampions(list: readonly Champion[], f: ChampionFilters): Champion[] {
  return list.filter((c) => (f.year == null || c.year === f.year) && matchesChampion(c, f.search ?? ""));
}

/** Years with champions, newest first. */
export function yearOptions(list: readonly Champion[]): number[] {
  return [...new Set(list.map((c) => c.year))].sort((a, b) => b - a);
}

/** On sport sites the championship name; on the hub the sport (Football, Basketball, Baseball, Hockey, Other). */
export function categoryOf(c: Champion, sportSpecific: boolean): string {
  if (sportSpecific) return c.championship_name || "Other";
  const sport = (c.sport_slug || c.sport_name || "").toLowerCase();
  const hit = HUB_CATEGORIES.find((h) => h.toLowerCase() === sport);
  return hit ?? "Other";
}

export interface CategoryGroup {
  category: string;
  entries: Champion[];
}
export interface YearGroup {
  year: number;
  categories: CategoryGroup[];
  count: number;
}

function categoryRank(category: string, sportSpecific: boolean): number {
  if (sportSpecific) return isMajorTitle(category) ? 0 : 1;
  const i = (HUB_CATEGORIES as readonly string[]).indexOf(category);
  return i < 0 ? HUB_CATEGORIES.length : i;
}

/**
 * Entries grouped by year (newest first), then by category: hub categories
 * in their fixed order; on sport sites major titles first, then by name.
 * Within a category, major titles first, then by championship and team name.
 */
export function groupChampions(list: readonly Champion[], sportSpecific: boolean): YearGroup[] {
  const byYear = new Map<number, Map<string, Champion[]>>();
  for (const c of list) {
    let cats = byYear.get(c.year);
    if (!cats) byYear.set(c.year, (cats = new Map()));
    const cat = categoryOf(c, sportSpecific);
    const arr = cats.get(cat);
    if (arr) arr.push(c);
    else cats.set(cat, [c]);
  }
  return [...byYear.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, cats]) => {
      const categories = [...cats.entries()]
        .sort((a, b) => categoryRank(a[0], sportSpecific) - categoryRank(b[0], sportSpecific) || a[0].localeCompare(b[0]))
        .map(([category, entries]) => ({
          category,
          entries: [...entries].sort(
            (a, b) =>
              Number(isMajorTitle(b.championship_name)) - Number(isMajorTitle(a.championship_name)) ||
              a.championship_name.localeCompare(b.championship_name) ||
              a.team_name.localeCompare(b.team_name),
          ),
        }));
      return { year, categories, count: categories.reduce((n, g) => n + g.entries.length, 0) };
    });
}

export interface ChampionsSummary {
  champions: number;
  championships: number;
  teams: number;
  years: number;
}

export function summarizeChampions(list: readonly Champion[]): ChampionsSummary {
  return {
    champions: list.length,
    championships: new Set(list.map((c) => c.championship_id ?? c.championship_name)).size,
    teams: new Set(list.map((c) => c.team_id ?? `${c.team_city ?? ""}|${c.team_name}`)).size,
    years: new Set(list.map((c) => c.year)).size,
  };
}
