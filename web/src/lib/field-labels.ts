/**
 * Labels for an answer's field names where a page draws fields it does not
 * know one by one (the team report): the sport's scoring unit for team
 * scoring ("points_for" in baseball is "Runs for"), each sport's main
 * per-game figure by its name, years without a thousands separator.
 */

/** What a sport scores: runs in baseball, goals in hockey, points elsewhere. */
export function scoreUnit(sport?: string | null): { one: string; many: string } {
  if (sport === "baseball") return { one: "Run", many: "Runs" };
  if (sport === "hockey") return { one: "Goal", many: "Goals" };
  return { one: "Point", many: "Points" };
}

/** What the API's main_per_game holds in each sport (readmodel.MainMetric). */
const MAIN_PER_GAME: Record<string, string> = {
  basketball: "Points per game",
  hockey: "Points (goals + assists) per game",
  football: "Yards per game (passing, rushing, receiving)",
  baseball: "Runs scored per game",
};

/** Team scoring fields, named in the sport's unit. */
const TEAM_SCORING: Record<string, (many: string, one: string) => string> = {
  points_for: (m) => `${m} for`,
  points_against: (m) => `${m} against`,
  point_differential: (_, o) => `${o} differential`,
  points_per_game: (m) => `${m} per game`,
  points_allowed_per_game: (m) => `${m} allowed per game`,
};

const WORDS: Record<string, string> = { last_10: "Last 10", win_percentage: "Win percentage" };

/** "points_for" → "Runs for" (baseball); "main_per_game" → "Points per game" (basketball); else the words. */
export function fieldLabel(key: string, sport?: string | null): string {
  if (key === "main_per_game") return MAIN_PER_GAME[sport ?? ""] ?? "Per game";
  const team = TEAM_SCORING[key];
  if (team) {
    const u = scoreUnit(sport);
    const label = team(u.many.toLowerCase(), u.one.toLowerCase());
    return label.charAt(0).toUpperCase() + label.slice(1);
  }
  if (WORDS[key]) return WORDS[key];
  const s = key.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Fields holding a year: printed as written (2025), never grouped (2,025). */
export const isYearField = (key: string) => /(^|_)(season|year|season_end_year|first_season|last_season)$/.test(key);

/** Column heads of a team's scoring per game, as the glossary abbreviates them. */
export function perGameHeads(sport?: string | null): { for: string; against: string } {
  if (sport === "baseball") return { for: "R/G", against: "RA/G" };
  if (sport === "hockey") return { for: "GF/G", against: "GA/G" };
  if (sport === "basketball") return { for: "PTS/G", against: "OPP/G" };
  return { for: "PF/G", against: "PA/G" };
}

/** Column heads of a team's scoring totals: RS/RA, GF/GA, PF/PA. */
export function forAgainstHeads(sport?: string | null): { for: string; against: string } {
  if (sport === "baseball") return { for: "RS", against: "RA" };
  if (sport === "hockey") return { for: "GF", against: "GA" };
  return { for: "PF", against: "PA" };
}
