import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** The part of a season_odds answer the team page shows. */
export type TeamSeasonOdds = Pick<Schemas["SeasonOdds"], "season" | "as_of" | "playoffs_modelled" | "current_season" | "teams">;

/** The latest season's odds of a sport (professional), as the data stands. */
export const teamSeasonOddsQueryOptions = (sport: string) =>
  queryOptions({
    ...cacheClass.DYNAMIC,
    queryKey: ["analytics", "season-odds", sport, null, null],
    queryFn: ({ signal }) => apiGet<TeamSeasonOdds>("/api/v1/analytics/analytics/season_odds/", { sport__slug: sport, level__slug: "professional" }, { signal }),
  });

export const useTeamSeasonOdds = (sport: string | null, enabled: boolean) => useQuery({ ...teamSeasonOddsQueryOptions(sport ?? ""), enabled: enabled && !!sport });
