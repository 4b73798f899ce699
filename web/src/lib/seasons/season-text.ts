import type { BadgeTone } from "@/components/Badge";
import { calendarSeasonYear } from "@/lib/season";
import type { Season, SeasonStatus } from "./types";

/**
 * Season display rules.
 */

export function seasonName(s: Pick<Season, "name" | "start_year">): string {
  return s.name || `${s.start_year} Season`;
}

export function sportName(s: Pick<Season, "sport">): string {
  return s.sport?.name || "Sports";
}

export function leagueName(s: Pick<Season, "league" | "sport">): string {
  return s.league?.name || `${sportName(s)} League`;
}

export function levelName(s: Pick<Season, "level">): string {
  return s.level?.name || "Professional";
}

/** The champion's team name, or "" when the season has none (yet). */
export function championName(s: Pick<Season, "champion">): string {
  const c = s.champion;
  return c?.team_name ?? "";
}

export function championAbbreviation(s: Pick<Season, "champion">): string {
  const c = s.champion;
  return c?.team_abbreviation ?? "";
}

export function championshipName(s: Pick<Season, "championship_name" | "championship">): string {
  return s.championship_name || s.championship?.name || "";
}

/** "2023" or "2023-24" (start-end with a two-digit end year). */
export function seasonDuration(s: Pick<Season, "start_year" | "end_year">): string {
  const end = s.end_year;
  if (!end || end === s.start_year) return String(s.start_year);
  return `${s.start_year}-${String(end % 100).padStart(2, "0")}`;
}

/**
 * The season's status: the server's, measured from the season's games, when
 * it sent one; otherwise derived: a start year after the current season is
 * upcoming, before it completed; the current one is upcoming before its
 * regular season, active to its playoffs' end, then completed (active
 * without those dates).
 */
export function seasonStatus(s: Season, now: Date = new Date()): SeasonStatus {
  if (s.status === "active" || s.status === "completed" || s.status === "upcoming") return s.status;
  const current = calendarSeasonYear(now);
  if (s.start_year > current) return "upcoming";
  if (s.start_year < current) return "completed";
  if (s.regular_season_start && s.playoffs_end) {
    const today = now.toISOString().slice(0, 10);
    if (today < s.regular_season_start) return "upcoming";
    if (today <= s.playoffs_end) return "active";
    return "completed";
  }
  return "active";
}

export const STATUS_LABEL: Record<SeasonStatus, string> = { active: "In progress", completed: "Completed", upcoming: "Upcoming" };

/**
 * The status in words: "In progress (data to Aug 21, 2026)" for a season whose
 * champion the data does not hold yet, else the label.
 */
export function statusText(s: Season, now: Date = new Date()): string {
  const status = seasonStatus(s, now);
  if (status === "active" && s.data_through) return `${STATUS_LABEL.active} (data to ${formatDate(s.data_through)})`;
  return STATUS_LABEL[status];
}

/** "as of Aug 21, 2026" for the standings and bracket of a season in progress; "" once it is completed. */
export function asOfText(s: Season, now: Date = new Date()): string {
  return seasonStatus(s, now) === "active" && s.data_through ? `as of ${formatDate(s.data_through)}` : "";
}

/** Badge colours: active success, upcoming primary, completed secondary. */
export const STATUS_TONE: Record<SeasonStatus, BadgeTone> = { active: "success", upcoming: "primary", completed: "secondary" };

/** "Sep 10, 2015" from "2015-09-10"; "" when absent. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** The sport's slug ("football"), from the slug or the lowercased name. */
export function sportSlug(s: Pick<Season, "sport">): string {
  return (s.sport?.slug || s.sport?.name || "").toLowerCase();
}
