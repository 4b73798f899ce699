import type { BadgeTone } from "@/components/Badge";
import { calendarSeasonYear } from "@/lib/season";
import type { Season } from "@/features/seasons/types";
import type { GameCounts } from "../api/get-game-counts";

/**
 * Data-quality figures measured from the API's own answers (spec part 2
 * §2.14, with measured values in place of the fixed 98.5/99.2/95.8/97.3).
 */

export interface Figure {
  key: string;
  label: string;
  /** 0-100, or null when nothing could be measured. */
  value: number | null;
  detail: string;
}

const pct = (part: number, whole: number): number | null => (whole > 0 ? (part / whole) * 100 : null);
const n = (x: number) => x.toLocaleString("en-US");

/** A season whose games are over (the server's status) and that is past the current one. */
function isDecided(s: Season, current: number): boolean {
  return s.status === "completed" && s.start_year < current;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Freshness: 100 when the latest result is at most a week old, falling to 0 at a year. */
export function freshnessScore(days: number): number {
  if (days <= 7) return 100;
  if (days >= 365) return 0;
  return 100 - ((days - 7) / (365 - 7)) * 100;
}

export function measure(seasons: readonly Season[], games: GameCounts | undefined, now: Date = new Date()): Figure[] {
  const current = calendarSeasonYear(now);
  const decided = seasons.filter((s) => isDecided(s, current));
  const withChampion = decided.filter((s) => s.champion && (s.champion.team_name || s.champion.name)).length;
  const withGames = seasons.filter((s) => (s.games_count ?? 0) > 0).length;
  const figures: Figure[] = [
    {
      key: "champions",
      label: "Champions recorded",
      value: pct(withChampion, decided.length),
      detail: `${n(withChampion)} of ${n(decided.length)} completed seasons name their champion`,
    },
    {
      key: "coverage",
      label: "Seasons with games",
      value: pct(withGames, seasons.length),
      detail: `${n(withGames)} of ${n(seasons.length)} seasons have game results on file`,
    },
  ];
  if (games) {
    const past = games.final + games.unrecorded;
    figures.push({
      key: "results",
      label: "Results recorded",
      value: pct(games.final, past),
      detail: `${n(games.unrecorded)} past games have no result recorded, of ${n(past)}`,
    });
    const days = games.latestFinal ? daysBetween(games.latestFinal, games.today) : null;
    figures.push({
      key: "freshness",
      label: "Freshness",
      value: days == null ? null : freshnessScore(days),
      detail: days == null ? "No final game on record" : `Latest result ${games.latestFinal}, ${n(days)} days ago`,
    });
  }
  return figures;
}

/** The overall score: the mean of the measured figures. */
export function overall(figures: readonly Figure[]): number | null {
  const vals = figures.map((f) => f.value).filter((v): v is number => v != null);
  return vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : null;
}

/** Health bar: green at 95 or more, warning at 80 or more, else error. */
export function healthTone(value: number | null): "success" | "warning" | "danger" | "secondary" {
  if (value == null) return "secondary";
  if (value >= 95) return "success";
  if (value >= 80) return "warning";
  return "danger";
}

/** Item status badges: excellent, active, passing success; good, warning warning; poor, error, failing error. */
export function statusTone(status: string): BadgeTone {
  switch (status.toLowerCase()) {
    case "excellent":
    case "active":
    case "passing":
      return "success";
    case "good":
    case "warning":
      return "warning";
    case "poor":
    case "error":
    case "failing":
      return "danger";
    default:
      return "secondary";
  }
}

export interface LeagueSource {
  key: string;
  league: string;
  abbreviation: string;
  sport: string;
  level: string;
  seasons: number;
  first: number;
  last: number;
  withGames: number;
  games: number;
  withChampion: number;
  decided: number;
  /** 'active' when the league has a season in the last two years, else 'historical'. */
  status: "active" | "historical";
}

/** Per league (each a source of seasons, games and champions): what the data holds. */
export function bySource(seasons: readonly Season[], now: Date = new Date()): LeagueSource[] {
  const current = calendarSeasonYear(now);
  const m = new Map<string, LeagueSource>();
  for (const s of seasons) {
    const abbr = s.league?.abbreviation || s.league?.name || "?";
    const key = `${s.sport?.slug}|${s.level?.slug}|${abbr}`;
    let r = m.get(key);
    if (!r) {
      r = {
        key,
        league: s.league?.name || abbr,
        abbreviation: abbr,
        sport: s.sport?.name || "",
        level: s.level?.name || "",
        seasons: 0,
        first: s.start_year,
        last: s.start_year,
        withGames: 0,
        games: 0,
        withChampion: 0,
        decided: 0,
        status: "historical",
      };
      m.set(key, r);
    }
    r.seasons++;
    r.first = Math.min(r.first, s.start_year);
    r.last = Math.max(r.last, s.start_year);
    if ((s.games_count ?? 0) > 0) r.withGames++;
    r.games += s.games_count ?? 0;
    if (isDecided(s, current)) {
      r.decided++;
      if (s.champion && (s.champion.team_name || s.champion.name)) r.withChampion++;
    }
  }
  for (const r of m.values()) r.status = r.last >= current - 1 ? "active" : "historical";
  return [...m.values()].sort((a, b) => b.seasons - a.seasons || a.league.localeCompare(b.league));
}
