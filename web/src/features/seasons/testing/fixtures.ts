import type { Season, SeasonChampion, SeasonDetail } from "@/lib/seasons/types";

export const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** A season's champion with the fields a test does not name null. */
export function champion(c: Pick<SeasonChampion, "team_name"> & Partial<SeasonChampion>): SeasonChampion {
  return { team_id: null, team_slug: null, team_city: null, team_abbreviation: null, ...c };
}

export function season(over: Partial<SeasonDetail> & Pick<Season, "id" | "slug" | "start_year">): SeasonDetail {
  return {
    name: `${over.start_year} NFL Season`,
    end_year: over.start_year + 1,
    sport: { name: "Football", slug: "football" },
    league: { name: "National Football League", abbreviation: "NFL" },
    level: { name: "Professional", slug: "professional" },
    champion: champion({ team_name: "Denver Broncos", team_city: "Denver", team_abbreviation: "DEN", team_slug: "denver-broncos" }),
    runner_up: null,
    final_result: null,
    best_record: null,
    teams_count: 32,
    games_count: 267,
    championship_name: "Super Bowl",
    championship: null,
    status: "completed",
    regular_season_start: null,
    regular_season_end: null,
    regular_season_games: null,
    playoffs_end: null,
    playoffs_format: null,
    start_date: null,
    end_date: null,
    data_through: null,
    has_standings: true,
    ...over,
  };
}

export const nfl2015 = season({ id: 828, slug: "nfl-2015-16", start_year: 2015, name: "2015 NFL Season", regular_season_games: 16 });
export const nba2015 = season({
  id: 300,
  slug: "nba-2015-16",
  start_year: 2015,
  name: "2015-16 NBA Season",
  sport: { name: "Basketball", slug: "basketball" },
  league: { name: "National Basketball Association", abbreviation: "NBA" },
  champion: champion({ team_name: "Cleveland Cavaliers", team_abbreviation: "CLE" }),
  championship_name: "NBA Championship",
  teams_count: 30,
  games_count: 1316,
});
export const cfb1985 = season({
  id: 500,
  slug: "cfb-1985",
  start_year: 1985,
  name: "1985 College Football Season",
  league: { name: "NCAA Division I Football (FBS)", abbreviation: "NCAA FBS" },
  level: { name: "NCAA Division I", slug: "ncaa-d1" },
  champion: champion({ team_name: "Oklahoma" }),
  championship_name: null,
});
export const nfl2026 = season({ id: 900, slug: "nfl-2026-27", start_year: 2026, name: "2026 NFL Season", status: "upcoming", champion: null, games_count: 0 });
