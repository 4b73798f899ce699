import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { Season } from "./types";

/** Every season of the site (the hub has about a thousand): pages of 500, newest first. */
export async function getSeasons({ signal }: { signal?: AbortSignal } = {}): Promise<Season[]> {
  return fetchAllPages<Season>("/api/seasons", undefined, { signal, pageSize: 500, maxPages: 6, maxItems: 3000 });
}

export const seasonsQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["seasons", "list", siteFilters()] as const,
    queryFn: ({ signal }) => getSeasons({ signal }),
  });

export const useSeasons = () => useQuery(seasonsQueryOptions());
