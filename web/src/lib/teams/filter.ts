/**
 * Client-side team filters: search is a case-insensitive
 * substring of city, name or abbreviation; sport and division match the
 * name exactly.
 */
import { teamSportName, type Team } from "./types";

export interface TeamFilters {
  search?: string;
  /** Sport name, exact ("Basketball"); empty: all sports. */
  sport?: string;
  /** Division name, exact ("Pacific Division"); empty: all divisions. */
  division?: string;
}

/** Whether the team's city, name or abbreviation contains `text` (case-insensitive). */
export function matchesTeamText(team: Pick<Team, "name" | "city" | "abbreviation">, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [team.city, team.name, team.abbreviation].some((v) => !!v && v.toLowerCase().includes(q));
}

export function filterTeams<T extends Team>(teams: readonly T[], filters: TeamFilters): T[] {
  const { search = "", sport = "", division = "" } = filters;
  return teams.filter(
    (t) =>
      matchesTeamText(t, search) &&
      (!sport || teamSportName(t) === sport) &&
      (!division || (t.division?.name ?? "") === division),
  );
}

const byText = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

/** The sport names in the list, sorted. */
export function sportOptions(teams: readonly Team[]): string[] {
  return [...new Set(teams.map(teamSportName).filter(Boolean))].sort(byText);
}

/** The division names in the list (of one sport when given), sorted. */
export function divisionOptions(teams: readonly Team[], sport = ""): string[] {
  const names = teams.filter((t) => !sport || teamSportName(t) === sport).map((t) => t.division?.name ?? "");
  return [...new Set(names.filter(Boolean))].sort(byText);
}

/** The sport's slug for a sport name, from the list (for server-side narrowing). */
export function sportSlugFor(teams: readonly Team[], sportName: string): string | undefined {
  return teams.find((t) => teamSportName(t) === sportName)?.sport?.slug ?? undefined;
}

/** Comparison search: case-insensitive name, city or abbreviation, at most `limit` (8) results, without excluded ids. */
export const COMPARE_SEARCH_LIMIT = 8;

export function searchTeams<T extends Team>(teams: readonly T[], text: string, { exclude = [], limit = COMPARE_SEARCH_LIMIT }: { exclude?: readonly number[]; limit?: number } = {}): T[] {
  if (!text.trim()) return [];
  const q = text.trim().toLowerCase();
  const hits = teams.filter((t) => !exclude.includes(t.id) && matchesTeamText(t, q));
  // Names and abbreviations that start with the text first, then the rest in list order.
  const starts = (t: T) => t.name.toLowerCase().startsWith(q) || (t.abbreviation ?? "").toLowerCase() === q || (t.city ?? "").toLowerCase().startsWith(q);
  return [...hits.filter(starts), ...hits.filter((t) => !starts(t))].slice(0, limit);
}

/** Merges team lists by id, keeping the first occurrence. */
export function mergeTeams<T extends Team>(...lists: (readonly T[] | undefined)[]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const list of lists) {
    for (const t of list ?? []) {
      if (seen.has(t.id)) continue;
      seen.add(t.id);
      out.push(t);
    }
  }
  return out;
}
