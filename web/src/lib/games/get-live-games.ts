import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Schemas } from "@/lib/openapi/types";
import type { SiteFilters } from "@/lib/site";

/** The live list as cached: every live game (count is their number; one page holds them all). */
export type LiveGames = Pick<Schemas["PagedLiveGame"], "count" | "results">;

/** GET /api/games/live: the games in progress (status live) with their external ids, with the site's sport and level. */
export async function getLiveGames({ signal, site = true }: { signal?: AbortSignal; site?: boolean } = {}): Promise<LiveGames> {
  const body = await apiGet<Schemas["PagedLiveGame"]>("/api/games/live", undefined, { signal, siteFilters: site, cache: "no-cache" });
  const results = listResults(body);
  return { count: results.length, results };
}

/**
 * The live games. The stream (useLiveScores) keeps this list current, so it
 * needs no polling; `site: {}` lists every sport and level (admin).
 */
export const liveGamesQueryOptions = (site: SiteFilters, { allSites = false }: { allSites?: boolean } = {}) =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: ["games", "live", allSites ? {} : site] as const,
    queryFn: ({ signal }) => getLiveGames({ signal, site: !allSites }),
  });

export function useLiveGames(site: SiteFilters, opts: { allSites?: boolean } = {}) {
  return useQuery(liveGamesQueryOptions(site, opts));
}
