import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /api/glossary: every statistic the sites show; a site's own sport, the hub's every sport. */

export interface GlossaryTerm {
  name: string;
  abbr: string;
  label: string;
  group: string;
  definition: string;
  formula?: string;
  rate: boolean;
  finder: boolean;
}

export interface GlossaryBook {
  sport: string;
  score_unit: { one: string; many: string };
  groups: { id: string; label: string }[];
  terms: GlossaryTerm[];
}

export const glossaryQueryOptions = () =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["glossary"] as const,
    queryFn: ({ signal }) => apiGet<{ results: GlossaryBook[] }>("/api/glossary", {}, { signal }),
  });

export const useGlossary = () => useQuery(glossaryQueryOptions());
