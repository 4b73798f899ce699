import { describe, expect, it } from "vitest";
import { advantageLists, comparisonRows } from "./compare";

const base = { team_name: null, position: "G" };
const a = { ...base, id: 1, player_id: 1, player_name: "A", points: 1200, assists: 300, steals: 50, turnovers: 100, field_goal_percentage: 0.5 };
const b = { ...base, id: 2, player_id: 2, player_name: "B", points: 1000, assists: 320, steals: 80, turnovers: 200, rebounds: 400, field_goal_percentage: 0.47 };

describe("comparison rows and advantages", () => {
  it("tabs filter the stats; a stat only one has counts the other as 0", () => {
    const off = comparisonRows(a, b, "offense", "basketball");
    expect(off.map((r) => r.key)).toEqual(["points", "assists", "rebounds"]);
    expect(off.find((r) => r.key === "rebounds")?.advantage.kind).toBe("worse");
    expect(comparisonRows(a, b, "defense", "basketball").map((r) => r.key)).toEqual(["steals"]);
  });

  it("±10% rule, fewer turnovers is better", () => {
    const rows = comparisonRows(a, b, "all", "basketball");
    const by = Object.fromEntries(rows.map((r) => [r.key, r.advantage]));
    expect(by.points.label).toBe("+20.0%");
    expect(by.assists.label).toBe("Similar");
    expect(by.field_goal_percentage.label).toBe("Similar");
    expect(by.turnovers.kind).toBe("better");
    const lists = advantageLists(rows);
    expect(lists.player1.map((r) => r.key)).toEqual(["points", "turnovers"]);
    expect(lists.player2.map((r) => r.key)).toEqual(["rebounds", "steals"]);
  });
});

describe("player 2's advantages read from his side", () => {
  it("labels player 2's edge against player 1", () => {
    const lists = advantageLists(comparisonRows(a, b, "defense", "basketball"));
    expect(lists.player2[0].reverse.label).toBe("+60.0%");
  });
});
