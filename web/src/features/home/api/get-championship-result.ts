import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import type { ChampionshipResult } from "@/lib/championships/types";
import { cacheClass } from "@/lib/query";

/** The part of a title game or series the home highlight shows. */
export type HighlightResult = Pick<ChampionshipResult, "year" | "winner" | "winner_name" | "runner_up" | "runner_up_name" | "score" | "series_result" | "season">;

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
