import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fetchedUrls, jsonResponse, renderWithProviders, routeFetch } from "@/testing/test-utils";
import FindersPage from "./FindersPage";

const term = (name: string, abbr: string) => ({ name, abbr, label: name, rate: false });
const glossary = { sport: "hockey", results: [term("goals", "G")], game_lines: [term("points", "PTS"), term("goals", "G")] };
const page = {
  count: 1,
  next: null,
  previous: null,
  columns: ["points"],
  coverage: [],
  results: [{ id: 1, date: "2024-01-02", player_name: "Connor McDavid", team: "Edmonton Oilers", values: { points: 5 } }],
};
const mcdavid = { id: 7, slug: "connor-mcdavid", name: "Connor McDavid", label: "Hockey · C · 2015–2025", sport: { name: "Hockey", slug: "hockey" }, level: { name: "Pro", slug: "professional" }, years: "2015–2025", url: "/players/connor-mcdavid" };

function renderAt(path: string) {
  const fetch = routeFetch({
    "/api/finders/glossary": glossary,
    "/api/finders/player-games": page,
    "/api/finders/player-seasons": { ...page, columns: [] },
    "/api/finders/player-careers": { ...page, columns: [] },
    "/api/finders/team-games": { ...page, columns: [] },
    "/api/teams/oilers": { id: 3, slug: "oilers", name: "Edmonton Oilers", city: "Edmonton", state: "AB", sport: { name: "Hockey", slug: "hockey" }, first_season: 1979, last_season: 2025 },
    "/api/search": { players: [mcdavid], teams: [], coaches: [] },
    "/api/players/connor-mcdavid": { id: 7, slug: "connor-mcdavid", display_name: "Connor McDavid", sport: { name: "Hockey", slug: "hockey" } },
  });
  return { ...renderWithProviders(<FindersPage />, { path, routePath: "/finders" }), fetch };
}

const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe("FindersPage URL writes", () => {
  it("keeps both ends of the season range when the second is left before the first has rendered", async () => {
    const { router } = renderAt("/finders?tab=player-games&sport__slug=hockey");
    const from = await screen.findByLabelText("Seasons from");
    const to = screen.getByLabelText("to");
    // Leaving "from" then "to" in quick succession: the second write comes before the page renders the first.
    await act(async () => {
      fireEvent.change(from, { target: { value: "2018" } });
      fireEvent.blur(from);
      await new Promise((r) => setTimeout(r, 0));
      fireEvent.change(to, { target: { value: "2024" } });
      fireEvent.blur(to);
    });
    const q = search(router);
    expect(q.get("season__gte")).toBe("2018");
    expect(q.get("season__lte")).toBe("2024");
    expect(q.get("tab")).toBe("player-games");
    expect(q.get("sport__slug")).toBe("hockey");
  });

  it("keeps a bound added right after the player is picked by keyboard", async () => {
    const { router } = renderAt("/finders?tab=player-games&sport__slug=hockey");
    const box = await screen.findByRole("combobox", { name: "Player" });
    box.focus();
    fireEvent.change(box, { target: { value: "McDavid" } });
    await screen.findByRole("option", { name: /Connor McDavid/ });
    const value = screen.getByLabelText("Value");
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
      await new Promise((r) => setTimeout(r, 0));
      fireEvent.change(value, { target: { value: "3" } });
      fireEvent.submit(value.closest("form")!);
    });
    const q = search(router);
    expect(q.get("player")).toBe("connor-mcdavid");
    expect(q.get("points__gte")).toBe("3");
    expect(q.get("tab")).toBe("player-games");
    // The pick by keyboard leaves focus on the chosen card, not on the page's body.
    await waitFor(() => expect(screen.getByRole("button", { name: "Clear Player" })).toHaveFocus());
  });

  it("moves two tabs on two quick arrow presses", async () => {
    const { router } = renderAt("/finders?sport__slug=hockey&season__gte=2018");
    const first = await screen.findByRole("tab", { name: "Player seasons" });
    first.focus();
    await act(async () => {
      fireEvent.keyDown(first, { key: "ArrowRight" });
      await new Promise((r) => setTimeout(r, 0));
      fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    });
    await waitFor(() => expect(search(router).get("tab")).toBe("player-games"));
    expect(search(router).get("season__gte")).toBe("2018");
    expect(screen.getByRole("tab", { name: "Player games" })).toHaveFocus();
  });
});

describe("FindersPage asks only what the API can answer", () => {
  it("asks nothing for a player's streaks until a bound is added", async () => {
    const { fetch } = renderAt("/finders?tab=streaks&sport__slug=hockey&player=connor-mcdavid&kind=loss");
    await screen.findByText("Add a bound");
    expect(fetchedUrls(fetch).filter((u) => u.includes("/api/finders/streaks"))).toEqual([]);
    expect(screen.queryByRole("link", { name: "Download CSV" })).toBeNull();
  });

  it("offers no CSV of a search the API refuses", async () => {
    const refused = "The query would read more than the 21000 rows allowed: narrow it with season__gte/season__lte, team, league or a tighter bound.";
    const fetch = routeFetch({
      "/api/finders/glossary": glossary,
      "/api/finders/player-seasons": () => jsonResponse({ detail: refused }, { status: 400 }),
    });
    renderWithProviders(<FindersPage />, { path: "/finders?tab=player-seasons&sport__slug=hockey", routePath: "/finders" });
    await screen.findByText("This search cannot run");
    expect(fetchedUrls(fetch).some((u) => u.includes("/api/finders/player-seasons"))).toBe(true);
    expect(screen.queryByRole("link", { name: "Download CSV" })).toBeNull();
  });

  it("asks for player games once the glossary says the sport has game lines", async () => {
    const { fetch } = renderAt("/finders?tab=player-games&sport__slug=hockey");
    await screen.findByText("Connor McDavid");
    const urls = fetchedUrls(fetch);
    const glossaryAt = urls.findIndex((u) => u.includes("/api/finders/glossary"));
    const gamesAt = urls.findIndex((u) => u.includes("/api/finders/player-games"));
    expect(glossaryAt).toBeGreaterThanOrEqual(0);
    expect(gamesAt).toBeGreaterThan(glossaryAt);
  });
});

describe("FindersPage shows every filter a link applies", () => {
  it("shows a team, a game type and a season range from the URL, and asks the API for them", async () => {
    const { fetch } = renderAt("/finders?tab=team-games&sport__slug=hockey&team=oilers&game_type=playoff&season__gte=2020&season__lte=2024");
    await screen.findByText("Edmonton Oilers");
    expect(screen.getByRole("button", { name: "Clear Team" })).toBeInTheDocument();
    expect(screen.getByLabelText("Games")).toHaveValue("playoff");
    expect(screen.getByRole("button", { name: "Remove filter Playoff rounds before the final" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove filter Season 2020–2024" })).toBeInTheDocument();
    await waitFor(() => expect(fetchedUrls(fetch).some((u) => u.includes("/api/finders/team-games"))).toBe(true));
    const asked = new URL(fetchedUrls(fetch).find((u) => u.includes("/api/finders/team-games"))!, "http://localhost").searchParams;
    expect(Object.fromEntries(["team", "game_type", "season__gte", "season__lte"].map((k) => [k, asked.get(k)]))).toEqual({
      team: "oilers",
      game_type: "playoff",
      season__gte: "2020",
      season__lte: "2024",
    });
  });

  it("clears both ends of the season range with its chip, and the fields with it", async () => {
    const { router } = renderAt("/finders?tab=team-games&sport__slug=hockey&season__gte=2020&season__lte=2024");
    const chip = await screen.findByRole("button", { name: "Remove filter Season 2020–2024" });
    await act(async () => fireEvent.click(chip));
    await waitFor(() => expect(search(router).get("season__gte")).toBeNull());
    expect(search(router).get("season__lte")).toBeNull();
    expect(screen.getByLabelText("to")).toHaveValue("");
  });

  it("writes a choice, and leaves the API's default out of the URL", async () => {
    const { router } = renderAt("/finders?tab=streaks&sport__slug=hockey&game_type=playoff");
    const games = await screen.findByLabelText("Games");
    expect(games).toHaveValue("playoff");
    await act(async () => fireEvent.change(games, { target: { value: "regular" } }));
    await waitFor(() => expect(search(router).get("game_type")).toBeNull());
    expect(screen.getByLabelText("Games")).toHaveValue("regular");
  });

  it("asks a single season alone, without the recent seasons' default range", async () => {
    const { fetch } = renderAt("/finders?sport__slug=hockey&season=2023");
    await screen.findByRole("button", { name: "Remove filter Season 2023" });
    await waitFor(() => expect(fetchedUrls(fetch).some((u) => u.includes("/api/finders/player-seasons"))).toBe(true));
    const asked = new URL(fetchedUrls(fetch).find((u) => u.includes("/api/finders/player-seasons"))!, "http://localhost").searchParams;
    expect(asked.get("season")).toBe("2023");
    expect(asked.get("season__gte")).toBeNull();
    expect(screen.getByLabelText("Seasons from")).not.toHaveAttribute("placeholder", expect.stringMatching(/\d/));
  });

  it("turns the qualified switch on and off in the URL", async () => {
    const { router } = renderAt("/finders?sport__slug=hockey&season__gte=2020");
    const box = await screen.findByRole("checkbox", { name: "Qualified only (the league's rule of the era)" });
    await act(async () => fireEvent.click(box));
    await waitFor(() => expect(search(router).get("qualified")).toBe("true"));
    await screen.findByRole("button", { name: "Remove filter Qualified" });
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Qualified only (the league's rule of the era)" })));
    await waitFor(() => expect(search(router).get("qualified")).toBeNull());
  });
});
