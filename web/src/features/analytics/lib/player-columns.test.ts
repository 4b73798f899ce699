import { describe, expect, it } from "vitest";
import { categoriesFor, columnsFor, formatStatValue, inPositionGroup, statValue } from "./player-columns";

describe("sport categories", () => {
  it("football and basketball have their four", () => {
    expect(categoriesFor("football").map((c) => c.label)).toEqual(["Passing", "Rushing", "Receiving", "Defense"]);
    expect(categoriesFor("basketball").map((c) => c.label)).toEqual(["Scoring", "Assists", "Rebounds", "Defense"]);
    expect(categoriesFor("hockey")).toEqual([]);
  });
  it("a category's columns sit between games and efficiency", () => {
    expect(columnsFor("football", "rushing")).toEqual(["games_played", "rushing_yards", "efficiency"]);
    expect(columnsFor("basketball", "")).toContain("blocks");
  });
});

describe("position groups", () => {
  it.each([
    ["DE", "football", "DL", true],
    ["CB", "football", "DB", true],
    ["QB", "football", "DB", false],
    ["G-F", "basketball", "F", true],
    ["PG", "basketball", "C", false],
    [null, "football", "QB", false],
    ["QB", "football", "", true],
  ])("%s in %s %s → %s", (pos, sport, group, want) => {
    expect(inPositionGroup(pos, sport, group)).toBe(want);
  });
});

describe("stat values", () => {
  it("efficiency follows the sport's rule; others read the row", () => {
    const row = { id: 1, player_id: 1, player_slug: "a", player_name: "A", team_name: null, season: 2024, position: "QB", passer_rating: 99.5, points: 3 };
    expect(statValue(row, "efficiency", "football")).toBe(99.5);
    expect(statValue(row, "efficiency", "basketball")).toBe(0);
    expect(statValue(row, "points", "basketball")).toBe(3);
    expect(statValue(row, "rebounds", "basketball")).toBeNull();
  });
  it("efficiency is the server's rating when the row has one, and none when it says none", () => {
    const base = { id: 1, player_id: 1, player_slug: "a", player_name: "A", team_name: null, season: 2024, position: "PG", points: 2143, minutes_played: 2289 };
    expect(statValue({ ...base, efficiency_rating: 25.4 }, "efficiency", "basketball")).toBe(25.4);
    expect(statValue({ ...base, efficiency_rating: null }, "efficiency", "basketball")).toBeNull();
  });
  it("formats shares, decimals and counts", () => {
    expect(formatStatValue(0.4567, "field_goal_percentage")).toBe("45.7%");
    expect(formatStatValue(1234, "points")).toBe("1,234");
    expect(formatStatValue(null, "points")).toBe("—");
  });
});
