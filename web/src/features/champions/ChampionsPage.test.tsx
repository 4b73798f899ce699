import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { fetchedUrls, jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";
import { championRecordFixture } from "@/testing/api-fixtures";
import type { Champion } from "./types";

const slow = { timeout: 15_000 };

const champ = (id: number, year: number, championship_name: string, sport_slug: string, team_name: string, extra: Partial<Champion> = {}): Champion =>
  championRecordFixture({ id, year, championship_name, sport_slug, team_name, ...extra });

const first = [
  champ(1, 2026, "Super Bowl", "football", "Seattle Seahawks", { record: "11-3", coach: "Mike Macdonald", season_name: "2025 NFL Season", season_start_year: 2025, runner_up_name: "New England Patriots", score: "29-13" }),
  champ(2, 2026, "College Football National Championship", "football", "Indiana"),
  champ(3, 2025, "Stanley Cup", "hockey", "Florida Panthers", { team_city: "Sunrise" }),
];
const second = [champ(4, 1903, "World Series", "baseball", "Boston Americans", { team_city: "Boston", coach: "Jimmy Collins" })];

/** Two pages, as the API sends them with page_size=500. */
function api() {
  return routeFetch({
    "/api/championships/champions": (url: URL) =>
      url.searchParams.get("page") === "2"
        ? { count: 4, next: null, previous: "http://localhost/api/championships/champions?page_size=500", results: second }
        : { count: 4, next: "http://localhost/api/championships/champions?page=2&page_size=500", previous: null, results: first },
  });
}

describe("Champions history", () => {
  it("loads every page and groups entries by year, then sport", async () => {
    const fetch = api();
    renderApp("/champions");
    expect(await screen.findByRole("heading", { level: 2, name: /^2026/ }, slow)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: /^1903/ })).toBeInTheDocument();
    const urls = fetchedUrls(fetch).filter((u) => u.startsWith("/api/championships/champions"));
    expect(urls).toEqual(["/api/championships/champions?page_size=500", "/api/championships/champions?page=2&page_size=500"]);

    const y2026 = screen.getByRole("region", { name: /^2026/ });
    expect(within(y2026).getByRole("heading", { level: 3, name: "Football" })).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(tile("Champions")).toHaveTextContent("4");
    expect(tile("Years")).toHaveTextContent("3");
    expect(document.title).toBe("Champions | Almanac");
  });

  it("highlights major titles and expands an entry to show coach and season", async () => {
    api();
    renderApp("/champions");
    const seahawks = await screen.findByRole("button", { name: /Seattle Seahawks/ }, slow);
    expect(within(seahawks).getByText("Major title")).toBeInTheDocument();
    expect(within(screen.getByRole("button", { name: /Indiana/ })).queryByText("Major title")).not.toBeInTheDocument();

    fireEvent.click(seahawks);
    expect(seahawks).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(seahawks.getAttribute("aria-controls")!)!;
    expect(within(panel).getByText("Mike Macdonald")).toBeInTheDocument();
    expect(within(panel).getByText("2025 NFL Season")).toBeInTheDocument();
    expect(within(panel).getByText("Over New England Patriots, 29-13")).toBeInTheDocument();

    // One open at a time.
    const indiana = screen.getByRole("button", { name: /Indiana/ });
    fireEvent.click(indiana);
    expect(indiana).toHaveAttribute("aria-expanded", "true");
    expect(seahawks).toHaveAttribute("aria-expanded", "false");
  });

  it("searches by city or coach and filters by year, keeping both in the URL", async () => {
    api();
    const { router } = renderApp("/champions?q=collins");
    expect(await screen.findByRole("button", { name: /Boston Americans/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Seattle Seahawks/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search champions" }), { target: { value: "" } });
    const year = screen.getByRole("combobox", { name: "Year" });
    expect(year).toHaveValue("");
    expect(within(year).getByRole("option", { name: "All Years" })).toBeInTheDocument();
    fireEvent.change(year, { target: { value: "2025" } });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Seattle Seahawks/ })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /Florida Panthers/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?year=2025");
  });

  it("uses championship names as categories on a sport site", async () => {
    api();
    const nfl = normalizeSite({ id: "nfl", name: "Gridiron Almanac", sport: "football", level: "professional" })!;
    renderApp("/champions", { site: nfl });
    const y2026 = await screen.findByRole("region", { name: /^2026/ }, slow);
    expect(within(y2026).getByRole("heading", { level: 3, name: "Super Bowl" })).toBeInTheDocument();
  });

  it("says No championship history available when there is none", async () => {
    routeFetch({ "/api/championships/champions": { count: 0, next: null, previous: null, results: [] } });
    renderApp("/champions");
    expect(await screen.findByRole("heading", { name: "No championship history available" }, slow)).toBeInTheDocument();
  });

  it("says Failed to load championship history with a retry", async () => {
    routeFetch({ "/api/championships/champions": () => jsonResponse({ detail: "bad" }, { status: 400 }) });
    renderApp("/champions");
    expect(await screen.findByRole("heading", { name: "Failed to load championship history" }, slow)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
