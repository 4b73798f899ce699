import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

export type TeamSeasonRank = Schemas["TeamSeasonRank"];

/** GET /api/teams/{slug}/seasons/{year}: one team's season in brief. Null fields are what the data does not hold. */
export type TeamSeasonSummary = Schemas["TeamSeasonSummary"];

export async function getTeamSeason(slug: string, year: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet<TeamSeasonSummary>(`/api/teams/${encodeURIComponent(slug)}/seasons/${year}`, undefined, { signal, siteFilters: false });
}

export const teamSeasonQueryOptions = (slug: string, year: number) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["teams", "season", slug, year] as const,
    queryFn: ({ signal }) => getTeamSeason(slug, year, { signal }),
  });

export const useTeamSeason = (slug: string | undefined, year: number | null) =>
  useQuery({ ...teamSeasonQueryOptions(slug ?? "", year ?? 0), enabled: !!slug && year != null });
