import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import type { TeamSeasonSummary } from "../api/get-team-season";
import { SeasonCoachesPanel, SeasonLeadersPanel, SeasonRecordPanel, SeasonVenuePanel } from "./SeasonSummary";
import type { TeamDetail } from "@/lib/teams/types";

/** The 1995-96 Bulls as the API answers them. */
const bulls: TeamSeasonSummary = {
  team: { id: 125, slug: "chicago-bulls", name: "Chicago Bulls", city: "Chicago", abbreviation: "CHI" },
  season: { id: 355, slug: "nba-1995-96", name: "1995-96 NBA Season", start_year: 1995, end_year: 1996 },
  league: "NBA",
  record: { wins: 72, losses: 10, ties: null, ot_losses: null, win_percentage: 0.878, text: "72-10", points: null },
  standing: { league: { name: "National Basketball Association", rank: 1, teams: 29 }, conference: null, division: null, games_behind: 0, points_for: 8625, points_against: 7621 },
  playoffs: {
    status: "champion",
    text: "Won NBA Finals",
    round: "NBA Finals",
    opponent: { id: 141, slug: "oklahoma-city-thunder", name: "Seattle SuperSonics", abbreviation: "SEA" },
    series: "4-2",
    wins: 15,
    losses: 3,
  },
  coaches: [{ slug: "phil-jackson", name: "Phil Jackson", wins: 72, losses: 10, ties: null, record: "72-10" }],
  leaders: [
    { category: "scoring", category_name: "Scoring", stat: "points_per_game", value: 30.38, player_slug: "michael-jordan", player_name: "Michael Jordan", games_played: 82, qualified: true },
  ],
  leaders_note: "Players who spent the whole season with the team; rates need the league's qualifying minimum.",
  venue: null,
  venue_note: "Not known: the season's games do not name their venue.",
  championship_won: true,
  titles: [{ name: "NBA Championship", slug: "nba-finals" }],
};

const ok = (data: TeamSeasonSummary) => ({ data, isPending: false, isError: false });

describe("team season summary", () => {
  it("shows the record, PCT, the title and the finish", () => {
    renderWithProviders(<SeasonRecordPanel summary={ok(bulls)} year={1995} />);
    const panel = screen.getByRole("region", { name: "Season Summary" });
    expect(within(panel).getByText("72-10")).toBeInTheDocument();
    expect(within(panel).getByText(".878")).toBeInTheDocument();
    expect(within(panel).getByText("Won NBA Finals")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Seattle SuperSonics" })).toHaveAttribute("href", "/teams/oklahoma-city-thunder/1995");
    expect(within(panel).getByText("1st of 29 · National Basketball Association")).toBeInTheDocument();
    // No tie or overtime-loss column where the league has none.
    expect(within(panel).queryByText("OTL")).not.toBeInTheDocument();
    expect(within(panel).queryByText("Ties")).not.toBeInTheDocument();
  });

  it("shows overtime losses and points for hockey, and a record the data lacks as not covered", () => {
    const bruins: TeamSeasonSummary = {
      ...bulls,
      record: { wins: 46, losses: 25, ties: null, ot_losses: 11, win_percentage: 0.561, text: "46-25-11", points: 103 },
      standing: { ...bulls.standing!, division: { name: "Northeast Division", rank: 1, teams: 5 } },
    };
    const { unmount } = renderWithProviders(<SeasonRecordPanel summary={ok(bruins)} year={2010} />);
    expect(screen.getByText("OTL").nextElementSibling).toHaveTextContent("11");
    expect(screen.getByText("Points").nextElementSibling).toHaveTextContent("103");
    expect(screen.getByText("1st of 5 · Northeast Division")).toBeInTheDocument();
    unmount();
    renderWithProviders(<SeasonRecordPanel summary={ok({ ...bulls, record: null, standing: null })} year={1995} />);
    expect(screen.getByText("Record not covered by the data for this season.")).toBeInTheDocument();
    expect(screen.queryByText("0-0")).not.toBeInTheDocument();
  });

  it("links the head coaches, several when the team changed mid-season", () => {
    const { unmount } = renderWithProviders(<SeasonCoachesPanel summary={ok(bulls)} />);
    expect(screen.getByRole("heading", { name: "Head Coach" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Phil Jackson" })).toHaveAttribute("href", "/coaches/phil-jackson");
    unmount();
    const lakers = {
      ...bulls,
      coaches: [
        { slug: "randy-pfund", name: "Randy Pfund", wins: 27, losses: 37, ties: null, record: "27-37" },
        { slug: "bill-bertka", name: "Bill Bertka", wins: 1, losses: 1, ties: null, record: "1-1" },
        { slug: "magic-johnson", name: "Magic Johnson", wins: 5, losses: 11, ties: null, record: "5-11" },
      ],
    };
    renderWithProviders(<SeasonCoachesPanel summary={ok(lakers)} />);
    const items = within(screen.getByRole("region", { name: "Head Coaches" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Randy Pfund27-37", "Bill Bertka1-1", "Magic Johnson5-11"]);
  });

  it("lists the team's leaders with their figures, or the note when there are none", () => {
    const { unmount } = renderWithProviders(<SeasonLeadersPanel summary={ok(bulls)} />);
    expect(screen.getByRole("link", { name: "Michael Jordan" })).toHaveAttribute("href", "/players/michael-jordan");
    expect(screen.getByText("30.4")).toBeInTheDocument();
    expect(screen.getByText(/points per game/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<SeasonLeadersPanel summary={ok({ ...bulls, leaders: [], leaders_note: "No player of the team has a qualifying season line in the data." })} />);
    expect(screen.getByText("No player of the team has a qualifying season line in the data.")).toBeInTheDocument();
  });

  it("never shows today's arena for a season whose venue is not known", () => {
    const team = { slug: "chicago-bulls", home_venue: { name: "United Center", city: "Chicago" } } as TeamDetail;
    const { unmount } = renderWithProviders(<SeasonVenuePanel summary={ok(bulls)} team={team} />);
    expect(screen.getByText("Venue not known for this season.")).toBeInTheDocument();
    expect(screen.queryByText("United Center")).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SeasonVenuePanel summary={ok({ ...bulls, venue: { name: "Yankee Stadium I", games: 77, source: "games" }, venue_note: null })} team={team} />);
    expect(screen.getByText("Yankee Stadium I")).toBeInTheDocument();
    expect(screen.getByText("Home games there").nextElementSibling).toHaveTextContent("77");
  });
});
