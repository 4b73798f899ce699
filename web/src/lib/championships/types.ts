/** Championship shapes of GET /api/championships…. */

export interface SportRef {
  name: string;
  slug: string;
  abbreviation?: string | null;
}

export interface Championship {
  id: number;
  slug: string;
  name: string;
  official_name?: string | null;
  description?: string | null;
  trophy_name?: string | null;
  first_year?: number | null;
  last_year?: number | null;
  sport?: SportRef | null;
  level?: { name: string; slug?: string | null } | null;
  total_champions?: number | null;
  latest_champion?: { team_name: string; team_slug?: string | null; year: number } | null;
}

export interface TeamRef {
  id?: number | null;
  slug?: string | null;
  name: string;
  city?: string | null;
}

/** One title game or series (GET /api/championships/championships/{slug}/games). */
export interface ChampionshipResult {
  id: number;
  year: number;
  winner?: TeamRef | null;
  winner_name?: string | null;
  runner_up?: TeamRef | null;
  runner_up_name?: string | null;
  winner_score?: number | null;
  runner_up_score?: number | null;
  /** "4-2" for a series, null for a single game. */
  series_result?: string | null;
  score?: string | null;
  season?: { id?: number; slug?: string; start_year: number; end_year?: number | null; name?: string | null } | null;
  game_date?: string | null;
  venue?: { name?: string | null; city?: string | null } | null;
  mvp?: string | null;
  winning_coach?: string | null;
  game_id?: number | null;
  game_slug?: string | null;
  notes?: string | null;
}

/** A champion record (GET …/{slug}/champions). */
export interface ChampionRecord {
  id: number;
  year: number;
  team_id?: number | null;
  team_slug?: string | null;
  team_city?: string | null;
  team_name: string;
  championship_name: string;
  record?: string | null;
  coach?: string | null;
  season_name?: string | null;
  season_start_year?: number | null;
  runner_up_name?: string | null;
  score?: string | null;
}

export interface TeamTitleCount {
  team_id?: number | null;
  team__name: string;
  team__slug?: string | null;
  championships_won: number;
}

export interface ChampionshipStats {
  total_games: number;
  total_games_basis?: "games" | "results";
  total_champions?: number;
  team_championships: TeamTitleCount[];
  longest_streak?: { team: string; team_slug?: string | null; years: number; start_year?: number; end_year?: number } | null;
  highest_score?: number | null;
  highest_score_year?: number | null;
  highest_score_team?: string | null;
  total_teams: number;
}
