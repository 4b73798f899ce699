import { describe, expect, it } from "vitest";
import { formatLeaderValue, ordinal, statLabel } from "./leaders";

describe("leader figures", () => {
  it.each([
    ["batting_average", 0.3729, ".373"],
    ["save_percentage", 0.938, ".938"],
    ["era", 2.2847, "2.28"],
    ["points_per_game", 30.38, "30.4"],
    ["passing_yards", 1819, "1,819"],
    ["home_runs", 60, "60"],
  ])("%s %s reads %s", (stat, v, want) => {
    expect(formatLeaderValue(stat, v)).toBe(want);
  });
  it("names statistics in words", () => {
    expect(statLabel("points_per_game")).toBe("points per game");
    expect(statLabel("home_runs")).toBe("home runs");
  });
  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]);
  });
});
