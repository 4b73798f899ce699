import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { AdminGame } from "../lib/live-form";

/** GET /api/games/{id} for the correction form (any sport: no site filters). */
export function getAdminGame(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<AdminGame> {
  return api.get<AdminGame>(`/api/games/${id}`, { signal, rateLimit: false, cache: "no-cache" });
}

export const adminGameQueryOptions = (id: number) =>
  queryOptions({
    ...cacheClass.REALTIME,
    queryKey: ["games", "detail", String(id), "admin"] as const,
    queryFn: ({ signal }) => getAdminGame(id, { signal }),
  });

export function useAdminGame(id: number | null) {
  return useQuery({ ...adminGameQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
