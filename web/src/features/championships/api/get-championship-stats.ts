import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { ChampionshipStats } from "@/lib/championships/types";

/** GET /api/championships/championships/{slug}/stats/: totals, titles per franchise, streak, highest score. */
export async function getChampionshipStats(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<ChampionshipStats> {
  const data = await apiGet<ChampionshipStats>(`/api/championships/championships/${encodeURIComponent(slug)}/stats/`, undefined, { signal });
  return { ...data, team_championships: Array.isArray(data?.team_championships) ? data.team_championships : [] };
}

export const championshipStatsQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["championships", "stats", slug] as const,
    queryFn: ({ signal }) => getChampionshipStats(slug, { signal }),
  });

export function useChampionshipStats(slug: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...championshipStatsQueryOptions(slug ?? ""), enabled: !!slug && enabled });
}
