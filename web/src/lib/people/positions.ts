/** Position filter choices per sport (the API matches a position by prefix, case-insensitive). */
export const POSITIONS: Record<string, { value: string; label: string }[]> = {
  football: [
    { value: "QB", label: "Quarterback (QB)" },
    { value: "RB", label: "Running Back (RB)" },
    { value: "WR", label: "Wide Receiver (WR)" },
    { value: "TE", label: "Tight End (TE)" },
    { value: "OL", label: "Offensive Line (OL)" },
    { value: "DL", label: "Defensive Line (DL)" },
    { value: "LB", label: "Linebacker (LB)" },
    { value: "DB", label: "Defensive Back (DB)" },
    { value: "K", label: "Kicker (K)" },
    { value: "P", label: "Punter (P)" },
  ],
  basketball: [
    { value: "G", label: "Guard (G)" },
    { value: "F", label: "Forward (F)" },
    { value: "C", label: "Center (C)" },
  ],
  baseball: [
    { value: "P", label: "Pitcher (P)" },
    { value: "C", label: "Catcher (C)" },
    { value: "1B", label: "First Base (1B)" },
    { value: "2B", label: "Second Base (2B)" },
    { value: "3B", label: "Third Base (3B)" },
    { value: "SS", label: "Shortstop (SS)" },
    { value: "LF", label: "Left Field (LF)" },
    { value: "CF", label: "Center Field (CF)" },
    { value: "RF", label: "Right Field (RF)" },
    { value: "DH", label: "Designated Hitter (DH)" },
  ],
  hockey: [
    { value: "C", label: "Center (C)" },
    { value: "L", label: "Left Wing (L)" },
    { value: "R", label: "Right Wing (R)" },
    { value: "D", label: "Defense (D)" },
    { value: "G", label: "Goalie (G)" },
  ],
};

export const SPORTS: { slug: string; name: string }[] = [
  { slug: "football", name: "Football" },
  { slug: "basketball", name: "Basketball" },
  { slug: "baseball", name: "Baseball" },
  { slug: "hockey", name: "Hockey" },
];

/** The positions to offer: the sport's, or every sport's (deduplicated) on the hub with no sport chosen. */
export function positionOptions(sport: string | null | undefined): { value: string; label: string }[] {
  if (sport && POSITIONS[sport]) return POSITIONS[sport];
  const seen = new Map<string, { value: string; label: string }>();
  for (const list of Object.values(POSITIONS)) for (const p of list) if (!seen.has(p.value)) seen.set(p.value, { value: p.value, label: p.value });
  return [...seen.values()].sort((a, b) => a.value.localeCompare(b.value));
}
