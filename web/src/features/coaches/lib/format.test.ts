import { describe, expect, it } from "vitest";
import type { CoachStatRow, Stint } from "../types";
import { coachAge, coachStatsCsv, coachStatsFilename, formatWinPct, recordByTeam, recordText, winPctClass } from "./format";

const stint = (over: Partial<Stint>): Stint => ({
  team_id: 1, team_name: "Chicago Bulls", team_slug: "chicago-bulls", sport: { name: "Basketball", slug: "basketball" }, start_year: 1989, end_year: 1997,
  seasons: 9, title: "Head Coach", is_head_coach: true, is_active: false, wins: 545, losses: 193, ties: 0, win_percentage: 0.738, playoff_wins: null, playoff_losses: null, championships: 6, ...over,
});

describe("coach formatting", () => {
  it("formats records and win percentage with one decimal and its colour", () => {
    expect(recordText(1155, 485, 0)).toBe("1155-485");
    expect(recordText(10, 6, 1)).toBe("10-6-1");
    expect(recordText(null, 3)).toBe("—");
    expect(formatWinPct(0.7042)).toBe("70.4%");
    expect(winPctClass(0.7)).toBe("text-green-700");
    expect(winPctClass(0.5)).toBe("text-yellow-700");
    expect(winPctClass(0.3)).toBe("text-orange-700");
    expect(winPctClass(0.29)).toBe("text-red-700");
  });

  it("computes the age from the birth date when the API has none", () => {
    expect(coachAge(null, "1945-09-17", new Date("2026-09-16T12:00:00"))).toBe(80);
    expect(coachAge(null, "1945-09-17", new Date("2026-09-17T12:00:00"))).toBe(81);
    expect(coachAge(70, "1945-09-17")).toBe(70);
    expect(coachAge(null, null)).toBeNull();
  });

  it("sums the record per team over head-coaching stints", () => {
    const rows = recordByTeam([
      stint({}),
      stint({ team_id: 2, team_name: "Los Angeles Lakers", team_slug: "lal", start_year: 1999, end_year: 2003, seasons: 5, wins: 287, losses: 123, championships: 3 }),
      stint({ team_id: 2, team_name: "Los Angeles Lakers", team_slug: "lal", start_year: 2005, end_year: 2010, seasons: 6, wins: 323, losses: 169, championships: 2 }),
      stint({ team_id: 3, is_head_coach: false }),
    ]);
    expect(rows.map((r) => [r.team_name, r.seasons, r.wins, r.losses, r.championships])).toEqual([
      ["Los Angeles Lakers", 11, 610, 292, 5],
      ["Chicago Bulls", 9, 545, 193, 6],
    ]);
    expect(rows[0].win_percentage).toBeCloseTo(610 / 902);
  });

  it("exports CSV named for the sport or 'all'", () => {
    const row = { rank: 1, name: "Phil Jackson", sport: { name: "Basketball", slug: "basketball" }, level: { name: "Professional", slug: "professional" }, team: { id: 1, name: "Los Angeles Lakers" }, seasons: 20, first_year: 1989, last_year: 2010, games: 1640, wins: 1155, losses: 485, ties: 0, win_percentage: 0.704, playoff_appearances: 20, playoff_wins: null, playoff_losses: null, championships: 11 } as unknown as CoachStatRow;
    expect(coachStatsCsv([row]).split("\r\n")[1]).toBe("1,Phil Jackson,Basketball,Professional,Los Angeles Lakers,20,1989,2010,1640,1155,485,0,0.704,20,,,11");
    expect(coachStatsFilename("hockey", "career")).toBe("coaching-stats-hockey-career.csv");
    expect(coachStatsFilename(null, "last5")).toBe("coaching-stats-all-last5.csv");
  });
});
