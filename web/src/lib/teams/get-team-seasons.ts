import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** One season of a team (with the API's record); name is the season label and the team's name that season ("2023-24 Los Angeles Lakers"). */
export type TeamSeason = Schemas["TeamSeason"];

/** GET /api/teams/{slug}/seasons/: the team's seasons, newest first. */
export async function getTeamSeasons(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TeamSeason[]> {
  const page = await fetchPaged<TeamSeason>(`/api/teams/${encodeURIComponent(slug)}/seasons/`, { page_size: 500 }, { signal });
  return [...page.results].sort((a, b) => b.start_year - a.start_year);
}

export const teamSeasonsQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["teams", "seasons", slug] as const,
    queryFn: ({ signal }) => getTeamSeasons(slug, { signal }),
  });

export function useTeamSeasons(slug: string | undefined) {
  return useQuery({ ...teamSeasonsQueryOptions(slug ?? ""), enabled: !!slug });
}
