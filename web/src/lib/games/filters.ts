/**
 * Scores filters, all on the loaded games: team search on
 * either team's name or city (case-insensitive substring); sport on the home
 * team's sport name lowercased; status exact, "all" meaning none. Sport
 * options come from the sport names in the loaded games.
 */
import { isUnrecorded } from "@/lib/game-result";
import { sportKey, sportName, teamSide, type Game } from "./game";

export const ALL = "all";

export interface ScoresFilters {
  search: string;
  sport: string;
  status: string;
}

export const STATUS_OPTIONS = [
  { value: ALL, label: "All Statuses" },
  { value: "live", label: "Live" },
  { value: "final", label: "Final" },
  { value: "scheduled", label: "Scheduled" },
  { value: "postponed", label: "Postponed" },
] as const;

export function matchesSearch(game: Game, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const home = teamSide(game, "home");
  const away = teamSide(game, "away");
  return [home.name, home.city, away.name, away.city].some((v) => v.toLowerCase().includes(q));
}

export function matchesSport(game: Game, sport: string): boolean {
  return !sport || sport === ALL || sportKey(game) === sport;
}

export function matchesStatus(game: Game, status: string): boolean {
  return !status || status === ALL || game.status === status;
}

export function filterGames(games: readonly Game[], f: ScoresFilters): Game[] {
  return games.filter((g) => matchesSport(g, f.sport) && matchesStatus(g, f.status) && matchesSearch(g, f.search));
}

export interface SportOption {
  value: string;
  label: string;
}

/** The sports among the loaded games (plus `keep`, the current choice, so it stays visible), by name. */
export function sportOptions(games: readonly Game[], keep?: string): SportOption[] {
  const byKey = new Map<string, string>();
  for (const g of games) {
    const name = sportName(g);
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  if (keep && keep !== ALL && !byKey.has(keep)) byKey.set(keep, keep.charAt(0).toUpperCase() + keep.slice(1));
  return [...byKey.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export interface ScoresSummary {
  live: number;
  final: number;
  upcoming: number;
  sports: number;
}

/** The four tiles: Live Games, Final Scores, Upcoming (scheduled, not yet past), Sports (distinct). */
export function summarize(games: readonly Game[]): ScoresSummary {
  const sports = new Set<string>();
  let live = 0;
  let final = 0;
  let upcoming = 0;
  for (const g of games) {
    if (g.status === "live") live++;
    else if (g.status === "final") final++;
    else if (g.status === "scheduled" && !isUnrecorded(g)) upcoming++;
    const k = sportKey(g);
    if (k) sports.add(k);
  }
  return { live, final, upcoming, sports: sports.size };
}

/** In date order like a schedule (day by day, live games first within a day, then by start time, unknown last), then id. */
export function sortGames(games: readonly Game[]): Game[] {
  const rank = (g: Game) => (g.status === "live" ? 0 : 1);
  return [...games].sort((a, b) => {
    if (a.game_date !== b.game_date) return a.game_date < b.game_date ? -1 : 1;
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    const ta = a.game_time ?? "99:99";
    const tb = b.game_time ?? "99:99";
    if (ta !== tb) return ta < tb ? -1 : 1;
    return a.id - b.id;
  });
}
