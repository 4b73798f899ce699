import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";

export interface HighlightResult {
  year: number;
  winner?: { name: string; slug?: string | null } | null;
  winner_name?: string | null;
  runner_up?: { name: string; slug?: string | null } | null;
  runner_up_name?: string | null;
  score?: string | null;
  series_result?: string | null;
  season?: { name?: string | null } | null;
}

/** GET /api/championships/championships/{slug}/games/?page_size=1: a championship's latest result. */
export async function getLatestResult(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<HighlightResult | null> {
  const page = await fetchPaged<HighlightResult>(`/api/championships/championships/${encodeURIComponent(slug)}/games/`, { page_size: 1 }, { signal });
  return page.results[0] ?? null;
}

export const latestResultQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["home", "latest-result", slug] as const,
    queryFn: ({ signal }) => getLatestResult(slug, { signal }),
  });

export function useLatestResult(slug: string | null | undefined) {
  return useQuery({ ...latestResultQueryOptions(slug ?? ""), enabled: !!slug });
}
