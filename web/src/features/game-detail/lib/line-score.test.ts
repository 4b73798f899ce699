import { describe, expect, it } from "vitest";
import type { LineScore } from "../api/get-game";
import { finalMark, lineColumns } from "./line-score";

const rhe: LineScore = {
  periods: [],
  away: { by_period: [], total: 5, hits: 6, errors: 2 },
  home: { by_period: [], total: 1, hits: 5, errors: 0 },
  innings: 11,
  source: "baseball/retrosheet_teamstats_2000_2025.csv.gz",
  source_name: "Retrosheet",
  note: null,
};

const quarters: LineScore = {
  periods: ["1", "2", "3", "4"],
  away: { by_period: [0, 7, 3, 0], total: 10, hits: null, errors: null },
  home: { by_period: [0, 0, 3, 10], total: 13, hits: null, errors: null },
  innings: null,
  source: "football/nflraw_games_2026_schedule.csv.gz",
  source_name: "SportsDataverse",
  note: null,
};

describe("lineColumns", () => {
  it("baseball: R, H, E after the innings the source has", () => {
    const cols = lineColumns(rhe, "baseball");
    expect(cols.map((c) => c.label)).toEqual(["R", "H", "E"]);
    expect(cols.map((c) => c.value(rhe.away))).toEqual([5, 6, 2]);
  });
  it("baseball without hits or errors in the source: no column for them, never a 0", () => {
    const line = { ...rhe, away: { ...rhe.away, hits: null, errors: null }, home: { ...rhe.home, hits: null, errors: null } };
    expect(lineColumns(line, "baseball").map((c) => c.label)).toEqual(["R"]);
  });
  it("other sports: one column per period, then the total", () => {
    const cols = lineColumns(quarters, "football");
    expect(cols.map((c) => c.label)).toEqual(["1", "2", "3", "4", "T"]);
    expect(cols.map((c) => c.value(quarters.home))).toEqual([0, 0, 3, 10, 13]);
  });
});

describe("finalMark", () => {
  it("the data's overtime mark, else the innings when not nine", () => {
    expect(finalMark({ status: "final", overtime: "SO", line_score: null })).toBe("SO");
    expect(finalMark({ status: "final", overtime: null, line_score: rhe })).toBe("11");
    expect(finalMark({ status: "final", overtime: null, line_score: { ...rhe, innings: 9 } })).toBeNull();
    expect(finalMark({ status: "final", overtime: null, line_score: { ...rhe, innings: 7 } })).toBe("7");
    expect(finalMark({ status: "live", overtime: "OT", line_score: null })).toBeNull();
  });
});
