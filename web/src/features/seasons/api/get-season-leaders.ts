import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

export interface SeasonLeader {
  rank: number;
  value: number;
  player_id: number;
  player_slug: string;
  player_name: string;
  team_name: string | null;
  games_played: number | null;
}

export interface SeasonLeaderCategory {
  category: string;
  category_name: string;
  stat: string;
  lower_is_better: boolean;
  /** The league's qualifying rule of the era in words ("70 games or 1400 points"); null for totals. */
  qualification: string | null;
  minimum: number | null;
  note: string | null;
  results: SeasonLeader[];
}

/** GET /api/seasons/{slug}/leaders: the season's leaders in its league, per category. */
export interface SeasonLeaders {
  season: { id: number; slug: string; name: string; start_year: number; end_year: number };
  league: string;
  categories: SeasonLeaderCategory[];
  note: string | null;
}

export async function getSeasonLeaders(slug: string, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<SeasonLeaders>(`/api/seasons/${encodeURIComponent(slug)}/leaders`, { limit }, { signal, siteFilters: false });
}

export const seasonLeadersQueryOptions = (slug: string, limit = 5) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["seasons", "leaders", slug, limit] as const,
    queryFn: ({ signal }) => getSeasonLeaders(slug, limit, { signal }),
  });

export const useSeasonLeaders = (slug: string, limit = 5) => useQuery(seasonLeadersQueryOptions(slug, limit));
