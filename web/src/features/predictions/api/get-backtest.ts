import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { scopeParams } from "../lib/scope";
import type { Backtest, Scope } from "../types";

export const BACKTEST_PATH = "/api/v1/analytics/analytics/backtest/";

/** GET backtest/: the walk-forward scores of the forecasts of a sport and level (404: none made). */
export function getBacktest(scope: Scope, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<Backtest>(BACKTEST_PATH, scopeParams(scope), { signal });
}

export const backtestQueryOptions = (scope: Scope) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["predictions", "backtest", scope.sport, scope.level] as const,
    queryFn: ({ signal }) => getBacktest(scope, { signal }),
  });

export const useBacktest = (scope: Scope) => useQuery(backtestQueryOptions(scope));
