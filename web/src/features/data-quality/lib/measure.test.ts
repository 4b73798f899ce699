import { describe, expect, it } from "vitest";
import { cfb1985, nfl2015, nfl2026, season } from "@/features/seasons/testing/fixtures";
import { bySource, freshnessScore, healthTone, measure, overall, statusTone } from "./measure";

const now = new Date("2026-11-24T12:00:00Z");
const noChampion = season({ id: 7, slug: "nfl-2014-15", start_year: 2014, champion: null, games_count: 0 });

describe("data-quality measures", () => {
  it("measures champions, seasons with games, results and freshness from the data", () => {
    const figures = measure([nfl2026, nfl2015, noChampion, cfb1985], { total: 1000, final: 990, unrecorded: 10, latestFinal: "2026-11-17", today: "2026-11-24" }, now);
    const by = Object.fromEntries(figures.map((f) => [f.key, f.value]));
    expect(by.champions).toBeCloseTo((2 / 3) * 100);
    expect(by.coverage).toBeCloseTo(50);
    expect(by.results).toBeCloseTo(99);
    expect(by.freshness).toBe(100);
    expect(figures.find((f) => f.key === "results")!.detail).toBe("10 past games have no result recorded, of 1,000");
    expect(overall(figures)).toBeCloseTo((200 / 3 + 50 + 99 + 100) / 4);
  });

  it("never uses fixed figures: without data nothing is measured", () => {
    const figures = measure([], undefined, now);
    expect(figures.every((f) => f.value === null)).toBe(true);
    expect(overall(figures)).toBeNull();
  });

  it("scores freshness and colours the health bar at 95 and 80", () => {
    expect(freshnessScore(3)).toBe(100);
    expect(freshnessScore(400)).toBe(0);
    expect(healthTone(95)).toBe("success");
    expect(healthTone(80)).toBe("warning");
    expect(healthTone(79.9)).toBe("danger");
  });

  it("maps item statuses to badge tones", () => {
    expect(["excellent", "active", "passing"].map(statusTone)).toEqual(["success", "success", "success"]);
    expect(["good", "warning"].map(statusTone)).toEqual(["warning", "warning"]);
    expect(["poor", "error", "failing"].map(statusTone)).toEqual(["danger", "danger", "danger"]);
    expect(statusTone("maintenance")).toBe("secondary");
  });

  it("groups seasons by league", () => {
    const rows = bySource([nfl2026, nfl2015, noChampion, cfb1985], now);
    expect(rows.map((r) => [r.abbreviation, r.seasons, r.first, r.last, r.status])).toEqual([
      ["NFL", 3, 2014, 2026, "active"],
      ["NCAA FBS", 1, 1985, 1985, "historical"],
    ]);
  });
});
