import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** A player on a team's roster in one season. */
export type RosterEntry = Schemas["RosterEntry"];

/** GET /api/teams/{slug}/roster?year={year}. */
export async function getTeamRoster(slug: string, year: number, { signal }: { signal?: AbortSignal } = {}): Promise<RosterEntry[]> {
  const page = await fetchPaged<RosterEntry>(`/api/teams/${encodeURIComponent(slug)}/roster`, { year, page_size: 500 }, { signal });
  return page.results;
}

export const teamRosterQueryOptions = (slug: string, year: number) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["teams", "roster", slug, year] as const,
    queryFn: ({ signal }) => getTeamRoster(slug, year, { signal }),
  });

export function useTeamRoster(slug: string | undefined, year: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...teamRosterQueryOptions(slug ?? "", year ?? 0),
    enabled: !!slug && year != null && (options.enabled ?? true),
  });
}
