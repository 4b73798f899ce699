/** A standings row as GET /api/games/standings returns it. */
export type PlayoffPosition = "champion" | "playoffs" | "play-in" | "bubble" | "eliminated";

export interface Standing {
  id: number;
  rank?: number | null;
  position?: number | null;
  team?: { id?: number; slug?: string | null; name?: string | null; city?: string | null; abbreviation?: string | null; sport_name?: string | null } | null;
  wins: number;
  losses: number;
  ties?: number | null;
  ot_losses?: number | null;
  points?: number | null;
  win_percentage: number;
  games_played?: number | null;
  games_behind?: number | null;
  streak?: string | null;
  streak_type?: string | null;
  home_record?: string | null;
  away_record?: string | null;
  division_record?: string | null;
  conference_record?: string | null;
  last_10?: string | null;
  points_for?: number | null;
  points_against?: number | null;
  point_differential?: number | null;
  division?: { id?: number; name: string } | null;
  conference?: { id?: number; name: string; abbreviation?: string | null } | null;
  league?: { id?: number; slug?: string | null; name: string; abbreviation?: string | null } | null;
  season?: { id: number; slug?: string | null; name?: string | null; start_year: number; end_year?: number | null } | null;
  playoff_position?: string | null;
  last_updated?: string | null;
  /** "season table" (official total) or "games" (counted from the final games). */
  record_source?: string | null;
  /** The record the games give, when it differs from the one shown. */
  games_record?: string | null;
  record_difference?: string | null;
  record_note?: string | null;
  /** ".611", as the leagues print it. */
  win_percentage_display?: string | null;
  /** "-" for the leader. */
  games_behind_display?: string | null;
  /** Hockey: PTS / (2 GP). */
  points_percentage?: number | null;
  /** Hockey tie-breakers of the era (null outside it or where the logs miss overtime). */
  regulation_wins?: number | null;
  regulation_overtime_wins?: number | null;
  games_remaining?: number | null;
  /** x, y, z, p, pi or e, computed from the games; null: none. */
  clinch?: string | null;
}
