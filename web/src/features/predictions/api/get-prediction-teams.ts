import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { scopeParams } from "../lib/scope";
import type { Scope, TeamOption } from "../types";

/**
 * The teams of a sport and level to predict between: the franchises still
 * playing (all of them when none is marked active), sorted by name. GET
 * /api/teams pages the list (100 a page, at most 500).
 */
export async function getPredictionTeams(scope: Scope, { signal }: { signal?: AbortSignal } = {}): Promise<TeamOption[]> {
  const all = await fetchAllPages<TeamOption>("/api/teams", scopeParams(scope), { signal });
  const active = all.filter((t) => t.is_active !== false);
  return (active.length > 0 ? active : all).sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id);
}

export const predictionTeamsQueryOptions = (scope: Scope) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["predictions", "teams", scope.sport, scope.level] as const,
    queryFn: ({ signal }) => getPredictionTeams(scope, { signal }),
  });

export const usePredictionTeams = (scope: Scope, enabled = true) => useQuery({ ...predictionTeamsQueryOptions(scope), enabled });
