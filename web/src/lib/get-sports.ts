import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, listResults, type Paged } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** A sport level with data (GET /api/sports). */
export type SportLevel = Schemas["SportLevel"];
export type Sport = Schemas["Sport"];

export async function getSports({ signal }: { signal?: AbortSignal } = {}): Promise<Sport[]> {
  const data = await api.get<Paged<Sport> | Sport[]>("/api/sports", { signal });
  return listResults(data);
}

export const sportsQueryOptions = () =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["sports"] as const,
    queryFn: ({ signal }) => getSports({ signal }),
  });

export function useSports() {
  return useQuery(sportsQueryOptions());
}
