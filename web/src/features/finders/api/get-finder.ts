import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, buildUrl, type Paged } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";
import type { FinderId } from "../lib/finders";

/** GET /api/finders/{finder}/: a page of rows, the statistics asked for first (columns). */

export type FinderRow = Record<string, unknown> & { values?: Record<string, number | null> };

/**
 * A finder's page with its rows read generically: the player seasons' fields
 * (columns; per and qualification when they apply) and, for player game
 * lines and their streaks, the league seasons of the scope that have lines.
 */
export type FinderPage = Paged<FinderRow> &
  Pick<Schemas["PlayerSeasonHitPage"], "columns" | "per" | "qualification"> &
  Partial<Pick<Schemas["PlayerGameHitPage"], "coverage">>;

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
