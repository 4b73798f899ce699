import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import type { Team } from "@/lib/teams/types";
import { cacheClass } from "@/lib/query";

/** A team as the pickers need it (GET /api/teams). */
export type PickerTeam = Pick<Team, "id" | "slug" | "name" | "is_active">;

/** Every team of a sport and level (at most 500: the largest, NCAA basketball, has about 315), by name. */
export async function getPickerTeams(sport: string, level: string, { signal }: { signal?: AbortSignal } = {}): Promise<PickerTeam[]> {
  const teams = await fetchAllPages<PickerTeam>(
    "/api/teams",
    { sport__slug: sport, level__slug: level },
    { signal, siteFilters: false, pageSize: 500, maxPages: 1, maxItems: 500 },
  );
  return [...teams].sort((a, b) => a.name.localeCompare(b.name));
}

export const pickerTeamsQueryOptions = (sport: string, level: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["admin", "teams", sport, level] as const,
    queryFn: ({ signal }) => getPickerTeams(sport, level, { signal }),
  });

export function usePickerTeams(sport: string, level: string) {
  return useQuery({ ...pickerTeamsQueryOptions(sport, level), enabled: !!sport && !!level });
}
