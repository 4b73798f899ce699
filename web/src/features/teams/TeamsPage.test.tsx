import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { DEFAULT_SITE } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch, AppProviders } from "@/testing/test-utils";
import TeamsPage from "./TeamsPage";
import type { Team } from "@/lib/teams/types";
import { teamFixture } from "@/testing/api-fixtures";

const teams: Team[] = (
  [
  { id: 1, slug: "los-angeles-lakers", name: "Los Angeles Lakers", city: "Los Angeles", state: "California", abbreviation: "LAL", sport: { name: "Basketball", slug: "basketball" }, level: { name: "Professional", slug: "professional" }, division: { name: "Pacific Division" }, championships_won: 17, founded_year: 1948 },
  { id: 2, slug: "los-angeles-kings", name: "Los Angeles Kings", city: "Los Angeles", abbreviation: "LAK", sport: { name: "Hockey", slug: "hockey" }, division: { name: "Pacific Division" }, championships_won: 2 },
  { id: 3, slug: "boston-celtics", name: "Boston Celtics", city: "Boston", abbreviation: "BOS", sport: { name: "Basketball", slug: "basketball" }, division: { name: "Atlantic Division" }, championships_won: 18 },
  ] as Parameters<typeof teamFixture>[0][]
).map(teamFixture);

function renderTeams(path = "/teams", reply: () => Response = () => jsonResponse({ count: teams.length, next: null, previous: null, results: teams })) {
  mockFetch((url) => (url.startsWith("/api/teams") ? reply() : jsonResponse({})));
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
  return router;
}

describe("Teams directory", () => {
  beforeEach(() => resetRequestLayer());

  it("lists teams sorted by name, each card linking to /teams/{slug}, with a Compare Teams link", async () => {
    renderTeams();
    const list = await screen.findByRole("list");
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Boston Celtics", "Los Angeles Kings", "Los Angeles Lakers"]);
    expect(links[0]).toHaveAttribute("href", "/teams/boston-celtics");
    expect(screen.getByRole("link", { name: /Compare Teams/ })).toHaveAttribute("href", "/teams/compare");
  });

  it("filters by search, sport and division, keeping them in the URL", async () => {
    const router = renderTeams();
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
      // The API reports 600 teams; the list holds 3, so it counts as cut by the cap.
      return jsonResponse({ count: 600, next: null, previous: null, results: teams });
    });
    const router = createMemoryRouter([{ path: "/teams", element: <TeamsPage /> }], { initialEntries: ["/teams"] });
    render(
      <AppProviders queryClient={createTestQueryClient()} site={DEFAULT_SITE}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText(/Showing 3 of 600 teams/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Search teams"), { target: { value: "zan" } });
    expect(await screen.findByText("Zanzibar Zebras", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes("search=zan"))).toBe(true);
  });
});
