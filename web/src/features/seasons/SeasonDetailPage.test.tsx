import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import { nba2015, nfl2015, page } from "./testing/fixtures";

const slow = { timeout: 15_000 };

const row = (id: number, name: string, rank: number, league = "NFL", extra = {}) => ({
  id,
  rank,
  team: { id, slug: name.toLowerCase().replace(/ /g, "-"), name, abbreviation: name.slice(0, 3).toUpperCase() },
  wins: 17 - rank,
  losses: rank - 1,
  win_percentage: (17 - rank) / 16,
  league: { name: league, abbreviation: league },
  division: { name: "AFC West" },
  playoff_position: rank === 1 ? "champion" : "playoffs",
  home_record: "8-0",
  ...extra,
});

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase() });

describe("Season detail", () => {
  it("shows the header and overview, and the real teams, standings and playoffs tabs", async () => {
    const f = routeFetch({
      "/api/seasons/nfl-2015-16": { ...nfl2015, best_record: { team_id: 1, team_name: "Carolina Panthers", wins: 15, losses: 1, ties: 0, win_percentage: 0.938 } },
      "/api/games/standings": page([row(1, "Denver Broncos", 1), row(2, "Carolina Panthers", 2), row(3, "Other League Team", 1, "AFL")]),
      "/api/games": (u: URL) =>
        page(
          u.searchParams.get("game_type") === "championship"
            ? [{ id: 9, game_date: "2016-02-07", status: "final", game_type: "championship", week: "Super Bowl", home_team: team(1, "Denver Broncos"), away_team: team(2, "Carolina Panthers"), home_score: 24, away_score: 10 }]
            : [],
        ),
      "/api/config": {},
    });
    renderApp("/seasons/nfl-2015-16");
    expect(await screen.findByRole("heading", { level: 1, name: "2015 NFL Season" }, slow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All Seasons" })).toHaveAttribute("href", "/seasons");
    expect(screen.getByText("Carolina Panthers 15-1 (93.8%)")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Teams" }));
    const panel = await screen.findByRole("tabpanel");
    expect(await within(panel).findByRole("link", { name: "Denver Broncos" })).toHaveAttribute("href", "/teams/denver-broncos/2015");
    expect(within(panel).queryByText("Other League Team")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Standings" }));
    const table = await screen.findByRole("table");
    fireEvent.click(within(table).getByRole("button", { name: "Show details for Denver Broncos" }));
    expect(within(table).getByText("8-0")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Playoffs" }));
    expect(await screen.findByRole("region", { name: "Super Bowl" })).toBeInTheDocument();
    const urls = f.mock.calls.map((c) => String(c[0]));
    expect(urls.some((u) => u.includes("game_type=championship") && u.includes("season=2015"))).toBe(true);
  });

  it("lists the postseason's teams when the season has no regular-season games", async () => {
    routeFetch({
      "/api/seasons/nba-2015-16": nba2015,
      "/api/games/standings": page([]),
      "/api/games": (u: URL) =>
        page(
          u.searchParams.get("game_type") === "playoff"
            ? [
                { id: 1, game_date: "2016-03-17", status: "final", game_type: "playoff", week: "Round of 64", home_team: team(7, "Villanova"), away_team: team(8, "UNC Asheville"), home_score: 86, away_score: 56 },
                { id: 2, game_date: "2016-03-19", status: "final", game_type: "playoff", week: "Round of 32", home_team: team(7, "Villanova"), away_team: team(9, "Iowa"), home_score: 87, away_score: 68 },
              ]
            : [],
        ),
      "/api/config": {},
    });
    renderApp("/seasons/nba-2015-16?tab=teams");
    expect(await screen.findByText(/3 teams played in the postseason/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Villanova" })).toHaveAttribute("href", "/teams/villanova/2015");
    expect(screen.getByText("Postseason 2-0")).toBeInTheDocument();
  });

  it("says Season Not Found with a way back", async () => {
    routeFetch({ "/api/seasons/nope": () => jsonResponse({ detail: "Season not found." }, { status: 404 }), "/api/config": {} });
    renderApp("/seasons/nope");
    expect(await screen.findByText("Season Not Found", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("The season you are looking for does not exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Seasons" })).toHaveAttribute("href", "/seasons");
  });

  it("keeps the tab in the URL", async () => {
    routeFetch({ "/api/seasons/nba-2015-16": nba2015, "/api/games": page([]), "/api/config": {} });
    renderApp("/seasons/nba-2015-16?tab=playoffs");
    expect(await screen.findByText("No Playoff Games", {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/Cleveland Cavaliers \(NBA Championship\)/)).toBeInTheDocument();
  });
});
