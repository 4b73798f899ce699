import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults, type Paged } from "@/lib/api";
import { queryPresets } from "@/lib/query";
import { scopeParams } from "../lib/scope";
import type { Scope, UpcomingGame } from "../types";

/** How many upcoming games quick predictions offer. */
export const UPCOMING_LIMIT = 5;

/** GET /api/games/upcoming: the next scheduled games of a sport and level, soonest first. */
export async function getUpcomingGames(scope: Scope, { signal }: { signal?: AbortSignal } = {}): Promise<UpcomingGame[]> {
  const page = await apiGet<Paged<UpcomingGame> | UpcomingGame[]>("/api/games/upcoming", { ...scopeParams(scope), page_size: UPCOMING_LIMIT }, { signal });
  return listResults(page).slice(0, UPCOMING_LIMIT);
}

export const upcomingGamesQueryOptions = (scope: Scope) =>
  queryOptions({
    ...queryPresets.dynamicGames,
    queryKey: ["predictions", "upcoming", scope.sport, scope.level] as const,
    queryFn: ({ signal }) => getUpcomingGames(scope, { signal }),
  });

export const useUpcomingGames = (scope: Scope, enabled = true) => useQuery({ ...upcomingGamesQueryOptions(scope), enabled });
