import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /api/teams/{slug}/stats: figures computed from final games plus official records, for a season or all time. */
export interface TeamStats {
  scope: string;
  season: number | null;
  /** "points", "runs" or "goals". */
  score_unit: string;
  game_seasons: number;
  games_played: number;
  wins: number;
  losses: number;
  ties: number;
  win_percentage: number | null;
  points_for: number;
  points_against: number;
  points_per_game: number | null;
  points_allowed_per_game: number | null;
  point_differential: number;
  home_record: string;
  away_record: string;
  playoff_games: number;
  playoff_wins: number;
  playoff_losses: number;
  playoff_record: string;
  /** The official season record ("47-35"), when recorded. */
  record: string | null;
  record_wins?: number | null;
  record_losses?: number | null;
  record_ties?: number | null;
  record_ot_losses?: number | null;
  record_seasons: number;
  championships_won: number;
  seasons_count: number;
  first_season: number | null;
  last_season: number | null;
}

export function getTeamStats(slug: string, season: number | null, { signal }: { signal?: AbortSignal } = {}): Promise<TeamStats> {
  return apiGet<TeamStats>(`/api/teams/${encodeURIComponent(slug)}/stats`, season != null ? { season } : undefined, { signal });
}

export const teamStatsQueryOptions = (slug: string, season: number | null) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["teams", "stats", slug, season ?? "all-time"] as const,
    queryFn: ({ signal }) => getTeamStats(slug, season, { signal }),
  });

export function useTeamStats(slug: string | undefined, season: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamStatsQueryOptions(slug ?? "", season), enabled: !!slug && (options.enabled ?? true) });
}
