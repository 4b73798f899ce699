import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** GET /api/glossary: every statistic the sites show; a site's own sport, the hub's every sport. */

export type GlossaryTerm = Schemas["Term"];
export type GlossaryBook = Schemas["Book"];

export const glossaryQueryOptions = () =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["glossary"] as const,
    queryFn: ({ signal }) => apiGet<Schemas["GlossaryBooks"]>("/api/glossary", {}, { signal }),
  });

export const useGlossary = () => useQuery(glossaryQueryOptions());
