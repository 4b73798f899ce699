import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** A player on a team's roster in one season. */
export interface RosterEntry {
  id: number;
  slug?: string;
  jersey_number?: string | number | null;
  is_captain?: boolean;
  is_starter?: boolean;
  /** The position that season ("SG"), when known. */
  position?: string | null;
  status?: string | null;
  player: {
    id: number;
    slug?: string | null;
    is_active?: boolean;
    primary_position?: string | null;
    primary_position_name?: string | null;
    person: { first_name?: string | null; last_name?: string | null };
  };
}

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
