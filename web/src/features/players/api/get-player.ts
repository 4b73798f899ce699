import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { cacheClass } from "@/lib/query";
import type { PlayerDetail } from "@/lib/people/types";

/** GET /api/players/{slug}: one player (person slug or id) with career totals, seasons, awards and titles. */
export function getPlayer(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<PlayerDetail> {
  if (!slug) return Promise.reject(new AppError("Player slug is required"));
  return apiGet<PlayerDetail>(`/api/players/${encodeURIComponent(slug)}`, undefined, { signal });
}

export const playerQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["players", "detail", slug] as const,
    queryFn: ({ signal }) => getPlayer(slug, { signal }),
  });

export const usePlayer = (slug: string) => useQuery(playerQueryOptions(slug));
