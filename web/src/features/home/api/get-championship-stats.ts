import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { ChampionshipStats } from "@/lib/championships/types";
import { cacheClass } from "@/lib/query";

/** The part of a championship's figures the home highlight shows. */
export type HighlightStats = Pick<ChampionshipStats, "team_championships" | "longest_streak" | "total_champions">;

/** GET /api/championships/championships/{slug}/stats/: titles per franchise and the longest streak. */
export async function getHighlightStats(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<HighlightStats> {
  return apiGet<HighlightStats>(`/api/championships/championships/${encodeURIComponent(slug)}/stats/`, undefined, { signal });
}

export const highlightStatsQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["home", "championship-stats", slug] as const,
    queryFn: ({ signal }) => getHighlightStats(slug, { signal }),
  });

export function useHighlightStats(slug: string | null | undefined) {
  return useQuery({ ...highlightStatsQueryOptions(slug ?? ""), enabled: !!slug });
}
