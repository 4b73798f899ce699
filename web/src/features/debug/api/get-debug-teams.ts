import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";

export type DebugTeams = Schemas["PagedTeamListing"];

/** GET /api/teams/teams/: count and results (name, sport_name). */
export async function getDebugTeams({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet<DebugTeams>("/api/teams/teams/", { page_size: 10 }, { signal });
}

export const debugTeamsQueryOptions = () =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: ["debug", "teams", siteFilters()] as const,
    queryFn: ({ signal }) => getDebugTeams({ signal }),
  });

export const useDebugTeams = (enabled: boolean) => useQuery({ ...debugTeamsQueryOptions(), enabled });
