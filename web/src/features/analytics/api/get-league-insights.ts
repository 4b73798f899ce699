import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type LeagueInsights } from "../types";

/** League trends and highlights of the site's latest season (the hub: every sport). */
export function getLeagueInsights({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet<LeagueInsights>(`${ANALYTICS_BASE}/analytics/league_insights/`, undefined, { signal });
}

export const leagueInsightsQueryOptions = () =>
  queryOptions({ ...cacheClass.SEMI_STATIC, queryKey: ["analytics", "league-insights"], queryFn: ({ signal }) => getLeagueInsights({ signal }) });

export const useLeagueInsights = () => useQuery(leagueInsightsQueryOptions());
