import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { ChampionshipResult } from "@/lib/championships/types";

/** Results on the detail page: the current champion plus up to 5 recent champions. */
export const RECENT_RESULTS = 5;

/** GET /api/championships/championships/{slug}/games/: title games or series, newest first. */
export async function getChampionshipGames(
  slug: string,
  { pageSize = RECENT_RESULTS, signal }: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<{ count: number; results: ChampionshipResult[] }> {
  const page = await fetchPaged<ChampionshipResult>(
    `/api/championships/championships/${encodeURIComponent(slug)}/games/`,
    { page_size: pageSize },
    { signal },
  );
  return { count: page.count, results: page.results };
}

export const championshipGamesQueryOptions = (slug: string, pageSize = RECENT_RESULTS) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["championships", "games", slug, pageSize] as const,
    queryFn: ({ signal }) => getChampionshipGames(slug, { pageSize, signal }),
  });

export function useChampionshipGames(slug: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...championshipGamesQueryOptions(slug ?? ""), enabled: !!slug && enabled });
}
