import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";

/** GET /api/finders/glossary/: the statistics the player finders accept for a sport (results: season lines; game_lines: player game lines, empty where the data has none). */

export interface Term {
  name: string;
  /** The column head ("HR"). */
  abbr: string;
  /** The name in words ("Home runs"). */
  label: string;
  rate: boolean;
}

export const glossaryQueryOptions = (sport: string) =>
  queryOptions({
    ...cacheClass.STATIC,
    queryKey: ["finders", "glossary", sport] as const,
    queryFn: ({ signal }) => apiGet<{ sport: string; results: Term[]; game_lines: Term[] }>("/api/finders/glossary/", { sport__slug: sport }, { signal }),
  });

export const useGlossary = (sport: string) => useQuery(glossaryQueryOptions(sport));
