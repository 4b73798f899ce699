import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass, refreshInterval } from "@/lib/query";
import type { SiteFilters } from "@/lib/site";
import type { Game } from "@/lib/games/game";

export interface GameVenue {
  id?: number;
  name?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  capacity?: number | null;
  /** "City, ST" from the API. */
  location?: string | null;
}

export interface GameOfficial {
  position: string;
  name: string;
}

/** One team's totals in a box score. */
export interface BoxTeam {
  side: "away" | "home";
  team_name: string;
  stats: Record<string, number>;
}

/** One player's line in a box score (stats the source records for him). */
export interface BoxPlayer {
  side: "away" | "home";
  name: string;
  slug: string | null;
  position: string | null;
  stats: Record<string, number>;
}

/** A game's box score from one source: team totals and/or player lines. */
export interface BoxScore {
  source: string;
  /** The source's publishers ("Retrosheet"), as the page names it. */
  source_name: string;
  teams: BoxTeam[];
  columns: string[];
  players: BoxPlayer[];
}

/** One side of a line score: points by period (where a source has them), the total, baseball's hits and errors. */
export interface LineSide {
  by_period: number[];
  total: number;
  hits: number | null;
  errors: number | null;
}

/** A game's score line: by period where a source has it, R-H-E for baseball; `note` says what it lacks. */
export interface LineScore {
  /** Column labels of by_period ("1" … "9", "OT"); empty when no source has the score by period. */
  periods: string[];
  away: LineSide;
  home: LineSide;
  /** Innings played (baseball), when the source holds them. */
  innings: number | null;
  source: string;
  /** The source's publishers ("Retrosheet"), as the page names it. */
  source_name: string;
  note: string | null;
}

/** GET /api/games/{id}: the list fields plus venue, championship, officials and the result. */
export interface GameDetail extends Game {
  venue?: GameVenue | null;
  championship?: { id?: number; slug?: string; name?: string | null } | null;
  officials?: GameOfficial[] | null;
  weather?: string | null;
  notes?: string | null;
  result_text?: string | null;
  winner?: "home" | "away" | "tie" | null;
  home_team_record?: string | null;
  away_team_record?: string | null;
  /** Present when a source has the game's box score. */
  box_score?: BoxScore;
  /** The score line where the data has one (null otherwise). */
  line_score?: LineScore | null;
}

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
