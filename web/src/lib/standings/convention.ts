import type { Standing } from "./types";
import { gamesBehind, groupOrder, rankOf, type LeagueGroup } from "./standings";

/**
 * Each league's standings columns: hockey ranks by points (GP, W, L, OTL,
 * PTS, P%, RW, ROW), football by win percentage with ties (W, L, T, PCT),
 * basketball and baseball by win percentage and games behind (W, L, PCT,
 * GB, L10, streak).
 */
export type Convention = "points" | "football" | "pct";

export function conventionOf(rows: readonly Standing[]): Convention {
  if (rows.some((r) => r.points != null)) return "points";
  if (rows.some((r) => (r.team?.sport_name ?? "").toLowerCase() === "football")) return "football";
  return "pct";
}

/** ".611", "1.000" (the leagues' way); "—" when unknown. */
export function formatWinPct(p: number | null | undefined): string {
  if (p == null || Number.isNaN(p)) return "—";
  const s = p.toFixed(3);
  return s.startsWith("0") ? s.slice(1) : s;
}

/** Games behind as printed: "-" for the leader, "3", "4.5". */
export function gamesBehindLabel(gb: number | null | undefined): string {
  if (gb == null) return "—";
  return gb === 0 ? "-" : String(gb);
}

/** Games behind the first row of the table when the table is a group, else the API's. */
export function rowGamesBehind(rows: readonly Standing[], r: Standing, placeRank: boolean): string {
  if (placeRank && rows.length > 0) return gamesBehindLabel(gamesBehind(rows[0], r));
  return r.games_behind_display ?? gamesBehindLabel(r.games_behind);
}

export const CLINCH_MARKS = ["p", "z", "y", "x", "pi", "e"] as const;

/** What each clinch mark means (MLB's group is its league, not a conference). */
export function clinchLabel(mark: string, convention: Convention, hasConference: boolean): string {
  switch (mark) {
    case "x":
      return "Clinched a playoff place";
    case "y":
      return "Clinched the division";
    case "z":
      return hasConference || convention !== "pct" ? "Clinched the best record in the conference" : "Clinched the best record in the league";
    case "p":
      return "Clinched the Presidents' Trophy (best record in the league)";
    case "pi":
      return "Clinched a play-in place";
    case "e":
      return "Eliminated from the playoffs";
  }
  return mark;
}

/** Rows grouped by league and conference (the league when there is none), each in league rank order. */
export function groupByConference(rows: readonly Standing[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  const sorted = [...rows].sort((a, b) => (a.league?.slug ?? "").localeCompare(b.league?.slug ?? "") || rankOf(a) - rankOf(b));
  for (const r of sorted) {
    const league = r.league?.slug || r.league?.abbreviation || r.league?.name || "";
    const conf = r.conference?.name || "";
    const key = `${league}|${conf}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, name: conf || r.league?.name || "Standings", abbreviation: r.league?.abbreviation || "", rows: [], rest: !conf };
      groups.set(key, g);
    }
    g.rows.push(r);
  }
  return [...groups.values()].sort(groupOrder);
}
