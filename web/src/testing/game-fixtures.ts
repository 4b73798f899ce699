import type { GameDetail } from "@/features/game-detail/api/get-game";
import type { Game } from "@/lib/games/game";
import type { Schemas } from "@/lib/openapi/types";

type GameTeam = Schemas["GameTeam"];

/** A game shaped like /api/games answers (real teams from the dataset). */
export function makeGame(over: Partial<Game> & { id: number }): Game {
  return {
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
    venue_name: "Acrisure Stadium",
    source: "games.csv",
    source_name: "NFL game results",
    ...over,
  };
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
  const team = (t: Game["home_team"]): GameTeam => ({
    id: t?.id ?? null,
    slug: t?.slug ?? null,
    name: t?.name ?? "",
    city: t?.city ?? "",
    abbreviation: t?.abbreviation ?? "",
    sport_name: t?.sport_name ?? "",
  });
  const home = team(g.home_team);
  const away = team(g.away_team);
  return {
    id: g.id,
    slug: g.slug ?? "",
    game_date: g.game_date,
    game_time: g.game_time ?? null,
    time_zone: g.time_zone ?? null,
    status: g.status,
    week: g.week ?? null,
    game_type: g.game_type ?? "",
    home_score: g.home_score ?? null,
    away_score: g.away_score ?? null,
    quarter: g.quarter ?? null,
    period: g.period ?? null,
    time_remaining: g.time_remaining ?? null,
    attendance: g.attendance ?? null,
    neutral_site: g.neutral_site ?? false,
    overtime: g.overtime ?? null,
    home_team: home,
    away_team: away,
    home_team_name: home.name,
    home_team_city: home.city,
    home_team_abbreviation: home.abbreviation,
    away_team_name: away.name,
    away_team_city: away.city,
    away_team_abbreviation: away.abbreviation,
    sport_name: g.sport_name ?? "",
    sport_slug: g.sport_slug ?? "",
    level_name: g.level_name ?? "",
    level_slug: g.level_slug ?? "",
    league_name: g.league_name ?? null,
    championship_name: g.championship_name ?? null,
    season_name: g.season_name ?? null,
    season: null,
    venue_name: g.venue_name ?? null,
    source: g.source ?? "",
    source_name: g.source_name ?? "",
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
