import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type SeasonOddsHistory } from "../types";

export interface SeasonOddsHistoryParams {
  sport?: string; // only on the hub: a sport site sends its own
  season?: number | null;
}

/** Every team's playoff and title chances weekly over a season. */
export function getSeasonOddsHistory(p: SeasonOddsHistoryParams, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonOddsHistory>(`${ANALYTICS_BASE}/analytics/season_odds_history/`, { sport__slug: p.sport || undefined, season: p.season ?? undefined }, { signal });
}

export const seasonOddsHistoryQueryOptions = (p: SeasonOddsHistoryParams) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["analytics", "season-odds-history", p.sport ?? "", p.season ?? null],
    queryFn: ({ signal }) => getSeasonOddsHistory(p, { signal }),
  });

export const useSeasonOddsHistory = (p: SeasonOddsHistoryParams) => useQuery(seasonOddsHistoryQueryOptions(p));
