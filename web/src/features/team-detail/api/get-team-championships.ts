import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** A title the team won. */
export type TeamChampionship = Schemas["TeamChampionshipEntry"];

/** GET /api/teams/{slug}/championships: every title, newest first. */
export async function getTeamChampionships(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TeamChampionship[]> {
  const page = await fetchPaged<TeamChampionship>(`/api/teams/${encodeURIComponent(slug)}/championships`, { page_size: 500 }, { signal });
  return [...page.results].sort((a, b) => b.decided_year - a.decided_year);
}

export const teamChampionshipsQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["teams", "championships", slug] as const,
    queryFn: ({ signal }) => getTeamChampionships(slug, { signal }),
  });

export function useTeamChampionships(slug: string | undefined) {
  return useQuery({ ...teamChampionshipsQueryOptions(slug ?? ""), enabled: !!slug });
}
