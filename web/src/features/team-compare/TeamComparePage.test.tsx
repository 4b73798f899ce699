import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { DEFAULT_SITE } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch, AppProviders } from "@/testing/test-utils";
import type { Team } from "@/lib/teams/types";
import { compareSideFixture, teamFixture } from "@/testing/api-fixtures";
import type { Comparison } from "./api/compare-teams";
import TeamComparePage from "./TeamComparePage";

const teams: Team[] = (
  [
  { id: 1, slug: "kansas-city-chiefs", name: "Kansas City Chiefs", city: "Kansas City", abbreviation: "KC", sport: { name: "Football", slug: "football" } },
  { id: 2, slug: "philadelphia-eagles", name: "Philadelphia Eagles", city: "Philadelphia", abbreviation: "PHI", sport: { name: "Football", slug: "football" } },
  { id: 3, slug: "kansas-city-royals", name: "Kansas City Royals", city: "Kansas City", abbreviation: "KCR", sport: { name: "Baseball", slug: "baseball" } },
  ...Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, slug: `team-${i}`, name: `Springfield ${i}`, city: "Springfield" })),
  ] as Parameters<typeof teamFixture>[0][]
).map(teamFixture);

const comparison = (a: Team, b: Team): Comparison => ({
  teams: [
    compareSideFixture({ id: a.id, slug: a.slug, name: a.name, abbreviation: a.abbreviation }),
    compareSideFixture({ id: b.id, slug: b.slug, name: b.name, abbreviation: b.abbreviation }),
  ],
  scope: "all-time",
  season: null,
  record_basis: null,
  scoring_basis: null,
  metrics: {
    overall: { wins: { a: 553, b: 642 }, losses: { a: 449, b: 640 }, win_percentage: { a: 0.551, b: 0.501 }, championships: { a: 6, b: 5 } },
    offense: { points_per_game: { a: 22.47, b: 20.67 } },
    defense: { points_allowed_per_game: { a: 20.17, b: 20.14 } },
  },
  head_to_head: {
    total_games: 13,
    team_a_wins: 6,
    team_b_wins: 7,
    ties: 0,
    postseason_games: 0,
    team_a_points: 0,
    team_b_points: 0,
    last_meeting: { date: "2025-09-14", game_id: 9, game_slug: "nfl-2025-02-phi-kc", home_team_id: a.id, score: "17-20", team_a_score: 17, team_b_score: 20, winner: { id: b.id, slug: b.slug, name: b.name }, tie: false },
    next_meeting: null,
  },
});

function api({ hold = false } = {}) {
  return mockFetch((url) => {
    const u = new URL(url, "http://test");
    const p = u.pathname.replace(/\/$/, "");
    if (p === "/api/teams") return jsonResponse({ count: teams.length, next: null, previous: null, results: teams });
    if (p === "/api/teams/compare") {
      if (hold) return new Promise<Response>(() => {}) as unknown as Response;
      const a = teams.find((t) => t.slug === u.searchParams.get("team_a"))!;
      const b = teams.find((t) => t.slug === u.searchParams.get("team_b"))!;
      return jsonResponse(comparison(a, b));
    }
    if (p.endsWith("/seasons")) return jsonResponse({ count: 2, next: null, previous: null, results: [{ id: 1, name: "x", start_year: 2023, championship_won: false }, { id: 2, name: "y", start_year: 2022, championship_won: false }] });
    return jsonResponse({});
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/teams/compare", element: <TeamComparePage /> }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()} site={DEFAULT_SITE}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const params = (router: ReturnType<typeof renderAt>) => new URLSearchParams(router.state.location.search);

describe("Team comparison", () => {
  beforeEach(() => resetRequestLayer());

  it("picks teams with the keyboard, at most 8 suggestions, and puts both in the URL", async () => {
    api();
    const router = renderAt("/teams/compare");
    const boxA = await screen.findByRole("combobox", { name: "Team A" });
    await act(async () => {}); // the team list loads

    fireEvent.change(boxA, { target: { value: "springfield" } });
    const listA = screen.getByRole("listbox", { name: "Team A suggestions" });
    expect(within(listA).getAllByRole("option")).toHaveLength(8);

    fireEvent.change(boxA, { target: { value: "KANSAS" } });
    expect(within(listA).getAllByRole("option").map((o) => o.textContent)).toEqual([
      expect.stringContaining("Kansas City Chiefs"),
      expect.stringContaining("Kansas City Royals"),
    ]);
    fireEvent.keyDown(boxA, { key: "ArrowDown" });
    fireEvent.keyDown(boxA, { key: "ArrowDown" });
    expect(boxA).toHaveAttribute("aria-activedescendant", expect.stringContaining("-3"));
    fireEvent.keyDown(boxA, { key: "ArrowUp" });
    fireEvent.keyDown(boxA, { key: "Enter" });
    expect(params(router).get("team_a")).toBe("kansas-city-chiefs");
    expect(screen.getByRole("button", { name: "Clear Team A" })).toBeInTheDocument();
    // Nothing to compare yet, no swap.
    expect(screen.queryByRole("button", { name: /Swap Teams/ })).not.toBeInTheDocument();

    const boxB = screen.getByRole("combobox", { name: "Team B" });
    fireEvent.change(boxB, { target: { value: "kansas" } });
    // The team chosen on the other side is not offered.
    const listB = screen.getByRole("listbox", { name: "Team B suggestions" });
    expect(within(listB).getAllByRole("option").map((o) => o.textContent)).toEqual([expect.stringContaining("Kansas City Royals")]);
    fireEvent.change(boxB, { target: { value: "phi" } });
    fireEvent.mouseDown(within(listB).getByRole("option", { name: /Philadelphia Eagles/ }));
    expect(params(router).get("team_b")).toBe("philadelphia-eagles");

    expect(await screen.findByRole("heading", { name: "Head-to-Head" })).toBeInTheDocument();
  });

  it("says nothing about matches before anything is typed, and 'No teams match' only for typed text", async () => {
    api();
    renderAt("/teams/compare");
    const box = await screen.findByRole("combobox", { name: "Team A" });
    await act(async () => {});
    // Neither while loading nor once focused: the message is not in the page at all.
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(screen.queryByText("No teams match")).not.toBeInTheDocument();
    expect(screen.queryByText("Searching…")).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: "zzzz" } });
    expect(screen.getByText("No teams match")).toBeVisible();
    fireEvent.change(box, { target: { value: "" } });
    expect(screen.queryByText("No teams match")).not.toBeInTheDocument();
  });

  it("closes suggestions on a click outside and on Escape", async () => {
    api();
    renderAt("/teams/compare");
    const box = await screen.findByRole("combobox", { name: "Team A" });
    await act(async () => {});
    fireEvent.change(box, { target: { value: "kansas" } });
    expect(box).toHaveAttribute("aria-expanded", "true");
    fireEvent.mouseDown(document.body);
    expect(box).toHaveAttribute("aria-expanded", "false");
    fireEvent.focus(box);
    expect(box).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the loading title until the comparison arrives", async () => {
    api({ hold: true });
    renderAt("/teams/compare?team_a=kansas-city-chiefs&team_b=philadelphia-eagles");
    expect(await screen.findByRole("heading", { name: "Loading Team Comparison" })).toBeInTheDocument();
  });

  it("shows real figures with the better side highlighted, swaps, clears, and picks a season", async () => {
    api();
    const router = renderAt("/teams/compare?team_a=kansas-city-chiefs&team_b=philadelphia-eagles");
    const overall = await screen.findByRole("table", { name: /Overall/ });
    const wins = within(overall).getByRole("row", { name: /Wins/ });
    expect(wins).toHaveTextContent("553");
    expect(wins).toHaveTextContent("PHI +16.1%");
    expect(within(wins).getByText("(better)").closest("td")).toHaveTextContent("642");
    const losses = within(overall).getByRole("row", { name: /Losses/ });
    expect(within(losses).getByText("(better)").closest("td")).toHaveTextContent("449");
    const defense = screen.getByRole("table", { name: /Defense/ });
    expect(within(defense).getByText("(better)").closest("td")).toHaveTextContent("20.1");
    expect(screen.queryByText(/Yards/)).not.toBeInTheDocument();
    expect(screen.getByText("Total Games").nextElementSibling).toHaveTextContent("13");
    expect(screen.getByText(/Won by Philadelphia Eagles/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: /Swap Teams/ }));
    expect(params(router).get("team_a")).toBe("philadelphia-eagles");
    expect(params(router).get("team_b")).toBe("kansas-city-chiefs");

    const season = await screen.findByRole("combobox", { name: "Season" });
    expect(await within(season).findByRole("option", { name: "2023-24 Season" })).toBeInTheDocument();
    fireEvent.change(season, { target: { value: "2023" } });
    expect(params(router).get("season")).toBe("2023");

    fireEvent.click(screen.getByRole("button", { name: "Clear Team B" }));
    expect(params(router).get("team_b")).toBeNull();
    expect(screen.queryByRole("table", { name: /Overall/ })).not.toBeInTheDocument();
  });

  it("exports the comparison as team-comparison-{slugA}-vs-{slugB}.csv", async () => {
    api();
    const createObjectURL = vi.fn((_: Blob) => "blob:x");
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, saved);
    });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderAt("/teams/compare?team_a=kansas-city-chiefs&team_b=philadelphia-eagles");
    fireEvent.click(await screen.findByRole("button", { name: /Export Comparison/ }));
    expect(click).toHaveBeenCalled();
    expect(clicks).toEqual(["team-comparison-kansas-city-chiefs-vs-philadelphia-eagles.csv"]);
    const blob = createObjectURL.mock.calls[0][0];
    const text = await blob.text();
    expect(text.split("\r\n")[0]).toBe("Metric,Kansas City Chiefs,Philadelphia Eagles");
    expect(text).toContain("Yards Per Game,,");
  });
});
