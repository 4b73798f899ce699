import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { jsonResponse, renderWithProviders, routeFetch } from "@/testing/test-utils";
import { coverageFixture } from "@/testing/api-fixtures";
import PlayerDetailPage from "./PlayerDetailPage";
import { makePlayerDetail } from "./testing/fixtures";

describe("Player detail", () => {
  beforeEach(() => resetRequestLayer());

  it("opens Career Statistics by default with per-league and per-season tables", async () => {
    routeFetch({ "/api/players/wayne-gretzky": makePlayerDetail() });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/wayne-gretzky", routePath: "/players/:id" });
    expect(await screen.findByRole("heading", { level: 1, name: "Wayne Gretzky" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Career Statistics" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("table", { name: "Career statistics by league" })).toHaveTextContent("2,967");
    expect(screen.getByRole("table", { name: "Career statistics by season" })).toHaveTextContent("1981-82");
    // One league: the career line is just "Career".
    expect(screen.getByRole("rowheader", { name: "Career" })).toBeInTheDocument();
  });

  it("names the league of the career line when he played in several (the API's headline league)", async () => {
    const league = (name: string, headline: boolean) => ({
      league: name, leagues: [name], headline, seasons: 1, first_year: 1978, last_year: 1978, games: 80, stats: {}, postseason_stats: null, career_coverage: coverageFixture(1978, 1),
    });
    routeFetch({ "/api/players/wayne-gretzky": makePlayerDetail({ career_by_league: [league("WHA", false), league("NHL", true)] }) });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/wayne-gretzky", routePath: "/players/:id" });
    const table = await screen.findByRole("table", { name: "Career statistics by league" });
    expect(within(table).getByRole("rowheader", { name: "Career (NHL)" })).toBeInTheDocument();
  });

  it("says which seasons a partial career's totals cover, labels them, and shows a missing figure as —", async () => {
    const coverage = { first_season: 2000, last_season: 2022, seasons: 23, seasons_with_stats: 9, stats_first_season: 2014, stats_last_season: 2022, complete: false };
    routeFetch({
      "/api/players/tom-brady": makePlayerDetail({
        sport: { name: "Football", slug: "football" }, primary_position: "QB", career_roles: ["passing"], career_coverage: coverage,
        career_stats: { games_played: 271, passing_yards: 40065, passing_touchdowns: 290, seasons_played: 23 },
        seasons: [
          { season: 2014, season_slug: "nfl-2014", season_name: "2014 NFL Season", league: "NFL", team: null, is_total: false, position: "QB", stats: { games_played: 16, passing_yards: 4109, passing_touchdowns: 33, completions: 373 }, postseason: null },
          { season: 2001, season_slug: "nfl-2001", season_name: "2001 NFL Season", league: "NFL", team: null, is_total: false, position: "QB", stats: {}, postseason: null },
        ],
      }),
    });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/tom-brady", routePath: "/players/:id" });
    expect(await screen.findByRole("note")).toHaveTextContent("Statistics cover 2014–2022 of a 2000–2022 career (9 of 23 seasons).");
    expect(screen.getByRole("rowheader", { name: "Career (2014–2022)" })).toBeInTheDocument();
    expect(screen.getAllByText("2014–2022 only").length).toBeGreaterThan(0);
    const bySeason = screen.getByRole("table", { name: "Career statistics by season" });
    const row2001 = within(bySeason).getByRole("rowheader", { name: /2001/ }).closest("tr")!;
    expect(row2001).toHaveTextContent("—");
    expect(row2001).not.toHaveTextContent(/\b0\b/);
  });

  it("marks a total that covers fewer seasons than its line and says which (a goalie's saves)", async () => {
    const span = (seasons: number, first: number, last: number) => ({ seasons, first_season: first, last_season: last });
    const coverage = {
      first_season: 1968, last_season: 1983, seasons: 16, seasons_with_stats: 16, stats_first_season: 1968, stats_last_season: 1983, complete: true,
      by_stat: { goals_against: span(16, 1968, 1983), shots_against: span(2, 1982, 1983), saves: span(2, 1982, 1983), save_percentage: span(2, 1982, 1983) },
    };
    const career = { games_played: 886, wins: 423, goals_against: 2563, shots_against: 1825, saves: 1602, save_percentage: 0.878 };
    routeFetch({
      "/api/players/tony-esposito": makePlayerDetail({
        primary_position: "G", career_roles: ["goaltending"], career_coverage: coverage, career_stats: career,
        career_by_league: [{ league: "NHL", leagues: ["NHL"], headline: true, seasons: 16, first_year: 1968, last_year: 1983, games: 886, stats: career, postseason_stats: null, career_coverage: coverage }],
        seasons: [{ season: 1983, season_slug: "nhl-1983", season_name: "1983-84", league: "NHL", team: null, is_total: false, position: "G", stats: { games_played: 18, shots_against: 622, saves: 534, goals_against: 88, save_percentage: 0.859 }, postseason: null }],
      }),
    });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/tony-esposito", routePath: "/players/:id" });
    const table = await screen.findByRole("table", { name: "Career statistics by league" });
    const careerRow = within(table).getByRole("rowheader", { name: "Career" }).closest("tr")!;
    const marked = within(careerRow).getAllByTitle("Covers 1982–1983 only");
    expect(marked.map((m) => m.textContent)).toEqual(["1,825† (1982–1983 only)", "1,602† (1982–1983 only)", "0.878† (1982–1983 only)"]); // not goals against
    expect(screen.getByText("† 1982–1983 only: Shots Against, Saves, SV%.")).toBeInTheDocument();
  });

  it("shows a two-way player's batting and pitching lines", async () => {
    routeFetch({
      "/api/players/babe-ruth": makePlayerDetail({
        sport: { name: "Baseball", slug: "baseball" }, primary_position: "RF", career_roles: ["batting", "pitching"],
        career_stats: { games_played: 2504, at_bats: 8398, hits: 2873, home_runs: 714, games_pitched: 163, wins: 94, losses: 46, era: 2.28 },
        seasons: [
          { season: 1916, season_slug: "mlb-1916", season_name: "1916", league: "AL", team: null, is_total: false, position: "P", stats: { games_played: 67, at_bats: 136, hits: 37, home_runs: 3, games_pitched: 44, wins: 23, losses: 12, era: 1.75 }, postseason: null },
          { season: 1927, season_slug: "mlb-1927", season_name: "1927", league: "AL", team: null, is_total: false, position: "RF", stats: { games_played: 151, at_bats: 540, hits: 192, home_runs: 60 }, postseason: null },
        ],
      }),
    });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/babe-ruth", routePath: "/players/:id" });
    expect(await screen.findByRole("heading", { name: "Batting" })).toBeInTheDocument();
    const pitching = screen.getByRole("region", { name: "Pitching" });
    expect(within(pitching).getAllByText("2.280").length).toBeGreaterThan(0);
    // The pitching table lists his seasons on the mound only.
    expect(within(pitching).getByRole("table", { name: "Career statistics by season" })).not.toHaveTextContent("1927");
  });

  it("keeps one section open at a time, in the URL; clicking the open one closes it", async () => {
    // Years Pro is shown for a player still active (a retired one's would count on past his career).
    routeFetch({ "/api/players/wayne-gretzky": makePlayerDetail({ draft_year: 2000, is_active: true, status: "active" }) });
    const { router } = renderWithProviders(<PlayerDetailPage />, { path: "/players/wayne-gretzky", routePath: "/players/:id" });
    fireEvent.click(await screen.findByRole("button", { name: "Personal Information" }));
    expect(screen.getByText(`6'0"`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Career Statistics" })).toHaveAttribute("aria-expanded", "false");
    expect(router.state.location.search).toBe("?section=personal");
    fireEvent.click(screen.getByRole("button", { name: "Career Information" }));
    expect(screen.getByText(String(new Date().getFullYear() - 2000))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Stanley Cup" })).toHaveAttribute("href", "/championships/stanley-cup");
    fireEvent.click(screen.getByRole("button", { name: "Career Information" }));
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("says when there are no career statistics", async () => {
    routeFetch({ "/api/players/x": makePlayerDetail({ seasons: [], career_stats: {} }) });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/x", routePath: "/players/:id" });
    expect(await screen.findByText("No career statistics available for this player.")).toBeInTheDocument();
  });

  it("shows Player Not Found with a way back", async () => {
    routeFetch({ "/api/players/nobody": () => jsonResponse({ detail: "Player not found." }, { status: 404 }) });
    renderWithProviders(<PlayerDetailPage />, { path: "/players/nobody", routePath: "/players/:id" });
    expect(await screen.findByRole("heading", { name: "Player Not Found" })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this player.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Players" })).toHaveAttribute("href", "/players");
  });
});
