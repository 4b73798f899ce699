import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { normalizeSite } from "@/lib/site";
import { jsonResponse, renderApp, renderWithProviders, routeFetch, ROUTE_TABLE } from "@/testing/test-utils";
import HubPage from "./HubPage";
import { routes } from "./routes";

const nfl = normalizeSite({ name: "Gridiron Almanac", sport: "football", level: "professional" })!;
const season = (label: string) => ({ start_year: 2025, end_year: 2026, label, complete: true, first_game: null, games_through: null });
const figures = { total_games: 285, regular_season_games: 272, postseason_games: 13, average_score: 22.98, top_team: "Denver Broncos", top_team_record: "14-3-0", top_team_win_percentage: 0.824, top_team_detail: { id: 843, slug: "denver-broncos", name: "Denver Broncos" }, active_players: 3128, new_players: 703, players_season: 2025, players_season_label: "2025-26" };
const dashboard = { ...figures, sport: { name: "Football", slug: "football" }, level: { name: "Professional", slug: "professional" }, season: season("2025-26"), previous: { ...figures, season: season("2024-25") }, change_percent: { total_games: 0, average_score: -0.1, active_players: -2.7, new_players: -2.2 }, sports: [] };
const trend = (key: string) => ({ sport: "football", level: "professional", key, title: `Trend ${key}`, description: "", direction: "flat", unit: "points", season: "2025-26", current: 1, games: 285, previous_season: "2024-25", previous: 1, change: 0, change_percent: 0, ten_years_ago_season: null, ten_years_ago: null });
const highlight = (key: string) => ({ sport: "football", level: "professional", key, category: `Highlight ${key}`, value: "1", context: "", number: 1, season: "2025-26", team: null, game_id: null });
const insights = { sport: null, level: null, season: null, trends: ["a", "b", "c", "d"].map(trend), highlights: ["e", "f", "g", "h"].map(highlight), sports: [] };
const candidate = (i: number) => ({ id: i, player_id: i, jersey_number: i, player_name: `Player ${i}`, team_name: "Team", improvement_percentage: 10 * i, points_per_game: 20 });

describe("analytics hub", () => {
  it("shows the dashboard's four cards, three trends, three highlights and three breakout candidates", async () => {
    routeFetch({
      "/api/v1/analytics/analytics/dashboard": dashboard,
      "/api/v1/analytics/analytics/league_insights": insights,
      "/api/v1/analytics/analytics/breakout_candidates": { metric: "points per game", season: 2024, min_games: 30, count: 4, results: [1, 2, 3, 4].map(candidate) },
    });
    renderWithProviders(<HubPage />, { path: "/analytics", site: nfl });
    expect(await screen.findByText("285")).toBeInTheDocument();
    expect(screen.getAllByText("Denver Broncos").length).toBeGreaterThan(0);
    expect(screen.getByText("3,128")).toBeInTheDocument();
    expect(await screen.findByText(/Trend c/)).toBeInTheDocument();
    expect(screen.queryByText(/Trend d/)).not.toBeInTheDocument();
    expect(screen.getByText(/Highlight g/)).toBeInTheDocument();
    expect(screen.queryByText(/Highlight h/)).not.toBeInTheDocument();
    expect(await screen.findByText("Player 3")).toBeInTheDocument();
    expect(screen.queryByText("Player 4")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All insights →" })).toHaveAttribute("href", "/analytics/insights");
    expect(screen.getByRole("link", { name: "All candidates →" })).toHaveAttribute("href", "/analytics/breakout");
  });

  it("hides the breakout panel when there are none; the Advanced tab links to the four screens", async () => {
    routeFetch({ "/api/v1/analytics/analytics/dashboard": dashboard, "/api/v1/analytics/analytics/league_insights": insights, "/api/v1/analytics/analytics/breakout_candidates": { results: [] } });
    renderWithProviders(<HubPage />, { path: "/analytics" });
    await screen.findByText(/Trend a/);
    expect(screen.queryByText("Breakout Candidates")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Advanced" }));
    const panel = screen.getByRole("tabpanel");
    const hrefs = within(panel).getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/analytics/predictions", "/analytics/comparisons", "/analytics/trends", "/analytics/reports"]);
  });

  it("falls back to 'Analytics Temporarily Unavailable' when the dashboard fails", { timeout: 45_000 }, async () => {
    routeFetch({ "/api/v1/analytics/analytics/dashboard": () => jsonResponse({ detail: "down" }, { status: 503 }), "/api/v1/analytics/analytics/league_insights": insights });
    renderWithProviders(<HubPage />, { path: "/analytics" });
    // 5xx answers are retried twice (1 s, 2 s) before the fallback shows.
    expect(await screen.findByRole("heading", { name: "Analytics Temporarily Unavailable" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/This could be due to high server load or temporary connectivity issues/)).toBeInTheDocument();
    expect(screen.getByText("Our team has been notified and is working on a fix")).toBeInTheDocument();
  });

  it("a screen that throws renders the analytics fallback inside the shell", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    routeFetch({ "/api/config": { features: {} }, "/api/v1/analytics/analytics/league_insights": { trends: null } });
    renderApp("/analytics/trends");
    expect(await screen.findByRole("heading", { name: "Analytics Temporarily Unavailable" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("claims every analytics path of the route table except predictions (its own feature)", () => {
    // Season odds, its backtest and the forecast checks (issue #36) are screens beyond the route table.
    const beyond = ["analytics/season-odds", "analytics/season-odds/backtest", "analytics/checking-our-work"];
    const claimed = routes.flatMap((r) => r.children ?? []).map((r) => r.path).filter((p) => !beyond.includes(p ?? ""));
    const analytics = ROUTE_TABLE.map(([p]) => p).filter((p) => p.startsWith("analytics") && p !== "analytics/predictions");
    expect(claimed.map((p) => p?.replace(/:\w+/g, ":x")).sort()).toEqual(analytics.map((p) => p.replace(/:\w+/g, ":x")).sort());
  });
});
