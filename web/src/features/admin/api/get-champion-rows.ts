import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import type { ChampionRecord } from "@/lib/championships/types";
import { cacheClass } from "@/lib/query";

/** A row of GET /api/championships/champions/ (the fields the admin uses). */
export type ChampionRow = Pick<
  ChampionRecord,
  "id" | "year" | "team_slug" | "team_name" | "championship_slug" | "championship_name" | "sport_slug" | "level_slug" | "season_name" | "runner_up_name" | "score"
>;

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
