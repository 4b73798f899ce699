/**
 * Text for the game detail, from the game as
 * the API gives it. Nothing here is made up: a row without data is left out.
 */
import { SOURCES_PATH } from "@/components/SourceNote";
import { scoreUnit } from "@/lib/field-labels";
import { isUnrecorded } from "@/lib/game-result";
import { formatLongDate } from "@/lib/dates";
import {
  capitalize,
  formatGameTime,
  gameTypeLabel,
  leader,
  teamSide,
  weekLabel,
} from "@/lib/games/game";
import type { GameDetail, GameVenue } from "../api/get-game";
import { finalMark } from "./line-score";

export const GAME_NOT_FOUND_TITLE = "Game Not Found";
export const GAME_NOT_FOUND_TEXT = "The game you are looking for does not exist.";

const numberFormat = new Intl.NumberFormat("en-US");
export const formatCount = (n: number) => numberFormat.format(n);

/** "Home vs Away" (the breadcrumb's last item). */
export function matchupTitle(game: GameDetail): string {
  return `${teamSide(game, "home").name} vs ${teamSide(game, "away").name}`;
}

/**
 * The page title as the server writes it into the page head (store
 * EntityName): "Away at Home, 2024-06-17", "vs" at a neutral site.
 */
export function documentTitle(game: GameDetail): string {
  const home = teamSide(game, "home").name;
  const away = teamSide(game, "away").name;
  return `${away} ${game.neutral_site ? "vs" : "at"} ${home}, ${game.game_date}`;
}

/** 'X defeats Y' or 'Game ended in a tie' for a final game with scores; null otherwise. */
export function resultText(game: GameDetail): string | null {
  if (game.status !== "final") return null;
  if (game.result_text) return game.result_text;
  const lead = leader(game);
  if (lead === null) return null;
  if (lead === "tie") return "Game ended in a tie";
  const winner = teamSide(game, lead).name;
  const loser = teamSide(game, lead === "home" ? "away" : "home").name;
  return `${winner} defeats ${loser}`;
}

/** The final score away - home: "Miami Dolphins 15 - 28 Pittsburgh Steelers". */
export function finalScoreLine(game: GameDetail): string | null {
  if (game.home_score == null || game.away_score == null) return null;
  return `${teamSide(game, "away").name} ${game.away_score} - ${game.home_score} ${teamSide(game, "home").name}`;
}

export type SummaryKind = "final" | "live" | "scheduled" | "postponed";

export interface SummaryText {
  title: string;
  text: string | null;
}

/** The Game Summary card's heading and line by status (spec). */
export function summaryFor(game: GameDetail): SummaryText {
  switch (game.status) {
    case "final":
      return { title: "Final Result", text: resultText(game) };
    case "live":
      return { title: "Game In Progress", text: "Live game updates coming soon." };
    case "postponed":
      return { title: "Game Postponed", text: "This game has been postponed." };
    default:
      if (isUnrecorded(game)) return { title: "No Result Recorded", text: "This game's date has passed, but no result has been recorded for it." };
      return { title: "Game Preview", text: "Game summary will be available after the game starts." };
  }
}

/** "City, ST" for a venue: the API's location, else city and state. */
export function venueLocation(venue: GameVenue | null | undefined): string | null {
  if (!venue) return null;
  if (venue.location) return venue.location;
  const parts = [venue.city, venue.state].filter((p): p is string => !!p);
  return parts.length ? parts.join(", ") : null;
}

export function seasonName(game: GameDetail): string | null {
  return game.season_name || game.season?.name || null;
}

export function championshipName(game: GameDetail): string | null {
  return game.championship?.name || game.championship_name || null;
}

export function venueName(game: GameDetail): string | null {
  return game.venue?.name || game.venue_name || null;
}

export interface InfoRow {
  label: string;
  value: string;
  /** A link for the value (the sources list for a source). */
  to?: string;
}

const present = (rows: (InfoRow | null)[]): InfoRow[] => rows.filter((r): r is InfoRow => r !== null && r.value !== "");

/** The status with the mark of a game decided after regulation ("Final/OT", "Final/11"). */
export function statusLabel(game: GameDetail): string {
  const mark = finalMark(game);
  return mark ? `Final/${mark}` : capitalize(game.status);
}

/** The Game Details card: status, date, time, season. */
export function gameDetailsRows(game: GameDetail): InfoRow[] {
  return [
    { label: "Status", value: statusLabel(game) },
    { label: "Date", value: formatLongDate(game.game_date) },
    { label: "Time", value: formatGameTime(game) ?? "Not available" },
    { label: "Season", value: seasonName(game) ?? "Not available" },
  ];
}

/** The Venue card: name, location, capacity. */
export function venueRows(game: GameDetail): InfoRow[] {
  return [
    { label: "Name", value: venueName(game) ?? "Not available" },
    { label: "Location", value: venueLocation(game.venue) ?? "Not available" },
    { label: "Capacity", value: game.venue?.capacity != null ? formatCount(game.venue.capacity) : "Not available" },
  ];
}

/**
 * The Game Info tab's "Game Stats" card: the figures the record holds for
 * the game (a figure it lacks is left out, never shown as 0).
 */
export function statsRows(game: GameDetail): InfoRow[] {
  const home = teamSide(game, "home").name;
  const away = teamSide(game, "away").name;
  const scored = game.status !== "scheduled" && game.home_score != null && game.away_score != null;
  const week = weekLabel(game.week);
  const postseason = game.game_type === "playoff" || game.game_type === "championship";
  const recordNote = postseason ? "regular season" : "regular season, after this game";
  return present([
    scored ? { label: `Total ${scoreUnit(game.sport_slug).many.toLowerCase()}`, value: formatCount((game.home_score ?? 0) + (game.away_score ?? 0)) } : null,
    scored ? { label: "Margin", value: formatCount(Math.abs((game.home_score ?? 0) - (game.away_score ?? 0))) } : null,
    game.game_type ? { label: "Game type", value: gameTypeLabel(game.game_type) ?? "" } : null,
    week ? { label: /^\d+$/.test((game.week ?? "").trim()) ? "Week" : "Round", value: week } : null,
    game.overtime ? { label: "Overtime", value: game.overtime } : null,
    typeof game.neutral_site === "boolean" ? { label: "Neutral site", value: game.neutral_site ? "Yes" : "No" } : null,
    game.attendance != null ? { label: "Attendance", value: formatCount(game.attendance) } : null,
    game.away_team_record ? { label: `${away} record (${recordNote})`, value: game.away_team_record } : null,
    game.home_team_record ? { label: `${home} record (${recordNote})`, value: game.home_team_record } : null,
    game.league_name ? { label: "League", value: game.league_name } : null,
    game.level_name ? { label: "Level", value: game.level_name } : null,
    game.source_name ? { label: "Source", value: game.source_name, to: SOURCES_PATH } : null,
  ]);
}

/** The Game Info tab's facts (officials are listed apart). */
export function gameInfoRows(game: GameDetail): InfoRow[] {
  return present([
    { label: "Game ID", value: String(game.id) },
    game.slug ? { label: "Game slug", value: game.slug } : null,
    { label: "Championship", value: championshipName(game) ?? "None" },
    { label: "Season", value: seasonName(game) ?? "Not available" },
    game.weather ? { label: "Weather", value: game.weather } : null,
    game.notes ? { label: "Notes", value: game.notes } : null,
  ]);
}
