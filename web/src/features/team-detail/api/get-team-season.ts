import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

export interface TeamSeasonRank {
  name: string;
  rank: number;
  teams: number;
}

/** GET /api/teams/{slug}/seasons/{year}: one team's season in brief. Null fields are what the data does not hold. */
export interface TeamSeasonSummary {
  team: { id: number; slug: string; name: string; city: string | null; abbreviation: string | null };
  season: { id: number; slug: string; name: string; start_year: number; end_year: number };
  league: string | null;
  record: {
    wins: number;
    losses: number;
    /** Null where the league of the era has no tie column. */
    ties: number | null;
    /** Null where the league of the era counts no overtime losses. */
    ot_losses: number | null;
    win_percentage: number;
    text: string;
    points: number | null;
  } | null;
  standing: {
    league: TeamSeasonRank;
    conference: TeamSeasonRank | null;
    division: TeamSeasonRank | null;
    games_behind: number;
    points_for: number | null;
    points_against: number | null;
  } | null;
  playoffs: {
    status: "champion" | "runner_up" | "eliminated" | "missed" | "unknown";
    text: string;
    round: string | null;
    opponent: { id: number | null; slug: string | null; name: string; abbreviation: string | null } | null;
    series: string | null;
    /** Playoff games won and lost; null when the data misses some of them. */
    wins: number | null;
    losses: number | null;
  };
  coaches: { slug: string; name: string; wins: number | null; losses: number | null; ties: number | null; record: string | null }[];
  leaders: {
    category: string;
    category_name: string;
    stat: string;
    value: number;
    player_slug: string;
    player_name: string;
    games_played: number | null;
    qualified: boolean;
  }[];
  leaders_note: string | null;
  venue: { name: string; games: number; source: "games" | "franchise" } | null;
  venue_note: string | null;
  championship_won: boolean;
  titles: { name: string; slug: string }[];
}

export async function getTeamSeason(slug: string, year: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<TeamSeasonSummary>(`/api/teams/${encodeURIComponent(slug)}/seasons/${year}`, undefined, { signal, siteFilters: false });
}

export const teamSeasonQueryOptions = (slug: string, year: number) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["teams", "season", slug, year] as const,
    queryFn: ({ signal }) => getTeamSeason(slug, year, { signal }),
  });

export const useTeamSeason = (slug: string | undefined, year: number | null) =>
  useQuery({ ...teamSeasonQueryOptions(slug ?? "", year ?? 0), enabled: !!slug && year != null });
