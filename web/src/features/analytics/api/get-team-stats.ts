import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type TeamStatRow } from "../types";

export interface TeamStatsParams {
  season?: number | null;
}

/** Every team's season statistics (records, splits, points, streak) for the site's league. */
export async function getTeamStats(params: TeamStatsParams = {}, { signal }: { signal?: AbortSignal } = {}) {
  const data = await apiGet<Paged<TeamStatRow> | TeamStatRow[]>(`${ANALYTICS_BASE}/teams/stats/`, { season: params.season ?? undefined }, { signal });
  return listResults(data);
}

export const teamStatsQueryOptions = (params: TeamStatsParams = {}) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "team-stats", params.season ?? null], queryFn: ({ signal }) => getTeamStats(params, { signal }) });

export const useTeamStats = (params: TeamStatsParams = {}) => useQuery(teamStatsQueryOptions(params));
