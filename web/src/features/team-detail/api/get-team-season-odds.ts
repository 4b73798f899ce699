import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** The part of a season_odds answer the team page shows. */
export interface TeamSeasonOdds {
  season: number;
  as_of: string;
  playoffs_modelled: boolean;
  current_season: boolean;
  teams: { slug: string; wins: number; losses: number; ties?: number; ot_losses?: number; playoff_probability: number | null; title_probability: number | null }[];
}

/** The latest season's odds of a sport (professional), as the data stands. */
export const teamSeasonOddsQueryOptions = (sport: string) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["analytics", "season-odds", sport, null, null],
    queryFn: ({ signal }) => apiGet<TeamSeasonOdds>("/api/v1/analytics/analytics/season_odds/", { sport__slug: sport, level__slug: "professional" }, { signal }),
  });

export const useTeamSeasonOdds = (sport: string | null, enabled: boolean) => useQuery({ ...teamSeasonOddsQueryOptions(sport ?? ""), enabled: enabled && !!sport });
