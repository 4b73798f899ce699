import type { PlayerSeason, StatMap } from "../types";

/** Preferred career-table columns per sport (and baseball role), in order. */
const COLUMNS: Record<string, string[]> = {
  football: [
    "games_played", "completions", "passing_attempts", "passing_yards", "passing_touchdowns", "interceptions_thrown", "passer_rating",
    "rushing_attempts", "rushing_yards", "rushing_touchdowns", "receptions", "receiving_yards", "receiving_touchdowns",
    "tackles", "sacks", "interceptions", "field_goals_made", "punts",
  ],
  basketball: ["games_played", "games_started", "minutes", "points", "rebounds", "assists", "steals", "blocks", "field_goal_percentage", "three_point_percentage", "free_throw_percentage"],
  baseball: ["games_played", "at_bats", "runs", "hits", "doubles", "home_runs", "runs_batted_in", "stolen_bases", "walks", "batting_average", "on_base_percentage", "slugging_percentage"],
  pitching: ["games_pitched", "games_started", "wins", "losses", "saves", "innings_pitched", "strikeouts", "walks_allowed", "era", "whip"],
  hockey: ["games_played", "goals", "assists", "points", "plus_minus", "penalty_minutes", "shots", "wins", "losses", "goals_against_average", "save_percentage"],
};

const MAX_COLUMNS = 10;

/** Stats that are rates, not counts: never summed across seasons. */
export function isRate(name: string): boolean {
  return /percentage|average|era$|^era|whip|rating|per_game|yards_per/.test(name);
}

/**
 * The columns of the career tables: the sport's preferred stats (pitching
 * for a pitcher) that at least one season has, else the seasons' first stats.
 */
export function careerColumns(sport: string | undefined, position: string | null | undefined, seasons: readonly PlayerSeason[]): string[] {
  const have = new Set<string>();
  for (const s of seasons) for (const k of Object.keys(s.stats ?? {})) have.add(k);
  const key = sport === "baseball" && position?.toUpperCase() === "P" ? "pitching" : (sport ?? "");
  const preferred = (COLUMNS[key] ?? []).filter((c) => have.has(c));
  if (preferred.length >= 3) return preferred.slice(0, MAX_COLUMNS);
  return [...new Set([...preferred, ...have])].slice(0, MAX_COLUMNS);
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
}

/** Career totals per league: counting stats summed over the league's seasons (rates left out). */
export function leagueTotals(seasons: readonly PlayerSeason[], columns: readonly string[]): LeagueRow[] {
  const byLeague = new Map<string, LeagueRow & { years: Set<number> }>();
  for (const s of countedSeasons(seasons)) {
    const league = s.league || "—";
    let row = byLeague.get(league);
    if (!row) {
      row = { league, first: s.season, last: s.season, seasons: 0, stats: {}, years: new Set() };
      byLeague.set(league, row);
    }
    row.first = Math.min(row.first, s.season);
    row.last = Math.max(row.last, s.season);
    row.years.add(s.season);
    for (const c of columns) {
      const v = s.stats?.[c];
      if (typeof v === "number" && !isRate(c)) row.stats[c] = (row.stats[c] ?? 0) + v;
    }
  }
  return [...byLeague.values()]
    .map(({ years, ...row }) => ({ ...row, seasons: years.size }))
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
