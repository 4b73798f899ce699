import { describe, expect, it } from "vitest";
import type { Standing } from "@/lib/standings/types";
import { standingFixture } from "@/testing/api-fixtures";
import { scoreUnit, teamRankings } from "./rankings";

const row = (over: Partial<Standing>): Standing => standingFixture(over);

describe("team rankings", () => {
  it("recomputes per-game figures from the totals", () => {
    // 1995-96 Bulls: 8,625 scored, 7,621 allowed in 82 games.
    const [bulls] = teamRankings([row({ team: { id: 125, slug: "chicago-bulls", name: "Chicago Bulls", city: "Chicago", abbreviation: "CHI", sport_name: "Basketball" }, wins: 72, losses: 10, games_played: 82, points_for: 8625, points_against: 7621 })], "basketball");
    expect(bulls).toMatchObject({ name: "Chicago Bulls", games: 82, forPerGame: 105.2, againstPerGame: 92.9, marginPerGame: 12.2 });
  });
  it("keeps what the game logs do not cover as null, never 0", () => {
    const [t] = teamRankings([row({ wins: 10, losses: 5, points_for: null, points_against: null })], "football");
    expect(t.forPerGame).toBeNull();
    expect(t.marginPerGame).toBeNull();
    expect(t.games).toBe(15);
  });
  it("uses two decimals for runs and goals", () => {
    const [t] = teamRankings([row({ wins: 110, losses: 44, ties: 1, games_played: 155, points_for: 975, points_against: 599 })], "baseball");
    expect(t.forPerGame).toBe(6.29);
    expect(scoreUnit("baseball").many).toBe("Runs");
    expect(scoreUnit("hockey").one).toBe("Goal");
  });
});
