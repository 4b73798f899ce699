import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** A title the team won. */
export interface TeamChampionship {
  id: number;
  /** Season start year. */
  year: number | null;
  /** The year the title was decided (season end year; MLB 2023 -> 2023). Shown instead of year + 1. */
  decided_year: number;
  team_name?: string;
  championship_name: string;
  championship_slug?: string;
  coach?: string | null;
  record?: string | null;
  season_id?: number | null;
  season_name?: string | null;
  runner_up_name?: string | null;
  score?: string | null;
}

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
