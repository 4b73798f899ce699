import type { BoxPlayer, BoxScore } from "../api/get-game";

/** Short column labels of the box score's stats (others: their words). */
const LABELS: Record<string, string> = {
  points: "PTS",
  field_goals_made: "FGM",
  field_goals_attempted: "FGA",
  field_goal_percentage: "FG%",
  three_pointers_made: "3PM",
  three_pointers_attempted: "3PA",
  three_point_percentage: "3P%",
  free_throws_made: "FTM",
  free_throws_attempted: "FTA",
  free_throw_percentage: "FT%",
  offensive_rebounds: "OREB",
  defensive_rebounds: "DREB",
  rebounds: "REB",
  steals: "STL",
  blocks: "BLK",
  turnovers: "TOV",
  personal_fouls: "PF",
  runs: "R",
  hits: "H",
  errors: "E",
  at_bats: "AB",
  doubles: "2B",
  triples: "3B",
  home_runs: "HR",
  runs_batted_in: "RBI",
  walks: "BB",
  strikeouts: "SO",
  hit_by_pitch: "HBP",
  stolen_bases: "SB",
  caught_stealing: "CS",
  sacrifice_hits: "SH",
  sacrifice_flies: "SF",
  grounded_into_double_plays: "GIDP",
  left_on_base: "LOB",
  outs_pitched: "Outs pitched",
  earned_runs: "ER",
  wild_pitches: "WP",
  double_plays: "DP",
  goals: "G",
  assists: "A",
  plus_minus: "+/-",
  penalty_minutes: "PIM",
  shots: "SOG",
  blocked_shots: "BLK",
  time_on_ice_seconds: "TOI",
  shots_against: "SA",
  saves: "SV",
  goals_against: "GA",
  tackles: "Tkl",
  solo_tackles: "Solo",
  assisted_tackles: "Ast",
  tackles_for_loss: "TFL",
  sacks: "Sk",
  qb_hits: "QBH",
  interceptions: "Int",
  interception_yards: "Int Yds",
  passes_defended: "PD",
  forced_fumbles: "FF",
  fumble_recoveries: "FR",
  interception_touchdowns: "Int TD",
  fumble_return_touchdowns: "FR TD",
};

/** A stat's long name: "runs_batted_in" → "Runs batted in". */
export function statName(key: string): string {
  const s = key.replace(/_seconds$/, "").replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function statLabel(key: string): string {
  return LABELS[key] ?? statName(key);
}

/** A stat value as shown: percentages with three decimals, time on ice as m:ss, counts as integers. */
export function formatStat(key: string, value: number | undefined | null): string {
  if (value == null) return "—";
  if (key.endsWith("_seconds")) {
    const s = Math.round(value);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  }
  if (key.endsWith("percentage")) return value.toFixed(3).replace(/^0/, "");
  return Number.isInteger(value) ? value.toLocaleString("en-US") : String(value);
}

/** The team totals as rows: each stat either team has, with both values. */
export function teamRows(box: BoxScore): { key: string; away?: number | null; home?: number | null }[] {
  const away = box.teams.find((t) => t.side === "away")?.stats ?? {};
  const home = box.teams.find((t) => t.side === "home")?.stats ?? {};
  const keys = [...Object.keys(away), ...Object.keys(home).filter((k) => !(k in away))];
  return keys.map((key) => ({ key, away: away[key], home: home[key] }));
}

/** One team's player lines and the columns any of them has, in the box score's order. */
export function sideLines(box: BoxScore, side: "away" | "home"): { players: BoxPlayer[]; columns: string[] } {
  const players = box.players.filter((p) => p.side === side);
  const columns = box.columns.filter((c) => players.some((p) => p.stats?.[c] != null));
  return { players, columns };
}
