/**
 * Season rules.
 * Seasons are named by their start year.
 */

/** The earliest season offered. */
export const SEASON_FLOOR_YEAR = 1920;
/** The picker offers at most this many seasons. */
export const MAX_SEASON_OPTIONS = 20;
/** Month (1-12) from which the calendar year's season is the current one. */
export const SEASON_CHANGE_MONTH = 8;
/** localStorage key of the selected season. */
export const SEASON_STORAGE_KEY = "almanac:season";
/** URL search parameter of the selected season. */
export const SEASON_PARAM = "season";

/**
 * The calendar rule: the current year, or the year before when the month is
 * January to July.
 */
export function calendarSeasonYear(now: Date = new Date()): number {
  return now.getMonth() + 1 < SEASON_CHANGE_MONTH ? now.getFullYear() - 1 : now.getFullYear();
}

/** Sports whose season spans two calendar years (all but baseball). The hub (no sport) uses two-year labels. */
export function isTwoYearSport(sport?: string | null): boolean {
  return (sport ?? "").toLowerCase() !== "baseball";
}

/** "2023-24" (two-year sports) or "2023" (baseball). */
export function seasonYears(startYear: number, sport?: string | null): string {
  if (!isTwoYearSport(sport)) return String(startYear);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** "2023-24 Season" or, for baseball, "2023 Season". */
export function seasonLabel(startYear: number, sport?: string | null): string {
  return `${seasonYears(startYear, sport)} Season`;
}

function uniqueDesc(years: readonly number[]): number[] {
  return [...new Set(years.filter((y) => Number.isInteger(y) && y >= SEASON_FLOOR_YEAR))].sort((a, b) => b - a);
}

/**
 * The default season: the calendar rule's season when it has data (is in
 * `available`), else the latest season with data. Without a list of
 * seasons with data, the calendar rule's season.
 */
export function defaultSeasonYear(available?: readonly number[] | null, now: Date = new Date()): number {
  const calendar = calendarSeasonYear(now);
  const years = available ? uniqueDesc(available) : [];
  if (years.length === 0 || years.includes(calendar)) return calendar;
  return years[0];
}

/**
 * The seasons to offer, newest first, at most 20. Without a list of seasons
 * with data: from the calendar season plus one down to 1920. With one: those
 * seasons. The selected season is always kept in the list.
 */
export function seasonOptions({
  available,
  selected,
  now = new Date(),
}: { available?: readonly number[] | null; selected?: number | null; now?: Date } = {}): number[] {
  let years: number[];
  if (available && available.length > 0) {
    years = uniqueDesc(available).slice(0, MAX_SEASON_OPTIONS);
  } else {
    const top = calendarSeasonYear(now) + 1;
    years = [];
    for (let y = top; y >= SEASON_FLOOR_YEAR && years.length < MAX_SEASON_OPTIONS; y--) years.push(y);
  }
  if (selected != null && selected >= SEASON_FLOOR_YEAR && !years.includes(selected)) {
    years = [...years.slice(0, MAX_SEASON_OPTIONS - 1), selected].sort((a, b) => b - a);
  }
  return years;
}

/** A season year from text (URL, storage), or null when it is not a plausible one. */
export function parseSeasonYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value.trim())) return null;
  const y = Number(value);
  return y >= SEASON_FLOOR_YEAR && y <= 2200 ? y : null;
}

/**
 * The selected season: the URL's `season` when it is a year (used as given:
 * a shared link shows what it names), else the stored one when it has data
 * (is in `available`, or there is no list), else the default.
 */
export function resolveSeason({
  fromUrl,
  stored,
  available,
  now = new Date(),
}: {
  fromUrl?: number | null;
  stored?: number | null;
  available?: readonly number[] | null;
  now?: Date;
}): number {
  const ok = (y: number | null | undefined): y is number =>
    y != null && (!available || available.length === 0 || available.includes(y));
  if (fromUrl != null) return fromUrl;
  if (ok(stored)) return stored;
  return defaultSeasonYear(available, now);
}
