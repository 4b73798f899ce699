import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { SiteFilters } from "@/lib/site";
import type { Game } from "../lib/game";

export interface LiveGames {
  count: number;
  results: Game[];
}

/** GET /api/games/live: the games in progress (status live), with the site's sport and level. */
export async function getLiveGames({ signal, site = true }: { signal?: AbortSignal; site?: boolean } = {}): Promise<LiveGames> {
  const body = await apiGet<Partial<LiveGames> | Game[]>("/api/games/live", undefined, { signal, siteFilters: site, cache: "no-cache" });
  const results = Array.isArray(body) ? body : Array.isArray(body?.results) ? body.results : [];
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
