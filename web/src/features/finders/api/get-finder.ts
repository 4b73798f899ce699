import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, buildUrl, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { FinderId, LineSeason } from "../lib/finders";

/** GET /api/finders/{finder}/: a page of rows, the statistics asked for first (columns). */

export type FinderRow = Record<string, unknown> & { values?: Record<string, number | null> };

export interface FinderPage extends Paged<FinderRow> {
  columns: string[];
  per?: string;
  qualification?: string;
  /** Player game lines: the league seasons of the scope that have them. */
  coverage?: LineSeason[];
}

export function getFinder(finder: FinderId, query: Record<string, string>, signal?: AbortSignal): Promise<FinderPage> {
  return apiGet<FinderPage>(`/api/finders/${finder}/`, query, { signal });
}

/** The whole result as CSV: the same query with format=csv. */
export function finderCsvUrl(finder: FinderId, query: Record<string, string>): string {
  const q: Record<string, string> = { ...query, format: "csv" };
  delete q.page;
  delete q.page_size;
  return buildUrl(`/api/finders/${finder}/`, q);
}

export const finderQueryOptions = (finder: FinderId, query: Record<string, string>, enabled = true) =>
  queryOptions({
    enabled,
    ...cacheClass.SEMI_STATIC,
    queryKey: ["finders", finder, query] as const,
    queryFn: ({ signal }) => getFinder(finder, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useFinder = (finder: FinderId, query: Record<string, string>, enabled = true) => useQuery(finderQueryOptions(finder, query, enabled));
