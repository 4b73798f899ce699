import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { queryPresets } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { HomeGame } from "../types";

/** GET /api/games/recent?page_size=1: the latest final game (its date ends the data coverage). */
export async function getLatestGame({ signal }: { signal?: AbortSignal } = {}): Promise<HomeGame | null> {
  const page = await fetchPaged<HomeGame>("/api/games/recent", { page_size: 1 }, { signal });
  return page.results[0] ?? null;
}

export const latestGameQueryOptions = () =>
  queryOptions({
    ...queryPresets.dynamicGames,
    queryKey: ["home", "latest-game", siteFilters()] as const,
    queryFn: ({ signal }) => getLatestGame({ signal }),
  });

export function useLatestGame() {
  return useQuery(latestGameQueryOptions());
}
