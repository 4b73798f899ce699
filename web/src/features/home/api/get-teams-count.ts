import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";

/** GET /api/teams?page_size=1 (site filters): the number of teams (franchises). */
export async function getTeamsCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const page = await fetchPaged<unknown>("/api/teams", { page_size: 1 }, { signal });
  return page.count;
}

export const teamsCountQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["home", "teams-count", siteFilters()] as const,
    queryFn: ({ signal }) => getTeamsCount({ signal }),
  });

export function useTeamsCount() {
  return useQuery(teamsCountQueryOptions());
}
