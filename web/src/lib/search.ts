import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

export type NameSlug = Schemas["NameSlug"];
/** One search result: `label` already reads "Basketball · F-G · 2003–2025 · Los Angeles Lakers". */
export type SearchHit = Schemas["Hit"];
export type SearchAnswer = Schemas["Search"];

/** "site" keeps the site's sport and level; "all" searches every sport. */
export type SearchScope = "site" | "all";

/** GET /api/search: up to `limit` hits of each kind, ranked exact, prefix, word prefix, substring. */
/** "site" keeps the site's sport and level, "all" searches every sport, a sport slug that sport (a picker on the hub). */
export type SearchScopeOrSport = SearchScope | { sport: string };

export function getSearch(q: string, scope: SearchScopeOrSport, limit: number, { signal }: { signal?: AbortSignal } = {}): Promise<SearchAnswer> {
  if (typeof scope === "object") return apiGet<SearchAnswer>("/api/search", { q, limit, sport__slug: scope.sport }, { signal, siteFilters: false });
  return apiGet<SearchAnswer>("/api/search", { q, limit }, { signal, siteFilters: scope === "site" });
}

export const searchQueryOptions = (q: string, scope: SearchScopeOrSport, limit: number) =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["search", q, typeof scope === "object" ? scope.sport : scope, limit] as const,
    queryFn: ({ signal }) => getSearch(q, scope, limit, { signal }),
  });

/** The search answer for q (nothing is asked while q is shorter than 2 characters); the last answer stays while the next loads. */
export const useSearch = (q: string, scope: SearchScopeOrSport, limit: number) =>
  useQuery({ ...searchQueryOptions(q, scope, limit), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
