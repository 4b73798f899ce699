import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, listResults, type Paged } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** A sport level with data (GET /api/sports). */
export interface SportLevel {
  name: string;
  slug: string;
  teams: number;
  championships: number;
}

export interface Sport {
  id: number;
  name: string;
  slug: string;
  abbreviation: string;
  levels: SportLevel[];
}

export async function getSports({ signal }: { signal?: AbortSignal } = {}): Promise<Sport[]> {
  const data = await api.get<Paged<Sport> | Sport[]>("/api/sports", { signal });
  return listResults(data).map((s) => ({ ...s, levels: Array.isArray(s.levels) ? s.levels : [] }));
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
