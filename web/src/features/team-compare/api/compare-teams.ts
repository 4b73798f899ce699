import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** One metric for both sides; null where a side has no data. */
export interface MetricPair {
  a: number | null;
  b: number | null;
}

export interface CompareTeam {
  id: number;
  slug: string;
  name: string;
  city?: string | null;
  abbreviation?: string | null;
  sport?: { name: string; slug?: string };
  level?: { name: string; slug?: string };
  /** "points", "runs" or "goals". */
  score_unit?: string;
}

export interface Meeting {
  date: string;
  game_id: number;
  game_slug?: string;
  home_team_id?: number;
  /** Team A's score first, "17-20". */
  score?: string;
  team_a_score?: number;
  team_b_score?: number;
  winner?: { id: number; slug: string; name: string } | null;
  tie?: boolean;
}

export interface HeadToHead {
  total_games: number;
  team_a_wins: number;
  team_b_wins: number;
  ties: number;
  postseason_games?: number;
  team_a_points?: number;
  team_b_points?: number;
  last_meeting: Meeting | null;
  next_meeting: Meeting | null;
}

/** GET /api/teams/compare/: real figures for two teams. */
export interface Comparison {
  teams: [CompareTeam, CompareTeam];
  scope: string;
  season: number | null;
  record_basis?: string | null;
  scoring_basis?: string | null;
  /** Groups (overall, offense, defense) of metrics; metrics the data lacks are absent. */
  metrics: Partial<Record<"overall" | "offense" | "defense", Record<string, MetricPair>>>;
  head_to_head: HeadToHead;
}

export function compareTeams(
  teamA: string,
  teamB: string,
  season: number | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Comparison> {
  return apiGet<Comparison>("/api/teams/compare/", { team_a: teamA, team_b: teamB, season: season ?? undefined }, { signal });
}

export const compareTeamsQueryOptions = (teamA: string, teamB: string, season: number | null) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["teams", "compare", teamA, teamB, season ?? "all-time"] as const,
    queryFn: ({ signal }) => compareTeams(teamA, teamB, season, { signal }),
  });

/** The comparison, only when both sides are filled. */
export function useCompareTeams(teamA: string, teamB: string, season: number | null) {
  return useQuery({
    ...compareTeamsQueryOptions(teamA, teamB, season),
    enabled: !!teamA && !!teamB && teamA !== teamB,
    // While another season loads, keep showing the same two teams' figures.
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[2] === teamA && prevQuery?.queryKey[3] === teamB ? prev : undefined),
  });
}
