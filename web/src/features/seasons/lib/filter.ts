import type { Season, SeasonStatus } from "@/lib/seasons/types";
import type { QuickFilter } from "@/lib/leagues";
import { championName, leagueName, seasonName, seasonStatus, sportName, sportSlug } from "@/lib/seasons/season-text";

/** Seasons list filters, all kept in the URL. */
export interface SeasonFilters {
  search: string;
  /** Sport slug, "" for all. */
  sport: string;
  /** Level slug ("professional", "ncaa-d1"), "" for all. */
  level: string;
  status: "" | SeasonStatus;
  /** Decade start year as text ("2020"), "" for all. */
  decade: string;
}

export function isQuickActive(q: QuickFilter, f: Pick<SeasonFilters, "sport" | "level">): boolean {
  return f.sport === q.sport && f.level === q.level;
}

/** Clicking a quick filter selects its sport and level; clicking the selected one resets both to all. */
export function toggleQuick(q: QuickFilter, f: Pick<SeasonFilters, "sport" | "level">): { sport: string; level: string } {
  return isQuickActive(q, f) ? { sport: "", level: "" } : { sport: q.sport, level: q.level };
}

export function decadeOf(year: number): number {
  return Math.floor(year / 10) * 10;
}

/** Decades from the earliest to the latest start year, newest first: [2020, 2010, …]. */
export function decadeOptions(seasons: readonly Pick<Season, "start_year">[]): number[] {
  if (seasons.length === 0) return [];
  const years = seasons.map((s) => s.start_year);
  const lo = decadeOf(Math.min(...years));
  const hi = decadeOf(Math.max(...years));
  const out: number[] = [];
  for (let d = hi; d >= lo; d -= 10) out.push(d);
  return out;
}

/** Sports in the data, by slug, with their names, sorted by name. */
export function sportOptions(seasons: readonly Season[]): { slug: string; name: string }[] {
  const m = new Map<string, string>();
  for (const s of seasons) {
    const slug = sportSlug(s);
    if (slug && !m.has(slug)) m.set(slug, sportName(s));
  }
  return [...m].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Levels in the data, by slug, with their names. */
export function levelOptions(seasons: readonly Season[]): { slug: string; name: string }[] {
  const m = new Map<string, string>();
  for (const s of seasons) {
    const slug = s.level?.slug;
    if (slug && !m.has(slug)) m.set(slug, s.level?.name || slug);
  }
  return [...m].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Case-insensitive substring over season name, sport, league (name and abbreviation) and champion. */
export function matchesSearch(s: Season, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [seasonName(s), sportName(s), leagueName(s), s.league?.abbreviation ?? "", championName(s)].some((t) => t.toLowerCase().includes(q));
}

export function filterSeasons(seasons: readonly Season[], f: SeasonFilters, now: Date = new Date()): Season[] {
  return seasons.filter(
    (s) =>
      (!f.sport || sportSlug(s) === f.sport) &&
      (!f.level || s.level?.slug === f.level) &&
      (!f.status || seasonStatus(s, now) === f.status) &&
      (!f.decade || String(decadeOf(s.start_year)) === f.decade) &&
      matchesSearch(s, f.search),
  );
}

/** The summary tiles: active, completed, upcoming seasons and sports. */
export function seasonSummary(seasons: readonly Season[], now: Date = new Date()) {
  const out = { active: 0, completed: 0, upcoming: 0, sports: 0 };
  const sports = new Set<string>();
  for (const s of seasons) {
    out[seasonStatus(s, now)]++;
    sports.add(sportSlug(s));
  }
  out.sports = sports.size;
  return out;
}

/** Start years of the seasons that have games (of one sport when given), newest first. */
export function seasonYearsWithGames(seasons: readonly Season[] | undefined, sport = ""): number[] {
  const years = (seasons ?? []).filter((s) => (s.games_count ?? 0) > 0 && (!sport || sportSlug(s) === sport)).map((s) => s.start_year);
  return [...new Set(years)].sort((a, b) => b - a);
}
