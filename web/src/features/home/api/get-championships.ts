import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { HomeChampionship } from "../types";

/** GET /api/championships (site filters): the site's championships and their count. */
export async function getHomeChampionships({ signal }: { signal?: AbortSignal } = {}): Promise<{ count: number; results: HomeChampionship[] }> {
  const page = await fetchPaged<HomeChampionship>("/api/championships", { page_size: 500 }, { signal });
  return { count: page.count, results: page.results };
}

export const homeChampionshipsQueryOptions = () =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["home", "championships", siteFilters()] as const,
    queryFn: ({ signal }) => getHomeChampionships({ signal }),
  });

export function useHomeChampionships() {
  return useQuery(homeChampionshipsQueryOptions());
}
