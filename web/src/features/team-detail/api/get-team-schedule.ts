import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** One game of a team's season, from the team's side. */
export interface ScheduleGame {
  id: number;
  slug?: string;
  game_date: string;
  game_time?: string | null;
  week?: string | number | null;
  status: string;
  game_type?: string;
  home_team_name?: string;
  away_team_name?: string;
  home_team_abbreviation?: string | null;
  away_team_abbreviation?: string | null;
  home_score?: number | null;
  away_score?: number | null;
  venue_name?: string | null;
  is_home: boolean;
  neutral_site?: boolean;
  opponent: { id?: number | null; slug?: string | null; name: string; abbreviation?: string | null };
  team_score?: number | null;
  opponent_score?: number | null;
  /** "W", "L" or "T" for final games. */
  result?: string | null;
  overtime?: string | null;
  championship_name?: string | null;
}

/** GET /api/teams/{slug}/schedule?year={year}: the season's games in date order. */
export async function getTeamSchedule(slug: string, year: number, { signal }: { signal?: AbortSignal } = {}): Promise<ScheduleGame[]> {
  const page = await fetchPaged<ScheduleGame>(`/api/teams/${encodeURIComponent(slug)}/schedule`, { year, page_size: 500 }, { signal });
  return page.results;
}

export const teamScheduleQueryOptions = (slug: string, year: number) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["teams", "schedule", slug, year] as const,
    queryFn: ({ signal }) => getTeamSchedule(slug, year, { signal }),
  });

export function useTeamSchedule(slug: string | undefined, year: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...teamScheduleQueryOptions(slug ?? "", year ?? 0),
    enabled: !!slug && year != null && (options.enabled ?? true),
  });
}
