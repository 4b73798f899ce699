import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";

const slow = { timeout: 15_000 };
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const nba = normalizeSite({ name: "Hardwood Almanac", sport: "basketball", level: "professional" })!;

const row = (id: number, name: string, rank: number, extra = {}) => ({
  id,
  rank,
  team: { id, slug: name.toLowerCase().replace(/ /g, "-"), name, abbreviation: name.slice(0, 3).toUpperCase() },
  wins: 70 - rank * 5,
  losses: 12 + rank * 5,
  win_percentage: (70 - rank * 5) / 82,
  games_played: 82,
  league: { name: "National Basketball Association", abbreviation: "NBA", slug: "nba" },
  conference: { name: rank < 3 ? "Western Conference" : "Eastern Conference" },
  division: { name: rank < 3 ? "Pacific" : "Central" },
  home_record: `${39 - rank}-${2 + rank}`,
  away_record: `${34 - rank}-${7 + rank}`,
  division_record: "14-2",
  conference_record: "41-11",
  playoff_position: rank === 1 ? "playoffs" : rank === 3 ? "champion" : "eliminated",
  last_updated: "2016-04-13",
  ...extra,
});

const rows = [row(1, "Golden State Warriors", 1), row(2, "San Antonio Spurs", 2), row(3, "Cleveland Cavaliers", 3)];

describe("Standings", () => {
  it("asks for the URL's season, shows tiles and expands one row at a time", async () => {
    const f = routeFetch({ "/api/seasons": page([{ start_year: 2015, games_count: 1316 }, { start_year: 2014, games_count: 1300 }]), "/api/games/standings": page(rows), "/api/config": {} });
    renderApp("/standings?season=2015&view=league", { site: nba });
    const table = await screen.findByRole("table", {}, slow);
    expect(f.mock.calls.map((c) => String(c[0])).some((u) => u.startsWith("/api/games/standings") && u.includes("season=2015"))).toBe(true);
    expect(within(table).getAllByRole("row").slice(1).map((r) => r.textContent?.match(/Golden|Spurs|Cavaliers/)?.[0])).toEqual(["Golden", "Spurs", "Cavaliers"]);
    const tiles = screen.getByLabelText("Standings summary");
    expect(within(tiles).getByText("Champions").parentElement).toHaveTextContent("1");
    expect(within(tiles).getByText("Playoff Teams").parentElement).toHaveTextContent("2");
    expect(within(tiles).getByText("Total Teams").parentElement).toHaveTextContent("3");
    expect(within(table).getByText("Champion")).toBeInTheDocument();

    fireEvent.click(within(table).getByText("Golden State Warriors").closest("tr")!);
    expect(within(table).getByText("38-3")).toBeInTheDocument();
    fireEvent.click(within(table).getByRole("button", { name: "Show details for San Antonio Spurs" }));
    expect(within(table).queryByText("38-3")).not.toBeInTheDocument();
    expect(within(table).getByText("37-4")).toBeInTheDocument();
    expect(screen.getByLabelText("Season")).toHaveValue("2015");
  });

  it("says a season still in progress in the data is as of its last game, and a play-in team is no playoff team", async () => {
    const inProgress = [{ start_year: 2025, games_count: 1300, status: "active", data_through: "2026-05-16", sport: { name: "Basketball", slug: "basketball" } }];
    const withPlayIn = [...rows.slice(0, 2), row(3, "Sacramento Kings", 3, { playoff_position: "play-in" })];
    routeFetch({ "/api/seasons": page(inProgress), "/api/games/standings": page(withPlayIn), "/api/config": {} });
    renderApp("/standings?season=2025&view=league", { site: nba });
    const table = await screen.findByRole("table", {}, slow);
    expect(screen.getByText(/Standings as of May 16, 2026/)).toBeInTheDocument();
    expect(within(table).getByText("Play-In")).toBeInTheDocument();
    expect(within(screen.getByLabelText("Standings summary")).getByText("Playoff Teams").parentElement).toHaveTextContent("1");
  });

  it("groups by division by default, in the league's columns, with the clinch marks explained", async () => {
    const marked = [
      row(1, "Golden State Warriors", 1, { clinch: "z", win_percentage: 0.8171, win_percentage_display: ".817", games_behind_display: "-", last_10: "8-2" }),
      row(2, "San Antonio Spurs", 2, { clinch: "x" }),
      row(3, "Cleveland Cavaliers", 3, { clinch: "e" }),
    ];
    const f = routeFetch({ "/api/seasons": page([{ start_year: 2015, games_count: 1 }]), "/api/games/standings": page(marked), "/api/config": {} });
    const { router } = renderApp("/standings?season=2015&date=2016-03-01", { site: nba });
    await screen.findAllByRole("table", {}, slow);
    const tables = screen.getAllByRole("table");
    expect(tables).toHaveLength(2);
    expect(screen.getByRole("heading", { name: /^Western Conference · Pacific/ })).toBeInTheDocument();
    const west = screen.getByText("Golden State Warriors").closest("table")!;
    const head = within(west).getAllByRole("columnheader").map((h) => h.textContent);
    expect(head).toEqual(expect.arrayContaining(["W", "L", "PCT", "GB", "L10", "STRK"]));
    expect(within(west).getByText(".817")).toBeInTheDocument();
    expect(within(west).getAllByText("-").length).toBeGreaterThan(0);
    expect(within(west).getByText("(Clinched the best record in the conference)")).toBeInTheDocument();
    expect(screen.getByText("Eliminated from the playoffs")).toBeInTheDocument();
    expect(screen.getByText(/Standings as of Mar 1, 2016/)).toBeInTheDocument();
    expect(f.mock.calls.map((c) => String(c[0])).some((u) => u.startsWith("/api/games/standings") && u.includes("date=2016-03-01"))).toBe(true);
    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "league" } });
    expect(new URLSearchParams(router.state.location.search).get("view")).toBe("league");
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  it("filters by search, conference and division in the URL", async () => {
    routeFetch({ "/api/seasons": page([{ start_year: 2015, games_count: 1 }]), "/api/games/standings": page(rows), "/api/config": {} });
    const { router } = renderApp("/standings?season=2015&conference=Western+Conference", { site: nba });
    const table = await screen.findByRole("table", {}, slow);
    expect(within(table).queryByText("Cleveland Cavaliers")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "spurs" } });
    expect(within(table).queryByText("Golden State Warriors")).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("spurs");
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "nobody" } });
    expect(screen.getByText("No Standings Found")).toBeInTheDocument();
  });

  it("marks an official record that differs from the games and explains it in the details", async () => {
    const stags = row(4, "Chicago Stags", 1, {
      home_record: null,
      away_record: null,
      division_record: null,
      conference_record: null,
      record_source: "season table",
      games_record: "14-4",
      record_difference: "games_missing",
      record_note: "43 of 61 games are missing from the game logs.",
    });
    routeFetch({ "/api/seasons": page([{ start_year: 1946, games_count: 0, has_standings: true }]), "/api/games/standings": page([stags]), "/api/config": {} });
    renderApp("/standings?season=1946", { site: nba });
    const table = await screen.findByRole("table", {}, slow);
    expect(within(table).getByText(/official record differs from the game logs/)).toBeInTheDocument();
    fireEvent.click(within(table).getByText("Chicago Stags").closest("tr")!);
    expect(within(table).getByText(/Games in our logs: 14-4\. 43 of 61 games are missing/)).toBeInTheDocument();
    expect(within(table).getByText(/game logs are too incomplete/)).toBeInTheDocument();
    expect(screen.getByLabelText("Season")).toHaveValue("1946");
  });

  it("shows 'Error Loading Standings' when the call fails", async () => {
    routeFetch({ "/api/seasons": page([{ start_year: 2015, games_count: 1 }]), "/api/games/standings": () => jsonResponse({ detail: "bad season" }, { status: 400 }), "/api/config": {} });
    renderApp("/standings?season=2015", { site: nba });
    expect(await screen.findByText("Error Loading Standings", {}, slow)).toBeInTheDocument();
    expect(screen.getByText("bad season")).toBeInTheDocument();
  });
});
