import { describe, expect, it } from "vitest";
import { capRows, compareValues, efficiencyRating, formatWinPct, PLAYER_TABLE_CAP, winPctTone } from "./rules";

describe("50-row cap", () => {
  it.each([0, 1, 50, 51, 500])("%i rows → at most 50", (count) => {
    const rows = Array.from({ length: count }, (_, i) => i);
    const out = capRows(rows);
    expect(out.length).toBe(Math.min(count, PLAYER_TABLE_CAP));
    expect(out[0]).toBe(count ? 0 : undefined);
  });
});

describe("efficiency rating", () => {
  it.each([
    // (30 + 10 + 5 + 2 + 1 − (20−12) − (6−4) − 3) / 36 × 48 = 35 / 36 × 48
    [{ points: 30, rebounds: 10, assists: 5, steals: 2, blocks: 1, field_goals_made: 12, field_goals_attempted: 20, free_throws_made: 4, free_throws_attempted: 6, turnovers: 3, minutes_played: 36 }, "basketball", (35 / 36) * 48],
    [{ points: 30, minutes_played: 0 }, "basketball", 0],
    [{ points: 30 }, "basketball", 0],
    [{ points: 10, minutes_played: 48, turnovers: null }, "basketball", 10],
    [{ passer_rating: 104.2, minutes_played: 0 }, "football", 104.2],
    [{ points: 10, minutes_played: 10 }, "football", 0],
  ])("%o (%s) → %f", (row, sport, want) => {
    expect(efficiencyRating(row, sport)).toBeCloseTo(want, 6);
  });
});

describe("comparison advantages ±10%", () => {
  it.each([
    [120, 100, "better", "+20.0%"],
    [111, 100, "better", "+11.0%"],
    [110, 100, "similar", "Similar"],
    [0.55, 0.5, "similar", "Similar"],
    [90, 100, "similar", "Similar"],
    [89, 100, "worse", "-11.0%"],
    [null, 100, "worse", "-100.0%"],
    [5, null, "better", "Better"],
    [null, undefined, "similar", "Similar"],
  ])("%s vs %s → %s %s", (a, b, kind, label) => {
    const r = compareValues(a, b);
    expect(r.kind).toBe(kind);
    expect(r.label).toBe(label);
  });

  it("turnovers: fewer is better", () => {
    expect(compareValues(2, 4, true).kind).toBe("better");
  });
});

describe("win percentage", () => {
  it.each([
    [1, "green"],
    [0.7, "green"],
    [0.699, "yellow"],
    [0.5, "yellow"],
    [0.49, "orange"],
    [0.3, "orange"],
    [0.299, "red"],
    [0, "red"],
  ])("%f → %s", (p, tone) => {
    expect(winPctTone(p)).toBe(tone);
  });

  it("shows one decimal", () => {
    expect(formatWinPct(0.824)).toBe("82.4%");
    expect(formatWinPct(0.8236)).toBe("82.4%");
    expect(formatWinPct(1)).toBe("100.0%");
    expect(formatWinPct(null)).toBe("—");
  });
});
