/**
 * A team (franchise) as the API returns it. Shared by the teams directory, team
 * detail and team comparison features.
 */
export interface NamedRef {
  name: string;
  slug?: string;
}

export interface TeamVenue {
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  capacity?: number | null;
  opened_year?: number | null;
}

export interface TeamLeague {
  name: string;
  abbreviation?: string | null;
  slug?: string | null;
}

export interface Team {
  id: number;
  slug: string;
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  abbreviation?: string | null;
  short_name?: string | null;
  founded_year?: number | null;
  last_year?: number | null;
  is_active?: boolean;
  /** The year the latest title was decided (already the decided year, not a season start). */
  last_championship_year?: number | null;
  championships_won?: number;
  sport?: NamedRef | null;
  sport_name?: string;
  level?: NamedRef | null;
  league?: TeamLeague | null;
  division?: { name: string } | null;
  conference?: { name: string; abbreviation?: string | null } | null;
  home_venue?: TeamVenue | null;
}

/** One era of a franchise: a run of seasons under the same name, city and abbreviation. */
export interface TeamEra {
  name: string;
  city: string;
  abbreviation: string;
  first_season: number;
  last_season: number;
}

/** GET /api/teams/{slug}: the team plus its names across eras. */
export interface TeamDetail extends Team {
  current_name?: string;
  current_city?: string | null;
  current_abbreviation?: string | null;
  names?: TeamEra[];
  seasons_count?: number;
  first_season?: number | null;
  last_season?: number | null;
}

/** The path of a team's page: /teams/{slug, else id}. */
export function teamPath(team: Pick<Team, "slug" | "id">, year?: number | string | null): string {
  const ref = encodeURIComponent(team.slug || String(team.id));
  return year != null && year !== "" ? `/teams/${ref}/${year}` : `/teams/${ref}`;
}

/** The team's sport name (nested or flat). */
export function teamSportName(team: Pick<Team, "sport" | "sport_name">): string {
  return team.sport?.name || team.sport_name || "";
}
