/** The leagues season odds cover, by sport slug. */
export const ODDS_SPORTS = [
  { value: "football", label: "NFL" },
  { value: "basketball", label: "NBA" },
  { value: "baseball", label: "MLB" },
  { value: "hockey", label: "NHL" },
];
