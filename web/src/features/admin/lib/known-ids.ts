/**
 * External ids of games this browser has sent or corrected, by game id
 * (bounded, newest kept). The live list and the stream carry no external
 * id, yet the quick buttons update a game through ingest, which needs it:
 * after a reload the operator's own games keep working.
 */
const KEY = "almanac:admin:external-ids";
export const KNOWN_IDS_MAX = 200;

function read(): [number, string][] {
  try {
    const v = JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(v) ? v.filter((e): e is [number, string] => Array.isArray(e) && typeof e[0] === "number" && typeof e[1] === "string") : [];
  } catch {
    return [];
  }
}

export function rememberExternalId(gameId: number, externalId: string | null | undefined) {
  if (!externalId) return;
  const entries = [[gameId, externalId] as [number, string], ...read().filter(([id]) => id !== gameId)].slice(0, KNOWN_IDS_MAX);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage unavailable: the ids last for this page only (in the query cache).
  }
}

export function knownExternalId(gameId: number): string | null {
  return read().find(([id]) => id === gameId)?.[1] ?? null;
}
