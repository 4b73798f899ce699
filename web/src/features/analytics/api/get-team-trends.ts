import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type TeamBrief } from "../types";

/** One season of a team's Elo rating (start, end, high and low). */
export interface RatingSeason {
  season: number;
  games: number;
  start: number;
  end: number;
  high: number;
  low: number;
}

export interface TrendSeason {
  season: number;
  season_slug: string;
  team_name: string;
  games_played: number;
  wins: number;
  losses: number;
  ties?: number;
  win_percentage: number;
  points_per_game: number;
  points_allowed_per_game: number;
  point_differential: number;
  elo_rating: number | null;
  elo: RatingSeason | null;
  playoff_result: string | null;
}

export interface FormGame {
  game_id: number;
  game_date: string;
  opponent: string;
  opponent_id: string;
  is_home: boolean;
  team_score: number;
  opponent_score: number;
  result: string;
  win_probability: number | null;
  rating_before: number | null;
  rating_after: number | null;
}

/** A franchise's seasons (record, scoring, Elo, playoff result) and its latest games' form. */
export interface TeamTrends {
  team: TeamBrief;
  sport: string;
  level: string;
  score_unit: string;
  rating_system: string;
  rating: { rating: number; rank: number; of: number } | null;
  seasons: TrendSeason[];
  form: {
    games: number;
    record: string;
    points_per_game: number;
    points_allowed_per_game: number;
    average_margin: number;
    wins_above_expected: number | null;
    results: FormGame[];
  } | null;
}

/** The seasons' end-of-season ratings, oldest first. */
export function ratingHistory(t: TeamTrends | undefined): RatingSeason[] {
  return (t?.seasons ?? [])
    .map((s) => s.elo)
    .filter((e): e is RatingSeason => !!e)
    .sort((a, b) => a.season - b.season);
}

export function getTeamTrends(teamId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<TeamTrends>(`${ANALYTICS_BASE}/analytics/team_trends/`, { team_id: teamId }, { signal, siteFilters: false });
}

export const teamTrendsQueryOptions = (teamId: string) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "team-trends", teamId], queryFn: ({ signal }) => getTeamTrends(teamId, { signal }) });

export const useTeamTrends = (teamId: string) => useQuery(teamTrendsQueryOptions(teamId));
