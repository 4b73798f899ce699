import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { PlayoffGame } from "../lib/playoffs";

export interface SeasonScope {
  season: number;
  sport?: string | null;
  level?: string | null;
}

/** A season's playoff and title games: GET /api/games?season&game_type=playoff and =championship, oldest first. */
export async function getPlayoffGames(scope: SeasonScope, { signal }: { signal?: AbortSignal } = {}): Promise<PlayoffGame[]> {
  const base = { season: scope.season, sport__slug: scope.sport || undefined, level__slug: scope.level || undefined, ordering: "game_date" };
  const opts = { signal, pageSize: 500, maxPages: 2, maxItems: 1000, siteFilters: false } as const;
  const [playoff, title] = await Promise.all([
    fetchAllPages<PlayoffGame>("/api/games", { ...base, game_type: "playoff" }, opts),
    fetchAllPages<PlayoffGame>("/api/games", { ...base, game_type: "championship" }, opts),
  ]);
  return [...playoff, ...title];
}

export const playoffGamesQueryOptions = (scope: SeasonScope) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["seasons", "playoffs", scope] as const,
    queryFn: ({ signal }) => getPlayoffGames(scope, { signal }),
  });

export const usePlayoffGames = (scope: SeasonScope, options: { enabled?: boolean } = {}) =>
  useQuery({ ...playoffGamesQueryOptions(scope), enabled: options.enabled ?? true });
