/**
 * The playoff picture of a season from its playoff and title games: games
 * grouped into series (two teams meeting in the postseason), series grouped
 * into rounds. A round is named by the games' round label (week) when the
 * data has one; otherwise a team's n-th series is in round n.
 */
import type { Schemas } from "@/lib/openapi/types";

/** A team of a game: id and slug are null for a team the data names but does not list. */
export type PlayoffTeam = Pick<Schemas["GameTeam"], "id" | "slug" | "name" | "abbreviation">;

/** The fields of a game (GET /api/games) the playoff picture reads. */
export type PlayoffGame = Pick<
  Schemas["Game"],
  "id" | "slug" | "game_date" | "status" | "week" | "game_type" | "home_score" | "away_score" | "championship_name"
> & { home_team: PlayoffTeam; away_team: PlayoffTeam };

/** Who a team is across games: its id, else (a team not listed) its name. */
export function teamKey(t: PlayoffTeam): string {
  return t.id === null ? `name:${t.name}` : String(t.id);
}

export interface Series {
  key: string;
  teams: [PlayoffTeam, PlayoffTeam];
  wins: [number, number];
  games: PlayoffGame[];
  /** Index of the side that won more games, or null (level or unplayed). */
  leader: 0 | 1 | null;
  first: string;
  label: string | null;
  isTitle: boolean;
}

export interface Round {
  name: string;
  series: Series[];
  isTitle: boolean;
}

function played(g: PlayoffGame): boolean {
  return g.status === "final" && g.home_score != null && g.away_score != null;
}

function roundLabel(g: PlayoffGame): string | null {
  const w = g.week == null ? "" : String(g.week).trim();
  if (w && !/^\d+$/.test(w)) return w;
  if (g.game_type === "championship") return g.championship_name || "Final";
  return null;
}

/** Games into series: one per pair of teams (the first game's side order), in date order. */
export function buildSeries(games: readonly PlayoffGame[]): Series[] {
  const sorted = [...games].sort((a, b) => (a.game_date < b.game_date ? -1 : a.game_date > b.game_date ? 1 : a.id - b.id));
  const byKey = new Map<string, Series>();
  for (const g of sorted) {
    const key = [teamKey(g.home_team), teamKey(g.away_team)].sort((a, b) => a.localeCompare(b, "en", { numeric: true })).join("-");
    let s = byKey.get(key);
    if (!s) {
      s = { key, teams: [g.away_team, g.home_team], wins: [0, 0], games: [], leader: null, first: g.game_date, label: roundLabel(g), isTitle: false };
      byKey.set(key, s);
    }
    s.games.push(g);
    if (g.game_type === "championship") {
      s.isTitle = true;
      s.label = roundLabel(g);
    }
    if (played(g) && g.home_score !== g.away_score) {
      const winner = g.home_score! > g.away_score! ? g.home_team : g.away_team;
      s.wins[teamKey(winner) === teamKey(s.teams[0]) ? 0 : 1]++;
    }
  }
  for (const s of byKey.values()) s.leader = s.wins[0] === s.wins[1] ? null : s.wins[0] > s.wins[1] ? 0 : 1;
  return [...byKey.values()].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
}

/** Series into rounds, earliest round first; the title round last. */
export function buildRounds(games: readonly PlayoffGame[]): Round[] {
  const series = buildSeries(games);
  const seen = new Map<string, number>();
  const rounds = new Map<string, { series: Series[]; first: string; isTitle: boolean }>();
  for (const s of series) {
    const [a, b] = s.teams.map(teamKey);
    const n = Math.max(seen.get(a) ?? 0, seen.get(b) ?? 0) + 1;
    seen.set(a, n);
    seen.set(b, n);
    const name = s.label ?? `Round ${n}`;
    const r = rounds.get(name) ?? { series: [], first: s.first, isTitle: false };
    r.series.push(s);
    r.isTitle ||= s.isTitle;
    if (s.first < r.first) r.first = s.first;
    rounds.set(name, r);
  }
  return [...rounds]
    .sort(([, a], [, b]) => Number(a.isTitle) - Number(b.isTitle) || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))
    .map(([name, r]) => ({ name, series: r.series, isTitle: r.isTitle }));
}
