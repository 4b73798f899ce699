/**
 * The league badge of a recent champion, guessed from the championship name
 * (NFL, NBA, MLB, else Sports). The data also holds
 * hockey and college titles, so the Stanley Cup reads NHL and college
 * titles NCAA rather than the catch-all.
 */
export type LeagueBadge = "NFL" | "NBA" | "MLB" | "NHL" | "NCAA" | "Sports";

export function leagueBadge(championshipName: string | null | undefined): LeagueBadge {
  const n = (championshipName ?? "").toLowerCase();
  if (!n) return "Sports";
  if (/\bncaa\b|college/.test(n)) return "NCAA";
  if (/super bowl|\bnfl\b/.test(n)) return "NFL";
  if (/\bnba\b/.test(n)) return "NBA";
  if (/world series|\bmlb\b/.test(n)) return "MLB";
  if (/stanley cup|\bnhl\b/.test(n)) return "NHL";
  return "Sports";
}

/** "11-3", else "W" (spec: record or W). */
export function recordOrW(record: string | null | undefined): string {
  return record && record.trim() ? record.trim() : "W";
}
