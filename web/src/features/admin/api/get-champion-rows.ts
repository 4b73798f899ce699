import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** A row of GET /api/championships/champions/ (the fields the admin uses). */
export interface ChampionRow {
  id: number;
  year: number;
  team_slug: string | null;
  team_name: string | null;
  championship_slug: string;
  championship_name: string;
  sport_slug: string;
  level_slug: string;
  season_name: string | null;
  runner_up_name?: string | null;
  score?: string | null;
}

/** Every title of one championship, newest first. */
export function getChampionRows(championship: string, { signal }: { signal?: AbortSignal } = {}): Promise<ChampionRow[]> {
  return fetchAllPages<ChampionRow>(
    "/api/championships/champions/",
    { championship },
    { signal, siteFilters: false, pageSize: 500, maxPages: 2, maxItems: 1000 },
  );
}

export const championRowsQueryOptions = (championship: string) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["admin", "champion-rows", championship] as const,
    queryFn: ({ signal }) => getChampionRows(championship, { signal }),
  });

export function useChampionRows(championship: string) {
  return useQuery({ ...championRowsQueryOptions(championship), enabled: !!championship });
}
