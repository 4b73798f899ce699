import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type BreakoutCandidate } from "../types";

/** Players whose production rose most against the season before. */
export async function getBreakoutCandidates({ signal }: { signal?: AbortSignal } = {}) {
  const data = await apiGet<Paged<BreakoutCandidate> | BreakoutCandidate[] | { candidates: BreakoutCandidate[] }>(`${ANALYTICS_BASE}/analytics/breakout_candidates/`, undefined, { signal });
  return data && !Array.isArray(data) && "candidates" in data ? data.candidates : listResults(data as Paged<BreakoutCandidate> | BreakoutCandidate[]);
}

export const breakoutQueryOptions = () =>
  queryOptions({ ...cacheClass.SEMI_STATIC, queryKey: ["analytics", "breakout"], queryFn: ({ signal }) => getBreakoutCandidates({ signal }) });

export const useBreakoutCandidates = () => useQuery(breakoutQueryOptions());
