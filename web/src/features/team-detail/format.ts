/** Text and data rules of the team detail screen. */
import { NO_RESULT_RECORDED, isUnrecorded } from "@/lib/game-result";
import { seasonYears } from "@/lib/season";
import type { RosterEntry } from "./api/get-team-roster";
import type { ScheduleGame } from "./api/get-team-schedule";
import type { TeamSeason } from "@/lib/teams/get-team-seasons";
import type { TeamStats } from "./api/get-team-stats";

/** Championship History shows this many titles, then '+N more championships'. */
export const CHAMPIONSHIP_HISTORY_LIMIT = 5;
/** The Recent Games panel shows this many results. */
export const RECENT_GAMES_LIMIT = 5;

/** Season start years the API takes (its season, year and roster parameters: 1850-2100). */
const FIRST_YEAR = 1850;
const LAST_YEAR = 2100;

/** A path year as a season start year, or null (no season selected): a number outside the years the API takes selects none. */
export function parsePathYear(value: string | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

/** 'vs' for a home game, '@' for an away game. */
export function opponentPrefix(game: Pick<ScheduleGame, "is_home">): "vs" | "@" {
  return game.is_home ? "vs" : "@";
}

/** W, L or T from the team's side, or null when the game has no final score. */
export function gameOutcome(game: Pick<ScheduleGame, "status" | "result" | "team_score" | "opponent_score">): "W" | "L" | "T" | null {
  if ((game.status ?? "").toLowerCase() !== "final") return null;
  if (game.result === "W" || game.result === "L" || game.result === "T") return game.result;
  if (game.team_score == null || game.opponent_score == null) return null;
  if (game.team_score > game.opponent_score) return "W";
  if (game.team_score < game.opponent_score) return "L";
  return "T";
}

/**
 * The Result column: completed games 'W 27-20' with the team's own score
 * first; scheduled 'Upcoming' (a past date: 'No result recorded'); any other status its raw text.
 */
export function scheduleResult(game: Pick<ScheduleGame, "status" | "result" | "team_score" | "opponent_score" | "overtime" | "game_date">): string {
  const status = (game.status ?? "").toLowerCase();
  if (status === "scheduled") return isUnrecorded(game) ? NO_RESULT_RECORDED : "Upcoming";
  const outcome = gameOutcome(game);
  if (outcome && game.team_score != null && game.opponent_score != null) {
    return `${outcome} ${game.team_score}-${game.opponent_score}${game.overtime ? ` (${game.overtime})` : ""}`;
  }
  return game.status ?? "";
}

/** The last `limit` final games, most recent first. */
export function recentResults(games: readonly ScheduleGame[], limit = RECENT_GAMES_LIMIT): ScheduleGame[] {
  return games
    .filter((g) => gameOutcome(g) !== null)
    .sort((a, b) => (a.game_date < b.game_date ? 1 : a.game_date > b.game_date ? -1 : b.id - a.id))
    .slice(0, limit);
}

/** A roster entry's name, "First Last". */
export function rosterName(entry: RosterEntry): string {
  const p = entry.player?.person ?? {};
  return [p.first_name, p.last_name].filter(Boolean).join(" ") || "Unknown player";
}

/** /players/{player slug, else id}. */
export function playerPath(entry: RosterEntry): string {
  return `/players/${encodeURIComponent(entry.player.slug || String(entry.player.id))}`;
}

/** The Position column: the player's primary position name, else the season position, else N/A. */
export function rosterPosition(entry: RosterEntry): string {
  return entry.player?.primary_position_name?.trim() || entry.position?.trim() || "N/A";
}

/** Sorted for the roster table: by jersey number when numeric, then last name. */
export function sortRoster(entries: readonly RosterEntry[]): RosterEntry[] {
  const num = (e: RosterEntry) => {
    const n = Number(e.jersey_number);
    return e.jersey_number != null && e.jersey_number !== "" && Number.isFinite(n) ? n : Infinity;
  };
  const last = (e: RosterEntry) => (e.player?.person?.last_name ?? "").toLowerCase();
  return [...entries].sort((a, b) => num(a) - num(b) || last(a).localeCompare(last(b)) || a.id - b.id);
}

/** The season's label on its card: 'YYYY-YY', or 'YYYY' for baseball. */
export function seasonCardYears(season: Pick<TeamSeason, "start_year">, sport?: string | null): string {
  return seasonYears(season.start_year, sport);
}

/** The team's name that season, from "2023-24 Los Angeles Lakers" (the season name without its years). */
export function seasonTeamName(season: Pick<TeamSeason, "name" | "team_name">): string {
  if (season.team_name) return season.team_name;
  return season.name.replace(/^\d{4}(-\d{2,4})?\s+/, "");
}

/** Years active: from the founded year to the present (or the last year of a defunct team), inclusive. */
export function yearsActive(founded: number | null | undefined, lastYear?: number | null, now: Date = new Date()): number | null {
  if (!founded) return null;
  const end = lastYear ?? now.getFullYear();
  return Math.max(0, end - founded + 1);
}

/** A win percentage as ".647" (sports style); null -> "". */
export function formatPct(p: number | null | undefined): string {
  if (p == null || !Number.isFinite(p)) return "";
  return p >= 1 ? "1.000" : p.toFixed(3).replace(/^0/, "");
}

/** "Points", "Runs", "Goals" from the API's score unit. */
export function scoreUnitLabel(unit: string | null | undefined): string {
  const u = (unit || "points").trim();
  return u.charAt(0).toUpperCase() + u.slice(1);
}

export interface PerformanceItem {
  label: string;
  value: string;
}

/**
 * The Season Performance figures the API has for the season (record, points
 * for/against per game, home and away records, playoff record); empty when
 * it has none (the screen then keeps 'Detailed season statistics coming soon').
 */
export function seasonPerformance(stats: TeamStats | null | undefined): PerformanceItem[] {
  if (!stats) return [];
  const items: PerformanceItem[] = [];
  const unit = scoreUnitLabel(stats.score_unit);
  const gameRecord = stats.games_played > 0 ? `${stats.wins}-${stats.losses}${stats.ties ? `-${stats.ties}` : ""}` : null;
  const record = stats.record ?? gameRecord;
  if (record) items.push({ label: "Record", value: record });
  if (stats.games_played > 0 && stats.win_percentage != null) items.push({ label: "Win %", value: formatPct(stats.win_percentage) });
  if (stats.points_per_game != null) items.push({ label: `${unit} For / Game`, value: stats.points_per_game.toFixed(1) });
  if (stats.points_allowed_per_game != null) items.push({ label: `${unit} Against / Game`, value: stats.points_allowed_per_game.toFixed(1) });
  if (stats.games_played > 0) {
    const diff = stats.point_differential;
    items.push({ label: `${unit} Differential`, value: diff > 0 ? `+${diff}` : String(diff) });
    items.push({ label: "Home Record", value: stats.home_record });
    items.push({ label: "Away Record", value: stats.away_record });
  }
  if (stats.playoff_games > 0) items.push({ label: "Playoff Record", value: stats.playoff_record });
  return items;
}

export interface WinsPoint {
  year: number;
  label: string;
  wins: number | null;
  losses: number | null;
  record: string | null;
  champion: boolean;
  teamName: string;
}

/** The wins-per-season picture's data: every season oldest first; seasons without a record keep wins null. */
export function winsSeries(seasons: readonly TeamSeason[], sport?: string | null): WinsPoint[] {
  return [...seasons]
    .sort((a, b) => a.start_year - b.start_year)
    .map((s) => ({
      year: s.start_year,
      label: seasonYears(s.start_year, sport),
      wins: s.wins ?? null,
      losses: s.losses ?? null,
      record: s.record ?? null,
      champion: !!s.championship_won,
      teamName: seasonTeamName(s),
    }));
}

/** Round axis steps for a maximum: 0, step, 2·step … covering max. */
export function axisTicks(max: number, target = 4): number[] {
  if (!(max > 0)) return [0];
  const raw = max / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    ticks.push(Math.round(v * 100) / 100);
    if (v >= max) break;
  }
  return ticks;
}

/** Roster status codes (nflverse) in words; other values are shown as they are. */
const STATUS_WORDS: Record<string, string> = {
  ACT: "Active",
  RES: "Reserve",
  CUT: "Released",
  DEV: "Practice Squad",
  INA: "Inactive",
  UFA: "Free Agent",
  RFA: "Restricted Free Agent",
  RET: "Retired",
  RSN: "Reserve/Non-Football",
  NWT: "Not With Team",
  SUS: "Suspended",
  PUP: "Physically Unable to Perform",
  TRD: "Traded",
  EXE: "Exempt",
};

/**
 * The roster Status: the season's status in words when recorded ("ACT" ->
 * "Active"); otherwise "Active" when the player is active; else null.
 */
export function rosterStatus(entry: Pick<RosterEntry, "status" | "player">): string | null {
  const raw = entry.status?.trim();
  if (raw) return STATUS_WORDS[raw.toUpperCase()] ?? raw;
  return entry.player?.is_active ? "Active" : null;
}
