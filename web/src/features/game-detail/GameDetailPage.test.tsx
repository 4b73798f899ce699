import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { DEFAULT_SITE } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch, AppProviders } from "@/testing/test-utils";
import { gameDetailFixture, makeGame } from "@/testing/game-fixtures";
import { FakeEventSource } from "@/testing/fake-event-source";
import type { GameDetail } from "./api/get-game";
import GameDetailPage from "./GameDetailPage";

const cfp: GameDetail = gameDetailFixture(
  makeGame({
    id: 286349,
    slug: "ncaa-football-401769076",
    game_date: "2026-01-19",
    game_time: "19:30",
    week: "CFP National Championship",
    game_type: "championship",
    home_score: 27,
    away_score: 21,
    attendance: 67227,
    home_team: { id: 631, slug: "indiana-football", name: "Indiana", city: "", abbreviation: "", sport_name: "Football" },
    away_team: { id: 667, slug: "miami-football", name: "Miami", city: "", abbreviation: "", sport_name: "Football" },
    championship_name: "College Football National Championship",
    season_name: "2025 College Football Season",
    venue_name: "Hard Rock Stadium",
  }),
  {
    venue: { id: 513, name: "Hard Rock Stadium", city: "", state: "", country: "", capacity: null, location: "" },
    championship: { id: 6, slug: "ncaa-football-national-championship", name: "College Football National Championship" },
    officials: [],
    result_text: "Indiana defeats Miami",
    home_team_record: "13-0",
    away_team_record: "10-2",
  },
);

function renderGame(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/scores/:id", element: <GameDetailPage /> },
      { path: "/scores", element: <p>scores list</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} site={DEFAULT_SITE}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function api(game: GameDetail | null) {
  return mockFetch((url) => {
    const u = new URL(url, "http://test");
    if (u.pathname.startsWith("/api/games/")) {
      const ref = decodeURIComponent(u.pathname.slice("/api/games/".length));
      if (game && (ref === String(game.id) || ref === game.slug)) return jsonResponse(game);
      return jsonResponse({ detail: "Game not found." }, { status: 404 });
    }
    return jsonResponse({});
  });
}

beforeEach(() => resetRequestLayer());

describe("GameDetailPage", () => {
  it("shows the breadcrumb, header and the final result (by id or slug)", async () => {
    api(cfp);
    renderGame("/scores/ncaa-football-401769076");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "All Scores" })).toHaveAttribute("href", "/scores");
    expect(within(crumbs).getByText("Indiana vs Miami")).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("Monday, January 19, 2026", { selector: "time" })).toBeInTheDocument();
    expect(screen.getByText("VS")).toBeInTheDocument();
    expect(screen.getByText("Hard Rock Stadium", { selector: "li" })).toBeInTheDocument();
    expect(screen.getByText("Attendance: 67,227")).toBeInTheDocument();
    // The higher score green, the lower grey.
    expect(screen.getByText("27").className).toContain("text-green-700");
    expect(screen.getByText("21").className).toContain("text-secondary-500");
    // Overview is the default tab.
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Final Result")).toBeInTheDocument();
    expect(screen.getByText("Indiana defeats Miami")).toBeInTheDocument();
    expect(screen.getByText("Miami 21 - 27 Indiana")).toBeInTheDocument();
    // No recap in the data: no recap heading, and one line says what the data holds.
    expect(screen.queryByText("Game Recap")).toBeNull();
    expect(
      screen.getByText(
        "The data holds the final score, the venue and attendance for this game; not the score by period, a box score, officials or play-by-play.",
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe("Miami at Indiana, 2026-01-19 | Almanac");
  });

  it("keeps the tab in the URL; a game without a box score has no Stats tab and no tab is a placeholder", async () => {
    api(cfp);
    const router = renderGame("/scores/286349?tab=info");
    expect(await screen.findByRole("tab", { name: "Game Info" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("286349")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "NFL game results" })).toHaveAttribute("href", "/data-quality#dq-sources");
    expect(screen.getByText("The data names no officials for this game.")).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Overview", "Game Info"]);
    expect(screen.queryByText(/Coming Soon/i)).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(router.state.location.search).toBe("");
  });

  it("a Stats link to a game without a box score opens the Overview", async () => {
    api(cfp);
    renderGame("/scores/286349?tab=stats");
    expect(await screen.findByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("tab", { name: "Stats" })).toBeNull();
  });

  it("officials where the data names them, as position and name", async () => {
    api({ ...cfp, officials: [{ position: "Referee", name: "Shawn Hochuli" }] });
    renderGame("/scores/286349?tab=info");
    const card = (await screen.findByRole("heading", { name: "Officials" })).parentElement as HTMLElement;
    expect(within(card).getByText("Referee")).toBeInTheDocument();
    expect(within(card).getByText("Shawn Hochuli")).toBeInTheDocument();
  });

  it("MLB: the R-H-E line score, extra innings in the header, what the data lacks", async () => {
    api({
      ...cfp,
      sport_slug: "baseball",
      home_score: 1,
      away_score: 5,
      home_team: { ...cfp.home_team, name: "Chicago Cubs" },
      away_team: { ...cfp.away_team, name: "New York Mets" },
      result_text: "New York Mets defeats Chicago Cubs",
      line_score: {
        periods: [],
        away: { by_period: [], total: 5, hits: 6, errors: 2 },
        home: { by_period: [], total: 1, hits: 5, errors: 0 },
        innings: 11,
        source: "baseball/retrosheet_teamstats_2000_2025.csv.gz",
        source_name: "Retrosheet",
        note: "Runs by inning are not in the data: only the game's runs, hits and errors.",
      },
    });
    renderGame("/scores/286349");
    const table = await screen.findByRole("table", { name: "Line score" });
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Team", "R", "H", "E"]);
    const mets = within(table).getByRole("row", { name: /New York Mets/ });
    expect(within(mets).getAllByRole("cell").map((c) => c.textContent)).toEqual(["5", "6", "2"]);
    expect(screen.getByText("11 innings (extra innings).")).toBeInTheDocument();
    // Marked in the header and in the Game Details card.
    expect(within(screen.getByRole("region", { name: "Game summary" })).getByText("Final/11")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Game Details" })).getByText("Final/11")).toBeInTheDocument();
    expect(screen.getByText(/not runs by inning/)).toBeInTheDocument();
  });

  it("Stats: the box score's team totals and player lines, players linked to their pages", async () => {
    api({
      ...cfp,
      box_score: {
        source: "baseball/retrosheet_teamstats_2000_2025.csv.gz",
        source_name: "Retrosheet",
        teams: [
          { side: "away", team_name: "Miami", stats: { runs: 21, hits: 30 } },
          { side: "home", team_name: "Indiana", stats: { runs: 27, hits: 33 } },
        ],
        columns: ["tackles", "sacks"],
        players: [
          { side: "home", name: "Aiden Fisher", slug: "aiden-fisher", position: "LB", stats: { tackles: 9, sacks: 1.5 } },
          { side: "away", name: "No Page", slug: null, position: null, stats: { tackles: 4 } },
        ],
      },
    });
    renderGame("/scores/286349?tab=stats");
    const box = await screen.findByRole("region", { name: "Box Score" });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Overview", "Stats", "Game Info"]);
    const totals = within(box).getByRole("table", { name: "Team totals" });
    const hits = within(totals).getByRole("row", { name: /Hits/ });
    expect(within(hits).getAllByRole("cell").map((c) => c.textContent)).toEqual(["30", "33"]);
    const indiana = within(box).getByRole("table", { name: "Indiana player lines" });
    expect(within(indiana).getByRole("link", { name: "Aiden Fisher" })).toHaveAttribute("href", "/players/aiden-fisher");
    expect(within(indiana).getByText("1.5")).toBeInTheDocument();
    const miami = within(box).getByRole("table", { name: "Miami player lines" });
    expect(within(miami).queryByRole("link")).toBeNull();
    expect(within(miami).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Player", "Pos", "Tkl"]);
    expect(within(box).getByRole("link", { name: "Retrosheet" })).toHaveAttribute("href", "/data-quality#dq-sources");
    expect(within(box).queryByText(/\.csv/)).toBeNull();
  });

  it("scheduled: the game time instead of a status badge, '-' scores and the preview", async () => {
    api({ ...cfp, game_date: "2099-01-19", status: "scheduled", home_score: null, away_score: null, result_text: null });
    renderGame("/scores/286349");
    expect(await screen.findByText("Game Preview")).toBeInTheDocument();
    expect(screen.getByText("Game summary will be available after the game starts.")).toBeInTheDocument();
    expect(screen.getAllByText("7:30 PM EST").length).toBeGreaterThan(0);
    expect(screen.getAllByText("-")).toHaveLength(2);
  });

  it("scheduled but dated in the past: 'No result recorded', never a preview", async () => {
    api({ ...cfp, game_date: "2020-01-19", status: "scheduled", home_score: null, away_score: null, result_text: null });
    renderGame("/scores/286349");
    expect(await screen.findByText("No Result Recorded")).toBeInTheDocument();
    expect(screen.getByText("No result recorded")).toBeInTheDocument();
    expect(screen.queryByText("Game Preview")).not.toBeInTheDocument();
  });

  it("live: the LIVE marker with period and time remaining", async () => {
    api({ ...cfp, status: "live", quarter: 4, time_remaining: "2:11", result_text: null });
    renderGame("/scores/286349");
    expect(await screen.findByText("Game In Progress")).toBeInTheDocument();
    expect(screen.getByText("Q4 - 2:11")).toBeInTheDocument();
    expect(screen.getByText("Live game updates coming soon.")).toBeInTheDocument();
  });

  it("not found: the message and a link back", async () => {
    api(null);
    renderGame("/scores/999999999");
    expect(await screen.findByRole("heading", { name: "Game Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Game not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Scores" })).toHaveAttribute("href", "/scores");
  });

  it("a live game follows the live stream: score, period and clock change without a reload", async () => {
    FakeEventSource.reset();
    vi.stubGlobal("EventSource", FakeEventSource);
    const live: GameDetail = { ...cfp, status: "live", quarter: 3, period: 3, time_remaining: "4:12", home_score: 20, away_score: 14, result_text: null };
    api(live);
    renderGame("/scores/286349");
    const summary = await screen.findByRole("region", { name: "Game summary" });
    expect(summary).toHaveTextContent("Q3 - 4:12");
    const es = FakeEventSource.latest();
    es.emit("game", { id: 286349, status: "live", quarter: 4, period: 4, time_remaining: "0:58", home_score: 27, away_score: 14 });
    expect(await within(summary).findByText("Q4 - 0:58")).toBeInTheDocument();
    expect(summary).toHaveTextContent("Indiana score: 27");
    // Another game's update changes nothing here.
    es.emit("game", { id: 1, status: "final", home_score: 99, away_score: 0 });
    expect(summary).toHaveTextContent("Indiana score: 27");
  });
});
