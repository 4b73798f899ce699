import { useQuery } from "@tanstack/react-query";
import { fetchPaged, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Coach } from "../types";

/**
 * The latest season with coaching records for the site: an active coach's
 * last season ("active" means coaching in the latest season of the coaching
 * data); where those records end before the league's games do, its coaches
 * then are "unknown" and their records_end is that season.
 */
export async function getLatestCoachSeason(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<number | null> {
  const active = await fetchPaged<Coach>("/api/coaches", { ...params, status: "active", page_size: 1 }, { signal });
  if (active.results[0]) return active.results[0].last_year ?? null;
  const cut = await fetchPaged<Coach>("/api/coaches", { ...params, status: "unknown", page_size: 1 }, { signal });
  return cut.results[0]?.records_end ?? null;
}

export function useLatestCoachSeason(params: QueryParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["coaches", "latest-season", params] as const,
    queryFn: ({ signal }) => getLatestCoachSeason(params, { signal }),
    enabled,
  });
}
