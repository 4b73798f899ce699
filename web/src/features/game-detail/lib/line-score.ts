import type { GameDetail, LineScore, LineSide } from "../api/get-game";

/** Innings of a regulation baseball game: fewer or more is shown beside "Final". */
export const REGULATION_INNINGS = 9;

export interface LineColumn {
  key: string;
  label: string;
  /** The full name of an abbreviated header. */
  title?: string;
  value: (side: LineSide) => number | null;
}

/**
 * The line score's columns: one per period the source has, then the total —
 * R, H, E for baseball (hits and errors only where the source has them), T
 * elsewhere.
 */
export function lineColumns(line: LineScore, sport: string | undefined): LineColumn[] {
  const periods = line.periods.map(
    (label, i): LineColumn => ({ key: `p${i}`, label, value: (s) => s.by_period[i] ?? null }),
  );
  if (sport === "baseball") {
    const has = (f: "hits" | "errors") => line.away[f] != null || line.home[f] != null;
    return [
      ...periods,
      { key: "r", label: "R", title: "Runs", value: (s) => s.total },
      ...(has("hits") ? [{ key: "h", label: "H", title: "Hits", value: (s: LineSide) => s.hits }] : []),
      ...(has("errors") ? [{ key: "e", label: "E", title: "Errors", value: (s: LineSide) => s.errors }] : []),
    ];
  }
  return [...periods, { key: "t", label: "T", title: "Total", value: (s) => s.total }];
}

/**
 * The mark after "Final" for a game decided beyond regulation: the data's
 * overtime mark (OT, 2OT, SO) or, for baseball, the innings played when
 * they differ from nine ("10", "7"); null otherwise.
 */
export function finalMark(game: Pick<GameDetail, "status" | "overtime" | "line_score">): string | null {
  if (game.status !== "final") return null;
  if (game.overtime) return game.overtime;
  const innings = game.line_score?.innings;
  if (innings != null && innings !== REGULATION_INNINGS) return String(innings);
  return null;
}
