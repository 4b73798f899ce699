import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

export type SeasonLeader = Schemas["Leader"];
/** A category's leaders; qualification is the league's qualifying rule of the era in words ("70 games or 1400 points"), null for totals. */
export type SeasonLeaderCategory = Schemas["SeasonLeaderCategory"];
/** GET /api/seasons/{slug}/leaders: the season's leaders in its league, per category. */
export type SeasonLeaders = Schemas["SeasonLeaders"];

export async function getSeasonLeaders(slug: string, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonLeaders>(`/api/seasons/${encodeURIComponent(slug)}/leaders`, { limit }, { signal, siteFilters: false });
}

export const seasonLeadersQueryOptions = (slug: string, limit = 5) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["seasons", "leaders", slug, limit] as const,
    queryFn: ({ signal }) => getSeasonLeaders(slug, limit, { signal }),
  });

export const useSeasonLeaders = (slug: string, limit = 5) => useQuery(seasonLeadersQueryOptions(slug, limit));
