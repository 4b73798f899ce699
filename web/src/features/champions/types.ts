/** A champion record (GET /api/championships/champions). */
export interface Champion {
  id: number;
  /** The year the title was decided (season end year). */
  year: number;
  team_id?: number | null;
  team_slug?: string | null;
  team_city?: string | null;
  team_name: string;
  championship_id?: number | null;
  championship_name: string;
  championship_slug?: string | null;
  sport_name?: string | null;
  sport_slug?: string | null;
  level_slug?: string | null;
  record?: string | null;
  coach?: string | null;
  season_id?: number | null;
  season_name?: string | null;
  season_start_year?: number | null;
  runner_up_name?: string | null;
  score?: string | null;
}
