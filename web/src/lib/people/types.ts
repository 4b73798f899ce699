/**
 * People as the API returns them. Stats are name → number maps.
 */

import type { CareerCoverage } from "@/lib/coverage";
export interface NameSlug {
  name: string;
  slug: string;
}

export interface TeamRef {
  id: number;
  slug?: string;
  name: string;
  city?: string;
  abbreviation?: string | null;
  sport_name?: string;
}

export type StatMap = Record<string, number>;

export interface Person {
  first_name: string;
  last_name: string;
  full_name: string;
  age: number | null;
  birth_date: string | null;
  birth_place: string | null;
  bio: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  college: string | null;
  height_inches: number | null;
  weight_pounds: number | null;
  death_date: string | null;
}

/** A player in the directory (awards are "Name Year" strings here). */
export interface Player {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  display_name: string;
  jersey_number: number | string | null;
  primary_position: string | null;
  height: number | null;
  weight: number | null;
  age: number | null;
  birth_date: string | null;
  birth_place: string | null;
  years_experience: number | null;
  first_year: number | null;
  last_year: number | null;
  college: string | null;
  draft_year: number | null;
  draft_round: number | null;
  draft_pick: number | null;
  career_stats: StatMap;
  /** Which seasons of the headline career its totals cover. */
  career_coverage?: CareerCoverage | null;
  /** The lines the career is shown by, the main one first (batting, pitching; skater, goaltending; passing, ...). */
  career_roles?: string[] | null;
  awards: string[];
  championships: number;
  all_star_selections: number;
  is_active: boolean;
  status?: string;
  sport: NameSlug;
  level: NameSlug;
  current_team: TeamRef | null;
  hall_of_fame?: boolean;
  contract_year: number | null;
}

export interface Award {
  name: string;
  year: number;
}

export interface Title {
  year: number;
  championship_name: string;
  championship_slug: string;
  team_name: string;
  team_slug: string | null;
}

/** One row of a player's career: a season with one team, or the season's multi-team total. */
export interface PlayerSeason {
  season: number;
  season_slug: string;
  season_name: string;
  league: string;
  team: TeamRef | null;
  is_total: boolean;
  position: string | null;
  stats: StatMap;
  postseason: StatMap | null;
}

/** A career in one league (the API's career_by_league): AL and NL count as MLB, the BAA as NBA. */
export interface CareerLeague {
  league: string;
  leagues: string[];
  headline: boolean;
  seasons: number;
  first_year: number;
  last_year: number;
  games: number;
  stats: StatMap;
  postseason_stats: StatMap | null;
  career_coverage?: CareerCoverage | null;
}

/** GET /api/players/{slug}: the directory fields plus bio, career totals, seasons, awards and titles. */
export interface PlayerDetail extends Omit<Player, "awards" | "championships"> {
  primary_position_name: string | null;
  person: Person;
  salary: number | null;
  career_postseason_stats: StatMap | null;
  /** Career totals per league; career_stats are the headline (main) league's. */
  career_by_league?: CareerLeague[];
  seasons: PlayerSeason[];
  awards: Award[];
  championships: Title[];
  mvp_awards: number;
  other_sports: NameSlug[];
}

export function playerPath(p: { slug?: string | null; id: number }): string {
  return `/players/${encodeURIComponent(p.slug || String(p.id))}`;
}
