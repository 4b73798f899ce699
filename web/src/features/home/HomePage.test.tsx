import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { fetchedUrls, renderApp, routeFetch } from "@/testing/test-utils";
import { lastYear } from "./api/get-champions";
import { LOADING_ROW_TEXT } from "./components/RecentChampionsTable";

const slow = { timeout: 15_000 };
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

const championships = [
  { id: 8, slug: "super-bowl", name: "Super Bowl", first_year: 1967, last_year: null, total_champions: 60, latest_champion: { team_name: "Seattle Seahawks", year: 2026 } },
  { id: 10, slug: "afl-championship", name: "AFL Championship", first_year: 1960, last_year: 1969, total_champions: 10 },
];
const lastYearChampions = [
  { id: 649, year: 2026, team_slug: "seattle-seahawks", team_name: "Seattle Seahawks", championship_name: "Super Bowl", championship_slug: "super-bowl", record: "11-3", runner_up_name: "New England Patriots" },
  { id: 770, year: 2025, team_slug: "lsu-baseball", team_name: "LSU", championship_name: "Men's College World Series", record: null, runner_up_name: null },
];
const sports = page([
  { id: 1, name: "Football", slug: "football", abbreviation: "FB", levels: [{ name: "Professional", slug: "professional", teams: 120, championships: 4 }] },
]);

function api({ recent = lastYearChampions }: { recent?: unknown[] } = {}) {
  return routeFetch({
    "/api/championships": page(championships, 13),
    "/api/teams": page([{ id: 1 }], 1020),
    "/api/championships/champions": (url: URL) =>
      url.searchParams.get("season__start_year") ? page(recent) : page(recent.slice(0, 1), 766),
    "/api/games": (url: URL) =>
      url.searchParams.get("status") === "final" ? page([], 35) : page([{ id: 1, game_date: "1899-04-14" }], 366300),
    "/api/games/recent": page([{ id: 9, game_date: "2026-01-19", status: "final" }], 366252),
    "/api/sports": sports,
    "/api/championships/championships/super-bowl/games": page([
      { id: 649, year: 2026, winner: { name: "Seattle Seahawks", slug: "seattle-seahawks" }, runner_up: { name: "New England Patriots" }, score: "29-13", series_result: null },
    ]),
    "/api/championships/championships/super-bowl/stats": {
      team_championships: [
        { team_id: 1, team__name: "New England Patriots", championships_won: 6 },
        { team_id: 2, team__name: "Pittsburgh Steelers", championships_won: 6 },
      ],
      longest_streak: { team: "Green Bay Packers", years: 2, start_year: 1967, end_year: 1968 },
    },
  });
}

describe("Home", () => {
  it("shows the brand, the headline and measured figures in place of the static ones", async () => {
    api();
    renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Almanac" }, slow)).toBeInTheDocument();
    const hero = screen.getByRole("region", { name: "Almanac" });
    expect(within(hero).getByText("Every champion, every season, every sport.")).toBeInTheDocument();
    const figure = (label: string) => within(hero).getByText(label, { selector: "dt" }).nextElementSibling;
    expect(await within(hero).findByText("366,300", undefined, slow)).toBeInTheDocument();
    expect(figure("Championships")).toHaveTextContent("13");
    expect(figure("Teams")).toHaveTextContent("1,020");
    expect(figure("Years of data")).toHaveTextContent("1899–2026");
    expect(document.title).toBe("Almanac");
  });

  it("shows four live counts linking to their screens", async () => {
    api();
    renderApp("/");
    const live = await screen.findByRole("region", { name: "Live from the database" }, slow);
    expect(await within(live).findByText("766", undefined, slow)).toBeInTheDocument();
    expect(await within(live).findByText("35")).toBeInTheDocument();
    expect(within(live).getByText("Final in the 30 days to Jan 19, 2026")).toBeInTheDocument();
    expect(within(live).getByText("1 still contested")).toBeInTheDocument();
    const hrefs = within(live)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/championships", "/teams", "/champions", "/scores"]);
  });

  it("lists last year's champions with record or W, opponent and a league badge", async () => {
    const fetch = api();
    renderApp("/");
    const table = await screen.findByRole("table", undefined, slow);
    const seahawks = (await within(table).findByRole("rowheader", { name: "Seattle Seahawks" })).closest("tr")!;
    expect(within(seahawks).getByText("11-3")).toBeInTheDocument();
    expect(within(seahawks).getByText("New England Patriots")).toBeInTheDocument();
    expect(within(seahawks).getByText("NFL")).toBeInTheDocument();
    const lsu = within(table).getByRole("rowheader", { name: "LSU" }).closest("tr")!;
    expect(within(lsu).getByText("W")).toBeInTheDocument();
    expect(within(lsu).getByText("NCAA")).toBeInTheDocument();
    expect(fetchedUrls(fetch)).toContain(`/api/championships/champions?season__start_year=${lastYear()}&page_size=5`);
  });

  it("reads 'Loading championship data...' while there are no champions", async () => {
    api({ recent: [] });
    renderApp("/");
    const table = await screen.findByRole("table", undefined, slow);
    expect(within(table).getByText(LOADING_ROW_TEXT)).toBeInTheDocument();
  });

  it("has the feature cards and links to the sister sites", async () => {
    api();
    renderApp("/");
    const features = await screen.findByRole("region", { name: "Explore the almanac" }, slow);
    expect(within(features).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/analytics",
      "/data-quality",
      "/features",
      "/champions",
      "/standings",
      "/seasons",
    ]);
    const family = screen.getByRole("region", { name: "The Almanac family" });
    const gridiron = await within(family).findByRole("link", { name: "Gridiron Almanac" }, slow);
    const { protocol, port } = window.location;
    expect(gridiron).toHaveAttribute("href", `${protocol}//nfl.localhost${port ? `:${port}` : ""}/`);
    expect(within(family).getByText("Professional: 120 teams, 4 championships")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Find your team's story" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /highlights/ })).not.toBeInTheDocument();
  });

  it("adds the highlights block on a sport site", async () => {
    api();
    const nfl = normalizeSite({ id: "nfl", name: "Gridiron Almanac", sport: "football", level: "professional", headline: "Every pro football champion." })!;
    renderApp("/", { site: nfl });
    const block = await screen.findByRole("region", { name: "Super Bowl highlights" }, slow);
    expect(within(screen.getByRole("region", { name: "Gridiron Almanac" })).getByText("Every pro football champion.")).toBeInTheDocument();
    expect(await within(block).findByText("Seattle Seahawks")).toBeInTheDocument();
    expect(within(block).getByText((_, el) => el?.textContent === "2026 · def. New England Patriots · 29-13")).toBeInTheDocument();
    expect(within(block).getByText("6 titles each")).toBeInTheDocument();
    expect(within(block).getByText("Green Bay Packers")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "The Almanac family" })).getByText("(you are here)")).toBeInTheDocument();
  });
});
