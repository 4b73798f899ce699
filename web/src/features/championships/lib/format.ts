/** Text for the championship screens (fallback founded year 1967, 'Single elimination game'). */
import type { Championship, ChampionshipResult, ChampionshipStats, TeamTitleCount } from "@/lib/championships/types";

/** Founded year when a championship has no first_year. */
export const FALLBACK_FOUNDED_YEAR = 1967;
export const SINGLE_GAME_FORMAT = "Single elimination game";

export function foundedYear(c: Pick<Championship, "first_year"> | undefined | null): number {
  return c?.first_year ?? FALLBACK_FOUNDED_YEAR;
}

/** "1967–present" or "1960–1969". */
export function yearsActive(c: Pick<Championship, "first_year" | "last_year">): string {
  if (c.first_year == null) return c.last_year != null ? `until ${c.last_year}` : "";
  if (c.last_year === c.first_year) return String(c.first_year);
  return `${c.first_year}–${c.last_year ?? "present"}`;
}

const WORDS: Record<number, string> = { 1: "one", 3: "three", 5: "five", 7: "seven", 9: "nine", 11: "eleven" };

/** Parses "4-2" into [4, 2]; null when it is not a series score. */
export function parseSeries(series: string | null | undefined): [number, number] | null {
  const m = /^\s*(\d+)\s*[-–]\s*(\d+)\s*$/.exec(series ?? "");
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * The format of a title decider from its latest result: a series ("4-2")
 * is a best-of-(2×wins−1) series, e.g. "Best-of-seven series"; anything
 * else 'Single elimination game'.
 */
export function championshipFormat(latest: Pick<ChampionshipResult, "series_result"> | null | undefined): string {
  if (!latest?.series_result) return SINGLE_GAME_FORMAT;
  const parsed = parseSeries(latest.series_result);
  const wins = parsed ? Math.max(parsed[0], parsed[1]) : 4;
  const games = wins > 0 ? 2 * wins - 1 : 7;
  return `Best-of-${WORDS[games] ?? games} series`;
}

/** The winner always comes named (the team, or the name the result gives). */
export function winnerName(r: Pick<ChampionshipResult, "winner">): string {
  return r.winner.name || "Unknown";
}

export function runnerUpName(r: Pick<ChampionshipResult, "runner_up" | "runner_up_name">): string | null {
  return r.runner_up?.name || r.runner_up_name || null;
}

/** "Levi's Stadium, Santa Clara, CA"; null when neither is recorded. */
export function resultLocation(r: Pick<ChampionshipResult, "venue">): string | null {
  const parts = [r.venue?.name, r.venue?.city].filter((p): p is string => !!p && !!p.trim());
  return parts.length ? parts.join(", ") : null;
}

/** The final score: "29-13" for a game; "Series 4-2 (final game 5-1)" for a series. */
export function finalScore(r: Pick<ChampionshipResult, "series_result" | "winner_score" | "runner_up_score" | "score">): string | null {
  const game = r.winner_score != null && r.runner_up_score != null ? `${r.winner_score}-${r.runner_up_score}` : null;
  if (r.series_result) return game ? `Series ${r.series_result} (final game ${game})` : `Series ${r.series_result}`;
  return game ?? r.score ?? null;
}

/** The franchises with the most titles (ties kept) and their count. */
export function mostTitles(rows: readonly TeamTitleCount[] | null | undefined): { teams: TeamTitleCount[]; count: number } | null {
  const list = (rows ?? []).filter((r) => r.championships_won > 0);
  if (list.length === 0) return null;
  const count = Math.max(...list.map((r) => r.championships_won));
  return { teams: list.filter((r) => r.championships_won === count), count };
}

/** "Montreal Canadiens, 5 straight (1956–1960)". */
export function streakText(s: ChampionshipStats["longest_streak"]): string | null {
  if (!s || !s.team) return null;
  const span = s.start_year && s.end_year ? ` (${s.start_year}–${s.end_year})` : "";
  return `${s.years} in a row${span}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${new Intl.NumberFormat("en-US").format(n)} ${n === 1 ? one : many}`;
}

/** "Feb 8, 2026" from "2026-02-08" (no time-zone shift). */
export function formatDate(iso: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? "");
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(d);
}
