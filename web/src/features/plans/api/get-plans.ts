import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

export type PlanLimits = Schemas["Plan"];
/** GET /api/plans/: the plans as configured; available when API keys are on. */
export type PlansAnswer = Schemas["Plans"];

export const plansQueryOptions = () =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["plans"] as const,
    queryFn: ({ signal }) => api.get<PlansAnswer>("/api/plans/", { signal }),
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
