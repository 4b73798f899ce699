import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass, refreshInterval } from "@/lib/query";
import type { SiteFilters } from "@/lib/site";
import type { Schemas } from "@/lib/openapi/types";

/** A game's venue; location is "City, ST". */
export type GameVenue = Schemas["GameVenue"];
export type GameOfficial = Schemas["GameOfficial"];
/** One team's totals in a box score. */
export type BoxTeam = Schemas["BoxTeam"];
/** One player's line in a box score (stats the source records for him). */
export type BoxPlayer = Schemas["BoxPlayer"];
/** A game's box score from one source (source_name: its publishers, as the page names them): team totals and/or player lines. */
export type BoxScore = Schemas["BoxScore"];
/** One side of a line score: points by period (where a source has them), the total, baseball's hits and errors. */
export type LineSide = Schemas["LineSide"];
/** A game's score line: periods label by_period ("1" … "9", "OT"; empty when no source has them), R-H-E for baseball; `note` says what it lacks. */
export type LineScore = Schemas["LineScore"];
/** GET /api/games/{id}: the list fields plus venue, championship, officials, the result, the box score (when a source has one) and the line score (null without one). */
export type GameDetail = Schemas["GameDetail"];

/**
 * One game by id or slug. A missing game rejects with the API's 404 (detail
 * "Game not found."). Revalidated with the server (a 304 when unchanged): a
 * live game's copy in the HTTP cache may be minutes old.
 */
export function getGame(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<GameDetail> {
  return apiGet<GameDetail>(`/api/games/${encodeURIComponent(id)}`, undefined, { signal, cache: "no-cache" });
}

export const gameQueryOptions = (id: string, site: SiteFilters) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["games", "detail", id, site] as const,
    queryFn: ({ signal }) => getGame(id, { signal }),
    // A live game refreshes every 30 s.
    refetchInterval: (query) => (query.state.data?.status === "live" ? refreshInterval.LIVE : false),
  });

export function useGame(id: string, site: SiteFilters) {
  return useQuery(gameQueryOptions(id, site));
}
