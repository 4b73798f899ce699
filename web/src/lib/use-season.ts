import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { fetchPaged } from "./api";
import { cacheClass } from "./query";
import { SEASON_PARAM, SEASON_STORAGE_KEY, parseSeasonYear, resolveSeason, seasonOptions } from "./season";
import { siteFilters } from "./site";
import { useSearchParamsWriter } from "./use-url-state";

/**
 * The selected (active) season: kept in browser storage and in the URL's
 * `season` parameter; the default follows the calendar rule when that season
 * has data for the site, else the latest season with data.
 */

const listeners = new Set<() => void>();

function readStored(): number | null {
  try {
    return parseSeasonYear(window.localStorage.getItem(SEASON_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The stored season, or null. */
export function getStoredSeason(): number | null {
  return readStored();
}

/** Stores the active season (every useSelectedSeason re-renders). */
export function setStoredSeason(year: number) {
  try {
    window.localStorage.setItem(SEASON_STORAGE_KEY, String(year));
  } catch {
    // Storage unavailable: the URL still carries the season.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SEASON_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored season, kept in step across components and tabs. */
export function useStoredSeason(): number | null {
  return useSyncExternalStore(subscribe, readStored, () => null);
}

interface SeasonRow {
  start_year: number;
  games_count?: number;
}

/** Start years of the site's seasons that have games, newest first (GET /api/seasons with the site filters). */
export async function getSeasonYears({ signal }: { signal?: AbortSignal } = {}): Promise<number[]> {
  const page = await fetchPaged<SeasonRow>("/api/seasons", { page_size: 500 }, { signal });
  const years = page.results
    .filter((s) => typeof s.start_year === "number" && (s.games_count === undefined || s.games_count > 0))
    .map((s) => s.start_year);
  return [...new Set(years)].sort((a, b) => b - a);
}

export const seasonYearsQueryOptions = () =>
  queryOptions({
    ...cacheClass.SEMI_STATIC,
    queryKey: ["season-years", siteFilters()] as const,
    queryFn: ({ signal }) => getSeasonYears({ signal }),
  });

/** The site's seasons with data (undefined while loading or on error). */
export function useSeasonYears(options: { enabled?: boolean } = {}) {
  return useQuery({ ...seasonYearsQueryOptions(), enabled: options.enabled ?? true });
}

export interface SelectedSeason {
  /** The selected season's start year. */
  season: number;
  /** Selects a season: stored and written to the URL's `season` parameter. */
  setSeason: (year: number) => void;
  /** Seasons to offer, newest first, at most 20. */
  options: number[];
  /** Whether the season came from the URL. */
  fromUrl: boolean;
}

/**
 * The selected season and its setter. `available` is the list of start years
 * with data for the site (e.g. from useSeasonYears or the screen's own data);
 * without it the calendar rule decides the default.
 */
export function useSelectedSeason({ available }: { available?: readonly number[] | null } = {}): SelectedSeason {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const stored = useStoredSeason();
  const fromUrl = parseSeasonYear(params.get(SEASON_PARAM));
  const season = resolveSeason({ fromUrl, stored, available });
  const options = useMemo(() => seasonOptions({ available, selected: season }), [available, season]);

  const setSeason = useCallback(
    (year: number) => {
      setStoredSeason(year);
      write((out) => {
        out.set(SEASON_PARAM, String(year));
        return out;
      });
    },
    [write],
  );

  return { season, setSeason, options, fromUrl: fromUrl !== null };
}
