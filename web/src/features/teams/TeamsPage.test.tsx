import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { DEFAULT_SITE } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch, AppProviders } from "@/testing/test-utils";
import TeamsPage from "./TeamsPage";
import type { Team, TeamGroupCount } from "@/lib/teams/types";
import { teamFixture } from "@/testing/api-fixtures";

const teams: Team[] = (
  [
  { id: 1, slug: "los-angeles-lakers", name: "Los Angeles Lakers", city: "Los Angeles", state: "California", abbreviation: "LAL", sport: { name: "Basketball", slug: "basketball" }, level: { name: "Professional", slug: "professional" }, division: { name: "Pacific Division" }, championships_won: 17, founded_year: 1948, group: "nba" },
  { id: 2, slug: "los-angeles-kings", name: "Los Angeles Kings", city: "Los Angeles", abbreviation: "LAK", sport: { name: "Hockey", slug: "hockey" }, division: { name: "Pacific Division" }, championships_won: 2, group: "nhl" },
  { id: 3, slug: "boston-celtics", name: "Boston Celtics", city: "Boston", abbreviation: "BOS", sport: { name: "Basketball", slug: "basketball" }, division: { name: "Atlantic Division" }, championships_won: 18, group: "nba" },
  { id: 4, slug: "anderson-packers", name: "Anderson Packers", city: "Anderson", sport: { name: "Basketball", slug: "basketball" }, group: "nba", is_active: false },
  ] as Parameters<typeof teamFixture>[0][]
).map(teamFixture);

const groups: TeamGroupCount[] = [
  { key: "nba", label: "NBA", name: "National Basketball Association", sport: "basketball", level: "professional", count: 3, active: 2 },
  { key: "nhl", label: "NHL", name: "National Hockey League", sport: "hockey", level: "professional", count: 1, active: 1 },
];

function renderTeams(path = "/teams", reply: () => Response = () => jsonResponse({ count: teams.length, next: null, previous: null, results: teams, groups })) {
  const fetch = mockFetch((url) => (url.startsWith("/api/teams") ? reply() : jsonResponse({})));
  const router = createMemoryRouter(
    [
      { path: "/teams", element: <TeamsPage /> },
      { path: "/teams/compare", element: <p>compare page</p> },
      { path: "/teams/:slug", element: <p>team page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} site={DEFAULT_SITE}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(fetch, { router });
}

describe("Teams directory", () => {
  beforeEach(() => resetRequestLayer());

  it("lists teams by league group, active teams first, each card linking to /teams/{slug}, with a Compare Teams link", async () => {
    const fetch = renderTeams();
    const nba = await screen.findByRole("region", { name: /NBA/ });
    expect(within(nba).getByText("2 active · 1 former")).toBeInTheDocument();
    const active = within(nba).getByRole("list", { name: "NBA: active teams" });
    expect(within(active).getAllByRole("link").map((a) => a.textContent)).toEqual(["Boston Celtics", "Los Angeles Lakers"]);
    const former = within(nba).getByRole("list", { name: "NBA: former franchises" });
    expect(within(former).getAllByRole("link").map((a) => a.textContent)).toEqual(["Anderson Packers"]);
    expect(within(active).getAllByRole("link")[0]).toHaveAttribute("href", "/teams/boston-celtics");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf(headings.find((h) => h?.startsWith("NBA"))!)).toBeLessThan(headings.indexOf(headings.find((h) => h?.startsWith("NHL"))!));
    expect(screen.getByRole("link", { name: /Compare Teams/ })).toHaveAttribute("href", "/teams/compare");
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith("/api/teams?") && String(u).includes("ordering=group"))).toBe(true);
  });

  it("heads former franchises' cards one level under their subheading, and moves focus to the first card 'Show all' brings", async () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      teamFixture({ id: 100 + i, slug: `team-${i}`, name: `Team ${String(i).padStart(2, "0")}`, sport: { name: "Basketball", slug: "basketball" }, group: "nba" } as Parameters<typeof teamFixture>[0]),
    );
    const all = [...many, teams[3]];
    renderTeams("/teams", () => jsonResponse({ count: all.length, next: null, previous: null, results: all, groups: [{ ...groups[0], count: 15, active: 14 }] }));
    const nba = await screen.findByRole("region", { name: /NBA/ });
    expect(within(nba).getAllByRole("heading", { level: 3 })).toHaveLength(12);
    const show = within(nba).getByRole("button", { name: /Show all 15 NBA teams/ });
    show.focus();
    fireEvent.click(show);
    expect(await within(nba).findByRole("link", { name: "Team 12" })).toHaveFocus();
    expect(within(nba).getByRole("heading", { level: 4, name: "Anderson Packers" })).toBeInTheDocument();
  });

  it("filters by league group from the URL", async () => {
    renderTeams("/teams?league=nhl");
    expect(await screen.findByText("Los Angeles Kings")).toBeInTheDocument();
    expect(screen.queryByText("Boston Celtics")).not.toBeInTheDocument();
    expect(screen.getByLabelText("League")).toHaveValue("nhl");
  });

  it("filters by search, sport and division, keeping them in the URL", async () => {
    const { router } = renderTeams();
    await screen.findByText("Boston Celtics");
    fireEvent.change(screen.getByLabelText("Search teams"), { target: { value: "los angeles" } });
    expect(screen.queryByText("Boston Celtics")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=los+angeles");

    fireEvent.change(screen.getByLabelText("Sport"), { target: { value: "Hockey" } });
    expect(screen.queryByText("Los Angeles Lakers")).not.toBeInTheDocument();
    expect(screen.getByText("Los Angeles Kings")).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("sport")).toBe("Hockey");

    const division = screen.getByLabelText("Division");
    expect(within(division).getAllByRole("option").map((o) => o.textContent)).toEqual(["All Divisions", "Pacific Division"]);
  });

  it("reads filters from the URL and shows No Teams Found", async () => {
    renderTeams("/teams?q=zzz");
    expect(await screen.findByRole("heading", { name: "No Teams Found" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search teams")).toHaveValue("zzz");
  });

  it("shows the error message with a retry", async () => {
    renderTeams("/teams", () => jsonResponse({ detail: "Database unavailable" }, { status: 400 }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Database unavailable")).toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("searches the server too when the list was cut at 500 teams", async () => {
    const zoo: Team = teamFixture({ id: 999, slug: "zanzibar-zebras", name: "Zanzibar Zebras", city: "Zanzibar", sport: { name: "Hockey", slug: "hockey" } });
    const fetch = mockFetch((url) => {
      const u = new URL(url, "http://test");
      if (u.searchParams.get("search") === "zan") return jsonResponse({ count: 1, next: null, previous: null, results: [zoo] });
      // The API reports 600 teams; the list holds 4, so it counts as cut by the cap.
      return jsonResponse({ count: 600, next: null, previous: null, results: teams });
    });
    const router = createMemoryRouter([{ path: "/teams", element: <TeamsPage /> }], { initialEntries: ["/teams"] });
    render(
      <AppProviders queryClient={createTestQueryClient()} site={DEFAULT_SITE}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText(/Showing 4 of 600 teams/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Search teams"), { target: { value: "zan" } });
    expect(await screen.findByText("Zanzibar Zebras", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes("search=zan"))).toBe(true);
  });
});
