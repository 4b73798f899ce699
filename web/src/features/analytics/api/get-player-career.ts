import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type PlayerCareer } from "../types";

/** A player's statistics season by season (oldest first) with career totals. */
export function getPlayerCareer(playerId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PlayerCareer> {
  return apiGet<PlayerCareer>(`${ANALYTICS_BASE}/players/stats/${encodeURIComponent(playerId)}/career/`, undefined, { signal, siteFilters: false });
}

export const playerCareerQueryOptions = (playerId: string) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "player-career", playerId], queryFn: ({ signal }) => getPlayerCareer(playerId, { signal }) });

export const usePlayerCareer = (playerId: string) => useQuery(playerCareerQueryOptions(playerId));
