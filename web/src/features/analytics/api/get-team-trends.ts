import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE } from "../types";

/** One season of a team's rating (start, end, high and low). */
export interface RatingSeason {
  season: number;
  games?: number;
  start?: number;
  end: number;
  high?: number;
  low?: number;
}

/** A team's trends: its rating history plus whatever figures the route gives. */
export interface TeamTrends {
  team?: { id: number; slug?: string; name: string } | null;
  team_id?: number;
  team_name?: string;
  [field: string]: unknown;
}

/** The first list in the answer whose items carry a season and an end rating. */
export function ratingHistory(t: TeamTrends | undefined): RatingSeason[] {
  if (!t) return [];
  const seen = new Set<unknown>();
  const walk = (v: unknown): RatingSeason[] | null => {
    if (!v || typeof v !== "object" || seen.has(v)) return null;
    seen.add(v);
    if (Array.isArray(v)) {
      const first = v[0] as Record<string, unknown> | undefined;
      if (first && typeof first === "object" && "season" in first && typeof first.end === "number") return v as RatingSeason[];
      return null;
    }
    for (const x of Object.values(v)) {
      const found = walk(x);
      if (found) return found;
    }
    return null;
  };
  return [...(walk(t) ?? [])].sort((a, b) => a.season - b.season);
}

export function getTeamTrends(teamId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<TeamTrends>(`${ANALYTICS_BASE}/analytics/team_trends/`, { team_id: teamId }, { signal, siteFilters: false });
}

export const teamTrendsQueryOptions = (teamId: string) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "team-trends", teamId], queryFn: ({ signal }) => getTeamTrends(teamId, { signal }) });

export const useTeamTrends = (teamId: string) => useQuery(teamTrendsQueryOptions(teamId));
