import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type SeasonOdds } from "../types";

export interface SeasonOddsParams {
  sport?: string; // only on the hub: a sport site sends its own
  season?: number | null;
  asOf?: string | null;
}

/** Every team's playoff, division, final and title chances as of a date (10,000 simulated seasons). */
export function getSeasonOdds(p: SeasonOddsParams, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonOdds>(
    `${ANALYTICS_BASE}/analytics/season_odds/`,
    { sport__slug: p.sport || undefined, season: p.season ?? undefined, as_of: p.asOf || undefined },
    { signal },
  );
}

export const seasonOddsQueryOptions = (p: SeasonOddsParams) =>
  queryOptions({ ...cacheClass.DYNAMIC, queryKey: ["analytics", "season-odds", p.sport ?? "", p.season ?? null, p.asOf ?? null], queryFn: ({ signal }) => getSeasonOdds(p, { signal }) });

export const useSeasonOdds = (p: SeasonOddsParams) => useQuery(seasonOddsQueryOptions(p));
