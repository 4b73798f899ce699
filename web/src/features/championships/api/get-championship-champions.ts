import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { ChampionRecord } from "@/lib/championships/types";

/**
 * GET /api/championships/championships/{slug}/champions/: champion records,
 * newest first, with the winning team-season's record and coach.
 */
export async function getChampionshipChampions(
  slug: string,
  { pageSize = 5, signal }: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<ChampionRecord[]> {
  const page = await fetchPaged<ChampionRecord>(
    `/api/championships/championships/${encodeURIComponent(slug)}/champions/`,
    { page_size: pageSize },
    { signal },
  );
  return page.results;
}

export const championshipChampionsQueryOptions = (slug: string, pageSize = 5) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["championships", "champions", slug, pageSize] as const,
    queryFn: ({ signal }) => getChampionshipChampions(slug, { pageSize, signal }),
  });

export function useChampionshipChampions(slug: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...championshipChampionsQueryOptions(slug ?? ""), enabled: !!slug && enabled });
}
