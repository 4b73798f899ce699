import { coverageFixture } from "@/testing/api-fixtures";
import type { Coach, CoachDetail, CoachStatRow } from "../types";

const person = {
  first_name: "Phil", last_name: "Jackson", full_name: "Phil Jackson", age: null, birth_date: "1945-09-17", birth_place: null, bio: null,
  birth_city: null, birth_state: null, birth_country: null, college: "University of North Dakota", height_inches: null, weight_pounds: null, death_date: null,
};

export function makeCoach(over: Partial<Coach> = {}): Coach {
  return {
    id: 22244, slug: "phil-jackson", first_name: "Phil", last_name: "Jackson", display_name: "Phil Jackson",
    current_team: { id: 134, slug: "los-angeles-lakers", name: "Los Angeles Lakers", city: "Los Angeles", abbreviation: "LAL", sport_name: "Basketball" },
    title: "Head Coach", position: "Head Coach", is_head_coach: true, is_active: false, status: "retired", years_experience: 20, years_with_current_team: 6,
    first_year: 1989, last_year: 2010, records_end: null,
    career_record: { games: 1640, wins: 1155, losses: 485, ties: 0, win_percentage: 0.704, playoff_appearances: 20, playoff_wins: null, playoff_losses: null,
      career_coverage: coverageFixture(1989, 20) },
    championships_won: 11, awards: [], previous_teams: [{ id: 125, slug: "chicago-bulls", name: "Chicago Bulls" }],
    sport: { name: "Basketball", slug: "basketball" }, level: { name: "Professional", slug: "professional" }, person,
    ...over,
  };
}

export function makeCoachDetail(over: Partial<CoachDetail> = {}): CoachDetail {
  const { awards: _a, ...base } = makeCoach();
  return {
    ...base,
    awards: [],
    championships: [{ year: 1991, championship_name: "NBA Championship", championship_slug: "nba-finals", team_name: "Chicago Bulls", team_slug: "chicago-bulls" }],
    coaching_history: [
      { team_id: 134, team_name: "Los Angeles Lakers", team_slug: "los-angeles-lakers", sport: { name: "Basketball", slug: "basketball" }, start_year: 1999, end_year: 2010, seasons: 11, title: "Head Coach", is_head_coach: true, is_active: false, wins: 610, losses: 292, ties: 0, win_percentage: 0.676, playoff_wins: null, playoff_losses: null, championships: 5 },
      { team_id: 125, team_name: "Chicago Bulls", team_slug: "chicago-bulls", sport: { name: "Basketball", slug: "basketball" }, start_year: 1989, end_year: 1997, seasons: 9, title: "Head Coach", is_head_coach: true, is_active: false, wins: 545, losses: 193, ties: 0, win_percentage: 0.738, playoff_wins: null, playoff_losses: null, championships: 6 },
    ],
    seasons: [{ season: 2010, season_slug: "nba-2010-11", league: "NBA", team_name: "Los Angeles Lakers", team_slug: "los-angeles-lakers", title: "Head Coach", is_head_coach: true, wins: 57, losses: 25, ties: 0, win_percentage: 0.695, playoff_wins: null, playoff_losses: null, made_playoffs: true, champion: false }],
    bio: null,
    career_by_league: [],
    career_coverage: coverageFixture(1989, 20),
    ...over,
  };
}

export function makeStatRow(over: Partial<CoachStatRow> = {}): CoachStatRow {
  const c = makeCoach();
  return {
    rank: 1, id: c.id, slug: c.slug, name: c.display_name, first_name: c.first_name, last_name: c.last_name, sport: c.sport, level: c.level, team: c.current_team,
    is_active: false, games: 1640, wins: 1155, losses: 485, ties: 0, win_percentage: 0.704, playoff_appearances: 20, playoff_wins: null, playoff_losses: null,
    championships: 11, seasons: 20, first_year: 1989, last_year: 2010, career_coverage: coverageFixture(1989, 20), season_records: makeCoachDetail().seasons, ...over,
  };
}
