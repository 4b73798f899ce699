import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** GET /api/seasons/{slug}/awards: the season's main awards in its league, with their winners; year is the one the sources date the awards by (the season's end year), note says why there are none. */
export type SeasonAwards = Schemas["SeasonAwards"];

export async function getSeasonAwards(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonAwards>(`/api/seasons/${encodeURIComponent(slug)}/awards`, undefined, { signal, siteFilters: false });
}

export const seasonAwardsQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["seasons", "awards", slug] as const,
    queryFn: ({ signal }) => getSeasonAwards(slug, { signal }),
  });

export const useSeasonAwards = (slug: string) => useQuery(seasonAwardsQueryOptions(slug));
