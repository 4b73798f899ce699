import type { Standing } from "@/lib/standings/types";
import type { Team, TeamDetail } from "@/lib/teams/types";

/**
 * Complete API answers for tests, with neutral defaults: the generated types
 * require every field the API always sends, so a test names only what it
 * is about.
 */
export function standingFixture(over: Partial<Standing> = {}): Standing {
  const played = (over.wins ?? 0) + (over.losses ?? 0) + (over.ties ?? 0) + (over.ot_losses ?? 0);
  return {
    id: 1,
    rank: 1,
    position: 1,
    team: { id: 1, slug: "team-1", name: "Team 1", city: "", abbreviation: "", sport_name: "" },
    wins: 0,
    losses: 0,
    ties: 0,
    ot_losses: 0,
    points: null,
    win_percentage: 0,
    win_percentage_display: ".000",
    games_played: played, // as the API counts it, unless a test says otherwise
    games_behind: 0,
    games_behind_display: "-",
    games_remaining: 0,
    streak: null,
    streak_type: null,
    home_record: null,
    away_record: null,
    division_record: null,
    conference_record: null,
    last_10: null,
    points_for: null,
    points_against: null,
    point_differential: null,
    points_percentage: null,
    regulation_wins: null,
    regulation_overtime_wins: null,
    division: null,
    conference: null,
    league: { id: 1, slug: "league", name: "League", abbreviation: "LG" },
    season: { id: 1, slug: "season", name: "Season", start_year: 2024, end_year: 2025 },
    playoff_position: null,
    last_updated: null,
    record_source: "games",
    games_record: null,
    record_difference: null,
    record_note: null,
    clinch: null,
    ...over,
  };
}

/** A team with the fields a test does not name empty or null. */
export function teamFixture(t: Pick<Team, "id" | "slug" | "name"> & Partial<Team>): Team {
  return {
    abbreviation: null,
    championships_won: 0,
    city: null,
    state: null,
    country: null,
    conference: null,
    division: null,
    league: null,
    founded_year: null,
    group: "",
    last_year: null,
    last_championship_year: null,
    home_venue: null,
    is_active: true,
    short_name: null,
    sport: { name: "", slug: "" },
    sport_name: t.sport?.name ?? "",
    level: { name: "Professional", slug: "professional" },
    ...t,
  };
}

/** A team's detail: the team, its current names and its seasons span. */
export function teamDetailFixture(t: Pick<Team, "id" | "slug" | "name"> & Partial<TeamDetail>): TeamDetail {
  return {
    ...teamFixture(t),
    current_name: t.name,
    current_city: t.city ?? null,
    current_abbreviation: t.abbreviation ?? null,
    names: null,
    seasons_count: 0,
    first_season: null,
    last_season: null,
    ...t,
  };
}
