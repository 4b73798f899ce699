import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { PlayerDetail } from "@/lib/people/types";
import { cacheClass } from "@/lib/query";

/** GET /api/players/{slug or id}: the chosen player's name, sport and years, for a picker's card. */
export const playerBriefQueryOptions = (idOrSlug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["players", "detail", idOrSlug] as const,
    queryFn: ({ signal }) => apiGet<PlayerDetail>(`/api/players/${encodeURIComponent(idOrSlug)}`, undefined, { signal, siteFilters: false }),
  });

export const usePlayerBrief = (idOrSlug: string) => useQuery({ ...playerBriefQueryOptions(idOrSlug), enabled: idOrSlug !== "" });
