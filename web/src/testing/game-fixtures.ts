import type { GameDetail } from "@/features/game-detail/api/get-game";
import type { Game } from "@/lib/games/game";
import type { Schemas } from "@/lib/openapi/types";

type GameTeam = Schemas["GameTeam"];

/** A game shaped like /api/games answers (real teams from the dataset); the flat team fields repeat the nested teams' unless `over` gives them. */
export function makeGame(over: Partial<Game> & { id: number }): Game {
  const g = {
    slug: `game-${over.id}`,
    game_date: "2025-12-15",
    game_time: "20:15",
    time_zone: "America/New_York",
    status: "final",
    week: "15",
    game_type: "regular",
    home_score: 28,
    away_score: 15,
    quarter: null,
    period: null,
    time_remaining: null,
    attendance: null,
    neutral_site: false,
    overtime: null,
    home_team: { id: 860, slug: "pittsburgh-steelers", name: "Pittsburgh Steelers", city: "Pittsburgh", abbreviation: "PIT", sport_name: "Football" },
    away_team: { id: 853, slug: "miami-dolphins", name: "Miami Dolphins", city: "Miami", abbreviation: "MIA", sport_name: "Football" },
    sport_name: "Football",
    sport_slug: "football",
    level_name: "Professional",
    level_slug: "professional",
    league_name: "National Football League",
    championship_name: null,
    season_name: "2025 NFL Season",
    season: null,
    venue_name: "Acrisure Stadium",
    source: "games.csv",
    source_name: "NFL game results",
    ...over,
  };
  return {
    home_team_name: g.home_team.name,
    home_team_city: g.home_team.city,
    home_team_abbreviation: g.home_team.abbreviation,
    away_team_name: g.away_team.name,
    away_team_city: g.away_team.city,
    away_team_abbreviation: g.away_team.abbreviation,
    ...g,
  };
}

/** A team as a game names it (as the API writes one: every field present). */
export function gameTeam(over: Partial<GameTeam> & { name: string }): GameTeam {
  return { id: null, slug: null, city: "", abbreviation: "", sport_name: "", ...over };
}

export const celticsMavs = (over: Partial<Game> & { id: number }) =>
  makeGame({
    game_date: "2024-06-17",
    game_time: null,
    time_zone: null,
    week: "Finals",
    game_type: "championship",
    home_score: 106,
    away_score: 88,
    home_team: { id: 122, slug: "boston-celtics", name: "Boston Celtics", city: "Boston", abbreviation: "BOS", sport_name: "Basketball" },
    away_team: { id: 127, slug: "dallas-mavericks", name: "Dallas Mavericks", city: "Dallas", abbreviation: "DAL", sport_name: "Basketball" },
    sport_name: "Basketball",
    sport_slug: "basketball",
    league_name: "National Basketball Association",
    championship_name: "NBA Championship",
    season_name: "2023-24 NBA Season",
    venue_name: null,
    ...over,
  });

/**
 * A game's detail as GET /api/games/{id} answers it: the game's fields
 * (flat team fields from the nested teams), no venue, officials, records,
 * box or line score unless `over` gives them.
 */
export function gameDetailFixture(g: Game, over: Partial<GameDetail> = {}): GameDetail {
  return {
    ...g,
    venue: null,
    championship: null,
    officials: [],
    weather: null,
    notes: null,
    result_text: null,
    winner: null,
    home_team_record: null,
    away_team_record: null,
    line_score: null,
    ...over,
  };
}
