import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged, type Paged, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Player } from "@/lib/people/types";

/** The directory's server-side filters (GET /api/players). Empty values are left out. */
export interface PlayerFilters {
  search?: string;
  sport?: string;
  position?: string;
  team?: string;
  status?: string;
  season?: number | null;
}

/** Query parameters for the filters; `sport` overrides the site's sport only when given (hub). */
export function playerParams(f: PlayerFilters): QueryParams {
  const p: QueryParams = {};
  if (f.search?.trim()) p.search = f.search.trim();
  if (f.sport) p.sport__slug = f.sport;
  if (f.position) p.position = f.position;
  if (f.team) p.team = f.team;
  if (f.status) p.status = f.status;
  if (f.season) p.season = f.season;
  return p;
}

/** GET /api/players: one page of players matching the filters, with the site's sport and level. */
export function getPlayers(params: QueryParams, { signal }: { signal?: AbortSignal } = {}): Promise<Paged<Player>> {
  return fetchPaged<Player>("/api/players", params, { signal });
}

export const playersQueryOptions = (params: QueryParams) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["players", "list", params] as const,
    queryFn: ({ signal }) => getPlayers(params, { signal }),
  });

export function usePlayers(params: QueryParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...playersQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
