import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type SeasonOddsBacktest } from "../types";

/** The season-odds backtest of a sport; a 202 says it is still being computed. */
export function getSeasonOddsBacktest(sport: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonOddsBacktest>(`${ANALYTICS_BASE}/analytics/season_odds_backtest/`, { sport__slug: sport }, { signal });
}

export const seasonOddsBacktestQueryOptions = (sport: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["analytics", "season-odds-backtest", sport],
    queryFn: ({ signal }) => getSeasonOddsBacktest(sport, { signal }),
    // Until the server has it, ask again when it says to.
    refetchInterval: (q) => (q.state.data && q.state.data.status !== "ready" ? Math.min(Math.max(q.state.data.retry_after_seconds ?? 15, 5), 60) * 1000 : false),
  });

export const useSeasonOddsBacktest = (sport: string) => useQuery(seasonOddsBacktestQueryOptions(sport));
