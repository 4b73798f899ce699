import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type Dashboard } from "../types";

/** The analytics dashboard of the site's sport and level (the hub: every sport). */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet<Dashboard>(`${ANALYTICS_BASE}/analytics/dashboard/`, undefined, { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({ ...cacheClass.SEMI_STATIC, queryKey: ["analytics", "dashboard"], queryFn: ({ signal }) => getDashboard({ signal }) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
