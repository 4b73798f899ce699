import { describe, expect, it } from "vitest";
import { fieldLabel, forAgainstHeads, isYearField, perGameHeads } from "./field-labels";

describe("fieldLabel", () => {
  it.each([
    ["points_for", "baseball", "Runs for"],
    ["points_per_game", "baseball", "Runs per game"],
    ["point_differential", "hockey", "Goal differential"],
    ["points_allowed_per_game", "football", "Points allowed per game"],
    ["main_per_game", "basketball", "Points per game"],
    ["main_per_game", "baseball", "Runs scored per game"],
    ["home_record", "baseball", "Home record"],
  ])("%s in %s reads %s", (key, sport, want) => {
    expect(fieldLabel(key, sport)).toBe(want);
  });

  it("knows the year fields", () => {
    expect(isYearField("season")).toBe(true);
    expect(isYearField("last_season")).toBe(true);
    expect(isYearField("seasons")).toBe(false);
    expect(isYearField("wins")).toBe(false);
  });

  it("heads scoring columns in the sport's unit", () => {
    expect(perGameHeads("baseball")).toEqual({ for: "R/G", against: "RA/G" });
    expect(forAgainstHeads("hockey")).toEqual({ for: "GF", against: "GA" });
    expect(forAgainstHeads("football")).toEqual({ for: "PF", against: "PA" });
  });
});
