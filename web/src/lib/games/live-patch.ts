/**
 * Live score updates applied to the query cache (issue #14): each game the
 * stream sends (a game list item as GET /api/games returns it) replaces its
 * copy in every cached games list and game detail, and joins a cached date
 * range it belongs to (date, site, sport, status and search filters), so the
 * scores list shows a live game that started after it loaded.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Schemas } from "@/lib/openapi/types";
import type { GamesInRange, ServerGameFilters } from "./get-games";
import type { LiveGames } from "./get-live-games";
import { matchesSearch } from "./filters";
import type { Game } from "./game";

/** The fields a live update changes (the rest of a cached game stays as it is). */
export const LIVE_FIELDS = ["status", "period", "quarter", "time_remaining", "home_score", "away_score"] as const;

/** A game as the stream sends it and GET /api/games/live lists it (its external id null for an imported game); an admin write answers a superset. */
export type LiveGame = Schemas["LiveGame"];

/** Whether a stream payload is a game we can apply (the stream's JSON is checked no further than its id). */
export function isLiveGame(v: unknown): v is LiveGame {
  return !!v && typeof v === "object" && typeof (v as { id?: unknown }).id === "number";
}

/** The cached game with the update's fields over it; the same object when nothing changes. */
export function mergeGame<T extends Game>(cached: T, update: LiveGame): T {
  let changed = false;
  for (const [k, v] of Object.entries(update)) {
    if (v === undefined) continue;
    const before = (cached as Record<string, unknown>)[k];
    if (before !== v && JSON.stringify(before) !== JSON.stringify(v)) {
      changed = true;
      break;
    }
  }
  return changed ? { ...cached, ...stripUndefined(update) } : cached;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Replaces the game (by id) in a list; the same array when it is absent or unchanged. */
export function replaceInList<T extends Game>(games: readonly T[], update: LiveGame): readonly T[] {
  const i = games.findIndex((g) => g.id === update.id);
  if (i < 0) return games;
  const merged = mergeGame(games[i], update);
  if (merged === games[i]) return games;
  const next = games.slice();
  next[i] = merged;
  return next;
}

/** The filters of a cached range list (the third part of its query key). */
export interface RangeKeyFilters extends ServerGameFilters {
  from?: string | null;
  to?: string | null;
  sport__slug?: string;
  level__slug?: string;
}

/** Whether a game (not yet in the list) belongs to a range list with these filters. */
export function belongsToRange(game: LiveGame, f: RangeKeyFilters): boolean {
  if (!game.game_date || (!game.home_team && !game.home_team_name)) return false;
  if (f.from && game.game_date < f.from) return false;
  if (f.to && game.game_date > f.to) return false;
  const sport = game.sport_slug;
  if (f.sport__slug && sport !== f.sport__slug) return false;
  if (f.sport && sport !== f.sport) return false;
  if (f.level__slug && game.level_slug !== f.level__slug) return false;
  if (f.status && game.status !== f.status) return false;
  if (f.search && !matchesSearch(game, f.search)) return false;
  return true;
}

/** A cached range list with the update applied: replaced when present, added when it belongs. */
export function patchRange(data: GamesInRange, update: LiveGame, filters: RangeKeyFilters): GamesInRange {
  const games = replaceInList(data.games, update);
  if (games !== data.games) return { ...data, games: games as Game[] };
  if (data.games.some((g) => g.id === update.id) || !belongsToRange(update, filters)) return data;
  return { ...data, games: [...data.games, update], total: data.total + 1 };
}

/** A paged list or a bare array of games with the update applied (replacement only). */
export function patchList<D>(data: D, update: LiveGame): D {
  if (Array.isArray(data)) {
    const next = replaceInList(data as Game[], update);
    return (next === data ? data : next) as D;
  }
  if (data && typeof data === "object" && Array.isArray((data as { results?: unknown }).results)) {
    const results = (data as unknown as { results: Game[] }).results;
    const next = replaceInList(results, update);
    return next === results ? data : ({ ...data, results: next } as D);
  }
  return data;
}

/** The live list (GET /api/games/live): a live game is added or replaced; a game no longer live leaves. */
export function patchLiveList(data: LiveGames, update: LiveGame, site: RangeKeyFilters = {}): LiveGames {
  const present = data.results.some((g) => g.id === update.id);
  if (update.status && update.status !== "live") {
    if (!present) return data;
    const results = data.results.filter((g) => g.id !== update.id);
    return { count: results.length, results };
  }
  if (present) {
    const results = replaceInList(data.results, update) as LiveGame[];
    return results === data.results ? data : { ...data, results };
  }
  if (update.status !== "live" || !belongsToRange(update, { sport__slug: site.sport__slug, level__slug: site.level__slug })) return data;
  return { count: data.count + 1, results: [...data.results, update] };
}

type Kind = "range" | "detail" | "live" | "other";

function kindOf(key: QueryKey): Kind {
  const k = key[1];
  return k === "range" || k === "detail" || k === "live" ? k : "other";
}

/**
 * Applies one game from the stream to every cached games query (keys under
 * ["games"]). Returns how many queries changed. A game whose status changed
 * has its detail refetched as well (the result text and winner follow the
 * status).
 */
export function applyLiveGame(client: QueryClient, update: LiveGame): number {
  let changed = 0;
  for (const query of client.getQueryCache().findAll({ queryKey: ["games"] })) {
    const data = query.state.data;
    if (data === undefined) continue;
    const key = query.queryKey;
    let next: unknown = data;
    let statusChanged = false;
    switch (kindOf(key)) {
      case "range":
        next = patchRange(data as GamesInRange, update, (key[2] ?? {}) as RangeKeyFilters);
        break;
      case "detail": {
        const game = data as Game;
        if (game.id !== update.id) break;
        next = mergeGame(game, update);
        statusChanged = !!update.status && update.status !== game.status;
        break;
      }
      case "live":
        next = patchLiveList(data as LiveGames, update, (key[2] ?? {}) as RangeKeyFilters);
        break;
      default:
        next = patchList(data, update);
    }
    if (next !== data) {
      client.setQueryData(key, next);
      changed++;
      if (statusChanged) void client.invalidateQueries({ queryKey: key, exact: true });
    }
  }
  return changed;
}

/** Ids of the games cached as live (to compare with a snapshot after a reconnect). */
export function cachedLiveGameIds(client: QueryClient): Map<number, QueryKey[]> {
  const out = new Map<number, QueryKey[]>();
  const note = (g: Game, key: QueryKey) => {
    if (g.status !== "live") return;
    out.set(g.id, [...(out.get(g.id) ?? []), key]);
  };
  for (const query of client.getQueryCache().findAll({ queryKey: ["games"] })) {
    const data = query.state.data as unknown;
    if (!data || typeof data !== "object") continue;
    const key = query.queryKey;
    const d = data as { games?: unknown; results?: unknown; id?: unknown };
    const list = Array.isArray(data) ? data : Array.isArray(d.games) ? d.games : Array.isArray(d.results) ? d.results : null;
    if (list) for (const g of list as Game[]) note(g, key);
    else if (typeof d.id === "number") note(data as Game, key);
  }
  return out;
}

/**
 * A snapshot (the live games when the stream (re)connects): every game in it
 * is applied; a game cached as live but absent from it ended while we were
 * away, so the queries holding it are refetched.
 */
export function applySnapshot(client: QueryClient, games: readonly LiveGame[]): void {
  const live = new Set(games.map((g) => g.id));
  const stale = new Map<string, QueryKey>();
  for (const [id, keys] of cachedLiveGameIds(client)) {
    if (live.has(id)) continue;
    for (const key of keys) stale.set(JSON.stringify(key), key);
  }
  for (const g of games) applyLiveGame(client, g);
  // After the patches (setting data clears the invalidated mark).
  for (const key of stale.values()) void client.invalidateQueries({ queryKey: key, exact: true });
}
