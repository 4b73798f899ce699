import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import type { Schemas } from "@/lib/openapi/types";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";

/** GET /api/data-quality/: figures measured from the database, per sport and level. */

export type NameSlug = Schemas["NameSlug"];
/** One measured figure: numerator over denominator, as a percentage (null when nothing could be measured). */
export type QualityFigure = Schemas["QualityFigure"];
/** Completeness, accuracy, freshness or consistency: the mean of its figures. */
export type QualityDimension = Schemas["QualityDimension"];
export type QualityScope = Schemas["QualityScope"];
/** What a scope's files cover (player seasons with statistics, coach seasons with a record). */
export type QualityCoverage = Schemas["QualityCoverage"];
/** A source file (or range of files) and who publishes it ("Retrosheet"): the name pages cite. */
export type QualitySource = Schemas["QualitySource"];
export type DataQuality = Schemas["DataQuality"];

/** The site's sport and level narrow it (the hub gets every sport). */
export async function getDataQuality({ signal }: { signal?: AbortSignal } = {}): Promise<DataQuality> {
  return apiGet<DataQuality>("/api/data-quality/", undefined, { signal });
}

export const dataQualityQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["data-quality", siteFilters()] as const,
    queryFn: ({ signal }) => getDataQuality({ signal }),
  });

export const useDataQuality = () => useQuery(dataQualityQueryOptions());
