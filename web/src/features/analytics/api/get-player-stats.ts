import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type PlayerStatRow } from "../types";

export interface PlayerStatsParams {
  sport?: string;
  mode: "season" | "career";
  position?: string;
}

/** Players' statistics of the site's league: the latest season's, or career totals. */
export async function getPlayerStats(p: PlayerStatsParams, { signal }: { signal?: AbortSignal } = {}) {
  const data = await apiGet<Paged<PlayerStatRow> | PlayerStatRow[]>(
    `${ANALYTICS_BASE}/players/stats/`,
    { sport__slug: p.sport || undefined, mode: p.mode, position: p.position || undefined },
    { signal },
  );
  return listResults(data);
}

export const playerStatsQueryOptions = (p: PlayerStatsParams) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["analytics", "player-stats", p.sport ?? "", p.mode, p.position ?? ""],
    queryFn: ({ signal }) => getPlayerStats(p, { signal }),
  });

export const usePlayerStats = (p: PlayerStatsParams) => useQuery(playerStatsQueryOptions(p));
