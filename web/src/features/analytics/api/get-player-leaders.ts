import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type PlayerStatRow } from "../types";

type LeadersAnswer = Paged<PlayerStatRow> | PlayerStatRow[] | { leaders: PlayerStatRow[] };

/** The leaders of a stat category (scoring, assists, rebounds, passing, …), best first. */
export async function getPlayerLeaders(category: string, sport: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  const data = await apiGet<LeadersAnswer>(`${ANALYTICS_BASE}/players/stats/leaders/`, { category, sport__slug: sport || undefined }, { signal });
  return data && !Array.isArray(data) && "leaders" in data ? data.leaders : listResults(data as Paged<PlayerStatRow> | PlayerStatRow[]);
}

export const playerLeadersQueryOptions = (category: string, sport?: string) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["analytics", "player-leaders", sport ?? "", category],
    queryFn: ({ signal }) => getPlayerLeaders(category, sport, { signal }),
  });

export const usePlayerLeaders = (category: string, sport?: string, enabled = true) => useQuery({ ...playerLeadersQueryOptions(category, sport), enabled });
