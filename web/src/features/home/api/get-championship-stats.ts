import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

export interface HighlightStats {
  team_championships?: { team_id?: number | null; team__name: string; team__slug?: string | null; championships_won: number }[];
  longest_streak?: { team: string; team_slug?: string | null; years: number; start_year?: number; end_year?: number } | null;
  total_champions?: number;
}

/** GET /api/championships/championships/{slug}/stats/: titles per franchise and the longest streak. */
export async function getHighlightStats(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<HighlightStats> {
  return (await apiGet<HighlightStats>(`/api/championships/championships/${encodeURIComponent(slug)}/stats/`, undefined, { signal })) ?? {};
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
