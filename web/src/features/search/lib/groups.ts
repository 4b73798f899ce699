import type { SearchAnswer, SearchHit } from "../api/get-search";

export type SearchKind = "players" | "teams" | "coaches" | "seasons" | "championships";

/** The kinds in the order a fan looks for them, with their headings. */
export const SEARCH_KINDS: { kind: SearchKind; label: string; one: string }[] = [
  { kind: "players", label: "Players", one: "Player" },
  { kind: "teams", label: "Teams", one: "Team" },
  { kind: "coaches", label: "Coaches", one: "Coach" },
  { kind: "seasons", label: "Seasons", one: "Season" },
  { kind: "championships", label: "Championships", one: "Championship" },
];

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
}

/** The answer's non-empty groups, in SEARCH_KINDS order, each cut to `perKind` hits. */
export function searchGroups(answer: SearchAnswer | undefined, perKind = Infinity): SearchGroup[] {
  if (!answer) return [];
  return SEARCH_KINDS.map(({ kind, label }) => ({ kind, label, hits: (answer[kind] ?? []).slice(0, perKind) })).filter((g) => g.hits.length > 0);
}

const SPORT_NAMES: Record<string, string> = { football: "Football", basketball: "Basketball", baseball: "Baseball", hockey: "Hockey" };

/** What "this site" covers, for the scope switch: "Basketball" on a pro site, "College basketball" on a college one. */
export function siteScopeLabel(sport: string | null, level: string | null): string {
  const name = sport ? (SPORT_NAMES[sport] ?? sport) : "This site";
  return level === "ncaa-d1" ? `College ${name.toLowerCase()}` : name;
}

/** The full results page of q. */
export function searchPageHref(q: string, scope: "site" | "all", mainSite: boolean): string {
  const p = new URLSearchParams({ q });
  if (scope === "all" && !mainSite) p.set("scope", "all");
  return `/search?${p.toString()}`;
}
