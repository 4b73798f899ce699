import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { TeamDetail } from "./types";

/** GET /api/teams/{slug}: one team (slug or id) with its names across eras. */
export function getTeam(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<TeamDetail> {
  return apiGet<TeamDetail>(`/api/teams/${encodeURIComponent(slug)}`, undefined, { signal });
}

export const teamQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["teams", "detail", slug] as const,
    queryFn: ({ signal }) => getTeam(slug, { signal }),
  });

export function useTeam(slug: string | undefined) {
  return useQuery({ ...teamQueryOptions(slug ?? ""), enabled: !!slug });
}
