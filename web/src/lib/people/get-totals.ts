import { queryOptions } from "@tanstack/react-query";
import { apiGet, type QueryParams } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import type { Schemas } from "@/lib/openapi/types";

/** A directory's tiles over every person its filters match (GET /api/players/totals, /api/coaches/totals). */
export type PeopleTotals = Schemas["PeopleTotals"];

/** The totals of the players or coaches list for the same filters as the list (paging left out). */
export const peopleTotalsQueryOptions = (kind: "players" | "coaches", params: QueryParams) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: [kind, "totals", params] as const,
    queryFn: ({ signal }) => apiGet<PeopleTotals>(`/api/${kind}/totals`, params, { signal }),
  });
