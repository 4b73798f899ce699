/** Hub quick filters: the four professional leagues and their college variants. */
export const QUICK_FILTERS = [
  { label: "NFL", sport: "football", level: "professional" },
  { label: "NBA", sport: "basketball", level: "professional" },
  { label: "MLB", sport: "baseball", level: "professional" },
  { label: "NHL", sport: "hockey", level: "professional" },
  { label: "CFB", sport: "football", level: "ncaa-d1" },
  { label: "CBB", sport: "basketball", level: "ncaa-d1" },
  { label: "CBS", sport: "baseball", level: "ncaa-d1" },
  { label: "CHK", sport: "hockey", level: "ncaa-d1" },
] as const;

export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** A site's competition in words: "NHL", "college hockey". */
export function competitionName(sport: string | null | undefined, level: string | null | undefined): string | null {
  if (!sport) return null;
  if (level === "ncaa-d1") return `college ${sport}`;
  return QUICK_FILTERS.find((f) => f.sport === sport && f.level === "professional")?.label ?? sport;
}
