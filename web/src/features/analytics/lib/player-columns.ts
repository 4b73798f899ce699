/**
 * The player statistics' columns, sport categories and
 * position groups.
 */
import type { StatTableRow } from "../types";
import { efficiencyRating } from "./rules";

export interface StatColumn {
  key: string;
  label: string;
  title: string;
  /** "pct": a 0–1 share shown as a percentage; "dec": one decimal. */
  format?: "pct" | "dec";
  /** Fewer is better (turnovers, interceptions thrown). */
  lowerIsBetter?: boolean;
}

export const STAT_COLUMNS: Record<string, StatColumn> = {
  games_played: { key: "games_played", label: "GP", title: "Games played" },
  games_started: { key: "games_started", label: "GS", title: "Games started" },
  minutes_played: { key: "minutes_played", label: "MIN", title: "Minutes played" },
  points: { key: "points", label: "PTS", title: "Points" },
  season_high_points: { key: "season_high_points", label: "High", title: "Season-high points" },
  field_goal_percentage: { key: "field_goal_percentage", label: "FG%", title: "Field goal percentage", format: "pct" },
  three_point_percentage: { key: "three_point_percentage", label: "3P%", title: "Three-point percentage", format: "pct" },
  assists: { key: "assists", label: "AST", title: "Assists" },
  turnovers: { key: "turnovers", label: "TOV", title: "Turnovers", lowerIsBetter: true },
  usage_rate: { key: "usage_rate", label: "USG%", title: "Usage rate", format: "pct" },
  rebounds: { key: "rebounds", label: "REB", title: "Rebounds" },
  double_doubles: { key: "double_doubles", label: "DD", title: "Double-doubles" },
  steals: { key: "steals", label: "STL", title: "Steals" },
  blocks: { key: "blocks", label: "BLK", title: "Blocks" },
  passing_yards: { key: "passing_yards", label: "Pass Yds", title: "Passing yards" },
  passing_touchdowns: { key: "passing_touchdowns", label: "Pass TD", title: "Passing touchdowns" },
  passer_rating: { key: "passer_rating", label: "Rating", title: "Passer rating", format: "dec" },
  rushing_yards: { key: "rushing_yards", label: "Rush Yds", title: "Rushing yards" },
  receiving_yards: { key: "receiving_yards", label: "Rec Yds", title: "Receiving yards" },
  tackles: { key: "tackles", label: "TKL", title: "Tackles" },
  sacks: { key: "sacks", label: "SCK", title: "Sacks", format: "dec" },
  interceptions: { key: "interceptions", label: "INT", title: "Interceptions" },
  efficiency: { key: "efficiency", label: "EFF", title: "Efficiency rating", format: "dec" },
};

export interface Category {
  id: string;
  label: string;
  /** The leaders route's category and the column the table sorts by first. */
  sort: string;
  columns: string[];
}

/** Sport categories: football Passing, Rushing, Receiving, Defense; basketball Scoring, Assists, Rebounds, Defense. */
export const CATEGORIES: Record<string, Category[]> = {
  football: [
    { id: "passing", label: "Passing", sort: "passing_yards", columns: ["passing_yards", "passing_touchdowns", "interceptions", "passer_rating"] },
    { id: "rushing", label: "Rushing", sort: "rushing_yards", columns: ["rushing_yards"] },
    { id: "receiving", label: "Receiving", sort: "receiving_yards", columns: ["receiving_yards"] },
    { id: "defense", label: "Defense", sort: "tackles", columns: ["tackles", "sacks", "interceptions"] },
  ],
  basketball: [
    { id: "scoring", label: "Scoring", sort: "points", columns: ["points", "season_high_points", "field_goal_percentage", "three_point_percentage"] },
    { id: "assists", label: "Assists", sort: "assists", columns: ["assists", "turnovers", "usage_rate"] },
    { id: "rebounds", label: "Rebounds", sort: "rebounds", columns: ["rebounds", "double_doubles"] },
    { id: "defense", label: "Defense", sort: "steals", columns: ["steals", "blocks"] },
  ],
};

export function categoriesFor(sport: string): Category[] {
  return CATEGORIES[sport] ?? [];
}

/** The table's columns: games, the category's (or every category's), efficiency. */
export function columnsFor(sport: string, category: string): string[] {
  const cats = categoriesFor(sport);
  const chosen = cats.find((c) => c.id === category);
  const stats = chosen ? chosen.columns : [...new Set(cats.flatMap((c) => c.columns))];
  return ["games_played", ...stats, "efficiency"];
}

/** Position filter and what each group takes in. */
export const POSITION_GROUPS: Record<string, { value: string; members: string[] }[]> = {
  football: [
    { value: "QB", members: ["QB"] },
    { value: "RB", members: ["RB", "HB", "FB"] },
    { value: "WR", members: ["WR"] },
    { value: "TE", members: ["TE"] },
    { value: "OL", members: ["OL", "OT", "OG", "T", "G", "C"] },
    { value: "DL", members: ["DL", "DE", "DT", "NT"] },
    { value: "LB", members: ["LB", "ILB", "OLB", "MLB"] },
    { value: "DB", members: ["DB", "CB", "S", "FS", "SS"] },
  ],
  basketball: [
    { value: "G", members: ["G", "PG", "SG"] },
    { value: "F", members: ["F", "SF", "PF"] },
    { value: "C", members: ["C"] },
  ],
};

/** Whether a player's position (e.g. "DE", "G-F") is in the group. */
export function inPositionGroup(position: string | null | undefined, sport: string, group: string): boolean {
  if (!group) return true;
  const members = POSITION_GROUPS[sport]?.find((g) => g.value === group)?.members ?? [group];
  return (position ?? "")
    .toUpperCase()
    .split(/[-/ ,]+/)
    .some((p) => members.includes(p));
}

/**
 * A row's value of a column. Efficiency is the server's rating where the row
 * carries one (null when the season lacks the totals it needs, e.g. rebounds
 * known only per game: no rating is made from missing figures); rows without
 * the field get the client's efficiency rule (efficiencyRating).
 */
export function statValue(row: StatTableRow, key: string, sport: string): number | null {
  if (key === "efficiency") {
    if ("efficiency_rating" in row) return typeof row.efficiency_rating === "number" ? row.efficiency_rating : null;
    return efficiencyRating(row, sport);
  }
  const v = row[key];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

export function formatStatValue(v: number | null, key: string): string {
  if (v === null) return "—";
  const col = STAT_COLUMNS[key];
  if (col?.format === "pct") return `${((v <= 1 ? v * 100 : v)).toFixed(1)}%`;
  if (col?.format === "dec" || !Number.isInteger(v)) return v.toFixed(1);
  return v.toLocaleString("en-US");
}

/** Offense and defense positions of the comparison's tabs. */
export const OFFENSE_POSITIONS = ["QB", "RB", "WR", "TE", "OL"];
export const DEFENSE_POSITIONS = ["DE", "DT", "LB", "CB", "S"];
