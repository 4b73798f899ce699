import type { Game } from "@/lib/games/game";

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
