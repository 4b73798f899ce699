import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { SiteFilters } from "@/lib/site";
import type { Game } from "@/lib/games/game";

/**
 * GET /api/games/recent: the latest final games, newest first, with the
 * site's sport and level (and `sport` from the hub's sport filter).
 */
export async function getRecentGames({
  sport,
  pageSize = 20,
  signal,
}: { sport?: string | null; pageSize?: number; signal?: AbortSignal } = {}): Promise<Game[]> {
  const params: Record<string, string | number> = { page_size: pageSize };
  // Only a chosen sport overrides the site's; an undefined value would drop it.
  if (sport) params.sport__slug = sport;
  const page = await fetchPaged<Game>("/api/games/recent", params, { signal });
  return page.results;
}

/** The date of the latest game with a result for the site (null when it has none). */
export async function getLatestGameDate(opts: { sport?: string | null; signal?: AbortSignal } = {}): Promise<string | null> {
  const [latest] = await getRecentGames({ ...opts, pageSize: 1 });
  return latest?.game_date ?? null;
}

export const latestGameDateQueryOptions = (sport: string | null, site: SiteFilters) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["games", "recent", "latest-date", { sport, ...site }] as const,
    queryFn: ({ signal }) => getLatestGameDate({ sport, signal }),
  });

export function useLatestGameDate(sport: string | null, site: SiteFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...latestGameDateQueryOptions(sport, site), enabled });
}
