import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";
import type { HomeGame } from "../types";

/** Days in the "recent games" window, ending on the latest final game. */
export const RECENT_WINDOW_DAYS = 30;

export interface GamesOverview {
  /** Games on record for the site. */
  count: number;
  /** Date of the earliest game (yyyy-MM-dd), null without games. */
  earliest: string | null;
}

/** GET /api/games?ordering=game_date&page_size=1: how many games there are and the first one's date. */
export async function getGamesOverview({ signal }: { signal?: AbortSignal } = {}): Promise<GamesOverview> {
  const page = await fetchPaged<HomeGame>("/api/games", { ordering: "game_date", page_size: 1 }, { signal });
  return { count: page.count, earliest: page.results[0]?.game_date ?? null };
}

export const gamesOverviewQueryOptions = () =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["home", "games-overview", siteFilters()] as const,
    queryFn: ({ signal }) => getGamesOverview({ signal }),
  });

export function useGamesOverview() {
  return useQuery(gamesOverviewQueryOptions());
}

/** yyyy-MM-dd `days` before `iso` (calendar arithmetic, no time zones). */
export function daysBefore(iso: string, days: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d - days));
  return t.toISOString().slice(0, 10);
}

/**
 * GET /api/games?status=final&game_date__gte=…&game_date__lte=…: final games
 * in the 30 days up to and including `latest`.
 */
export async function getRecentGamesCount(latest: string, { signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const page = await fetchPaged<HomeGame>(
    "/api/games",
    { status: "final", game_date__gte: daysBefore(latest, RECENT_WINDOW_DAYS - 1), game_date__lte: latest, page_size: 1 },
    { signal },
  );
  return page.count;
}

export const recentGamesCountQueryOptions = (latest: string) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["home", "recent-games-count", latest, siteFilters()] as const,
    queryFn: ({ signal }) => getRecentGamesCount(latest, { signal }),
  });

export function useRecentGamesCount(latest: string | null | undefined) {
  return useQuery({ ...recentGamesCountQueryOptions(latest ?? ""), enabled: !!latest });
}
