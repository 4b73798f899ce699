import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { DEFAULT_SITE } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch, AppProviders } from "@/testing/test-utils";
import type { TeamDetail } from "@/lib/teams/types";
import { scheduleGameFixture, teamChampionshipFixture, teamDetailFixture, teamSeasonFixture } from "@/testing/api-fixtures";
import type { TeamChampionship } from "./api/get-team-championships";
import type { ScheduleGame } from "./api/get-team-schedule";
import type { TeamSeason } from "@/lib/teams/get-team-seasons";
import TeamDetailPage from "./TeamDetailPage";

const lakers: TeamDetail = teamDetailFixture({
  id: 134,
  slug: "los-angeles-lakers",
  name: "Los Angeles Lakers",
  city: "Los Angeles",
  state: "California",
  country: "USA",
  abbreviation: "LAL",
  founded_year: 1948,
  last_championship_year: 2020,
  championships_won: 7,
  sport: { name: "Basketball", slug: "basketball" },
  level: { name: "Professional", slug: "professional" },
  division: { name: "Pacific Division" },
  conference: { name: "Western Conference" },
  home_venue: { name: "Crypto.com Arena", city: "Los Angeles", state: "California", country: "USA", capacity: 19067, opened_year: 1999 },
  names: [
    { name: "Minneapolis Lakers", city: "Minneapolis", abbreviation: "MNL", first_season: 1948, last_season: 1959 },
    { name: "Los Angeles Lakers", city: "Los Angeles", abbreviation: "LAL", first_season: 1960, last_season: 2025 },
  ],
  seasons_count: 3,
});

const seasons: TeamSeason[] = [
  teamSeasonFixture({ id: 3, name: "2023-24 Los Angeles Lakers", start_year: 2023, championship_won: false, wins: 47, losses: 35, record: "47-35" }),
  teamSeasonFixture({ id: 2, name: "2019-20 Los Angeles Lakers", start_year: 2019, championship_won: true, wins: 52, losses: 19, record: "52-19" }),
  teamSeasonFixture({ id: 1, name: "1948-49 Minneapolis Lakers", start_year: 1948, championship_won: true, wins: 44, losses: 16, record: "44-16" }),
];

const champs: TeamChampionship[] = Array.from({ length: 7 }, (_, i) =>
  teamChampionshipFixture({
    id: i + 1,
    year: 2019 - i * 10,
    decided_year: 2020 - i * 10,
    championship_name: "NBA Championship",
    coach: i === 0 ? "Frank Vogel" : null,
    record: i === 0 ? "52-19" : null,
    season_name: `${2019 - i * 10} NBA Season`,
  }),
);

const schedule: ScheduleGame[] = [
  scheduleGameFixture({ id: 11, slug: "g11", game_date: "2024-04-20", week: "First Round", status: "final", is_home: false, venue_name: "Ball Arena", opponent: { name: "Denver Nuggets", slug: "denver-nuggets", abbreviation: "DEN" }, team_score: 103, opponent_score: 114, result: "L" }),
  scheduleGameFixture({ id: 12, slug: "g12", game_date: "2024-04-25", week: "First Round", status: "final", is_home: true, venue_name: "Crypto.com Arena", opponent: { name: "Denver Nuggets", slug: "denver-nuggets", abbreviation: "DEN" }, team_score: 119, opponent_score: 108, result: "W" }),
  scheduleGameFixture({ id: 13, slug: "g13", game_date: "2024-04-29", week: null, status: "scheduled", is_home: true, opponent: { name: "Denver Nuggets", abbreviation: "DEN" } }),
];

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function api({ stats = {} as Record<string, unknown> } = {}) {
  return mockFetch((url) => {
    const u = new URL(url, "http://test");
    const p = u.pathname.replace(/\/$/, "");
    if (p === "/api/teams/los-angeles-lakers") return jsonResponse(lakers);
    if (p === "/api/teams/los-angeles-lakers/seasons") return jsonResponse(page(seasons));
    if (p === "/api/teams/los-angeles-lakers/championships") return jsonResponse(page(champs));
    if (p === "/api/teams/los-angeles-lakers/schedule") return jsonResponse({ ...page(u.searchParams.get("year") === "2023" ? schedule : []), year: 2023 });
    if (p === "/api/teams/los-angeles-lakers/roster") return jsonResponse(page([]));
    if (p === "/api/teams/los-angeles-lakers/stats") return jsonResponse({ score_unit: "points", games_played: 0, playoff_games: 0, record: null, ...stats });
    if (p.startsWith("/api/teams/")) return jsonResponse({ detail: "Team not found." }, { status: 404 });
    return jsonResponse({});
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/teams", element: <p>teams directory</p> },
      { path: "/teams/:slug", element: <TeamDetailPage /> },
      { path: "/teams/:slug/:year", element: <TeamDetailPage /> },
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

describe("Team detail", () => {
  beforeEach(() => resetRequestLayer());

  it("says Team Not Found with a way back", async () => {
    api();
    renderAt("/teams/nobody");
    expect(await screen.findByRole("heading", { name: "Team Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The team you are looking for does not exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Teams" })).toHaveAttribute("href", "/teams");
  });

  it("without a season: header, seasons grid, hint, franchise view and the wins picture", async () => {
    api();
    renderAt("/teams/los-angeles-lakers");
    const h1 = await screen.findByRole("heading", { level: 1, name: "Los Angeles Lakers" });
    expect(within(h1).getByRole("link")).toHaveAttribute("href", "/teams/los-angeles-lakers");
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "All Teams" })).toHaveAttribute("href", "/teams");
    expect(within(crumbs).getByText("Los Angeles Lakers")).toBeInTheDocument();

    // Last Title is the decided year as the API gives it (no +1).
    expect(screen.getByText("Last Title").nextElementSibling).toHaveTextContent("2020");
    expect(screen.getByText("Founded").nextElementSibling).toHaveTextContent("1948");

    const grid = screen.getByRole("heading", { name: "Available Seasons" }).closest("section")!;
    const card = await within(grid).findByRole("link", { name: /2019-20/ });
    expect(card).toHaveAttribute("href", "/teams/los-angeles-lakers/2019");
    expect(within(card).getByRole("img", { name: "Championship season" })).toBeInTheDocument();
    expect(screen.getByText("Select a season above to view detailed season information, schedule, and roster")).toBeInTheDocument();

    expect(screen.getByRole("heading", { name: "Team Overview" })).toBeInTheDocument();
    const franchise = screen.getByRole("heading", { name: "Franchise Summary" }).closest("section")!;
    expect(within(franchise).getByText("Minneapolis Lakers")).toBeInTheDocument();
    expect(within(franchise).getByText(/1948–1959/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Explore Seasons" })).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Wins per season" })).toBeInTheDocument();
    expect(screen.getByText("19,067")).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("with a season: tabs in the URL, schedule results, recent games", async () => {
    api();
    const router = renderAt("/teams/los-angeles-lakers/2023?tab=schedule");
    expect(await screen.findByRole("tab", { name: "Schedule", selected: true })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByText("2023-24 Season")).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Schedule" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("First Round");
    expect(rows[0]).toHaveTextContent("Apr 20");
    expect(rows[0]).toHaveTextContent("@ Denver Nuggets (DEN)");
    expect(rows[0]).toHaveTextContent("Ball Arena");
    expect(rows[0]).toHaveTextContent("L 103-114");
    expect(rows[1]).toHaveTextContent("vs Denver Nuggets");
    expect(rows[1]).toHaveTextContent("W 119-108");
    // Still 'scheduled' but dated in the past: never 'Upcoming'.
    expect(rows[2]).toHaveTextContent("No result recorded");
    // Date order, and the Date header reverses it.
    const date = within(table).getByRole("columnheader", { name: /Date/ });
    expect(date).toHaveAttribute("aria-sort", "ascending");
    fireEvent.click(within(date).getByRole("button"));
    expect(date).toHaveAttribute("aria-sort", "descending");
    expect(within(table).getAllByRole("row").slice(1).map((r) => r.querySelector("time")?.getAttribute("datetime"))).toEqual(["2024-04-29", "2024-04-25", "2024-04-20"]);
    expect(screen.getByRole("region", { name: "Schedule table" })).toHaveAttribute("tabindex", "0");
    // The date stays in view while a phone scrolls sideways to the result.
    expect(within(table).getAllByRole("row")[1].querySelector("time")!.closest("td")!.className).toContain("sticky");
    expect(screen.getByRole("link", { name: "Subscribe to calendar" })).toHaveAttribute("href", "/api/teams/los-angeles-lakers/schedule.ics");

    const recent = screen.getByRole("heading", { name: "Recent Games" }).closest("section")!;
    expect(within(recent).getAllByRole("link")).toHaveLength(2);

    fireEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("heading", { name: "Championship History" })).toBeInTheDocument();
    expect(await screen.findByText("+2 more championships")).toBeInTheDocument();
    // Decided years, linking to the season (start year).
    expect(screen.getByRole("link", { name: /2020\s*NBA Championship/ })).toHaveAttribute("href", "/teams/los-angeles-lakers/2019");
  });

  it("keeps the placeholder only when the API has no season figures; empty roster and schedule messages", async () => {
    api();
    renderAt("/teams/los-angeles-lakers/1950?tab=stats");
    expect(await screen.findByText("Detailed season statistics coming soon")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Roster" }));
    expect(await screen.findByText("No roster data available")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Schedule" }));
    expect(await screen.findByText("No schedule data available")).toBeInTheDocument();
    expect(screen.getByText("Game results will appear here when available")).toBeInTheDocument();
  });

  it("shows real season figures instead of the placeholder", async () => {
    api({ stats: { record: "47-35", playoff_games: 5, playoff_record: "1-4" } });
    renderAt("/teams/los-angeles-lakers/2023?tab=stats");
    expect(await screen.findByText("47-35")).toBeInTheDocument();
    expect(screen.getByText("1-4")).toBeInTheDocument();
    expect(screen.queryByText("Detailed season statistics coming soon")).not.toBeInTheDocument();
  });
});
