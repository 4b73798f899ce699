import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type LeadersAnswer } from "../types";

/** The leaders of a stat category (scoring, assists, rebounds, passing, …), best first. */
export function getPlayerLeaders(category: string, sport: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<LeadersAnswer>(`${ANALYTICS_BASE}/players/stats/leaders/`, { category, sport__slug: sport || undefined, limit: 5 }, { signal });
}

export const playerLeadersQueryOptions = (category: string, sport?: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["analytics", "player-leaders", sport ?? "", category],
    queryFn: ({ signal }) => getPlayerLeaders(category, sport, { signal }),
  });

export const usePlayerLeaders = (category: string, sport?: string) => useQuery(playerLeadersQueryOptions(category, sport));
