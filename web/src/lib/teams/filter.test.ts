import { describe, expect, it } from "vitest";
import { divisionOptions, filterTeams, mergeTeams, searchTeams, sportOptions, sportSlugFor } from "./filter";
import { sortTeamsByName } from "./get-teams";
import { teamFixture } from "@/testing/api-fixtures";
import type { Team } from "./types";

const team = (id: number, name: string, extra: Partial<Team> = {}): Team => teamFixture({ id, slug: name.toLowerCase().replace(/\s+/g, "-"), name, ...extra });

const lakers = team(1, "Los Angeles Lakers", { city: "Los Angeles", abbreviation: "LAL", sport: { name: "Basketball", slug: "basketball" }, division: { name: "Pacific Division" } });
const kings = team(2, "Los Angeles Kings", { city: "Los Angeles", abbreviation: "LAK", sport: { name: "Hockey", slug: "hockey" }, division: { name: "Pacific Division" } });
const celtics = team(3, "Boston Celtics", { city: "Boston", abbreviation: "BOS", sport: { name: "Basketball", slug: "basketball" }, division: { name: "Atlantic Division" } });
const chiefs = team(4, "Kansas City Chiefs", { city: "Kansas City", abbreviation: "KC", sport_name: "Football", division: { name: "AFC West" } });
const abilene = team(5, "Abilene Chr", { sport: { name: "Basketball", slug: "basketball" }, division: null });
const all = [lakers, kings, celtics, chiefs, abilene];

describe("filterTeams", () => {
  it("searches city, name and abbreviation case-insensitively", () => {
    expect(filterTeams(all, { search: "los angeles" }).map((t) => t.id)).toEqual([1, 2]);
    expect(filterTeams(all, { search: "CELT" }).map((t) => t.id)).toEqual([3]);
    expect(filterTeams(all, { search: "lak" }).map((t) => t.id)).toEqual([1, 2]);
    expect(filterTeams(all, { search: "kc" }).map((t) => t.id)).toEqual([4]);
    expect(filterTeams(all, { search: "  boston " }).map((t) => t.id)).toEqual([3]);
    expect(filterTeams(all, { search: "" })).toHaveLength(5);
  });

  it("does not match other fields", () => {
    expect(filterTeams(all, { search: "Pacific" })).toEqual([]);
    expect(filterTeams(all, { search: "basketball" })).toEqual([]);
  });

  it("filters sport and division by exact name, nested or flat sport", () => {
    expect(filterTeams(all, { sport: "Basketball" }).map((t) => t.id)).toEqual([1, 3, 5]);
    expect(filterTeams(all, { sport: "Football" }).map((t) => t.id)).toEqual([4]);
    expect(filterTeams(all, { sport: "basketball" })).toEqual([]);
    expect(filterTeams(all, { division: "Pacific Division" }).map((t) => t.id)).toEqual([1, 2]);
    expect(filterTeams(all, { division: "Pacific" })).toEqual([]);
    expect(filterTeams(all, { sport: "Hockey", division: "Pacific Division", search: "kings" }).map((t) => t.id)).toEqual([2]);
  });

  it("builds sport and division options from the list", () => {
    expect(sportOptions(all)).toEqual(["Basketball", "Football", "Hockey"]);
    expect(divisionOptions(all)).toEqual(["AFC West", "Atlantic Division", "Pacific Division"]);
    expect(divisionOptions(all, "Basketball")).toEqual(["Atlantic Division", "Pacific Division"]);
    expect(sportSlugFor(all, "Hockey")).toBe("hockey");
    expect(sportSlugFor(all, "Curling")).toBeUndefined();
  });

  it("sorts by name", () => {
    expect(sortTeamsByName(all).map((t) => t.name)).toEqual([
      "Abilene Chr",
      "Boston Celtics",
      "Kansas City Chiefs",
      "Los Angeles Kings",
      "Los Angeles Lakers",
    ]);
  });
});

describe("searchTeams (comparison search)", () => {
  it("returns at most 8 matches, without excluded teams, empty for blank text", () => {
    const many = Array.from({ length: 20 }, (_, i) => team(100 + i, `Team ${i}`, { city: "Springfield" }));
    expect(searchTeams(many, "springfield")).toHaveLength(8);
    expect(searchTeams(many, "  ")).toEqual([]);
    expect(searchTeams(all, "los angeles", { exclude: [1] }).map((t) => t.id)).toEqual([2]);
  });

  it("puts names, cities and exact abbreviations that start with the text first", () => {
    const list = [
      team(1, "Texas Sandstorm", { city: "Austin", abbreviation: "TXS" }),
      team(2, "San Antonio Spurs", { city: "San Antonio", abbreviation: "SAS" }),
      team(3, "Golden State Warriors", { city: "Oakland", abbreviation: "GSW" }),
    ];
    expect(searchTeams(list, "san").map((t) => t.id)).toEqual([2, 1]);
    expect(searchTeams(list, "gsw").map((t) => t.id)).toEqual([3]);
  });

  it("merges lists by id", () => {
    expect(mergeTeams([lakers, kings], [kings, celtics], undefined).map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
