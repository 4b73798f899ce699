import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** One game of a team's season, from the team's side. */
export type ScheduleGame = Schemas["TeamScheduleGame"];

/** GET /api/teams/{slug}/schedule?year={year}: the season's games in date order. */
export async function getTeamSchedule(slug: string, year: number, { signal }: { signal?: AbortSignal } = {}): Promise<ScheduleGame[]> {
  const page = await fetchPaged<ScheduleGame>(`/api/teams/${encodeURIComponent(slug)}/schedule`, { year, page_size: 500 }, { signal });
  return page.results;
}

export const teamScheduleQueryOptions = (slug: string, year: number) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["teams", "schedule", slug, year] as const,
    queryFn: ({ signal }) => getTeamSchedule(slug, year, { signal }),
  });

export function useTeamSchedule(slug: string | undefined, year: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...teamScheduleQueryOptions(slug ?? "", year ?? 0),
    enabled: !!slug && year != null && (options.enabled ?? true),
  });
}
