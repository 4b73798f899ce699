import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** GET /api/freshness/: each score feed's runs and the games it wrote. */

export type FeedFreshness = Schemas["FeedFreshness"];
export type Freshness = Schemas["Freshness"];

export async function getFreshness({ signal }: { signal?: AbortSignal } = {}): Promise<Freshness> {
  return apiGet<Freshness>("/api/freshness/", undefined, { signal });
}

export const freshnessQueryOptions = () =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: ["freshness"] as const,
    queryFn: ({ signal }) => getFreshness({ signal }),
  });

export const useFreshness = () => useQuery(freshnessQueryOptions());
