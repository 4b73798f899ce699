import { describe, expect, it } from "vitest";
import { compareSideFixture } from "@/testing/api-fixtures";
import type { Comparison } from "./api/compare-teams";
import { compareValues, formatDiffPct, formatMetric, metricLabel, METRICS, scoreWord, shownMetrics } from "./compare";

describe("compareValues: difference and better side", () => {
  it("higher is better by default; the difference is relative to the worse side", () => {
    const r = compareValues(553, 642);
    expect(r.better).toBe("b");
    expect(r.diffPct).toBeCloseTo(16.09, 2);
    expect(compareValues(0.551, 0.501)).toMatchObject({ better: "a" });
    expect(compareValues(0.551, 0.501).diffPct).toBeCloseTo(9.98, 2);
  });

  it("lower is better for losses and points allowed", () => {
    const losses = METRICS.find((m) => m.key === "losses")!;
    const allowed = METRICS.find((m) => m.key === "points_allowed_per_game")!;
    expect(losses.lowerIsBetter).toBe(true);
    expect(allowed.lowerIsBetter).toBe(true);
    expect(METRICS.find((m) => m.key === "wins")!.lowerIsBetter).toBeFalsy();

    const r = compareValues(449, 640, true);
    expect(r.better).toBe("a");
    expect(r.diffPct).toBeCloseTo(29.84, 2);
    expect(compareValues(20.17, 20.14, true).better).toBe("b");
  });

  it("equal values are even; a missing side has no winner; a zero worse side has no percentage", () => {
    expect(compareValues(14, 14)).toEqual({ better: "even", diffPct: 0 });
    expect(compareValues(null, 14)).toEqual({ better: null, diffPct: null });
    expect(compareValues(5, undefined)).toEqual({ better: null, diffPct: null });
    expect(compareValues(3, 0)).toEqual({ better: "a", diffPct: null });
    expect(compareValues(0, 2, true)).toEqual({ better: "a", diffPct: 100 });
  });

  it("formats differences and values", () => {
    expect(formatDiffPct(16.0875)).toBe("16.1%");
    expect(formatDiffPct(0.01)).toBe("<0.1%");
    expect(formatDiffPct(0)).toBe("0.0%");
    expect(formatDiffPct(null)).toBe("");
    expect(formatMetric(0.551, "percent")).toBe("55.1%");
    expect(formatMetric(22.47, "rate")).toBe("22.5");
    expect(formatMetric(1308, "count")).toBe("1,308");
    expect(formatMetric(null, "count")).toBe("—");
  });
});

const base: Comparison = {
  teams: [
    compareSideFixture({ id: 1, slug: "kansas-city-chiefs", name: "Kansas City Chiefs", abbreviation: "KC" }),
    compareSideFixture({ id: 2, slug: "philadelphia-eagles", name: "Philadelphia Eagles", abbreviation: "PHI" }),
  ],
  scope: "all-time",
  season: null,
  record_basis: null,
  scoring_basis: null,
  metrics: {
    overall: {
      wins: { a: 553, b: 642 },
      losses: { a: 449, b: 640 },
      win_percentage: { a: 0.551, b: 0.501 },
      championships: { a: 6, b: 5 },
      games_played: { a: 1014, b: 1308 },
    },
    offense: { points_per_game: { a: 22.47, b: 20.67 } },
    defense: { points_allowed_per_game: { a: 20.17, b: 20.14 } },
  },
  head_to_head: { total_games: 13, team_a_wins: 6, team_b_wins: 7, ties: 0, postseason_games: 0, team_a_points: 0, team_b_points: 0, last_meeting: null, next_meeting: null },
};

describe("shownMetrics", () => {
  it("shows the spec's metrics the API returned, in order, with the better side", () => {
    const groups = shownMetrics(base);
    expect(groups.map((g) => g.group)).toEqual(["overall", "offense", "defense"]);
    expect(groups[0].rows.map((r) => [r.def.key, r.cmp.better])).toEqual([
      ["wins", "b"],
      ["losses", "a"],
      ["win_percentage", "a"],
      ["championships", "a"],
    ]);
    expect(groups[2].rows[0].cmp.better).toBe("b");
  });

  it("leaves out metrics and groups the API omits (no yards, turnovers or takeaways are invented)", () => {
    const groups = shownMetrics({ metrics: { overall: { championships: { a: 0, b: 1 } } } });
    expect(groups).toHaveLength(1);
    expect(groups[0].rows.map((r) => r.def.key)).toEqual(["championships"]);
    expect(METRICS.some((m) => /yard|turnover|takeaway/i.test(m.key))).toBe(false);
    expect(shownMetrics({ metrics: { overall: { wins: { a: null, b: null } } } })).toEqual([]);
  });

  it("names scoring in the sport's unit when both teams share it", () => {
    const ppg = METRICS.find((m) => m.key === "points_per_game")!;
    expect(metricLabel(ppg, scoreWord(base))).toBe("Points Per Game");
    const runs = { teams: [{ ...base.teams[0], score_unit: "runs" }, { ...base.teams[1], score_unit: "runs" }] as Comparison["teams"] };
    expect(metricLabel(ppg, scoreWord(runs))).toBe("Runs Per Game");
    const mixed = { teams: [{ ...base.teams[0], score_unit: "runs" }, base.teams[1]] as Comparison["teams"] };
    expect(scoreWord(mixed)).toBe("Points");
  });
});
