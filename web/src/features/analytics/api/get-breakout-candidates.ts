import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type BreakoutAnswer } from "../types";

/** Players whose main per-game figure rose most against the season before (the site's sport). */
export function getBreakoutCandidates({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet<BreakoutAnswer>(`${ANALYTICS_BASE}/analytics/breakout_candidates/`, { limit: 20 }, { signal });
}

export const breakoutQueryOptions = () =>
  queryOptions({ ...cacheClass.SEMI_STATIC, queryKey: ["analytics", "breakout"], queryFn: ({ signal }) => getBreakoutCandidates({ signal }) });

/** The route needs a sport: the hub (every sport) has no breakout list. */
export const useBreakoutCandidates = (enabled = true) => useQuery({ ...breakoutQueryOptions(), enabled });
