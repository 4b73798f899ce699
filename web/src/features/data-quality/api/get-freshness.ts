import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /api/freshness/: each score feed's runs and the games it wrote. */

export interface FeedFreshness {
  source: string;
  sport: string;
  level: string;
  enabled: boolean;
  last_run: string | null;
  last_success: string | null;
  last_error_at: string | null;
  last_error: string;
  runs: number;
  failed_runs: number;
  last_game_date: string | null;
  games_added_24h: number;
}

export interface Freshness {
  sync: boolean;
  count: number;
  results: FeedFreshness[];
}

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
