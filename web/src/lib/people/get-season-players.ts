import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages, fetchPaged, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Player } from "./types";

/** Players collected at most for one season's table (a season of every NFL roster is ~3,200). */
export const SEASON_POOL_MAX = 4000;

/**
 * GET /api/players?season=…: every player who played in the season (pages of
 * 500), for the statistics table, which ranks them client-side.
 */
export function getSeasonPlayers(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<Player[]> {
  return fetchAllPages<Player>("/api/players", params, { signal, pageSize: 500, maxPages: SEASON_POOL_MAX / 500, maxItems: SEASON_POOL_MAX });
}

export const seasonPlayersQueryOptions = (params: QueryParams) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["players", "season-pool", params] as const,
    queryFn: ({ signal }) => getSeasonPlayers(params, { signal }),
  });

export function useSeasonPlayers(params: QueryParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...seasonPlayersQueryOptions(params), enabled });
}

/**
 * The latest season with player data for a sport: an active player's last
 * season ("active" means playing in the data's latest season).
 */
export async function getLatestPlayerSeason(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<number | null> {
  const page = await fetchPaged<Player>("/api/players", { ...params, status: "active", page_size: 1 }, { signal });
  return page.results[0]?.last_year ?? null;
}

export function useLatestPlayerSeason(params: QueryParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["players", "latest-season", params] as const,
    queryFn: ({ signal }) => getLatestPlayerSeason(params, { signal }),
    enabled,
  });
}
