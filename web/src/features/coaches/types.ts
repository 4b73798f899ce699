import type { Award, NameSlug, Person, TeamRef, Title } from "@/lib/people/types";
import type { CareerCoverage } from "@/lib/coverage";

/** A coach's record over games coached. */
export interface CareerRecord {
  games: number;
  wins: number;
  losses: number;
  ties: number;
  win_percentage: number | null;
  playoff_appearances: number;
  playoff_wins: number | null;
  playoff_losses: number | null;
  /** The seasons as head coach and those with a W-L record the record sums. */
  career_coverage?: CareerCoverage | null;
}

/** A coach in the directory (GET /api/coaches); awards are "Name Year" strings here. */
export interface Coach {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  display_name: string;
  current_team: TeamRef | null;
  title: string | null;
  position: string | null;
  is_head_coach: boolean;
  is_active: boolean;
  status: string;
  years_experience: number | null;
  years_with_current_team: number | null;
  first_year: number | null;
  last_year: number | null;
  career_record: CareerRecord | null;
  championships_won: number;
  awards: string[];
  previous_teams: { id: number; slug: string; name: string }[];
  sport: NameSlug;
  level: NameSlug;
  person: Person;
  specialization?: string | null;
  specialties?: string | null;
}

/** A stint: consecutive seasons with one team in one role. */
export interface Stint {
  team_id: number;
  team_name: string;
  team_slug: string;
  sport: NameSlug;
  start_year: number;
  end_year: number;
  seasons: number;
  title: string;
  is_head_coach: boolean;
  is_active: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  win_percentage: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  championships: number;
}

/** One season coached. */
export interface CoachSeason {
  season: number;
  season_slug: string;
  team_name: string;
  team_slug: string;
  title: string;
  is_head_coach: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  win_percentage: number | null;
  playoff_wins: number | null;
  playoff_losses: number | null;
  made_playoffs: boolean;
  champion: boolean;
}

/** GET /api/coaches/{slug}. */
export interface CoachDetail extends Omit<Coach, "awards"> {
  awards: Award[];
  championships: Title[];
  coaching_history: Stint[];
  seasons: CoachSeason[];
  bio: string | null;
  /** The headline career's seasons as head coach and those with a W-L record. */
  career_coverage?: CareerCoverage | null;
}

/** A row of GET /api/coaches/stats (head coaches' records over the timeframe). */
export interface CoachStatRow {
  rank: number;
  id: number;
  slug: string;
  name: string;
  first_name: string;
  last_name: string;
  sport: NameSlug;
  level: NameSlug;
  team: TeamRef | null;
  is_active: boolean;
  games: number;
  wins: number;
  losses: number;
  ties: number;
  win_percentage: number | null;
  playoff_appearances: number;
  playoff_wins: number | null;
  playoff_losses: number | null;
  championships: number;
  seasons: number;
  first_year: number;
  last_year: number;
  /** The timeframe's seasons as head coach and those with a W-L record (the record and its rank count those). */
  career_coverage?: CareerCoverage | null;
  season_records: CoachSeason[];
}

export function coachPath(c: { slug?: string | null; id: number }): string {
  return `/coaches/${encodeURIComponent(c.slug || String(c.id))}`;
}
