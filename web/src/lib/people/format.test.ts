import { describe, expect, it } from "vitest";
import { formatStat, headlineStats, heightFtIn, playerIcon, shownAwards, statLabel, teamLabel, yearsPro } from "./format";

describe("player formatting", () => {
  it("uses 3 decimals for averages and ERA, separators for counts", () => {
    expect(formatStat("era", 3.78)).toBe("3.780");
    expect(formatStat("batting_average", 0.3)).toBe("0.300");
    expect(formatStat("goals_against_average", 2.5)).toBe("2.500");
    expect(formatStat("points", 2967)).toBe("2,967");
    expect(formatStat("points_per_game", 27.1)).toBe("27.1");
    expect(formatStat("points_per_game", 27)).toBe("27.0");
    expect(formatStat("points", null)).toBe("—");
  });

  it("writes innings pitched as innings and outs, WHIP with 3 decimals", () => {
    expect(formatStat("innings_pitched", 2855.33)).toBe("2,855.1");
    expect(formatStat("innings_pitched", 112.67)).toBe("112.2");
    expect(formatStat("innings_pitched", 175)).toBe("175");
    expect(formatStat("innings_pitched", 0.33)).toBe("0.1");
    expect(formatStat("whip", 1.0)).toBe("1.000");
    expect(formatStat("whip", 1.2345)).toBe("1.235");
  });

  it("labels stats", () => {
    expect(statLabel("rushing_yards")).toBe("Rushing Yards");
    expect(statLabel("era")).toBe("ERA");
    expect(statLabel("plus_minus")).toBe("+/-");
  });

  it("shows height in feet and inches and years pro from the draft year", () => {
    expect(heightFtIn(74)).toBe(`6'2"`);
    expect(heightFtIn(72)).toBe(`6'0"`);
    expect(heightFtIn(null)).toBeNull();
    expect(yearsPro(2018, new Date("2026-05-01"))).toBe(8);
    expect(yearsPro(null)).toBeNull();
  });

  it("keeps at most 6 stats and 2 awards", () => {
    const stats = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 };
    expect(headlineStats(stats)).toHaveLength(6);
    expect(shownAwards(["A 1990", "B 1991", "C 1992"])).toEqual({ shown: ["A 1990", "B 1991"], more: true });
    expect(shownAwards(["A 1990"])).toEqual({ shown: ["A 1990"], more: false });
  });

  it("shows the real team, Free Agent only without one", () => {
    expect(teamLabel({ name: "New York Rangers", abbreviation: "NYR" })).toEqual({ name: "New York Rangers", abbreviation: "NYR" });
    expect(teamLabel(null)).toEqual({ name: "Free Agent", abbreviation: "FA" });
  });

  it("picks the icon by championships, then MVP, then more than 3 awards", () => {
    expect(playerIcon({ championships: 3, awards: [] })).toBe("trophy");
    expect(playerIcon({ championships: 2, awards: ["Most Valuable Player 1990"] })).toBe("mvp");
    expect(playerIcon({ championships: 0, awards: ["a", "b", "c", "d"] })).toBe("medal");
    expect(playerIcon({ championships: 0, awards: ["a"] })).toBe("person");
  });
});

describe("isMvpAward", () => {
  it("follows the API's rule", async () => {
    const { isMvpAward } = await import("./format");
    expect(isMvpAward("Hart 1980")).toBe(true);
    expect(isMvpAward("Most Valuable Player 2001")).toBe(true);
    expect(isMvpAward("All-Star Game MVP 2001")).toBe(false);
    expect(isMvpAward("Hart Trophy Finalist 2001")).toBe(false);
  });
});
