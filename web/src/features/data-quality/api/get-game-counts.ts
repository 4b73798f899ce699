import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPaged } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";

/** Game counts measured from GET /api/games (the site's filters): all, final, and past games still without a result. */
export interface GameCounts {
  total: number;
  final: number;
  /** Games dated before today that are still 'scheduled' (no result recorded). */
  unrecorded: number;
  /** The date of the latest final game, or null. */
  latestFinal: string | null;
  /** Today's date the counts were taken on (yyyy-MM-dd, local). */
  today: string;
}

function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export async function getGameCounts({ signal }: { signal?: AbortSignal } = {}, now: Date = new Date()): Promise<GameCounts> {
  const today = isoDay(now);
  const yesterday = isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const one = { page_size: 1 };
  const [total, final, unrecorded, latest] = await Promise.all([
    fetchPaged<unknown>("/api/games", one, { signal }),
    fetchPaged<unknown>("/api/games", { ...one, status: "final" }, { signal }),
    fetchPaged<unknown>("/api/games", { ...one, status: "scheduled", game_date__lte: yesterday }, { signal }),
    fetchPaged<{ game_date: string }>("/api/games/recent", one, { signal }),
  ]);
  return { total: total.count, final: final.count, unrecorded: unrecorded.count, latestFinal: latest.results[0]?.game_date ?? null, today };
}

export const gameCountsQueryOptions = () =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["data-quality", "games", siteFilters()] as const,
    queryFn: ({ signal }) => getGameCounts({ signal }),
  });

export const useGameCounts = () => useQuery(gameCountsQueryOptions());
