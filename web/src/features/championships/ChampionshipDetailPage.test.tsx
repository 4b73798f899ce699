import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderApp, routeFetch } from "@/testing/test-utils";

/** The first render lazy-loads the page: allow for a busy machine. */
const slow = { timeout: 15_000 };
import type { ChampionRecord, ChampionshipResult, ChampionshipStats } from "@/lib/championships/types";
import { championRecordFixture, championshipFixture, championshipResultFixture } from "@/testing/api-fixtures";

const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

const superBowl = championshipFixture({
  id: 8,
  slug: "super-bowl",
  name: "Super Bowl",
  description: "The NFL's championship game.",
  trophy_name: "Vince Lombardi Trophy",
  first_year: 1967,
  last_year: null,
  sport: { name: "Football", slug: "football" },
});

const result = (year: number, winner: string, runnerUp: string, extra: Partial<ChampionshipResult> = {}): ChampionshipResult =>
  championshipResultFixture(year, winner, runnerUp, {
    winner: { id: null, slug: winner.toLowerCase().replace(/ /g, "-"), name: winner, city: null },
    winner_score: 30,
    runner_up_score: 20,
    score: "30-20",
    season: { id: year, slug: `${year - 1}-nfl`, start_year: year - 1, end_year: year, name: `${year - 1} NFL Season` },
    game_date: `${year}-02-08`,
    venue: { name: `Stadium ${year}`, city: "Somewhere, CA" },
    mvp: `MVP ${year}`,
    ...extra,
  });

const games = [
  result(2026, "Seattle Seahawks", "New England Patriots", { winner_score: 29, runner_up_score: 13, score: "29-13", venue: { name: "Levi's Stadium", city: "Santa Clara, CA" }, mvp: "Kenneth Walker III" }),
  result(2025, "Philadelphia Eagles", "Kansas City Chiefs"),
  result(2024, "Kansas City Chiefs", "San Francisco 49ers"),
  result(2023, "Kansas City Chiefs", "Philadelphia Eagles"),
  result(2022, "Los Angeles Rams", "Cincinnati Bengals"),
];

const stats: ChampionshipStats = {
  championship: { id: 8, slug: "super-bowl", name: "Super Bowl" },
  total_champions: 60,
  total_games: 59,
  total_games_basis: "games",
  total_teams: 28,
  team_championships: [
    { team_id: 1, team__name: "New England Patriots", team__slug: "new-england-patriots", championships_won: 6 },
    { team_id: 2, team__name: "Pittsburgh Steelers", team__slug: "pittsburgh-steelers", championships_won: 6 },
    { team_id: 3, team__name: "Dallas Cowboys", team__slug: "dallas-cowboys", championships_won: 5 },
  ],
  longest_streak: { team: "Green Bay Packers", team_slug: "green-bay-packers", years: 2, start_year: 1967, end_year: 1968 },
  highest_score: 55,
  highest_score_year: 1990,
  highest_score_team: "San Francisco 49ers",
};

const champions: ChampionRecord[] = [
  championRecordFixture({ id: 649, year: 2026, team_name: "Seattle Seahawks", championship_name: "Super Bowl", record: "11-3", coach: "Mike Macdonald" }),
];

function api(overrides: Record<string, unknown> = {}) {
  return routeFetch({
    "/api/championships/championships/super-bowl": superBowl,
    "/api/championships/championships/super-bowl/games": page(games, 60),
    "/api/championships/championships/super-bowl/stats": stats,
    "/api/championships/championships/super-bowl/champions": page(champions),
    ...overrides,
  });
}

describe("Championship detail", () => {
  it("shows the breadcrumb, the figures and the current champion", async () => {
    api();
    renderApp("/championships/super-bowl");
    expect(await screen.findByRole("heading", { level: 1, name: "Super Bowl" }, slow)).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Championships" })).toHaveAttribute("href", "/championships");

    const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling!;
    expect(tile("Founded")).toHaveTextContent("1967");
    expect(await screen.findByText("59", undefined, slow)).toBeInTheDocument();
    expect(tile("Teams competing")).toHaveTextContent("28");
    expect(tile("Format")).toHaveTextContent("Single elimination game");

    const current = screen.getByRole("region", { name: "Current champion" });
    expect(within(current).getByRole("link", { name: "Seattle Seahawks" })).toHaveAttribute("href", "/teams/seattle-seahawks");
    expect(within(current).getByText(/29-13/)).toBeInTheDocument();
    expect(within(current).getByText("Mike Macdonald")).toBeInTheDocument();
    expect(within(current).getByText("11-3")).toBeInTheDocument();

    const records = screen.getByRole("region", { name: "Records" });
    expect(within(records).getByText(/6 titles each/)).toBeInTheDocument();
    expect(within(records).getByText("2 in a row (1967–1968)")).toBeInTheDocument();
    expect(within(records).getByText("55")).toBeInTheDocument();
    expect(document.title).toBe("Super Bowl | Almanac");
  });

  it("expands one recent champion at a time to show location, MVP and final score", async () => {
    api();
    renderApp("/championships/super-bowl");
    const recent = await screen.findByRole("region", { name: "Recent champions" }, slow);
    const buttons = await within(recent).findAllByRole("button");
    expect(buttons).toHaveLength(5);
    expect(buttons.every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);

    fireEvent.click(buttons[0]);
    expect(buttons[0]).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(buttons[0].getAttribute("aria-controls")!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText("Levi's Stadium, Santa Clara, CA")).toBeInTheDocument();
    expect(within(panel).getByText("Kenneth Walker III")).toBeInTheDocument();
    expect(within(panel).getByText("29-13")).toBeInTheDocument();

    fireEvent.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute("aria-expanded", "true");
    expect(buttons[0]).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("names a series championship's format and draws titles by franchise", async () => {
    api({
      "/api/championships/championships/super-bowl/games": page([result(2024, "Boston Celtics", "Dallas Mavericks", { series_result: "4-1", score: "4-1" })]),
    });
    renderApp("/championships/super-bowl");
    expect(await screen.findByText("Best-of-seven series", undefined, slow)).toBeInTheDocument();
    const chart = await screen.findByRole("figure", { name: "Titles by franchise" }, slow);
    expect(within(chart).getByRole("table", { name: /Titles by franchise/ })).toBeInTheDocument();
    expect(within(chart).getAllByRole("row")).toHaveLength(4);
  });

  it("says Championship Not Found with a way back", async () => {
    routeFetch({ "/api/championships/championships/nope": () => jsonResponse({ detail: "Championship not found." }, { status: 404 }) });
    renderApp("/championships/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Championship Not Found" }, slow)).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this championship.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Championships" })).toHaveAttribute("href", "/championships");
  });
});
