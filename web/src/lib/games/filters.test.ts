import { describe, expect, it } from "vitest";
import { celticsMavs, gameTeam, makeGame } from "@/testing/game-fixtures";
import { ALL, filterGames, sortGames, sportOptions, summarize } from "./filters";

const steelers = makeGame({ id: 1 });
const finals = celticsMavs({ id: 2 });
const scheduled = makeGame({
  id: 3,
  status: "scheduled",
  game_date: "2025-12-21",
  game_time: "13:00",
  home_team: gameTeam({ name: "Tampa Bay Buccaneers", city: "Tampa Bay", abbreviation: "TB", sport_name: "Football" }),
  away_team: gameTeam({ name: "Carolina Panthers", city: "Carolina", abbreviation: "CAR", sport_name: "Football" }),
});
const live = makeGame({ id: 4, status: "live", quarter: 2, time_remaining: "3:00", game_date: "2025-12-21", game_time: "16:25" });
const games = [steelers, finals, scheduled, live];
const none = { search: "", sport: ALL, status: ALL };

describe("filterGames", () => {
  it("'all' filters nothing", () => {
    expect(filterGames(games, none)).toHaveLength(4);
  });
  it("search matches either team's name or city, case-insensitively", () => {
    expect(filterGames(games, { ...none, search: "dolphins" }).map((g) => g.id)).toEqual([1, 4]);
    expect(filterGames(games, { ...none, search: "  BOSTON " }).map((g) => g.id)).toEqual([2]);
    expect(filterGames(games, { ...none, search: "tampa" }).map((g) => g.id)).toEqual([3]);
    expect(filterGames(games, { ...none, search: "mav" }).map((g) => g.id)).toEqual([2]);
    // Abbreviations are not searched (spec: name or city): "TB" is in no name or city.
    expect(filterGames(games, { ...none, search: "TB" })).toEqual([]);
    expect(filterGames(games, { ...none, search: "xyz" })).toEqual([]);
  });
  it("sport matches the home team's sport name lowercased", () => {
    expect(filterGames(games, { ...none, sport: "basketball" }).map((g) => g.id)).toEqual([2]);
    expect(filterGames(games, { ...none, sport: "football" }).map((g) => g.id)).toEqual([1, 3, 4]);
  });
  it("status is exact", () => {
    expect(filterGames(games, { ...none, status: "scheduled" }).map((g) => g.id)).toEqual([3]);
    expect(filterGames(games, { ...none, status: "live" }).map((g) => g.id)).toEqual([4]);
    expect(filterGames(games, { ...none, status: "postponed" })).toEqual([]);
  });
  it("combines filters", () => {
    expect(filterGames(games, { search: "miami", sport: "football", status: "final" }).map((g) => g.id)).toEqual([1]);
  });
});

describe("sportOptions", () => {
  it("lists the sports of the loaded games by name", () => {
    expect(sportOptions(games)).toEqual([
      { value: "basketball", label: "Basketball" },
      { value: "football", label: "Football" },
    ]);
  });
  it("keeps the current choice even when no loaded game has it", () => {
    expect(sportOptions([steelers], "hockey")).toEqual([
      { value: "football", label: "Football" },
      { value: "hockey", label: "Hockey" },
    ]);
    expect(sportOptions([], ALL)).toEqual([]);
  });
});

describe("summarize (the four tiles)", () => {
  it("counts live, final, upcoming and sports", () => {
    // The scheduled game's date has passed: no result recorded, not upcoming.
    expect(summarize(games)).toEqual({ live: 1, final: 2, upcoming: 0, sports: 2 });
    expect(summarize([...games, { ...scheduled, id: 5, game_date: "2099-01-01" }]).upcoming).toBe(1);
    expect(summarize([])).toEqual({ live: 0, final: 0, upcoming: 0, sports: 0 });
  });
});

describe("sortGames", () => {
  it("goes day by day, live first within a day, then by start time", () => {
    expect(sortGames(games).map((g) => g.id)).toEqual([2, 1, 4, 3]);
  });
});
