import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";

/** GET /api/finders/glossary/: the statistics the player finders accept for a sport (results: season lines; game_lines: player game lines, empty where the data has none). */

/** A statistic: abbr is the column head ("HR"), label the name in words ("Home runs"). */
export type Term = Schemas["Term"];

export const glossaryQueryOptions = (sport: string) =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["finders", "glossary", sport] as const,
    queryFn: ({ signal }) => apiGet<Schemas["GlossaryPage"]>("/api/finders/glossary/", { sport__slug: sport }, { signal }),
  });

export const useGlossary = (sport: string) => useQuery(glossaryQueryOptions(sport));
