import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { DEFAULT_SITE, normalizeSite, type SiteProfile } from "@/lib/site";
import { createTestQueryClient, jsonResponse, mockFetch, AppProviders } from "@/testing/test-utils";
import { celticsMavs, gameTeam, makeGame } from "@/testing/game-fixtures";
import { FakeEventSource } from "@/testing/fake-event-source";
import type { Game } from "@/lib/games/game";
import ScoresPage from "./ScoresPage";

const NFL = normalizeSite({
  name: "Gridiron Almanac",
  sport: "football",
  level: "professional",
  filters: { sport__slug: "football", level__slug: "professional" },
}) as SiteProfile;

const page = (results: Game[]) => ({ count: results.length, next: null, previous: null, results });

/** The API: games by date range (inclusive) and the latest final games. */
function api(all: Game[], { fail }: { fail?: Response } = {}) {
  return mockFetch((url) => {
    const u = new URL(url, "http://test");
    if (u.pathname === "/api/games") {
      if (fail) return fail;
      const from = u.searchParams.get("game_date__gte");
      const to = u.searchParams.get("game_date__lte");
      return jsonResponse(page(all.filter((g) => (!from || g.game_date >= from) && (!to || g.game_date <= to))));
    }
    if (u.pathname === "/api/games/recent") {
      const sport = u.searchParams.get("sport__slug");
      const finals = all
        .filter((g) => g.status === "final" && (!sport || g.sport_slug === sport))
        .sort((a, b) => (a.game_date < b.game_date ? 1 : -1));
      return jsonResponse(page(finals.slice(0, Number(u.searchParams.get("page_size") ?? 20))));
    }
    return jsonResponse({});
  });
}

function renderScores(path: string, site: SiteProfile = DEFAULT_SITE) {
  const router = createMemoryRouter(
    [
      { path: "/scores", element: <ScoresPage /> },
      { path: "/scores/:id", element: <p>game page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} site={site}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const gameUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith("/api/games"));

const search = (router: ReturnType<typeof renderScores>) => new URLSearchParams(router.state.location.search);

const steelers = makeGame({ id: 304480 });
const finals = celticsMavs({ id: 281500 });
const week16 = makeGame({
  id: 304490,
  status: "scheduled",
  game_date: "2025-12-21",
  game_time: "13:00",
  home_score: null,
  away_score: null,
  home_team: gameTeam({ name: "Tampa Bay Buccaneers", city: "Tampa Bay", abbreviation: "TB", sport_name: "Football" }),
  away_team: gameTeam({ name: "Carolina Panthers", city: "Carolina", abbreviation: "CAR", sport_name: "Football" }),
});
const all = [steelers, finals, week16];

beforeEach(() => {
  resetRequestLayer();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0)); // Saturday, Nov 21, 2026
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ScoresPage", () => {
  it("shows the title, the subtitle and an 8-card skeleton while loading", async () => {
    api(all);
    renderScores("/scores");
    expect(screen.getByRole("heading", { level: 1, name: "Live Scores & Results" })).toBeInTheDocument();
    expect(screen.getByText("Live scores, recent results, and upcoming games across all major sports leagues")).toBeInTheDocument();
    const busy = screen.getByRole("status", { name: "" });
    expect(busy).toHaveTextContent("Loading games…");
    expect(busy.children).toHaveLength(9); // the label and 8 cards
    await screen.findByText(/showing the latest games/);
  });

  it("default range without games today falls back to the latest day with games and says so", async () => {
    const fetchMock = api(all);
    renderScores("/scores");
    expect(await screen.findByText("No games today — showing the latest games, Dec 15, 2025")).toBeInTheDocument();
    const urls = gameUrls(fetchMock);
    expect(urls[0]).toContain("game_date__gte=2026-11-21");
    expect(urls[0]).toContain("game_date__lte=2026-11-21");
    expect(urls.some((u) => u.startsWith("/api/games/recent") && u.includes("page_size=1"))).toBe(true);
    expect(urls.at(-1)).toContain("game_date__gte=2025-12-15");
    const cards = within(screen.getByRole("list", { name: "Games" })).getAllByRole("link");
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAttribute("href", "/scores/304480");
    expect(cards[0]).toHaveTextContent("Miami Dolphins");
    expect(cards[0]).toHaveTextContent("Pittsburgh Steelers");
    expect(screen.getByRole("textbox", { name: "Start Date" })).toHaveValue("Dec 15, 2025");
    expect(screen.getByRole("textbox", { name: "End Date" })).toHaveValue("Dec 15, 2025");
  });

  it("football site: the current week by default, then the latest football week", async () => {
    const fetchMock = api(all);
    renderScores("/scores", NFL);
    expect(await screen.findByText("No games this week — showing the latest games, Dec 15, 2025 – Dec 21, 2025")).toBeInTheDocument();
    const urls = gameUrls(fetchMock);
    expect(urls[0]).toContain("game_date__gte=2026-11-16");
    expect(urls[0]).toContain("game_date__lte=2026-11-22");
    expect(urls[0]).toContain("sport__slug=football");
    expect(urls[0]).toContain("level__slug=professional");
    // Away above home; a game still 'scheduled' whose date has passed shows '-' and "No result recorded".
    const cards = within(screen.getByRole("list", { name: "Games" })).getAllByRole("link");
    expect(cards.map((c) => c.getAttribute("href"))).toEqual(["/scores/304480", "/scores/304490"]);
    expect(cards[1]).toHaveTextContent(/Carolina Panthers-.*Tampa Bay Buccaneers-/);
    expect(cards[1]).toHaveTextContent("No result recorded");
    expect(cards[1]).not.toHaveTextContent("1:00 PM EST");
    // A sport site has no sport filter.
    expect(screen.queryByRole("combobox", { name: "Sport" })).toBeNull();
    const tiles = screen.getAllByRole("definition").map((d) => d.textContent);
    expect(tiles).toEqual(["0", "1", "0", "1"]);
  });

  it("a chosen range with no games shows No Games Found and no fallback", async () => {
    const fetchMock = api(all);
    renderScores("/scores?from=2026-11-21&to=2026-11-21");
    expect(await screen.findByRole("heading", { name: "No Games Found" })).toBeInTheDocument();
    expect(gameUrls(fetchMock).some((u) => u.startsWith("/api/games/recent"))).toBe(false);
    expect(screen.queryByText(/showing the latest games/)).toBeNull();
  });

  it("filters by team, sport and status from the URL and writes changes back", async () => {
    api(all);
    const router = renderScores("/scores?from=2024-06-01&to=2025-12-31");
    const list = await screen.findByRole("list", { name: "Games" });
    expect(within(list).getAllByRole("link")).toHaveLength(3);

    fireEvent.change(screen.getByRole("searchbox", { name: "Search teams" }), { target: { value: "boston" } });
    await waitFor(() => expect(search(router).get("q")).toBe("boston"));
    expect(within(screen.getByRole("list", { name: "Games" })).getAllByRole("link")).toHaveLength(1);

    fireEvent.change(screen.getByRole("searchbox", { name: "Search teams" }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "scheduled" } });
    await waitFor(() => expect(search(router).get("status")).toBe("scheduled"));
    expect(within(screen.getByRole("list", { name: "Games" })).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/scores/304490",
    ]);

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "all" } });
    await waitFor(() => expect(search(router).has("status")).toBe(false));

    // Sport options come from the loaded games.
    const sport = screen.getByRole("combobox", { name: "Sport" });
    expect(within(sport).getAllByRole("option").map((o) => o.textContent)).toEqual(["All Sports", "Basketball", "Football"]);
    // Changing the sport resets the range to that sport's default.
    fireEvent.change(sport, { target: { value: "basketball" } });
    await waitFor(() => expect(search(router).get("sport")).toBe("basketball"));
    expect(search(router).has("from")).toBe(false);
    expect(search(router).has("to")).toBe(false);
    expect(await screen.findByText("No games today — showing the latest games, Jun 17, 2024")).toBeInTheDocument();
  });

  it("Today and This Week set the range in the URL", async () => {
    api(all);
    const router = renderScores("/scores?from=2025-12-15&to=2025-12-21");
    await screen.findByRole("list", { name: "Games" });
    fireEvent.click(screen.getByRole("button", { name: "This Week" }));
    await waitFor(() => expect(search(router).get("from")).toBe("2026-11-16"));
    expect(search(router).get("to")).toBe("2026-11-22");
    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(search(router).get("from")).toBe("2026-11-21"));
    expect(search(router).get("to")).toBe("2026-11-21");
  });

  it("choosing the current start day again also sets the end to that day", async () => {
    api(all);
    const router = renderScores("/scores?from=2025-12-15&to=2025-12-21");
    await screen.findByRole("list", { name: "Games" });
    const start = screen.getByRole("textbox", { name: "Start Date" });
    fireEvent.change(start, { target: { value: "2025-12-15" } });
    fireEvent.keyDown(start, { key: "Enter" });
    await waitFor(() => expect(search(router).get("to")).toBe("2025-12-15"));
    expect(search(router).get("from")).toBe("2025-12-15");
  });

  it("an end date before the start is refused with 'Date input not valid.'", async () => {
    api(all);
    const router = renderScores("/scores?from=2025-12-15&to=2025-12-21");
    await screen.findByRole("list", { name: "Games" });
    const end = screen.getByRole("textbox", { name: "End Date" });
    fireEvent.change(end, { target: { value: "Dec 1, 2025" } });
    fireEvent.blur(end);
    expect(screen.getByText("Date input not valid.")).toBeInTheDocument();
    expect(search(router).get("to")).toBe("2025-12-21");
  });

  it("a range larger than one load shows a note, and the API applies the filters so results are complete", async () => {
    const fetchMock = mockFetch((url) => {
      const u = new URL(url, "http://test");
      if (u.pathname !== "/api/games") return jsonResponse({});
      const q = u.searchParams.get("search");
      const results = q ? [finals] : [steelers, week16];
      return jsonResponse({ count: q ? 1 : 9420, next: null, previous: null, results });
    });
    renderScores("/scores?from=2022-01-01&to=2025-12-31");
    expect(await screen.findByText(/Showing the first 2 of 9,420 games in this range/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search teams" }), { target: { value: "Boston" } });
    await waitFor(() => expect(gameUrls(fetchMock).some((u) => u.includes("search=Boston"))).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Games" })).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
        "/scores/281500",
      ]),
    );
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it("shows the error with a retry", async () => {
    api(all, { fail: jsonResponse({ detail: "game_date__gte: not a date" }, { status: 400 }) });
    renderScores("/scores?from=2025-12-15&to=2025-12-21");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("game_date__gte: not a date");
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("shows the request layer's message when the server cannot be reached", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    renderScores("/scores?from=2025-12-15&to=2025-12-21");
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent("Unable to reach the server.");
  }, 10000);

  it("a game that goes live today joins the list from the live stream, then its score and clock update without a reload", async () => {
    FakeEventSource.reset();
    vi.stubGlobal("EventSource", FakeEventSource);
    api(all);
    renderScores("/scores");
    await screen.findByText(/showing the latest games/);
    const es = FakeEventSource.latest();
    expect(es.url).toBe("/api/games/live/stream");
    const tipoff = celticsMavs({
      id: 900001,
      game_date: "2026-11-21",
      status: "live",
      period: 3,
      time_remaining: "4:12",
      home_score: 71,
      away_score: 68,
      championship_name: null,
    });
    es.emit("snapshot", { results: [] });
    es.emit("game", tipoff);
    const card = await screen.findByRole("link", { name: /Boston Celtics/ });
    expect(card).toHaveAttribute("href", "/scores/900001");
    expect(card).toHaveTextContent("Live");
    expect(card).toHaveTextContent("Q3 - 4:12");
    expect(card).toHaveTextContent("71");
    // Today's list replaces the fallback to the latest games.
    expect(screen.queryByText(/showing the latest games/)).toBeNull();
    es.emit("game", { ...tipoff, home_score: 74, time_remaining: "3:40" });
    await waitFor(() => expect(card).toHaveTextContent("Q3 - 3:40"));
    expect(card).toHaveTextContent("74");
  });
});
