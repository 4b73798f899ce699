import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { SeasonDetail } from "@/lib/seasons/types";

/** GET /api/seasons/{slug}: one season (slug like nba-2023-24, or id). */
export async function getSeason(slug: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonDetail>(`/api/seasons/${encodeURIComponent(slug)}`, undefined, { signal, siteFilters: false });
}

export const seasonQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["seasons", "detail", slug] as const,
    queryFn: ({ signal }) => getSeason(slug, { signal }),
  });

export const useSeason = (slug: string) => useQuery(seasonQueryOptions(slug));
