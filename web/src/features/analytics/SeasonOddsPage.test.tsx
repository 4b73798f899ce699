import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normalizeSite } from "@/lib/site";
import { renderWithProviders, routeFetch } from "@/testing/test-utils";
import SeasonOddsPage from "./SeasonOddsPage";

const nhl = normalizeSite({ name: "Hockey Almanac", sport: "hockey", level: "professional" })!;
const team = (id: number, name: string, points: number, playoff: number, title: number) => ({
  id, slug: name.toLowerCase().replace(/ /g, "-"), name, abbreviation: name.slice(0, 3).toUpperCase(), league: "NHL", conference: null, division: null, rating: 1500,
  wins: points / 2, losses: 10, ot_losses: 0, points,
  projected: { wins: 40, losses: 30, ot_losses: 12, points: points + 40, wins_low: 35, wins_high: 45, points_low: points + 30, points_high: points + 50 },
  playoff_probability: playoff, division_probability: null, final_probability: title * 2, title_probability: title,
});
const answer = {
  sport: "hockey", level: "professional", season: 2023, as_of: "2024-01-15", runs: 10000, playoffs_modelled: true, current_season: false, playoff_places: 16,
  games_played: 670, games_remaining: 642, games_assumed: 0, schedule_complete: true, notes: ["Conferences are not in the data: they are read from the schedule."],
  teams: [team(1, "Boston Bruins", 58, 0.996, 0.181), team(2, "Montreal Canadiens", 36, 0.0118, 0)],
};

describe("season odds", () => {
  it("lists every team's chances, sorted by title odds, and sorts by a column", async () => {
    routeFetch({ "/api/v1/analytics/analytics/season_odds": answer });
    renderWithProviders(<SeasonOddsPage />, { path: "/analytics/season-odds", site: nhl });
    expect(await screen.findByText("Boston Bruins")).toBeInTheDocument();
    expect(screen.getByText(/read from the schedule/)).toBeInTheDocument();
    const rows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1).map((r) => within(r).getByRole("rowheader").textContent);
    expect(rows()[0]).toMatch(/Boston Bruins/);
    expect(screen.getByText(">99%")).toBeInTheDocument();
    expect(screen.getAllByText("0%").length).toBe(2); // Montreal's final and title
    fireEvent.click(screen.getByRole("button", { name: /^Team/ }));
    expect(screen.getByRole("columnheader", { name: /^Team/ })).not.toHaveAttribute("aria-sort", "none");
    expect(rows()).toHaveLength(2);
  });
});
