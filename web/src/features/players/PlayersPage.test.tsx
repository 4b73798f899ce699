import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { normalizeSite } from "@/lib/site";
import { fetchedUrls, jsonResponse, renderWithProviders, routeFetch } from "@/testing/test-utils";
import PlayersPage from "./PlayersPage";
import { makePlayer } from "./testing/fixtures";

const nhl = normalizeSite({ name: "Ice Almanac", sport: "hockey", level: "professional" })!;
const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });

describe("Players directory", () => {
  beforeEach(() => resetRequestLayer());

  it("shows cards with the real team, 6 career stats, tiles over every match, and the icon rule", async () => {
    const fetch = routeFetch({
      "/api/players": page([makePlayer(), makePlayer({ id: 2, slug: "free", display_name: "No Team", current_team: null, championships: 0, awards: [] })], 56381),
      // The API's sums over all 56,381 players, not the page's two.
      "/api/players/totals": { count: 56381, active: 780, championships: 1234, all_star_selections: 5678, sports: 1 },
      "/api/teams": page([]),
      "/api/seasons": page([]),
    });
    renderWithProviders(<PlayersPage />, { path: "/players", routePath: "/players", site: nhl });
    const card = (await screen.findByRole("link", { name: "Wayne Gretzky" })).closest("li")!;
    expect(card).toHaveTextContent("NYRNew York Rangers");
    expect(within(card).getByText("2,967")).toBeInTheDocument();
    expect(within(card).getAllByRole("definition")).toHaveLength(6);
    expect(within(card).getByRole("img", { name: "More than 2 championships" })).toBeInTheDocument();
    const other = screen.getByRole("link", { name: "No Team" }).closest("li")!;
    expect(other).toHaveTextContent("FAFree Agent");
    expect(await screen.findByText("780")).toBeInTheDocument();
    expect(screen.getByText("Total Championships").nextSibling).toHaveTextContent("1,234");
    expect(screen.getByText("All-Star Selections").nextSibling).toHaveTextContent("5,678");
    expect(fetchedUrls(fetch).some((u) => u.includes("sport__slug=hockey"))).toBe(true);
    expect(fetchedUrls(fetch).filter((u) => u.startsWith("/api/players/totals")).every((u) => !u.includes("page"))).toBe(true);
  });

  it("expands one card at a time, with at most 2 awards then '...'", async () => {
    routeFetch({ "/api/players": page([makePlayer(), makePlayer({ id: 3, slug: "b", display_name: "Other" })]), "/api/teams": page([]), "/api/seasons": page([]) });
    renderWithProviders(<PlayersPage />, { path: "/players", routePath: "/players", site: nhl });
    const buttons = await screen.findAllByRole("button", { name: "Show More Stats" });
    fireEvent.click(buttons[0]);
    expect(screen.getByText("Kaplan 1979")).toBeVisible();
    expect(screen.getByText("...")).toBeVisible();
    expect(screen.queryByText("Hart 1980")).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole("button", { name: "Show More Stats" })[0]);
    expect(screen.getAllByRole("button", { name: "Show Less" })).toHaveLength(1);
  });

  it("keeps filters in the URL and sends them to the API", async () => {
    const fetch = routeFetch({ "/api/players": page([makePlayer()]), "/api/teams": page([]), "/api/seasons": page([]) });
    const { router } = renderWithProviders(<PlayersPage />, { path: "/players?position=C", routePath: "/players", site: nhl });
    await screen.findByRole("link", { name: "Wayne Gretzky" });
    expect(fetchedUrls(fetch).some((u) => u.includes("position=C"))).toBe(true);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "retired" } });
    expect(new URLSearchParams(router.state.location.search).get("status")).toBe("retired");
  });

  it("shows 12 skeletons while loading and the error text with a reload retry", async () => {
    routeFetch({ "/api/players": () => jsonResponse({ detail: "Database unavailable" }, { status: 503 }), "/api/teams": page([]), "/api/seasons": page([]) });
    renderWithProviders(<PlayersPage />, { path: "/players", routePath: "/players", site: nhl });
    expect(screen.getByText("Loading players…").parentElement!.querySelectorAll(":scope > div")).toHaveLength(12);
    expect(await screen.findByText("Database unavailable", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("shows the shared empty view", async () => {
    routeFetch({ "/api/players": page([]), "/api/teams": page([]), "/api/seasons": page([]) });
    renderWithProviders(<PlayersPage />, { path: "/players?q=zzz", routePath: "/players", site: nhl });
    expect(await screen.findByText("No Players Found")).toBeInTheDocument();
  });
});
