import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchAllPages } from "@/lib/api";
import { getSeasonPlayers } from "@/lib/people/get-season-players";
import type { Player } from "@/lib/people/types";
import { cacheClass } from "@/lib/query";
import { ANALYTICS_BASE, type PlayerStatRow, type StatTableRow } from "../types";

export interface PlayerStatsParams {
  /** The hub's chosen sport; a sport site's own is added by the request layer. */
  sport?: string;
  mode: "season" | "career";
}

/** A season of a league's player stat rows (every row: a season is at most ~600 players with stats). */
export function getSeasonStatRows(sport: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return fetchAllPages<PlayerStatRow>(`${ANALYTICS_BASE}/players/stats/`, { sport__slug: sport || undefined }, { signal, pageSize: 500, maxPages: 4, maxItems: 2000 });
}

/** A directory player as a stat row of his career totals. */
export function careerRow(p: Player, season: number): StatTableRow {
  return {
    ...p.career_stats,
    id: p.id,
    player_id: p.id,
    player_slug: p.slug,
    player_name: p.display_name,
    team_name: p.current_team?.name ?? null,
    position: p.primary_position ?? null,
    season,
  };
}

/**
 * Season mode: the latest season's stat rows. Career mode: the same
 * season's players with their career totals (the players directory).
 */
export async function getPlayerStats(p: PlayerStatsParams, { signal }: { signal?: AbortSignal } = {}): Promise<StatTableRow[]> {
  const rows = await getSeasonStatRows(p.sport, { signal });
  if (p.mode === "season") return rows;
  const season = rows.find((r) => typeof r.season === "number")?.season as number | undefined;
  if (season === undefined) return [];
  const players = await getSeasonPlayers({ sport__slug: p.sport || undefined, season }, { signal });
  return players.map((pl) => careerRow(pl, season));
}

export const playerStatsQueryOptions = (p: PlayerStatsParams) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["analytics", "player-stats", p.sport ?? "", p.mode],
    queryFn: ({ signal }) => getPlayerStats(p, { signal }),
  });

export const usePlayerStats = (p: PlayerStatsParams) => useQuery(playerStatsQueryOptions(p));
