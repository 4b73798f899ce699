import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { cacheClass } from "@/lib/query";
import type { CoachDetail } from "../types";

/** GET /api/coaches/{slug}: one coach (person slug or id) with history, seasons, awards and titles. */
export function getCoach(slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<CoachDetail> {
  if (!slug) return Promise.reject(new AppError("Coach slug is required"));
  return apiGet<CoachDetail>(`/api/coaches/${encodeURIComponent(slug)}`, undefined, { signal });
}

export const coachQueryOptions = (slug: string) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["coaches", "detail", slug] as const,
    queryFn: ({ signal }) => getCoach(slug, { signal }),
  });

export const useCoach = (slug: string) => useQuery(coachQueryOptions(slug));
