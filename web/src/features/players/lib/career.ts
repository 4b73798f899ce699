import type { CareerLeague, PlayerSeason, StatMap } from "@/lib/people/types";
import { headlineStats } from "@/lib/people/format";

/** Preferred career-table columns per sport, and per role where a sport has several (the API's career_roles). */
const COLUMNS: Record<string, string[]> = {
  football: [
    "games_played", "completions", "passing_attempts", "passing_yards", "passing_touchdowns", "interceptions_thrown", "passer_rating",
    "rushing_attempts", "rushing_yards", "rushing_touchdowns", "receptions", "receiving_yards", "receiving_touchdowns",
    "tackles", "sacks", "interceptions", "field_goals_made", "punts",
  ],
  basketball: ["games_played", "games_started", "minutes", "points", "rebounds", "assists", "steals", "blocks", "field_goal_percentage", "three_point_percentage", "free_throw_percentage"],
  baseball: ["games_played", "at_bats", "runs", "hits", "doubles", "home_runs", "runs_batted_in", "stolen_bases", "walks", "batting_average", "on_base_percentage", "slugging_percentage"],
  hockey: ["games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes", "shots", "wins", "losses", "goals_against_average", "save_percentage"],
  batting: ["games_played", "at_bats", "runs", "hits", "doubles", "home_runs", "runs_batted_in", "stolen_bases", "walks", "batting_average", "on_base_percentage", "slugging_percentage"],
  pitching: ["games_pitched", "games_started_pitching", "wins", "losses", "saves", "innings_pitched", "strikeouts", "walks_allowed", "era", "whip"],
  skater: ["games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes", "shots"],
  goaltending: ["games_played", "wins", "losses", "ot_losses", "ties", "shutouts", "shots_against", "saves", "goals_against", "goals_against_average", "save_percentage"],
  passing: ["games_played", "completions", "passing_attempts", "completion_percentage", "passing_yards", "passing_touchdowns", "interceptions_thrown", "passer_rating"],
  rushing: ["games_played", "rushing_attempts", "rushing_yards", "yards_per_carry", "rushing_touchdowns", "receptions", "receiving_yards"],
  receiving: ["games_played", "receptions", "targets", "receiving_yards", "yards_per_reception", "receiving_touchdowns"],
  defense: ["games_played", "tackles", "solo_tackles", "sacks", "interceptions", "forced_fumbles", "fumbles_recovered"],
  kicking: ["games_played", "field_goals_made", "field_goals_attempted", "field_goal_percentage", "extra_points_made", "punts"],
};

/** Role names as headings. */
export const ROLE_LABELS: Record<string, string> = {
  batting: "Batting", pitching: "Pitching", skater: "Skating", goaltending: "Goaltending", passing: "Passing",
  rushing: "Rushing", receiving: "Receiving", defense: "Defense", kicking: "Kicking",
};

/** The headline tiles of each role (the figures a fan looks for first), in order. */
const TILES: Record<string, string[]> = {
  batting: ["games_played", "hits", "home_runs", "runs_batted_in", "batting_average", "on_base_percentage"],
  pitching: ["wins", "losses", "era", "innings_pitched", "strikeouts", "whip", "saves"],
  skater: ["games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes"],
  goaltending: ["games_played", "wins", "losses", "goals_against_average", "save_percentage", "shutouts"],
  passing: ["games_played", "passing_yards", "passing_touchdowns", "interceptions_thrown", "completion_percentage", "passer_rating"],
  rushing: ["games_played", "rushing_attempts", "rushing_yards", "yards_per_carry", "rushing_touchdowns"],
  receiving: ["games_played", "receptions", "receiving_yards", "yards_per_reception", "receiving_touchdowns"],
  defense: ["games_played", "tackles", "sacks", "interceptions", "forced_fumbles"],
  kicking: ["games_played", "field_goals_made", "field_goal_percentage", "extra_points_made", "punts"],
  basketball: ["games_played", "points", "rebounds", "assists", "points_per_game", "field_goal_percentage"],
};

/** The headline tiles of a line: the role's tiles the career has, else its first columns; at most 6. */
export function tileStats(role: string | undefined, sport: string | undefined, columns: readonly string[], career: StatMap, skip: ReadonlySet<string>): string[] {
  const has = (c: string) => typeof career[c] === "number" && !skip.has(c);
  const preferred = (TILES[role ?? sport ?? ""] ?? []).filter(has);
  return (preferred.length >= 3 ? preferred : columns.filter(has)).slice(0, 6);
}

/** Three figures of each role for a two-role card (a two-way player's batting and pitching). */
const ROLE_CARD: Record<string, string[]> = {
  batting: ["hits", "home_runs", "batting_average"],
  pitching: ["wins", "era", "strikeouts"],
  skater: ["goals", "assists", "points"],
  goaltending: ["wins", "goals_against_average", "save_percentage"],
  passing: ["passing_yards", "passing_touchdowns", "passer_rating"],
  rushing: ["rushing_yards", "rushing_touchdowns", "yards_per_carry"],
  receiving: ["receptions", "receiving_yards", "receiving_touchdowns"],
  defense: ["tackles", "sacks", "interceptions"],
  kicking: ["field_goals_made", "field_goal_percentage", "punts"],
};

/**
 * The figures a card shows: with two roles three of each (a two-way
 * player's hits, home runs, AVG and wins, ERA, strikeouts), else the API's
 * headline stats in order (the role's line first), at most `max`.
 */
export function cardStats(stats: StatMap | null | undefined, roles: readonly string[] | null | undefined, max = 6): [string, number][] {
  if (roles && roles.length > 1) {
    const picked = roles.slice(0, 2).flatMap((r) => (ROLE_CARD[r] ?? []).filter((k) => typeof stats?.[k] === "number").map((k): [string, number] => [k, stats![k] as number]));
    if (picked.length > 0) return picked.slice(0, max);
  }
  return headlineStats(stats, max);
}

const MAX_COLUMNS = 10;

/** Stats that are rates, not counts: never summed across seasons. */
export function isRate(name: string): boolean {
  return /percentage|average|era$|^era|whip|rating|per_game|yards_per/.test(name);
}

/**
 * The columns of the career tables: the role's preferred stats (else the
 * sport's; pitching for a pitcher) that at least one season has, else the
 * seasons' first stats.
 */
export function careerColumns(sport: string | undefined, position: string | null | undefined, seasons: readonly PlayerSeason[], role?: string): string[] {
  const have = new Set<string>();
  for (const s of seasons) for (const k of Object.keys(s.stats ?? {})) have.add(k);
  const key = role && COLUMNS[role] ? role : sport === "baseball" && position?.toUpperCase() === "P" ? "pitching" : (sport ?? "");
  const preferred = (COLUMNS[key] ?? []).filter((c) => have.has(c));
  if (preferred.length >= 3 || role) return preferred.slice(0, MAX_COLUMNS);
  return [...new Set([...preferred, ...have])].slice(0, MAX_COLUMNS);
}

/**
 * The lines a career page shows: one per role of the API's career_roles
 * (a two-way player's batting and pitching), or the sport's one line.
 */
export function careerRoles(sport: string | undefined, roles: readonly string[] | null | undefined): (string | undefined)[] {
  if (sport === "basketball" || !roles || roles.length === 0) return [undefined];
  return [...roles];
}

/**
 * Rows that count once per season: a multi-team season's total row stands
 * for its team rows; other seasons keep their (single) team row.
 */
export function countedSeasons(seasons: readonly PlayerSeason[]): PlayerSeason[] {
  const withTotal = new Set(seasons.filter((s) => s.is_total).map((s) => `${s.season}|${s.league}`));
  return seasons.filter((s) => s.is_total || !withTotal.has(`${s.season}|${s.league}`));
}

export interface LeagueRow {
  league: string;
  first: number;
  last: number;
  seasons: number;
  stats: StatMap;
  /** The seasons the league's totals cover. */
  coverage?: CareerLeague["career_coverage"];
}

/** The API's career per league (its totals are the sums of the league's season rows), oldest league first. */
export function leagueRows(leagues: readonly CareerLeague[] | null | undefined): LeagueRow[] {
  return [...(leagues ?? [])]
    .filter((l) => l.seasons > 0)
    .map((l) => ({ league: l.league, first: l.first_year, last: l.last_year, seasons: l.seasons, stats: l.stats ?? {}, coverage: l.career_coverage }))
    .sort((a, b) => a.first - b.first);
}

export interface ChartPoint {
  season: number;
  label: string;
  value: number | null;
}

/** One point per season (oldest first) for a stat: the season's total row, else its team row. */
export function careerSeries(seasons: readonly PlayerSeason[], stat: string, label: (year: number) => string): ChartPoint[] {
  const byYear = new Map<number, number | null>();
  for (const s of countedSeasons(seasons)) {
    const v = s.stats?.[stat];
    const prev = byYear.get(s.season);
    if (typeof v === "number") byYear.set(s.season, (prev ?? 0) + (isRate(stat) && prev != null ? 0 : v));
    else if (!byYear.has(s.season)) byYear.set(s.season, null);
  }
  return [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([season, value]) => ({ season, label: label(season), value }));
}

/** The chart's default stat: the first non-games column with data. */
export function defaultChartStat(columns: readonly string[]): string | undefined {
  return columns.find((c) => !c.startsWith("games") && c !== "minutes") ?? columns[0];
}
