import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type ForecastChecks } from "../types";

/** The archived game forecasts scored against the results, per sport. */
export function getForecastChecks(sport: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<ForecastChecks>(`${ANALYTICS_BASE}/forecasts/calibration/`, { sport__slug: sport || undefined }, { signal });
}

export const forecastChecksQueryOptions = (sport?: string) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "forecast-checks", sport ?? ""], queryFn: ({ signal }) => getForecastChecks(sport, { signal }) });

export const useForecastChecks = (sport?: string) => useQuery(forecastChecksQueryOptions(sport));
