import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** GET /api/teams/{slug}/stats: figures computed from final games plus official records, for a season or all time. */
export type TeamStats = Schemas["TeamStats"];

export function getTeamStats(slug: string, season: number | null, { signal }: { signal?: AbortSignal } = {}): Promise<TeamStats> {
  return apiGet<TeamStats>(`/api/teams/${encodeURIComponent(slug)}/stats`, season != null ? { season } : undefined, { signal });
}

export const teamStatsQueryOptions = (slug: string, season: number | null) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["teams", "stats", slug, season ?? "all-time"] as const,
    queryFn: ({ signal }) => getTeamStats(slug, season, { signal }),
  });

export function useTeamStats(slug: string | undefined, season: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamStatsQueryOptions(slug ?? "", season), enabled: !!slug && (options.enabled ?? true) });
}
