import type { Season } from "@/lib/seasons/types";
import { sportSlug } from "@/lib/seasons/season-text";
import type { PlayoffPosition, Standing } from "./types";

/** Standings rules. */

export function teamName(r: Standing): string {
  return r.team.name || "Team";
}

export function teamAbbreviation(r: Standing): string {
  return r.team.abbreviation || "TM";
}

export function divisionName(r: Standing): string {
  return r.division?.name || "Division";
}

export function conferenceName(r: Standing): string {
  return r.conference?.name || "";
}

export function rankOf(r: Standing): number {
  return r.rank ?? r.position ?? Number.MAX_SAFE_INTEGER;
}

/** Rank colours: 1 primary, 2-3 success, 4-8 secondary, others gray. */
export function rankClass(rank: number): string {
  if (rank === 1) return "bg-primary-700 text-white";
  if (rank <= 3) return "bg-green-700 text-white";
  if (rank <= 8) return "bg-secondary-600 text-white";
  return "bg-gray-200 text-gray-800";
}

export const PLAYOFF_LABEL: Record<PlayoffPosition, string> = {
  champion: "Champion",
  playoffs: "Playoffs",
  "play-in": "Play-In",
  bubble: "Bubble",
  eliminated: "Eliminated",
};

export const PLAYOFF_TONE = { champion: "accent", playoffs: "success", "play-in": "primary", bubble: "warning", eliminated: "secondary" } as const;

export function playoffPosition(r: Standing): PlayoffPosition | null {
  const p = (r.playoff_position ?? "").toLowerCase();
  return p in PLAYOFF_LABEL ? (p as PlayoffPosition) : null;
}

/** "93.8%" (one decimal). */
export function formatPct(p: number | null | undefined): string {
  return p == null || Number.isNaN(p) ? "—" : `${(p * 100).toFixed(1)}%`;
}

/** "15-1", "10-5-1" with ties, "40-30-12" with overtime losses. */
export function recordText(r: { wins: number; losses: number; ties?: number | null; ot_losses?: number | null }): string {
  const parts = [r.wins, r.losses];
  if (r.ot_losses) parts.push(r.ot_losses);
  else if (r.ties) parts.push(r.ties);
  return parts.join("-");
}

/** Games behind a leader: half the sum of the win and loss differences. */
export function gamesBehind(leader: Pick<Standing, "wins" | "losses">, r: Pick<Standing, "wins" | "losses">): number {
  return (leader.wins - r.wins + (r.losses - leader.losses)) / 2;
}

export function gamesBehindText(gb: number | null | undefined): string {
  if (gb == null) return "—";
  return gb === 0 ? "—" : Number.isInteger(gb) ? String(gb) : gb.toFixed(1);
}

export interface StandingsFilters {
  search: string;
  division: string;
  conference: string;
}

/** Search over team name, city, abbreviation, division and conference; exact division and conference. */
export function filterStandings(rows: readonly Standing[], f: StandingsFilters): Standing[] {
  const q = f.search.trim().toLowerCase();
  return rows.filter((r) => {
    if (f.division && r.division?.name !== f.division) return false;
    if (f.conference && r.conference?.name !== f.conference) return false;
    if (!q) return true;
    return [r.team?.name, r.team?.city, r.team?.abbreviation, r.division?.name, r.conference?.name, r.conference?.abbreviation].some((t) =>
      (t ?? "").toLowerCase().includes(q),
    );
  });
}

export function distinctNames(rows: readonly Standing[], pick: (r: Standing) => string | null | undefined): string[] {
  return [...new Set(rows.map(pick).filter((x): x is string => !!x))].sort((a, b) => a.localeCompare(b));
}

export interface LeagueGroup {
  key: string;
  name: string;
  abbreviation: string;
  rows: Standing[];
  /** Teams of no known conference or division: shown after the others. */
  rest?: boolean;
}

/** Groups by league, the teams of no known unit last, then by name. */
export function groupOrder(a: LeagueGroup, b: LeagueGroup): number {
  return a.abbreviation.localeCompare(b.abbreviation) || Number(!!a.rest) - Number(!!b.rest) || a.name.localeCompare(b.name);
}

/** Rows grouped by league (in first-seen order), each sorted by rank ascending. */
export function groupByLeague(rows: readonly Standing[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const r of rows) {
    const key = r.league?.slug || r.league?.abbreviation || r.league?.name || "";
    let g = groups.get(key);
    if (!g) {
      g = { key, name: r.league?.name || "Standings", abbreviation: r.league?.abbreviation || "", rows: [] };
      groups.set(key, g);
    }
    g.rows.push(r);
  }
  for (const g of groups.values()) g.rows.sort((a, b) => rankOf(a) - rankOf(b) || b.win_percentage - a.win_percentage);
  return [...groups.values()];
}

/**
 * Rows grouped by division (league, conference, division in first-seen order
 * of the league ranking), each keeping the league's order: a row's place in
 * its group is its division rank.
 */
export function groupByDivision(rows: readonly Standing[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const league of groupByLeague(rows)) {
    for (const r of league.rows) {
      const conf = r.conference?.abbreviation || r.conference?.name || "";
      const div = r.division?.name || "";
      const key = `${league.key}|${conf}|${div}`;
      let g = groups.get(key);
      if (!g) {
        const confName = r.conference?.name || conf;
        const name = div ? (conf && !div.startsWith(conf) ? `${confName} · ${div}` : div) : confName || league.name;
        g = { key, name, abbreviation: league.abbreviation, rows: [], rest: !div && !conf };
        groups.set(key, g);
      }
      g.rows.push(r);
    }
  }
  return [...groups.values()].sort(groupOrder);
}

/** Tiles: Champions, Playoff Teams (champions included), On the Bubble, Total Teams. */
export function standingsSummary(rows: readonly Standing[]) {
  let champions = 0;
  let playoffs = 0;
  let bubble = 0;
  for (const r of rows) {
    const p = playoffPosition(r);
    if (p === "champion") champions++;
    if (p === "champion" || p === "playoffs") playoffs++;
    if (p === "bubble") bubble++;
  }
  return { champions, playoffs, bubble, total: rows.length };
}

/** Start years of the seasons with standings (games, or a season table), of one sport when given, newest first. */
export function seasonYearsWithStandings(seasons: readonly Pick<Season, "start_year" | "games_count" | "has_standings" | "sport">[] | undefined, sport = ""): number[] {
  const years = (seasons ?? [])
    .filter((s) => ((s.games_count ?? 0) > 0 || s.has_standings === true) && (!sport || sportSlug(s) === sport))
    .map((s) => s.start_year);
  return [...new Set(years)].sort((a, b) => b - a);
}

/**
 * The note on a row whose record is the season table's official total and
 * differs from what the games give (or has no games at all); null otherwise.
 */
export function recordNote(r: Standing): string | null {
  if (r.record_source !== "season table" || !r.record_difference) return null;
  const games = r.games_record ? ` Games in our logs: ${r.games_record}.` : "";
  return `Official record from the season table.${games} ${r.record_note ?? ""}`.trim();
}
