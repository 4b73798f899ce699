import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useAuthFetch } from "@/lib/auth/auth-fetch";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

export type AdminPlan = Schemas["Plan"];

const PLANS = ["admin", "plans"] as const;

/** GET /api/plans/: the plans as the server enforces them. */
export const adminPlansQueryOptions = () =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: PLANS,
    queryFn: ({ signal }) => api.get<Schemas["Plans"]>("/api/plans/", { signal, rateLimit: false }).then((r) => r.results),
  });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

/** PUT /api/admin/plans/{slug}/ {per_minute, per_day} (admins only). */
export function useSetPlanLimits() {
  const authFetch = useAuthFetch();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, per_minute, per_day }: AdminPlan) =>
      authFetch<AdminPlan>(`/api/admin/plans/${slug}/`, { method: "PUT", body: { per_minute, per_day } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: PLANS }),
  });
}
