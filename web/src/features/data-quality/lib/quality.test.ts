import { describe, expect, it } from "vitest";
import { day, fmt, healthTone, statusLabel, statusTone } from "./quality";

describe("data-quality display rules", () => {
  it("colours the health bar green from 95, yellow from 80, else red", () => {
    expect([100, 95, 94.99, 80, 79.9, null].map(healthTone)).toEqual(["success", "success", "warning", "warning", "danger", "secondary"]);
  });

  it("maps item statuses to their badge tones", () => {
    expect(["excellent", "active", "passing"].map(statusTone)).toEqual(["success", "success", "success"]);
    expect(["good", "warning"].map(statusTone)).toEqual(["warning", "warning"]);
    expect(["poor", "error", "failing"].map(statusTone)).toEqual(["danger", "danger", "danger"]);
    expect(["maintenance", "unmeasured"].map(statusTone)).toEqual(["secondary", "secondary"]);
  });

  it("formats figures, statuses and dates", () => {
    expect([fmt(null), fmt(100), fmt(99.99), fmt(37.544)]).toEqual(["—", "100.0%", "99.99%", "37.5%"]);
    expect([statusLabel("unmeasured"), statusLabel("good")]).toEqual(["Not measured", "Good"]);
    expect([day("2026-11-24T15:58:08Z"), day("2026-02-08"), day(null)]).toEqual(["Nov 24, 2026", "Feb 8, 2026", "—"]);
  });
});
