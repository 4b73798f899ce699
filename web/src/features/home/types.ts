/** Shapes the home page reads. */

export interface HomeChampionship {
  id: number;
  slug: string;
  name: string;
  first_year?: number | null;
  last_year?: number | null;
  sport?: { name: string; slug: string } | null;
  level?: { name: string; slug?: string | null } | null;
  total_champions?: number | null;
  latest_champion?: { team_name: string; team_slug?: string | null; year: number } | null;
}

export interface HomeChampion {
  id: number;
  year: number;
  team_slug?: string | null;
  team_city?: string | null;
  team_name: string;
  championship_name: string;
  championship_slug?: string | null;
  sport_slug?: string | null;
  level_slug?: string | null;
  record?: string | null;
  coach?: string | null;
  season_name?: string | null;
  season_start_year?: number | null;
  runner_up_name?: string | null;
  score?: string | null;
}

export interface HomeGame {
  id: number;
  slug?: string | null;
  game_date: string;
  status?: string;
}
