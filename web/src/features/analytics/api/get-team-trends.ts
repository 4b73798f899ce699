import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE } from "../types";

/** One season of a team's Elo rating (start, end, high and low). */
export type RatingSeason = Schemas["SeasonRating"];
export type TrendSeason = Schemas["TeamTrendSeason"];
export type FormGame = Schemas["TeamFormGame"];
/** A franchise's seasons (record, scoring, Elo, playoff result) and its latest games' form. */
export type TeamTrends = Schemas["TeamTrends"];

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
