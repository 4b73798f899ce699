import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** One metric for both sides; null where a side has no data. */
export type MetricPair = Schemas["TeamPair"];
/** A side of the comparison; score_unit is "points", "runs" or "goals". */
export type CompareTeam = Schemas["TeamComparisonSide"];
/** A meeting of the two teams; score is team A's first ("17-20"). */
export type Meeting = Schemas["TeamComparisonMeeting"];
export type HeadToHead = Schemas["TeamHeadToHead"];
/** GET /api/teams/compare/: real figures for two teams (teams: A then B), metrics by group (overall, offense, defense), the ones the data lacks absent. */
export type Comparison = Schemas["TeamComparison"];

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
