import type { Championship, ChampionRecord, ChampionshipResult } from "@/lib/championships/types";
import type { Schemas } from "@/lib/openapi/types";
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

/** A championship with the fields a test does not name empty or null. */
export function championshipFixture(c: Pick<Championship, "id" | "slug" | "name"> & Partial<Championship>): Championship {
  return {
    official_name: null,
    description: null,
    trophy_name: null,
    first_year: null,
    last_year: null,
    sport: { name: "", slug: "" },
    level: { name: "Professional", slug: "professional" },
    total_champions: 0,
    latest_champion: null,
    ...c,
  };
}

/** One title game or series, won by `winner` over `runnerUp` in `year`. */
export function championshipResultFixture(year: number, winner: string, runnerUp: string, over: Partial<ChampionshipResult> = {}): ChampionshipResult {
  return {
    id: year,
    year,
    winner: { id: null, slug: null, name: winner, city: null },
    winner_name: winner,
    runner_up: { id: null, slug: null, name: runnerUp, city: null },
    runner_up_name: runnerUp,
    winner_score: null,
    runner_up_score: null,
    series_result: null,
    score: null,
    season: null,
    game_date: null,
    venue: null,
    mvp: null,
    winning_coach: null,
    game_id: null,
    game_slug: null,
    notes: null,
    ...over,
  };
}

/**
 * A champion record: a team's title in a year. The championship's id and
 * slug follow from its name, so the records of one championship share them.
 */
export function championRecordFixture(r: Pick<ChampionRecord, "id" | "year" | "team_name" | "championship_name"> & Partial<ChampionRecord>): ChampionRecord {
  return {
    championship_id: [...r.championship_name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7),
    championship_slug: r.championship_name.toLowerCase().replace(/\W+/g, "-"),
    sport_name: "",
    sport_slug: "",
    level_slug: "professional",
    team_id: null,
    team_slug: null,
    team_city: null,
    record: null,
    coach: null,
    season_id: null,
    season_name: null,
    season_start_year: null,
    runner_up_name: null,
    score: null,
    ...r,
  };
}

/** A career's coverage: `seasons` seasons from `first`, all with statistics unless a test says otherwise. */
export function coverageFixture(first: number, seasons: number, over: Partial<Schemas["Coverage"]> = {}): Schemas["Coverage"] {
  const last = first + seasons - 1;
  return {
    first_season: first,
    last_season: last,
    seasons,
    seasons_with_stats: seasons,
    stats_first_season: first,
    stats_last_season: last,
    complete: true,
    ...over,
  };
}

/** A side of a team comparison: a professional football team counting points unless a test says otherwise. */
export function compareSideFixture(t: Pick<Schemas["TeamComparisonSide"], "id" | "slug" | "name"> & Partial<Schemas["TeamComparisonSide"]>): Schemas["TeamComparisonSide"] {
  return {
    city: null,
    abbreviation: null,
    sport: { name: "Football", slug: "football" },
    level: { name: "Professional", slug: "professional" },
    score_unit: "points",
    ...t,
  };
}

/** A team's schedule game (the team at home unless `is_home` says otherwise); the opponent named by `opponent`. */
export function scheduleGameFixture(
  g: Pick<Schemas["TeamScheduleGame"], "id" | "game_date" | "status"> & Omit<Partial<Schemas["TeamScheduleGame"]>, "opponent"> & { opponent: Partial<Schemas["TeamOpponent"]> & { name: string } },
): Schemas["TeamScheduleGame"] {
  return {
    slug: `game-${g.id}`,
    game_time: null,
    game_type: "regular",
    week: null,
    neutral_site: false,
    is_home: true,
    home_team_name: "",
    home_team_abbreviation: null,
    away_team_name: "",
    away_team_abbreviation: null,
    home_score: null,
    away_score: null,
    team_score: null,
    opponent_score: null,
    result: null,
    overtime: null,
    venue_name: null,
    championship_name: null,
    season: { id: 1, name: "Season", start_year: Number(g.game_date.slice(0, 4)) },
    ...g,
    opponent: { id: null, slug: null, abbreviation: null, ...g.opponent },
  };
}

/** A roster entry: an active player named Patrick Mahomes unless a test says otherwise. */
export function rosterEntryFixture(
  over: Omit<Partial<Schemas["RosterEntry"]>, "player"> & { player?: Partial<Schemas["RosterPlayer"]> } = {},
): Schemas["RosterEntry"] {
  return {
    id: 1,
    slug: "roster-1",
    person_id: 9,
    jersey_number: null,
    is_captain: false,
    is_starter: false,
    position: null,
    status: null,
    ...over,
    player: {
      id: 9,
      slug: "patrick-mahomes",
      is_active: true,
      primary_position: null,
      primary_position_name: null,
      person: { first_name: "Patrick", last_name: "Mahomes" },
      ...over.player,
    },
  };
}

/** A title in a team's history, decided the year after `year` (a season spanning two years). */
export function teamChampionshipFixture(
  t: Pick<Schemas["TeamChampionshipEntry"], "id" | "year" | "championship_name"> & Partial<Schemas["TeamChampionshipEntry"]>,
): Schemas["TeamChampionshipEntry"] {
  return {
    decided_year: (t.year ?? 0) + 1,
    championship_slug: t.championship_name.toLowerCase().replace(/\W+/g, "-"),
    team_name: "",
    coach: null,
    record: null,
    runner_up_name: null,
    score: null,
    season_id: null,
    season_name: null,
    ...t,
  };
}

/** A team's season with the fields a test does not name empty or null. */
export function teamSeasonFixture(s: Pick<Schemas["TeamSeason"], "id" | "name" | "start_year"> & Partial<Schemas["TeamSeason"]>): Schemas["TeamSeason"] {
  return {
    slug: `season-${s.id}`,
    season_name: "",
    end_year: s.start_year + 1,
    league: null,
    team_name: "",
    city: null,
    abbreviation: null,
    championship_won: false,
    record: null,
    wins: null,
    losses: null,
    ties: null,
    ot_losses: null,
    made_playoffs: false,
    head_coach: null,
    ...s,
  };
}
