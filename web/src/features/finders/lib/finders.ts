/**
 * The finders' tabs, their statistics and how a URL's parameters become a
 * query: every state of the page is its URL (share = copy the link), and
 * the URL's parameters are the API's own (`home_runs__gte=50`).
 */

import type { Schemas } from "@/lib/openapi/types";

export type FinderId = "player-seasons" | "player-careers" | "player-games" | "team-seasons" | "team-games" | "streaks";

export const FINDER_TABS: { id: FinderId; label: string }[] = [
  { id: "player-seasons", label: "Player seasons" },
  { id: "player-careers", label: "Careers" },
  { id: "player-games", label: "Player games" },
  { id: "team-seasons", label: "Team seasons" },
  { id: "team-games", label: "Team games" },
  { id: "streaks", label: "Streaks" },
];

/** Team finders' statistics (the player finders read the sport's glossary: season lines, or game lines for player games and player streaks). */
export const TEAM_STATS: Partial<Record<FinderId, string[]>> = {
  "team-seasons": ["wins", "losses", "ties", "win_pct", "points_for", "points_against", "margin", "margin_per_game", "finish"],
  "team-games": ["points", "opponent_points", "margin", "total_points"],
};

/** The finders that read player game lines (streaks: once a game-line bound or a player is asked for). */
export const GAME_LINE_FINDERS: FinderId[] = ["player-games", "streaks"];

/** A league season with player game lines (the answer's coverage). */
export type LineSeason = Schemas["LineSeason"];

/** What the lines cover, per league: "NHL 2018–2025 seasons: lines for 10,484 of 10,498 final games". */
export function coverageText(cov: LineSeason[]): string[] {
  const by = new Map<string, LineSeason[]>();
  for (const c of cov) by.set(c.league, [...(by.get(c.league) ?? []), c]);
  return [...by.entries()].map(([league, cs]) => {
    const first = Math.min(...cs.map((c) => c.season));
    const last = Math.max(...cs.map((c) => c.season));
    const lines = cs.reduce((n, c) => n + c.games_with_lines, 0);
    const games = cs.reduce((n, c) => n + c.games, 0);
    const span = first === last ? `${first} season` : `${first}–${last} seasons`;
    return `${league.toUpperCase()} ${span}: lines for ${lines.toLocaleString("en-US")} of ${games.toLocaleString("en-US")} final games`;
  });
}

export const SPORTS = ["baseball", "basketball", "football", "hockey"] as const;

/** Parameters the page owns that are not sent to the API. */
const PAGE_ONLY = new Set(["tab"]);

/** The API query of the page's URL. */
export function finderQuery(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  params.forEach((v, k) => {
    if (!PAGE_ONLY.has(k) && v !== "") out[k] = v;
  });
  return out;
}

export interface Bound {
  key: string; // the parameter: home_runs__gte
  stat: string;
  op: "gte" | "lte";
  value: string;
}

/** The statistic bounds in the URL, in name order (season, date, length and age bounds excluded: they have their own inputs). */
export function bounds(params: URLSearchParams): Bound[] {
  const out: Bound[] = [];
  params.forEach((value, key) => {
    const m = /^(.+)__(gte|lte)$/.exec(key);
    if (!m || m[1] === "season" || m[1] === "date" || m[1] === "length" || m[1] === "age") return;
    out.push({ key, stat: m[1], op: m[2] as "gte" | "lte", value });
  });
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** A statistic name in words ("home_runs" → "Home runs") unless the glossary gives a label. */
export function statLabel(stat: string, labels: Record<string, string> = {}): string {
  if (labels[stat]) return labels[stat];
  const w = stat.replace(/_/g, " ");
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A chip's text: "HR ≥ 50". */
export function chipText(b: Bound, labels: Record<string, string> = {}): string {
  return `${statLabel(b.stat, labels)} ${b.op === "gte" ? "≥" : "≤"} ${b.value}`;
}

/** The next ordering when a column head is pressed: descending first, then ascending. */
export function nextOrdering(current: string, stat: string): string {
  return current === `-${stat}` ? stat : `-${stat}`;
}

export function fmtValue(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "number") return Number.isInteger(v) ? v.toLocaleString("en-US") : String(Math.round(v * 1000) / 1000);
  if (typeof v === "boolean") return v ? "Yes" : "No";
  return String(v);
}

/**
 * A refusal's text in the page's words: the API names its parameters
 * (season__gte/season__lte), the page its fields, and the budget's count
 * gets its thousands separators.
 */
export function refusalText(message: string): string {
  return message
    .replace(/^The query/, "This search")
    .replace("season__gte/season__lte", "a range of seasons (Seasons from … to)")
    .replace(/the (\d+) rows allowed/, (_, n: string) => `the ${Number(n).toLocaleString("en-US")} rows allowed`);
}
