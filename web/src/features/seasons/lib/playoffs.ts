/**
 * The playoff picture of a season from its playoff and title games: games
 * grouped into series (two teams meeting in the postseason), series grouped
 * into rounds. A round is named by the games' round label (week) when the
 * data has one; otherwise a team's n-th series is in round n.
 */

export interface PlayoffTeam {
  id: number;
  slug?: string | null;
  name: string;
  abbreviation?: string | null;
}

export interface PlayoffGame {
  id: number;
  slug?: string | null;
  game_date: string;
  status: string;
  week?: string | number | null;
  game_type?: string | null;
  home_score?: number | null;
  away_score?: number | null;
  home_team: PlayoffTeam;
  away_team: PlayoffTeam;
  championship_name?: string | null;
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
    const ids = [g.home_team.id, g.away_team.id].sort((a, b) => a - b);
    const key = ids.join("-");
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
      const winner = g.home_score! > g.away_score! ? g.home_team.id : g.away_team.id;
      s.wins[winner === s.teams[0].id ? 0 : 1]++;
    }
  }
  for (const s of byKey.values()) s.leader = s.wins[0] === s.wins[1] ? null : s.wins[0] > s.wins[1] ? 0 : 1;
  return [...byKey.values()].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
}

/** Series into rounds, earliest round first; the title round last. */
export function buildRounds(games: readonly PlayoffGame[]): Round[] {
  const series = buildSeries(games);
  const seen = new Map<number, number>();
  const rounds = new Map<string, { series: Series[]; first: string; isTitle: boolean }>();
  for (const s of series) {
    const n = Math.max(seen.get(s.teams[0].id) ?? 0, seen.get(s.teams[1].id) ?? 0) + 1;
    seen.set(s.teams[0].id, n);
    seen.set(s.teams[1].id, n);
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
