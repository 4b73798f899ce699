import { describe, expect, it } from "vitest";
import { isUnrecorded, localToday } from "./game-result";

describe("unrecorded games", () => {
  it("is a scheduled game dated before today", () => {
    expect(isUnrecorded({ status: "scheduled", game_date: "2026-01-04" }, "2026-11-24")).toBe(true);
    expect(isUnrecorded({ status: "scheduled", game_date: "2026-11-24" }, "2026-11-24")).toBe(false);
    expect(isUnrecorded({ status: "final", game_date: "2026-01-04" }, "2026-11-24")).toBe(false);
    expect(isUnrecorded({ status: "postponed", game_date: "2026-01-04" }, "2026-11-24")).toBe(false);
  });

  it("formats today as yyyy-MM-dd in local time", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});
