import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { Championship } from "./types";

/**
 * GET /api/championships with the site filters: every championship (a
 * handful per sport; one page of 500 holds them all). Search, sport and
 * season filters run on the client.
 */
export function getChampionships({ signal }: { signal?: AbortSignal } = {}): Promise<Championship[]> {
  return fetchAllPages<Championship>("/api/championships", undefined, { signal, pageSize: 500, maxPages: 4, maxItems: 2000 });
}

export const championshipsQueryOptions = () =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["championships", "list", siteFilters()] as const,
    queryFn: ({ signal }) => getChampionships({ signal }),
  });

export function useChampionships() {
  return useQuery(championshipsQueryOptions());
}
