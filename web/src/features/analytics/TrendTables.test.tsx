import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { renderApp, routeFetch } from "@/testing/test-utils";
import type { TeamTrends } from "./api/get-team-trends";

const nfl = normalizeSite({ name: "Gridiron Almanac", sport: "football", level: "professional" })!;
const A = "/api/v1/analytics";

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const rowNames = (table: HTMLElement) => within(table).getAllByRole("rowheader").map((c) => c.textContent);
const sortBy = (table: HTMLElement, name: RegExp) => {
  const header = within(table).getByRole("columnheader", { name });
  fireEvent.click(within(header).getByRole("button"));
  return header;
};

describe("/analytics/trends", () => {
  const trend = (key: string, title: string, current: number, change_percent: number | null, direction = "flat") => ({
    sport: "football", level: "professional", key, title, description: "", direction, unit: "points per team per game", season: "2025-26", current, games: 285,
    previous_season: "2024-25", previous: current - 1, change: 1, change_percent, ten_years_ago_season: "2015-16", ten_years_ago: null,
  });
  const scope = {
    sport: { name: "Football", slug: "football" }, level: { name: "Professional", slug: "professional" }, season: null, previous_season: null, highlights: [],
    trends: [trend("scoring", "Scoring", 22.98, -0.1), trend("ot", "Overtime games", 5.2, 12.5, "up"), trend("close", "Close games", 30.1, null)],
  };

  it("a league's trends in a named table, in the API's order until a figure's header sorts them", async () => {
    routeFetch({ [`${A}/analytics/league_insights`]: { sport: null, level: null, season: null, trends: [], highlights: [], sports: [scope] } });
    renderApp("/analytics/trends", { site: nfl });
    const table = await screen.findByRole("table", { name: /trends$/ });
    expect(rowNames(table).map((n) => n?.split("points")[0])).toEqual(["Scoring", "Overtime games", "Close games"]);
    const scoring = bodyRows(table)[0];
    expect(scoring).toHaveTextContent("285 games");
    expect(scoring).toHaveTextContent("22.982025-26");
    // A figure the data lacks is a dash, never 0.
    expect(within(scoring).getAllByRole("cell")[0]).toHaveTextContent("—2015-16");
    expect(bodyRows(table)[1]).toHaveTextContent("▲ Up +12.5%");

    const change = sortBy(table, /Change/);
    expect(change).toHaveAttribute("aria-sort", "descending");
    expect(rowNames(table).map((n) => n?.split("points")[0])).toEqual(["Overtime games", "Scoring", "Close games"]);
    const latest = sortBy(table, /Latest season/);
    expect(latest).toHaveAttribute("aria-sort", "descending");
    expect(change).toHaveAttribute("aria-sort", "none");
    expect(rowNames(table).map((n) => n?.split("points")[0])).toEqual(["Close games", "Scoring", "Overtime games"]);
    expect(within(table).getByRole("columnheader", { name: "Trend" })).not.toHaveAttribute("aria-sort");
  });
});

describe("/analytics/team/:team_id/trends", () => {
  const season = (y: number, wins: number, elo: number | null) => ({
    season: y, season_slug: `nfl-${y}`, team_name: "Denver Broncos", games_played: 17, wins, losses: 17 - wins, win_percentage: wins / 17,
    points_per_game: 20 + wins / 10, points_allowed_per_game: 21, point_differential: 0, elo_rating: elo, elo: null, playoff_result: y === 2025 ? "lost_divisional" : null,
  });
  const form = { games: 0, record: "", points_per_game: 0, points_allowed_per_game: 0, average_margin: 0, wins_above_expected: null, results: [] };
  const trends: TeamTrends = {
    team: { id: 1, slug: "denver-broncos", name: "Denver Broncos" }, sport: "football", level: "professional", score_unit: "points", rating_system: "Elo", rating: null, form,
    seasons: [season(2023, 8, 1490.4), season(2025, 14, 1589.1), season(2024, 10, null)],
  };

  it("the seasons newest first, the season linking to the team's season; a header sorts them, the sort in the URL", async () => {
    routeFetch({ [`${A}/analytics/team_trends`]: trends });
    const router = renderApp("/analytics/team/denver-broncos/trends", { site: nfl }).router;
    const table = await screen.findByRole("table", { name: /Denver Broncos's seasons/ });
    expect(rowNames(table)).toEqual(["2025", "2024", "2023"]);
    expect(within(table).getByRole("link", { name: "2025" })).toHaveAttribute("href", "/teams/denver-broncos/2025");
    expect(bodyRows(table)[0]).toHaveTextContent("14-3");
    expect(bodyRows(table)[0]).toHaveTextContent("Lost divisional");
    expect(within(table).getByRole("columnheader", { name: /Season/ })).toHaveAttribute("aria-sort", "descending");

    sortBy(table, /Elo/);
    expect(rowNames(table)).toEqual(["2025", "2023", "2024"]);
    expect(router.state.location.search).toBe("?sort=elo_rating");
    sortBy(table, /Season/);
    expect(rowNames(table)).toEqual(["2025", "2024", "2023"]);
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("region", { name: "Denver Broncos's seasons" }).className).toContain("overflow-x-auto");
  });
});

describe("/analytics/player/:player_id/career", () => {
  const row = (season: number, points: number, team: string) => ({ id: season, player_id: 7, player_slug: "shai", player_name: "Shai Gilgeous-Alexander", team_name: team, position: "G", season, games_played: 70, points });
  const career = { player_name: "Shai Gilgeous-Alexander", seasons: [row(2020, 1200, "OKC"), row(2018, 800, "LAC"), row(2019, 1500, "OKC")] };

  it("the seasons oldest first (as the chart), the season in view while the stats scroll; a stat's header sorts them", async () => {
    routeFetch({ [`${A}/players/stats/shai/career`]: career });
    const router = renderApp("/analytics/player/shai/career").router;
    const table = await screen.findByRole("table", { name: "Shai Gilgeous-Alexander's statistics per season" });
    expect(rowNames(table)).toEqual(["2018", "2019", "2020"]);
    expect(within(table).getByRole("rowheader", { name: "2018" }).className).toContain("sticky");
    expect(bodyRows(table)[0]).toHaveTextContent("LAC");
    expect(within(table).getByRole("columnheader", { name: /Season/ })).toHaveAttribute("aria-sort", "ascending");

    sortBy(table, /PTS/);
    expect(rowNames(table)).toEqual(["2019", "2020", "2018"]);
    expect(router.state.location.search).toBe("?sort=points&dir=desc");
    sortBy(table, /Season/);
    expect(rowNames(table)).toEqual(["2020", "2019", "2018"]);
    expect(router.state.location.search).toBe("?dir=desc");
  });
});
