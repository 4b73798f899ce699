import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { normalizeSite } from "@/lib/site";
import { fetchedUrls, renderWithProviders, routeFetch } from "@/testing/test-utils";
import PlayerLeadersPage from "./PlayerLeadersPage";
import { makePlayer } from "./testing/fixtures";

const nhl = normalizeSite({ name: "Ice Almanac", sport: "hockey", level: "professional" })!;
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe("Player statistics (/players/stats)", () => {
  beforeEach(() => resetRequestLayer());

  it("ranks the latest season's players by a career stat, sorts by column and keeps it in the URL", async () => {
    const players = [
      makePlayer({ id: 1, slug: "a", display_name: "Alpha", career_stats: { games_played: 100, goals: 10, points: 50 } }),
      makePlayer({ id: 2, slug: "b", display_name: "Bravo", career_stats: { games_played: 300, goals: 90, points: 40 } }),
    ];
    const fetch = routeFetch({ "/api/players": (u: URL) => (u.searchParams.get("status") === "active" ? page([makePlayer({ last_year: 2016 })]) : page(players)) });
    const { router } = renderWithProviders(<PlayerLeadersPage />, { path: "/players/stats", routePath: "/players/stats", site: nhl });
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Bravo");
    expect(fetchedUrls(fetch).some((u) => u.includes("season=2016"))).toBe(true);
    fireEvent.click(within(table).getByRole("button", { name: /Points/ }));
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Alpha");
    expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("points");
    fireEvent.click(screen.getByRole("button", { name: "Details for Alpha" }));
    expect(screen.getByText("Championships: 4")).toBeInTheDocument();
  });
});
