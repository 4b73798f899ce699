import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { SiteFilters } from "@/lib/site";
import type { Game } from "./game";

/** A live game: the list fields and the feed's id of a game entered through the ingest API (null for an imported one). */
export type LiveListGame = Game & { external_id?: string | null };

export interface LiveGames {
  count: number;
  results: LiveListGame[];
}

/** GET /api/games/live: the games in progress (status live) with their external ids, with the site's sport and level. */
export async function getLiveGames({ signal, site = true }: { signal?: AbortSignal; site?: boolean } = {}): Promise<LiveGames> {
  const body = await apiGet<Partial<LiveGames> | LiveListGame[]>("/api/games/live", undefined, { signal, siteFilters: site, cache: "no-cache" });
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
