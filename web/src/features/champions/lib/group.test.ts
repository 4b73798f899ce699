import { describe, expect, it } from "vitest";
import { championRecordFixture } from "@/testing/api-fixtures";
import type { Champion } from "../types";
import { categoryOf, filterChampions, groupChampions, isMajorTitle, matchesChampion, summarizeChampions, yearOptions } from "./group";

const c = (id: number, year: number, championship_name: string, sport_slug: string, team_name: string, extra: Partial<Champion> = {}): Champion =>
  championRecordFixture({ id, year, championship_name, sport_slug, team_name, team_id: id, ...extra });

const list: Champion[] = [
  c(1, 2026, "Super Bowl", "football", "Seattle Seahawks", { team_city: "Seattle", coach: "Mike Macdonald" }),
  c(2, 2026, "College Football National Championship", "football", "Indiana"),
  c(3, 2025, "Men's College World Series", "baseball", "LSU", { team_city: "Baton Rouge" }),
  c(4, 2025, "Stanley Cup", "hockey", "Florida Panthers", { team_city: "Sunrise", coach: "Paul Maurice" }),
  c(5, 2025, "Super Bowl", "football", "Philadelphia Eagles", { coach: "Nick Sirianni" }),
  c(6, 2025, "Curling Cup", "curling", "Granite Stones"),
  c(7, 2024, "NBA Championship", "basketball", "Boston Celtics"),
];

describe("champions history", () => {
  it("highlights the four major titles only", () => {
    expect(["Super Bowl", "NBA Championship", "World Series", "Stanley Cup"].every(isMajorTitle)).toBe(true);
    expect(isMajorTitle("Men's College World Series")).toBe(false);
    expect(isMajorTitle("AFL Championship")).toBe(false);
    expect(isMajorTitle(undefined)).toBe(false);
  });

  it("searches team name, city, championship name and coach", () => {
    expect(matchesChampion(list[0], "seattle")).toBe(true);
    expect(matchesChampion(list[3], "SUNRISE")).toBe(true);
    expect(matchesChampion(list[2], "world series")).toBe(true);
    expect(matchesChampion(list[4], "sirianni")).toBe(true);
    expect(matchesChampion(list[4], "celtics")).toBe(false);
    expect(filterChampions(list, { search: "super bowl" }).map((x) => x.id)).toEqual([1, 5]);
  });

  it("filters by year, null meaning All Years", () => {
    expect(filterChampions(list, { year: 2026 }).map((x) => x.id)).toEqual([1, 2]);
    expect(filterChampions(list, { year: null })).toHaveLength(list.length);
    expect(filterChampions(list, { year: 2025, search: "cup" }).map((x) => x.id)).toEqual([4, 6]);
    expect(yearOptions(list)).toEqual([2026, 2025, 2024]);
  });

  it("uses sports as categories on the hub and championship names on sport sites", () => {
    expect(categoryOf(list[0], false)).toBe("Football");
    expect(categoryOf(list[5], false)).toBe("Other");
    expect(categoryOf(list[0], true)).toBe("Super Bowl");
  });

  it("groups by year, newest first, then by category in the hub's order", () => {
    const groups = groupChampions(list, false);
    expect(groups.map((g) => g.year)).toEqual([2026, 2025, 2024]);
    expect(groups[1].categories.map((g) => g.category)).toEqual(["Football", "Baseball", "Hockey", "Other"]);
    expect(groups[1].count).toBe(4);
    expect(groups[0].categories[0].entries.map((e) => e.id)).toEqual([1, 2]); // the Super Bowl (major) first
  });

  it("groups by championship on sport sites, major titles first", () => {
    const groups = groupChampions(list.filter((x) => x.sport_slug === "football"), true);
    expect(groups[0].categories.map((g) => g.category)).toEqual(["Super Bowl", "College Football National Championship"]);
  });

  it("counts champions, championships, teams and years", () => {
    expect(summarizeChampions(list)).toEqual({ champions: 7, championships: 6, teams: 7, years: 3 });
    expect(summarizeChampions([])).toEqual({ champions: 0, championships: 0, teams: 0, years: 0 });
  });
});
