import type { Player, StatMap, TeamRef } from "./types";

/** Short labels for stat names that read badly as title case. */
const STAT_LABELS: Record<string, string> = {
  era: "ERA",
  whip: "WHIP",
  games_played: "Games",
  games_started: "Starts",
  plus_minus: "+/-",
  penalty_minutes: "PIM",
  runs_batted_in: "RBI",
  field_goal_percentage: "FG%",
  three_point_percentage: "3P%",
  free_throw_percentage: "FT%",
  points_per_game: "PPG",
  rebounds_per_game: "RPG",
  assists_per_game: "APG",
  batting_average: "AVG",
  passing_rating: "Passer Rating",
  passer_rating: "Passer Rating",
  save_percentage: "SV%",
  goals_against_average: "GAA",
  mvp_awards: "MVP Awards",
};

/** "rushing_yards" → "Rushing Yards"; a few well-known abbreviations ("era" → "ERA"). */
export function statLabel(name: string): string {
  if (STAT_LABELS[name]) return STAT_LABELS[name];
  return name
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Names containing 'average' or 'era' use 3 decimals; percentages and WHIP too. */
export function statDecimals(name: string, value: number): number {
  const n = name.toLowerCase();
  if (n.includes("average") || n.includes("era") || n.includes("percentage") || n === "whip") return 3;
  if (n.includes("per_game") || n.startsWith("yards_per")) return 1;
  return Number.isInteger(value) ? 0 : 1;
}

const numberFormats = new Map<number, Intl.NumberFormat>();
function fmt(decimals: number): Intl.NumberFormat {
  let f = numberFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, f);
  }
  return f;
}

/**
 * Innings pitched as baseball writes them: whole innings and the outs of
 * the last one (2,855⅓ → "2,855.1", 112⅔ → "112.2"); the API gives outs ÷ 3.
 */
function inningsPitched(value: number): string {
  const outs = Math.round(value * 3);
  const whole = Math.floor(outs / 3);
  const rest = outs - whole * 3;
  return rest === 0 ? fmt(0).format(whole) : `${fmt(0).format(whole)}.${rest}`;
}

/** A stat value for display: thousands separators, 3 decimals for averages, ERA and percentages. */
export function formatStat(name: string, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "—";
  if (name === "innings_pitched") return inningsPitched(value);
  return fmt(statDecimals(name, value)).format(value);
}

export function formatCount(n: number): string {
  return fmt(0).format(n);
}

/** Height from inches: 74 → 6'2". */
export function heightFtIn(inches: number | null | undefined): string | null {
  if (!inches || inches <= 0) return null;
  const ft = Math.floor(inches / 12);
  const rest = Math.round(inches - ft * 12);
  return `${ft}'${rest}"`;
}

/** Years pro: the current year minus the draft year; null without a draft year. */
export function yearsPro(draftYear: number | null | undefined, now: Date = new Date()): number | null {
  if (!draftYear) return null;
  return Math.max(0, now.getFullYear() - draftYear);
}

/** The entries a card shows first: the API's headline stats in order, at most `max` (6). */
export function headlineStats(stats: StatMap | null | undefined, max = 6): [string, number][] {
  return Object.entries(stats ?? {})
    .filter((e): e is [string, number] => typeof e[1] === "number")
    .slice(0, max);
}

/** The player's team: the real (current or last) team, 'Free Agent' / FA only when there is none. */
export function teamLabel(team: Pick<TeamRef, "name" | "abbreviation"> | null | undefined): { name: string; abbreviation: string } {
  if (!team || !team.name) return { name: "Free Agent", abbreviation: "FA" };
  return { name: team.name, abbreviation: team.abbreviation || team.name.slice(0, 3).toUpperCase() };
}

export type PlayerIcon = "trophy" | "mvp" | "medal" | "person";

const NOT_MVP = ["final", "all-star", "all star", "playoff", "series", "game", "conference", "rookie", "defensive", "bowl"];

/** Whether an award ("Most Valuable Player 1990", "Hart 1980") is a league MVP (the API's own rule). */
export function isMvpAward(text: string): boolean {
  const l = text.replace(/\s+\d{4}$/, "").trim().toLowerCase();
  if (NOT_MVP.some((x) => l.includes(x))) return false;
  return l === "mvp" || l.startsWith("mvp ") || l.endsWith(" mvp") || l.includes("most valuable player") || l === "hart" || l.startsWith("hart memorial");
}

/** Icon rule: more than 2 championships, else an MVP award, else more than 3 awards. */
export function playerIcon(p: Pick<Player, "championships" | "awards">): PlayerIcon {
  if (p.championships > 2) return "trophy";
  if (p.awards.some(isMvpAward)) return "mvp";
  if (p.awards.length > 3) return "medal";
  return "person";
}

/** At most 2 awards, then '...' when there are more. */
export function shownAwards(awards: readonly string[], max = 2): { shown: string[]; more: boolean } {
  return { shown: awards.slice(0, max), more: awards.length > max };
}

/** "1978–1998", "2024", or null. */
export function yearSpan(first: number | null | undefined, last: number | null | undefined): string | null {
  if (!first && !last) return null;
  if (!first || !last || first === last) return String(first || last);
  return `${first}–${last}`;
}

export function statusLabel(p: { is_active: boolean; status?: string }): string {
  if (p.is_active) return "Active";
  if (p.status === "retired") return "Retired";
  return "Inactive";
}

/** "1961-01-26" → "January 26, 1961"; null without a date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00`);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** Season filter choices: start years from `latest` down, `count` of them (no request needed). */
export function yearsDown(latest: number, count = 80): number[] {
  return Array.from({ length: count }, (_, i) => latest - i);
}
