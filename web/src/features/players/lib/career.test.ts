import { describe, expect, it } from "vitest";
import type { PlayerSeason } from "@/lib/people/types";
import { coverageFixture } from "@/testing/api-fixtures";
import { careerColumns, careerRoles, careerSeries, countedSeasons, defaultChartStat, leagueRows } from "./career";

const row = (season: number, league: string, stats: Record<string, number>, extra: Partial<PlayerSeason> = {}): PlayerSeason => ({
  season,
  season_slug: `x-${season}`,
  season_name: `${season}`,
  league,
  team: { id: 1, slug: "team", name: "Team", abbreviation: "TM" },
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

  it("takes the API's league careers, oldest league first", () => {
    const rows = leagueRows([
      { league: "NHL", leagues: ["NHL"], headline: true, seasons: 2, first_year: 1998, last_year: 1999, games: 152, stats: { points: 152 }, postseason_stats: null, career_coverage: coverageFixture(1998, 2) },
      { league: "WHA", leagues: ["WHA"], headline: false, seasons: 1, first_year: 1978, last_year: 1978, games: 80, stats: { points: 110 }, postseason_stats: null, career_coverage: coverageFixture(1978, 1) },
    ]);
    expect(rows.map((r) => r.league)).toEqual(["WHA", "NHL"]);
    expect(rows[1]).toMatchObject({ first: 1998, last: 1999, seasons: 2, stats: { points: 152 } });
  });

  it("picks a role's columns", () => {
    const ruth = [row(1916, "AL", { games_played: 44, at_bats: 136, hits: 37, games_pitched: 44, wins: 23, losses: 12, era: 1.75 })];
    expect(careerColumns("baseball", "RF", ruth, "pitching")).toEqual(["games_pitched", "wins", "losses", "era"]);
    expect(careerColumns("baseball", "RF", ruth, "batting")).toEqual(["games_played", "at_bats", "hits"]);
    expect(careerRoles("baseball", ["batting", "pitching"])).toEqual(["batting", "pitching"]);
    expect(careerRoles("basketball", ["basketball"])).toEqual([undefined]);
    expect(careerRoles("hockey", undefined)).toEqual([undefined]);
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

});
