import type { Player, PlayerDetail } from "@/lib/people/types";
import { coverageFixture } from "@/testing/api-fixtures";

/** A directory player like the API's (hockey). */
export function makePlayer(over: Partial<Player> = {}): Player {
  return {
    id: 40742,
    slug: "wayne-gretzky",
    first_name: "Wayne",
    last_name: "Gretzky",
    display_name: "Wayne Gretzky",
    jersey_number: "99",
    primary_position: "C",
    height: 72,
    weight: 185,
    age: 65,
    birth_date: "1961-01-26",
    birth_place: "Brantford, ON, Canada",
    years_experience: 21,
    first_year: 1978,
    last_year: 1998,
    college: null,
    draft_year: null,
    draft_round: null,
    draft_pick: null,
    career_stats: { games_played: 1567, goals: 940, assists: 2027, points: 2967, plus_minus: 538, penalty_minutes: 596 },
    career_coverage: coverageFixture(1978, 21),
    career_roles: ["skater"],
    awards: ["Kaplan 1979", "Second Team All-Star 1979", "Hart 1980"],
    championships: 4,
    all_star_selections: 16,
    is_active: false,
    status: "retired",
    sport: { name: "Hockey", slug: "hockey" },
    level: { name: "Professional", slug: "professional" },
    current_team: { id: 978, slug: "new-york-rangers", name: "New York Rangers", abbreviation: "NYR" },
    hall_of_fame: true,
    contract_year: null,
    ...over,
  };
}

export function makePlayerDetail(over: Partial<PlayerDetail> = {}): PlayerDetail {
  const { awards: _a, championships: _c, ...base } = makePlayer();
  return {
    ...base,
    primary_position_name: "Center",
    person: {
      first_name: "Wayne",
      last_name: "Gretzky",
      full_name: "Wayne Gretzky",
      age: 65,
      birth_date: "1961-01-26",
      birth_place: "Brantford, ON, Canada",
      bio: null,
      birth_city: "Brantford",
      birth_state: "ON",
      birth_country: "Canada",
      college: null,
      height_inches: 72,
      weight_pounds: 185,
      death_date: null,
    },
    salary: null,
    career_stats: { games_played: 1567, goals: 940, assists: 2027, points: 2967, seasons_played: 21 },
    career_postseason_stats: null,
    career_by_league: [],
    seasons: [
      { season: 1998, season_slug: "nhl-1998-99", season_name: "1998-99 NHL Season", league: "NHL", team: { id: 978, slug: "new-york-rangers", name: "New York Rangers", abbreviation: "NYR" }, is_total: false, position: "C", stats: { games_played: 70, goals: 9, assists: 53, points: 62 }, postseason: null },
      { season: 1981, season_slug: "nhl-1981-82", season_name: "1981-82 NHL Season", league: "NHL", team: { id: 1, slug: "edmonton-oilers", name: "Edmonton Oilers", abbreviation: "EDM" }, is_total: false, position: "C", stats: { games_played: 80, goals: 92, assists: 120, points: 212 }, postseason: null },
    ],
    awards: [{ name: "Hart", year: 1980 }],
    championships: [{ year: 1984, championship_name: "Stanley Cup", championship_slug: "stanley-cup", team_name: "Edmonton Oilers", team_slug: "edmonton-oilers" }],
    mvp_awards: 9,
    other_sports: [],
    ...over,
  };
}
