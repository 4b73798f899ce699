import { describe, expect, it } from "vitest";
import { teamFixture } from "@/testing/api-fixtures";
import { groupTeams } from "./groups";
import type { TeamGroupCount } from "./types";

const group = (key: string, label: string, count = 0, active = 0): TeamGroupCount => ({ key, label, name: "", sport: "", level: "professional", count, active });
const team = (id: number, name: string, g: string, active = true) => teamFixture({ id, slug: `t${id}`, name, group: g, is_active: active });

describe("groupTeams", () => {
  it("keeps the API's group order, active teams first in each, each part by name", () => {
    const sections = groupTeams(
      [team(1, "Chicago Staleys", "nfl", false), team(2, "Boston Celtics", "nba"), team(3, "Arizona Cardinals", "nfl"), team(4, "Akron Pros", "nfl", false), team(5, "Atlanta Falcons", "nfl")],
      [group("nfl", "NFL"), group("nba", "NBA"), group("nhl", "NHL")],
    );
    expect(sections.map((s) => s.group.label)).toEqual(["NFL", "NBA"]);
    expect(sections[0].active.map((t) => t.name)).toEqual(["Arizona Cardinals", "Atlanta Falcons"]);
    expect(sections[0].former.map((t) => t.name)).toEqual(["Akron Pros", "Chicago Staleys"]);
  });

  it("keeps the groups without a team held when asked (the list was cut at 500)", () => {
    const sections = groupTeams([team(1, "Boston Celtics", "nba")], [group("nba", "NBA", 39, 30), group("nhl", "NHL", 67, 32)], { keepEmpty: true });
    expect(sections.map((s) => [s.group.key, s.active.length])).toEqual([["nba", 1], ["nhl", 0]]);
  });

  it("gives a team of a group the API did not list a section at the end", () => {
    const sections = groupTeams([team(1, "Somewhere", "wfl"), team(2, "Boston Celtics", "nba")], [group("nba", "NBA")]);
    expect(sections.map((s) => s.group.key)).toEqual(["nba", "wfl"]);
  });
});
