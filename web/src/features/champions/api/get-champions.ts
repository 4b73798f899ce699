import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { Champion } from "../types";

/** Page size asked for (the API's maximum): the ~770 champions come in two pages. */
export const CHAMPIONS_PAGE_SIZE = 500;

/**
 * GET /api/championships/champions with the site filters: every champion
 * record, newest first, following `next` (page_size 500). Search and the year
 * filter run on the client.
 */
export function getAllChampions({ signal }: { signal?: AbortSignal } = {}): Promise<Champion[]> {
  return fetchAllPages<Champion>("/api/championships/champions", undefined, {
    signal,
    pageSize: CHAMPIONS_PAGE_SIZE,
    maxPages: 20,
    maxItems: 10_000,
  });
}

export const allChampionsQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["champions", "all", siteFilters()] as const,
    queryFn: ({ signal }) => getAllChampions({ signal }),
  });

export function useAllChampions() {
  return useQuery(allChampionsQueryOptions());
}
