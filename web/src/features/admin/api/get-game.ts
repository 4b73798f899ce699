import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Schemas } from "@/lib/openapi/types";

/** GET /api/games/{id} for the correction form (any sport: no site filters). */
export function getAdminGame(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Schemas["GameDetail"]> {
  return api.get<Schemas["GameDetail"]>(`/api/games/${id}`, { signal, rateLimit: false, cache: "no-cache" });
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
