import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { cacheClass } from "@/lib/query";

export interface PlanLimits {
  slug: string;
  name: string;
  per_minute: number;
  per_day: number;
}

/** GET /api/plans/: the plans as configured; available when API keys are on. */
export interface PlansAnswer {
  available: boolean;
  results: PlanLimits[];
}

export const plansQueryOptions = () =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["plans"] as const,
    queryFn: ({ signal }) => api.get<PlansAnswer>("/api/plans/", { signal }),
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
