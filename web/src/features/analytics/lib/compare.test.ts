import { describe, expect, it } from "vitest";
import { advantageLists, comparisonRows, type ComparedStat } from "./compare";

const s = (stat: string, category: string, player1: number | null, player2: number | null, lower_is_better = false): ComparedStat => ({ stat, label: stat, category, lower_is_better, player1, player2 });
const stats = [
  s("points_per_game", "offense", 24, 20),
  s("assists_per_game", "offense", 5.1, 5),
  s("turnovers_per_game", "offense", 2, 3, true),
  s("rebounds_per_game", "defense", 4.8, 9.9),
  s("blocks_per_game", "defense", null, 1.2),
  s("field_goal_percentage", "efficiency", 0.5, 0.55),
];

describe("comparison tabs and advantages", () => {
  it("All shows every figure; a tab only its category", () => {
    expect(comparisonRows(stats, "all")).toHaveLength(6);
    expect(comparisonRows(stats, "defense").map((r) => r.key)).toEqual(["rebounds_per_game", "blocks_per_game"]);
    expect(comparisonRows(stats, "efficiency").map((r) => r.key)).toEqual(["field_goal_percentage"]);
  });

  it("±10% from each side; fewer turnovers is better; missing counts as 0", () => {
    const by = Object.fromEntries(comparisonRows(stats, "all").map((r) => [r.key, r]));
    expect(by.points_per_game.advantage.label).toBe("+20.0%");
    expect(by.points_per_game.reverse.label).toBe("-16.7%");
    expect(by.assists_per_game.advantage.label).toBe("Similar");
    expect(by.field_goal_percentage.advantage.label).toBe("Similar");
    expect(by.turnovers_per_game.advantage.kind).toBe("better");
    expect(by.blocks_per_game.advantage.kind).toBe("worse");
    const lists = advantageLists(comparisonRows(stats, "all"));
    expect(lists.player1.map((r) => r.key)).toEqual(["points_per_game", "turnovers_per_game"]);
    expect(lists.player2.map((r) => r.key)).toEqual(["rebounds_per_game", "blocks_per_game"]);
    expect(by.rebounds_per_game.reverse.label).toBe("+106.3%");
    // 5.29 against 4.78 is +10.7% from player 2's side but -9.6% from player 1's: neither's advantage.
    const close = comparisonRows([s("rebounds_per_game", "defense", 4.78, 5.29)], "all");
    expect(advantageLists(close)).toEqual({ player1: [], player2: [] });
  });
});
