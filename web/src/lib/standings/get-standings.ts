import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { Standing } from "./types";

/**
 * GET /api/games/standings/?season={year} (plus the site's filters, or the
 * given sport/level): every row of the season, ranked within each league.
 * `season` undefined asks for the latest season with games.
 */
export async function getStandings(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<Standing[]> {
  return fetchAllPages<Standing>("/api/games/standings", params, { signal, pageSize: 500, maxPages: 4, maxItems: 2000 });
}

export const standingsQueryOptions = (params: QueryParams) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["standings", siteFilters(), params] as const,
    queryFn: ({ signal }) => getStandings(params, { signal }),
  });

export const useStandings = (params: QueryParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...standingsQueryOptions(params), enabled: options.enabled ?? true });
