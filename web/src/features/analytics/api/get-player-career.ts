import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type PlayerStatRow } from "../types";

export interface PlayerCareer {
  player_id?: number;
  player_name?: string;
  seasons: PlayerStatRow[];
  totals?: PlayerStatRow | null;
}

type CareerAnswer = PlayerCareer | Paged<PlayerStatRow> | PlayerStatRow[];

/** A player's statistics season by season (oldest first) with career totals. */
export async function getPlayerCareer(playerId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PlayerCareer> {
  const data = await apiGet<CareerAnswer>(`${ANALYTICS_BASE}/players/stats/${encodeURIComponent(playerId)}/career/`, undefined, { signal, siteFilters: false });
  if (data && !Array.isArray(data) && "seasons" in data) return data;
  const seasons = listResults(data as Paged<PlayerStatRow> | PlayerStatRow[]);
  return { seasons, player_name: seasons[0]?.player_name };
}

export const playerCareerQueryOptions = (playerId: string) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "player-career", playerId], queryFn: ({ signal }) => getPlayerCareer(playerId, { signal }) });

export const usePlayerCareer = (playerId: string) => useQuery(playerCareerQueryOptions(playerId));
