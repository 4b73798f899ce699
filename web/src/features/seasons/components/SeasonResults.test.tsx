import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, routeFetch } from "@/testing/test-utils";
import { champion, nba2015, page } from "../testing/fixtures";
import type { SeasonDetail } from "@/lib/seasons/types";
import { ChampionPanel, LeadersPanel, TeamRankingsPanel } from "./SeasonResults";
import { AwardsPanel } from "./AwardsPanel";

const nba1995: SeasonDetail = {
  ...nba2015,
  id: 355,
  slug: "nba-1995-96",
  start_year: 1995,
  name: "1995-96 NBA Season",
  champion: champion({ team_name: "Chicago Bulls", team_slug: "chicago-bulls", team_id: 125 }),
  runner_up: champion({ team_name: "Seattle SuperSonics", team_slug: "oklahoma-city-thunder", team_id: 141 }),
  final_result: "4-2",
  championship: { name: "NBA Championship", slug: "nba-finals" },
};

const standing = (id: number, name: string, gp: number, pf: number | null, pa: number | null) => ({
  id,
  team: { id, slug: name.toLowerCase().replace(/ /g, "-"), name },
  wins: 0,
  losses: 0,
  win_percentage: 0,
  games_played: gp,
  points_for: pf,
  points_against: pa,
  league: { name: "NBA", abbreviation: "NBA" },
});

describe("season results", () => {
  it("names the champion and the runner-up with the final's result", () => {
    renderWithProviders(<ChampionPanel season={nba1995} />);
    const panel = screen.getByRole("region", { name: "Champion and Runner-up" });
    expect(within(panel).getByRole("link", { name: "Chicago Bulls" })).toHaveAttribute("href", "/teams/chicago-bulls/1995");
    expect(within(panel).getByRole("link", { name: "Seattle SuperSonics" })).toHaveAttribute("href", "/teams/oklahoma-city-thunder/1995");
    expect(within(panel).getByText("NBA Championship: 4-2")).toBeInTheDocument();
  });

  it("says when no champion is decided", () => {
    renderWithProviders(<ChampionPanel season={{ ...nba1995, champion: null, runner_up: null }} />);
    expect(screen.getByText("No champion decided in the data for this season.")).toBeInTheDocument();
  });

  it("lists each category's leaders with the qualifying rule", async () => {
    routeFetch({
      "/api/seasons/nba-1995-96/leaders": {
        season: { id: 355, slug: "nba-1995-96", name: "1995-96 NBA Season", start_year: 1995, end_year: 1996 },
        league: "NBA",
        note: null,
        categories: [
          {
            category: "scoring",
            category_name: "Scoring",
            stat: "points_per_game",
            lower_is_better: false,
            qualification: "70 games or 1400 points",
            minimum: 70,
            note: null,
            results: [
              { rank: 1, value: 30.38, player_id: 1, player_slug: "michael-jordan", player_name: "Michael Jordan", team_name: "Chicago Bulls", games_played: 82 },
              { rank: 2, value: 26.89, player_id: 2, player_slug: "hakeem-olajuwon", player_name: "Hakeem Olajuwon", team_name: "Houston Rockets", games_played: 72 },
            ],
          },
        ],
      },
    });
    renderWithProviders(<LeadersPanel season={nba1995} />);
    const scoring = await screen.findByRole("region", { name: "Scoring leaders" });
    const items = within(scoring).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Michael Jordan");
    expect(items[0]).toHaveTextContent("30.4");
    expect(within(scoring).getByText("Qualified: 70 games or 1400 points")).toBeInTheDocument();
  });

  it("ranks teams by margin per game and sorts by a column", async () => {
    routeFetch({
      "/api/games/standings": page([
        standing(1, "Seattle SuperSonics", 82, 8572, 7781),
        standing(2, "Chicago Bulls", 82, 8625, 7621),
        standing(3, "Old Logs Team", 82, null, null),
      ]),
    });
    renderWithProviders(<TeamRankingsPanel season={nba1995} />);
    const table = await screen.findByRole("table", { name: "1995-96 NBA Season team rankings" });
    let rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Chicago Bulls");
    expect(rows[0]).toHaveTextContent("+12.2");
    expect(rows[2]).toHaveTextContent("Old Logs Team");
    expect(rows[2]).toHaveTextContent("—");
    fireEvent.click(within(table).getByRole("button", { name: /Points \/ G/ }));
    rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Chicago Bulls");
    expect(rows[0]).toHaveTextContent("105.2");
  });
});

describe("season awards", () => {
  it("lists the awards and their winners, shared ones together", async () => {
    routeFetch({
      "/api/seasons/nba-1995-96/awards": {
        season: { id: 355, slug: "nba-1995-96", name: "1995-96 NBA Season", start_year: 1995, end_year: 1996 },
        league: "NBA",
        year: 1996,
        note: null,
        results: [
          { name: "Most Valuable Player", winners: [{ slug: "michael-jordan", name: "Michael Jordan", notes: null }] },
          { name: "Jennings", winners: [{ slug: "roberto-luongo", name: "Roberto Luongo", notes: null }, { slug: "cory-schneider", name: "Cory Schneider", notes: null }] },
        ],
      },
    });
    renderWithProviders(<AwardsPanel season={nba1995} />);
    const mvp = await screen.findByRole("link", { name: "Michael Jordan" });
    expect(mvp).toHaveAttribute("href", "/players/michael-jordan");
    expect(screen.getByText("Most Valuable Player")).toBeInTheDocument();
    expect(screen.getByText("Jennings").nextElementSibling).toHaveTextContent("Roberto Luongo, Cory Schneider");
  });

  it("says when the data holds no awards", async () => {
    routeFetch({ "/api/seasons/nba-1995-96/awards": { season: {}, league: "NFL", year: 1996, results: [], note: "The data holds no awards for this sport." } });
    renderWithProviders(<AwardsPanel season={nba1995} />);
    expect(await screen.findByText("The data holds no awards for this sport.")).toBeInTheDocument();
  });
});
