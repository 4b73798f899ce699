import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /api/seasons/{slug}/awards: the season's main awards in its league, with their winners. */
export interface SeasonAwards {
  season: { id: number; slug: string; name: string; start_year: number; end_year: number };
  league: string;
  /** The year the sources date the awards by (the season's end year). */
  year: number;
  results: { name: string; winners: { slug: string; name: string; notes: string | null }[] }[];
  /** Why there are none. */
  note: string | null;
}

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
