import { describe, expect, it } from "vitest";
import type { PlayerSeason } from "../types";
import { careerColumns, careerSeries, countedSeasons, defaultChartStat, leagueTotals } from "./career";

const row = (season: number, league: string, stats: Record<string, number>, extra: Partial<PlayerSeason> = {}): PlayerSeason => ({
  season,
  season_slug: `x-${season}`,
  season_name: `${season}`,
  league,
  team: { id: 1, name: "Team" },
  is_total: false,
  position: "C",
  stats,
  postseason: null,
  ...extra,
});

describe("career tables", () => {
  const seasons = [
    row(1999, "NHL", { games_played: 70, goals: 9, assists: 53, points: 62 }),
    row(1998, "NHL", { games_played: 82, goals: 23, assists: 67, points: 90 }, { is_total: true, team: null }),
    row(1998, "NHL", { games_played: 40, goals: 10, assists: 30, points: 40 }),
    row(1998, "NHL", { games_played: 42, goals: 13, assists: 37, points: 50 }),
    row(1978, "WHA", { games_played: 80, goals: 46, assists: 64, points: 110 }),
  ];

  it("picks the sport's columns that have data", () => {
    expect(careerColumns("hockey", "C", seasons)).toEqual(["games_played", "goals", "assists", "points"]);
  });

  it("counts a multi-team season once (its total row)", () => {
    expect(countedSeasons(seasons)).toHaveLength(3);
  });

  it("sums counting stats per league, oldest league first", () => {
    const rows = leagueTotals(seasons, ["games_played", "points"]);
    expect(rows.map((r) => r.league)).toEqual(["WHA", "NHL"]);
    expect(rows[1]).toMatchObject({ first: 1998, last: 1999, seasons: 2, stats: { games_played: 152, points: 152 } });
  });

  it("builds one chart point per season, oldest first", () => {
    const pts = careerSeries(seasons, "points", String);
    expect(pts.map((p) => [p.season, p.value])).toEqual([
      [1978, 110],
      [1998, 90],
      [1999, 62],
    ]);
    expect(defaultChartStat(["games_played", "goals"])).toBe("goals");
  });

  it("leaves rates out of league sums", () => {
    const rows = leagueTotals([row(2000, "NBA", { points: 10, field_goal_percentage: 0.5 })], ["points", "field_goal_percentage"]);
    expect(rows[0].stats).toEqual({ points: 10 });
  });
});
