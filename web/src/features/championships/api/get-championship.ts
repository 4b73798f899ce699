import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Championship } from "@/lib/championships/types";

const base = (slug: string) => `/api/championships/championships/${encodeURIComponent(slug)}/`;

/** GET /api/championships/championships/{slug}/: one championship (slug or id). */
export function getChampionship(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Championship> {
  return apiGet<Championship>(base(slug), undefined, { signal });
}

export const championshipQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["championships", "detail", slug] as const,
    queryFn: ({ signal }) => getChampionship(slug, { signal }),
  });

export function useChampionship(slug: string | undefined) {
  return useQuery({ ...championshipQueryOptions(slug ?? ""), enabled: !!slug });
}
