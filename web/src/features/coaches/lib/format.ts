import { csvField } from "@/lib/csv";
import { seasonYears } from "@/lib/season";
import type { CoachStatRow, Stint } from "../types";

/** "57-25" or "10-6-1" (ties only when there are any); "—" without a record. */
export function recordText(w: number | null | undefined, l: number | null | undefined, t?: number | null): string {
  if (w == null || l == null) return "—";
  return t ? `${w}-${l}-${t}` : `${w}-${l}`;
}

/** Win percentage as a percentage with one decimal: 0.7042 → "70.4%". */
export function formatWinPct(p: number | null | undefined): string {
  if (p == null || Number.isNaN(p)) return "—";
  return `${(p * 100).toFixed(1)}%`;
}

/** Win percentage colours: at least 0.7 green, 0.5 yellow, 0.3 orange, else red. */
export function winPctClass(p: number | null | undefined): string {
  if (p == null) return "text-secondary-600";
  if (p >= 0.7) return "text-green-700";
  if (p >= 0.5) return "text-yellow-700";
  if (p >= 0.3) return "text-orange-700";
  return "text-red-700";
}

/** The coach's age: the API's, else computed from the birth date. */
export function coachAge(age: number | null | undefined, birthDate: string | null | undefined, now: Date = new Date()): number | null {
  if (age != null) return age;
  if (!birthDate) return null;
  const b = new Date(`${birthDate}T00:00:00`);
  if (Number.isNaN(b.getTime())) return null;
  let years = now.getFullYear() - b.getFullYear();
  if (now.getMonth() < b.getMonth() || (now.getMonth() === b.getMonth() && now.getDate() < b.getDate())) years--;
  return years;
}

/**
 * Coach status shown: active if head coach or active, else inactive; 'Retired' when the API says so, and
 * 'Status unknown' where his league's coaching records end while he was coaching (records_end).
 */
export function coachStatus(c: { is_active: boolean; status?: string }): "Active" | "Retired" | "Inactive" | "Status unknown" {
  if (c.is_active) return "Active";
  if (c.status === "unknown") return "Status unknown";
  return c.status === "retired" ? "Retired" : "Inactive";
}

/**
 * What a coach page says where his league's coaching records end while he was coaching:
 * "Coaching records on file end with the 2020-21 season: his record is counted to there, and later seasons are not
 * covered." Null otherwise.
 */
export function recordsEndNote(c: { records_end?: number | null }, sport?: string | null): string | null {
  if (c.records_end == null) return null;
  return `Coaching records on file end with the ${seasonYears(c.records_end, sport)} season: his record is counted to there, and later seasons are not covered.`;
}

export interface TeamRecord {
  team_id: number;
  team_name: string;
  team_slug: string;
  first: number;
  last: number;
  seasons: number;
  wins: number;
  losses: number;
  ties: number;
  win_percentage: number | null;
  championships: number;
  known: boolean;
}

/** The record per team: head-coaching stints summed by team, most seasons first. */
export function recordByTeam(stints: readonly Stint[]): TeamRecord[] {
  const by = new Map<number, TeamRecord>();
  for (const s of stints) {
    if (!s.is_head_coach) continue;
    let r = by.get(s.team_id);
    if (!r) {
      r = { team_id: s.team_id, team_name: s.team_name, team_slug: s.team_slug, first: s.start_year, last: s.end_year, seasons: 0, wins: 0, losses: 0, ties: 0, win_percentage: null, championships: 0, known: false };
      by.set(s.team_id, r);
    }
    if (s.end_year >= r.last) r.team_name = s.team_name;
    r.first = Math.min(r.first, s.start_year);
    r.last = Math.max(r.last, s.end_year);
    r.seasons += s.seasons;
    r.championships += s.championships;
    if (s.wins != null && s.losses != null) {
      r.known = true;
      r.wins += s.wins;
      r.losses += s.losses;
      r.ties += s.ties ?? 0;
    }
  }
  for (const r of by.values()) {
    const games = r.wins + r.losses + r.ties;
    r.win_percentage = r.known && games > 0 ? (r.wins + r.ties / 2) / games : null;
  }
  return [...by.values()].sort((a, b) => b.seasons - a.seasons || a.first - b.first);
}


/** Coaching statistics as CSV, from the rows the server computed. */
export function coachStatsCsv(rows: readonly CoachStatRow[]): string {
  const head = ["Rank", "Coach", "Sport", "Level", "Team", "Seasons", "First Year", "Last Year", "Games", "Wins", "Losses", "Ties", "Win %", "Playoff Appearances", "Playoff Wins", "Playoff Losses", "Championships"];
  const lines = rows.map((r) => [
    r.rank, r.name, r.sport?.name ?? "", r.level?.name ?? "", r.team?.name ?? "", r.seasons, r.first_year, r.last_year, r.games, r.wins, r.losses, r.ties,
    r.win_percentage == null ? "" : r.win_percentage.toFixed(3), r.playoff_appearances, r.playoff_wins ?? "", r.playoff_losses ?? "", r.championships,
  ]);
  return [head, ...lines].map((row) => row.map((v) => csvField(v)).join(",")).join("\r\n") + "\r\n";
}

/** "coaching-stats-hockey-career.csv" / "coaching-stats-all-career.csv": named for the sport or 'all'. */
export function coachStatsFilename(sport: string | null | undefined, timeframe: string): string {
  return `coaching-stats-${sport || "all"}-${timeframe}.csv`;
}
