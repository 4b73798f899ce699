/** A league season as GET /api/seasons and /api/seasons/{slug} return it. */
export interface NameSlug {
  name: string;
  slug?: string | null;
}

export interface SeasonChampion {
  team_name?: string | null;
  name?: string | null;
  team_city?: string | null;
  city?: string | null;
  team_abbreviation?: string | null;
  abbreviation?: string | null;
  team_slug?: string | null;
  team_id?: number | null;
}

export type SeasonStatus = "active" | "completed" | "upcoming";

export interface Season {
  id: number;
  slug: string;
  name?: string | null;
  start_year: number;
  end_year?: number | null;
  sport?: NameSlug | null;
  league?: { name: string; abbreviation?: string | null; slug?: string | null } | null;
  level?: NameSlug | null;
  regular_season_start?: string | null;
  regular_season_end?: string | null;
  playoffs_end?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  champion?: SeasonChampion | null;
  teams_count?: number | null;
  games_count?: number | null;
  championship_name?: string | null;
  championship?: NameSlug | null;
  playoffs_format?: string | null;
  regular_season_games?: number | null;
  status?: string | null;
  /** The date of the season's last final game in the data (an unfinished season is in progress to it). */
  data_through?: string | null;
  /** Standings exist: from the season's games, or from a season table when it has none. */
  has_standings?: boolean | null;
}

/** The detail adds the best regular-season record. */
export interface SeasonDetail extends Season {
  best_record?: {
    team_id: number;
    team_slug?: string | null;
    team_name: string;
    team_city?: string | null;
    team_abbreviation?: string | null;
    wins: number;
    losses: number;
    ties?: number;
    ot_losses?: number;
    win_percentage: number;
  } | null;
  /** The final's loser (null: no final in the data). */
  runner_up?: SeasonChampion | null;
  /** The final's result as the title's row gives it: games won and lost ("4-2") or the score. */
  final_result?: string | null;
}
