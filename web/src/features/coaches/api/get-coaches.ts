import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged, type Paged, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Coach } from "../types";

/** GET /api/coaches: one page of coaches matching the filters, with the site's sport and level. */
export function getCoaches(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<Paged<Coach>> {
  return fetchPaged<Coach>("/api/coaches", params, { signal });
}

export const coachesQueryOptions = (params: QueryParams) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["coaches", "list", params] as const,
    queryFn: ({ signal }) => getCoaches(params, { signal }),
  });

export function useCoaches(params: QueryParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coachesQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
