/** How a leader's figure reads: the way each statistic is printed in its sport. */

/** Rates printed like averages: ".373", ".938" (three decimals, no leading zero). */
const THREE_DECIMALS = new Set(["batting_average", "save_percentage", "on_base_percentage", "slugging_percentage"]);
/** Two decimals: ERA, goals against average. */
const TWO_DECIMALS = new Set(["era", "goals_against_average"]);

/** The figure as printed: ".373", "2.28", "30.4", "1,819". */
export function formatLeaderValue(stat: string, value: number): string {
  if (THREE_DECIMALS.has(stat)) return value.toFixed(3).replace(/^0\./, ".");
  if (TWO_DECIMALS.has(stat)) return value.toFixed(2);
  if (stat.endsWith("_per_game") || stat === "passer_rating") return value.toFixed(1);
  return value.toLocaleString("en-US", { maximumFractionDigits: 1 });
}

const STAT_LABELS: Record<string, string> = {
  points_per_game: "points per game",
  assists_per_game: "assists per game",
  rebounds_per_game: "rebounds per game",
  steals_plus_blocks_per_game: "steals + blocks per game",
  batting_average: "batting average",
  era: "ERA",
  runs_batted_in: "RBI",
};

/** The statistic in words: "points per game", "ERA", "home runs". */
export function statLabel(stat: string): string {
  return STAT_LABELS[stat] ?? stat.replace(/_/g, " ");
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}
