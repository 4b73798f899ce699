/**
 * The Game entity as /api/games answers it, and the
 * helpers both the scores list and the game detail use: team sides, sport,
 * status badge text and tone, scores, times.
 */
import type { BadgeTone } from "@/components/Badge";
import { NO_RESULT_RECORDED, isUnrecorded } from "@/lib/game-result";
import type { Schemas } from "@/lib/openapi/types";

export type GameStatus = "live" | "final" | "scheduled" | "postponed";

/** A game as the list endpoints answer it (/api/games and the like). */
export type Game = Schemas["Game"];
/** A game's team: id and slug are null for a team the data names but does not list. */
export type GameTeam = Schemas["GameTeam"];

export type Side = "home" | "away";

/** One side of a game as pages show it: the team's fields, with a name and city to show. */
export type TeamSide = Pick<GameTeam, "id" | "slug" | "name" | "city" | "abbreviation">;

/** One side of a game: its team (the flat team fields repeat it); "TBD" when unnamed. */
export function teamSide(game: Pick<Game, "home_team" | "away_team">, side: Side): TeamSide {
  const { id, slug, name, city, abbreviation } = side === "home" ? game.home_team : game.away_team;
  return { id, slug, name: name || "TBD", city, abbreviation };
}

/** The sport's display name: the home team's sport name, else the game's. */
export function sportName(game: Game): string {
  return game.home_team.sport_name || game.sport_name || game.away_team.sport_name;
}

/** The sport filter key: the home team's sport name, lowercased. */
export function sportKey(game: Game): string {
  return sportName(game).toLowerCase();
}

export function capitalize(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** Badge colours: live success, final secondary, scheduled primary, postponed warning. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case "live":
      return "success";
    case "final":
      return "secondary";
    case "scheduled":
      return "primary";
    case "postponed":
      return "warning";
    default:
      return "neutral";
  }
}

/** The current period of a live game as the sport names it ("Q3", "P2", "Inning 7", "OT"). */
export function periodLabel(game: Game): string | null {
  const n = game.quarter ?? game.period;
  if (n === null || n === undefined) return null;
  switch (sportKey(game)) {
    case "football":
    case "basketball":
      return n > 4 ? (n === 5 ? "OT" : `${n - 4}OT`) : `Q${n}`;
    case "hockey":
      return n > 3 ? (n === 4 ? "OT" : `${n - 3}OT`) : `P${n}`;
    case "baseball":
      return `Inning ${n}`;
    default:
      return `Period ${n}`;
  }
}

/** "7:30 PM" from "19:30" (or "19:30:00"); null when it is not a time. */
export function formatClock(time: string | null | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2];
  if (h > 23 || Number(min) > 59) return null;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${min} ${suffix}`;
}

/** The short name of a time zone on a date ("EST", "PDT"); "" when unknown. */
export function zoneAbbreviation(timeZone: string | null | undefined, isoDate: string): string {
  if (!timeZone) return "";
  try {
    // Noon UTC of the game's day: the zone's offset that day for every US zone.
    const at = new Date(`${isoDate}T12:00:00Z`);
    if (Number.isNaN(at.getTime())) return "";
    const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? "";
  } catch {
    return "";
  }
}

/** The game's local start time with its zone: "7:30 PM EST"; null when the time is not known. */
export function formatGameTime(game: Pick<Game, "game_time" | "time_zone" | "game_date">): string | null {
  const clock = formatClock(game.game_time);
  if (!clock) return null;
  const zone = zoneAbbreviation(game.time_zone, game.game_date);
  return zone ? `${clock} ${zone}` : clock;
}

/**
 * The status badge text: a live game shows "period - time
 * remaining" when both exist; a scheduled game its time when it has one;
 * a final game its overtime mark; otherwise the capitalised status. A past game still scheduled reads
 * "No result recorded".
 */
export function statusText(game: Game): string {
  if (isUnrecorded(game)) return NO_RESULT_RECORDED;
  if (game.status === "live") {
    const period = periodLabel(game);
    if (period && game.time_remaining) return `${period} - ${game.time_remaining}`;
  }
  if (game.status === "scheduled") {
    const time = formatGameTime(game);
    if (time) return time;
  }
  // A game decided after regulation carries the data's mark: "Final/OT", "Final/2OT", "Final/SO".
  if (game.status === "final" && game.overtime) return `Final/${game.overtime}`;
  return capitalize(game.status);
}

/** A side's score for display: '-' for scheduled games and unknown scores. */
export function scoreText(game: Game, side: Side): string {
  if (game.status === "scheduled") return "-";
  const v = side === "home" ? game.home_score : game.away_score;
  return v === null || v === undefined ? "-" : String(v);
}

/** Which side leads (or won): home, away, tie, or null when there is no score to compare (scheduled). */
export function leader(game: Game): Side | "tie" | null {
  if (game.status === "scheduled") return null;
  const h = game.home_score;
  const a = game.away_score;
  if (h === null || h === undefined || a === null || a === undefined) return null;
  if (h > a) return "home";
  if (a > h) return "away";
  return "tie";
}

export const GAME_TYPE_LABELS: Record<string, string> = {
  regular: "Regular season",
  playoff: "Playoff",
  championship: "Championship",
  allstar: "All-Star",
};

export function gameTypeLabel(type: string | null | undefined): string | null {
  if (!type) return null;
  return GAME_TYPE_LABELS[type] ?? capitalize(type);
}

/** A week value as text: "Week 15" for a number, the round's name otherwise ("Finals"). */
export function weekLabel(week: string | null | undefined): string | null {
  if (!week) return null;
  return /^\d+$/.test(week.trim()) ? `Week ${week.trim()}` : week;
}

/** Letters for a team without an abbreviation (decorative): initials, or the first three letters of one word. */
export function monogram(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  if (words.length >= 2) return words.slice(0, 3).map((w) => w[0]).join("").toUpperCase();
  return (words[0] ?? name).slice(0, 3).toUpperCase();
}
