import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api";
import { cacheClass } from "@/lib/query";
import { siteFilters } from "@/lib/site";

/** GET /api/data-quality/: figures measured from the database, per sport and level. */

export interface NameSlug {
  name: string;
  slug: string;
}

/** One measured figure: numerator over denominator, as a percentage (null when nothing could be measured). */
export interface QualityFigure {
  key: string;
  label: string;
  description: string;
  numerator: number;
  denominator: number;
  value: number | null;
  status: string;
}

/** Completeness, accuracy, freshness or consistency: the mean of its figures. */
export interface QualityDimension {
  key: string;
  label: string;
  score: number | null;
  status: string;
  figures: QualityFigure[];
}

export interface QualityScope {
  sport: NameSlug;
  level: NameSlug;
  overall: number | null;
  status: string;
  dimensions: QualityDimension[];
  seasons: number;
  games: number;
  last_game_date: string | null;
  last_import: string | null;
  days_since_last_game: number | null;
  coverage: QualityCoverage;
}

/** What a scope's files cover (player seasons with statistics, coach seasons with a record). */
export interface QualityCoverage {
  first_season: number;
  last_season: number;
  player_seasons: number;
  player_seasons_with_stats: number;
  coach_seasons: number;
  coach_seasons_with_record: number;
  team_seasons: number;
  team_seasons_with_coach: number;
}

export interface QualitySource {
  /** The file (or range of files). */
  name: string;
  /** Who publishes it ("Retrosheet"): the name pages cite. */
  publisher: string;
  sport: NameSlug;
  level: NameSlug;
  rows: number;
  last_season: number;
  last_import: string | null;
  status: "active" | "maintenance" | string;
  origin: string;
  licence: string;
}

export interface DataQuality {
  dataset_version: number;
  overall: number | null;
  status: string;
  dimensions: QualityDimension[];
  scopes: QualityScope[];
  sources: QualitySource[];
  thresholds: { excellent: number; good: number };
}

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
