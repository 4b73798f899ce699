import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { HomeChampion } from "../types";

const PATH = "/api/championships/champions";

/** Champions shown on home (5). */
export const HOME_CHAMPIONS = 5;

/** GET /api/championships/champions?page_size=1: how many champion records the site has. */
export async function getChampionsCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return (await fetchPaged<HomeChampion>(PATH, { page_size: 1 }, { signal })).count;
}

export const championsCountQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["home", "champions-count", siteFilters()] as const,
    queryFn: ({ signal }) => getChampionsCount({ signal }),
  });

export function useChampionsCount() {
  return useQuery(championsCountQueryOptions());
}

export interface RecentChampions {
  /** The season (start year) the rows belong to. */
  season: number | null;
  champions: HomeChampion[];
  /** True when last year had no champions and the latest season with champions is shown instead. */
  fallback: boolean;
}

/** Last year: the calendar year before `now` (spec: "the first 5 champions of last year"). */
export function lastYear(now: Date = new Date()): number {
  return now.getFullYear() - 1;
}

/**
 * GET /api/championships/champions?season__start_year={last year}: the
 * first 5 champions of last year. When that season has none for the site
 * (its titles are not decided or not in the data yet), the latest season
 * with champions is shown instead.
 */
export async function getRecentChampions({ year, signal }: { year: number; signal?: AbortSignal }): Promise<RecentChampions> {
  const first = await fetchPaged<HomeChampion>(PATH, { season__start_year: year, page_size: HOME_CHAMPIONS }, { signal });
  if (first.results.length > 0) return { season: year, champions: first.results.slice(0, HOME_CHAMPIONS), fallback: false };
  const [newest] = (await fetchPaged<HomeChampion>(PATH, { page_size: 1 }, { signal })).results;
  const season = typeof newest?.season_start_year === "number" ? newest.season_start_year : null;
  if (season === null || season === year) return { season: null, champions: newest ? [newest] : [], fallback: true };
  const page = await fetchPaged<HomeChampion>(PATH, { season__start_year: season, page_size: HOME_CHAMPIONS }, { signal });
  return { season, champions: page.results.slice(0, HOME_CHAMPIONS), fallback: true };
}

export const recentChampionsQueryOptions = (year: number) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["home", "recent-champions", year, siteFilters()] as const,
    queryFn: ({ signal }) => getRecentChampions({ year, signal }),
  });

export function useRecentChampions(year: number = lastYear()) {
  return useQuery(recentChampionsQueryOptions(year));
}
