import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { CoachStatRow } from "../types";

export type Timeframe = "career" | "current" | "last5";
export type CoachSort = "win_percentage" | "wins" | "championships" | "experience";

/** Rows collected at most (the whole ranking for one sport and level fits). */
export const COACH_STATS_MAX = 500;

/**
 * GET /api/coaches/stats: head coaches' records over the timeframe, computed
 * by the server from tenures and games, ranked by `sort`.
 */
export function getCoachStats(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<CoachStatRow[]> {
  return fetchAllPages<CoachStatRow>("/api/coaches/stats", params, { signal, pageSize: 250, maxPages: 2, maxItems: COACH_STATS_MAX });
}

export const coachStatsQueryOptions = (params: QueryParams) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["coaches", "stats", params] as const,
    queryFn: ({ signal }) => getCoachStats(params, { signal }),
  });

export const useCoachStats = (params: QueryParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...coachStatsQueryOptions(params), enabled });
