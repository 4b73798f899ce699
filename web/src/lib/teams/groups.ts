import type { Team, TeamGroupCount } from "./types";

/** One league group of the teams directory: its teams that played the league's latest season, then the rest. */
export interface TeamSection {
  group: TeamGroupCount;
  active: Team[];
  former: Team[];
}

const byName = (a: Team, b: Team) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;

/**
 * The teams by league group, in the order of `groups` (the API's: NFL, NBA,
 * MLB, NHL, the college divisions, then the leagues of the past); a team
 * whose group the API did not list gets a section of its own at the end.
 * Groups without a team here are left out, unless `keepEmpty` (the page
 * holds the first 500 teams: the other groups still get their section).
 */
export function groupTeams(teams: readonly Team[], groups: readonly TeamGroupCount[], { keepEmpty = false } = {}): TeamSection[] {
  const sections = new Map<string, TeamSection>();
  for (const g of groups) sections.set(g.key, { group: g, active: [], former: [] });
  for (const t of teams) {
    const key = t.group || "other";
    let s = sections.get(key);
    if (!s) {
      s = { group: { key, label: key, name: "", sport: t.sport?.slug ?? "", level: t.level?.slug ?? "", count: 0, active: 0 }, active: [], former: [] };
      sections.set(key, s);
    }
    (t.is_active ? s.active : s.former).push(t);
  }
  return [...sections.values()]
    .filter((s) => keepEmpty || s.active.length + s.former.length > 0)
    .map((s) => ({ ...s, active: s.active.sort(byName), former: s.former.sort(byName) }));
}
