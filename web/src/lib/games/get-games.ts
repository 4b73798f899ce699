import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged, relativeUrl, request, toPaged, type Paged } from "@/lib/api";
import { cacheClass, refreshInterval } from "@/lib/query";
import type { SiteFilters } from "@/lib/site";
import { inRange, todayIso, type DateRange } from "@/lib/dates";
import type { Game } from "./game";

/** Largest page the API serves (its page_size cap). */
export const GAMES_PAGE_SIZE = 500;
/** Pages followed at most for one range: 10 x 500 = 5,000 games. */
export const GAMES_MAX_PAGES = 10;

/** Filters the API applies itself (used when a range holds more games than are loaded). */
export interface ServerGameFilters {
  /** Either team's name or city (case-insensitive substring). */
  search?: string;
  status?: string;
  /** A sport slug (the hub's sport filter). */
  sport?: string;
}

export interface GamesInRange {
  games: Game[];
  /** Games in the range on the server (may exceed games.length). */
  total: number;
  /** True when the range held more games than were loaded. */
  truncated: boolean;
}

/**
 * GET /api/games?game_date__gte={from}&game_date__lte={to} (inclusive; an
 * absent end is open) with the site's sport and level, page_size 500,
 * following `next` up to GAMES_MAX_PAGES pages.
 */
export async function getGamesInRange(
  range: DateRange,
  { signal, maxPages = GAMES_MAX_PAGES, filters = {} }: { signal?: AbortSignal; maxPages?: number; filters?: ServerGameFilters } = {},
): Promise<GamesInRange> {
  const params: Record<string, string | number | null> = {
    game_date__gte: range.from,
    game_date__lte: range.to,
    page_size: GAMES_PAGE_SIZE,
  };
  if (filters.search) params.search = filters.search;
  if (filters.status) params.status = filters.status;
  // Only a chosen sport overrides the site's (an undefined value would drop it).
  if (filters.sport) params.sport__slug = filters.sport;
  // A range with today holds games that change while live: revalidate rather than take the HTTP cache's copy.
  const cache: RequestCache | undefined = inRange(todayIso(), range) ? "no-cache" : undefined;
  let page: Paged<Game> = await fetchPaged<Game>("/api/games", params, { signal, cache });
  const games = [...page.results];
  const total = page.count;
  let pages = 1;
  while (page.next && pages < maxPages) {
    page = toPaged(await request<Paged<Game> | Game[]>(relativeUrl(page.next), { signal, cache }));
    games.push(...page.results);
    pages++;
  }
  return { games, total: Math.max(total, games.length), truncated: total > games.length };
}

/** How often to refresh: live games every 30 s, a range that includes today every 5 min, else never. */
export function gamesRefetchInterval(data: GamesInRange | undefined, range: DateRange, today = todayIso()): number | false {
  if (data?.games.some((g) => g.status === "live")) return refreshInterval.LIVE;
  return inRange(today, range) ? refreshInterval.DYNAMIC_GAMES : false;
}

export const gamesInRangeQueryOptions = (range: DateRange, site: SiteFilters, filters: ServerGameFilters = {}) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["games", "range", { from: range.from, to: range.to, ...site, ...filters }] as const,
    queryFn: ({ signal }) => getGamesInRange(range, { signal, filters }),
    refetchInterval: (query) => gamesRefetchInterval(query.state.data, range),
  });

/**
 * Games in a range. With `filters` the API filters too (for ranges larger
 * than one load); the previous answer stays on screen while a new search loads.
 */
export function useGamesInRange(
  range: DateRange,
  site: SiteFilters,
  { enabled = true, filters }: { enabled?: boolean; filters?: ServerGameFilters } = {},
) {
  return useQuery({
    ...gamesInRangeQueryOptions(range, site, filters),
    enabled,
    placeholderData: filters ? keepPreviousData : undefined,
  });
}
