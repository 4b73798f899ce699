import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type TeamRankings } from "../types";

/** The league's best record, top offense, top defense and longest streak (the hub asks for 'overall'). */
export function getTeamRankings(category = "overall", season: number | null = null, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<TeamRankings>(`${ANALYTICS_BASE}/teams/stats/rankings/`, { category, season: season ?? undefined }, { signal });
}

export const teamRankingsQueryOptions = (category = "overall", season: number | null = null) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "team-rankings", category, season], queryFn: ({ signal }) => getTeamRankings(category, season, { signal }) });

export const useTeamRankings = (category = "overall", season: number | null = null) => useQuery(teamRankingsQueryOptions(category, season));
