import { describe, expect, it } from "vitest";
import type { BoxScore } from "../api/get-game";
import { formatStat, sideLines, statLabel, statName, teamRows } from "./box";

const box: BoxScore = {
  source: "hockey/fastrhockey_nhl_player_box_2018_19_to_2025_26.csv.gz",
  source_name: "SportsDataverse (fastRhockey)",
  teams: [
    { side: "away", team_name: "Washington Nationals", stats: { runs: 1, hits: 7 } },
    { side: "home", team_name: "Houston Astros", stats: { runs: 5, hits: 9, errors: 0 } },
  ],
  columns: ["goals", "assists", "time_on_ice_seconds", "saves"],
  players: [
    { side: "away", name: "A. Skater", slug: "adam-skater", position: "C", stats: { goals: 1, assists: 0, time_on_ice_seconds: 1082 } },
    { side: "home", name: "T. Keeper", slug: null, position: "G", stats: { time_on_ice_seconds: 3600, saves: 30 } },
  ],
};

describe("box score helpers", () => {
  it("labels and formats stats", () => {
    expect(statLabel("runs_batted_in")).toBe("RBI");
    expect(statLabel("some_new_stat")).toBe("Some new stat");
    expect(statName("time_on_ice_seconds")).toBe("Time on ice");
    expect(formatStat("time_on_ice_seconds", 1082)).toBe("18:02");
    expect(formatStat("field_goal_percentage", 0.4567)).toBe(".457");
    expect(formatStat("points", 1234)).toBe("1,234");
    expect(formatStat("saves", undefined)).toBe("—");
  });

  it("pairs the team totals, a stat one team lacks shown empty", () => {
    expect(teamRows(box)).toEqual([
      { key: "runs", away: 1, home: 5 },
      { key: "hits", away: 7, home: 9 },
      { key: "errors", away: undefined, home: 0 },
    ]);
  });

  it("keeps a side's columns that any of its players has", () => {
    expect(sideLines(box, "away").columns).toEqual(["goals", "assists", "time_on_ice_seconds"]);
    expect(sideLines(box, "home").columns).toEqual(["time_on_ice_seconds", "saves"]);
    expect(sideLines(box, "home").players.map((p) => p.name)).toEqual(["T. Keeper"]);
  });
});
