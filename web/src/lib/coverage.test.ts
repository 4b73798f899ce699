import { describe, expect, it } from "vitest";
import { careerLabel, type CareerCoverage, coverageNote, coversStat, partialColumns, statCoverageLabel, statSpan } from "./coverage";

const brady: CareerCoverage = {
  first_season: 2000, last_season: 2022, seasons: 23, seasons_with_stats: 9,
  stats_first_season: 2014, stats_last_season: 2022, complete: false,
};
const whole: CareerCoverage = { ...brady, seasons_with_stats: 23, stats_first_season: 2000, complete: true };
const rebounds: CareerCoverage = {
  ...whole,
  by_stat: { points: { seasons: 23, first_season: 2000, last_season: 2022 }, rebounds: { seasons: 18, first_season: 2003, last_season: 2020 } },
};
const lebron: CareerCoverage = {
  first_season: 2003, last_season: 2025, seasons: 23, seasons_with_stats: 18, stats_first_season: 2003, stats_last_season: 2020, complete: false,
  by_stat: { games_played: { seasons: 23, first_season: 2003, last_season: 2025 }, points: { seasons: 18, first_season: 2003, last_season: 2020 } },
};

describe("coverage", () => {
  it("says which seasons a partial career's totals cover", () => {
    expect(coverageNote(brady)).toBe("Statistics cover 2014–2022 of a 2000–2022 career (9 of 23 seasons).");
    expect(careerLabel(brady)).toBe("Career (2014–2022)");
  });
  it("says nothing for a complete career", () => {
    expect(coverageNote(whole)).toBeNull();
    expect(careerLabel(whole)).toBe("Career");
    expect(careerLabel(whole, "NHL")).toBe("Career (NHL)");
    expect(careerLabel(brady, "NFL")).toBe("Career (NFL, 2014–2022)");
    expect(coverageNote(null)).toBeNull();
  });
  it("names a career with no statistics at all", () => {
    expect(coverageNote({ ...brady, seasons_with_stats: 0, stats_first_season: 0, stats_last_season: 0 }, "Records")).toBe(
      "No records on file for a 2000–2022 career (23 seasons).",
    );
  });
  it("gives one figure's seasons", () => {
    expect(statSpan(rebounds, "rebounds")).toBe("2003–2020");
    expect(statSpan(rebounds, "rebounds_per_game")).toBe("2003–2020");
    expect(statSpan(rebounds, "points")).toBeNull();
    expect(statSpan(brady, "passing_yards")).toBe("2014–2022");
    expect(statSpan(lebron, "games_played")).toBeNull();
    expect(statSpan(lebron, "points")).toBe("2003–2020");
  });
  it("ranks only totals that count every season", () => {
    expect(coversStat(whole, "points")).toBe(true);
    expect(coversStat(rebounds, "rebounds")).toBe(false);
    expect(coversStat(rebounds, "points")).toBe(true);
    expect(coversStat(brady, "passing_yards")).toBe(false);
    expect(coversStat(lebron, "games_played")).toBe(true);
    expect(coversStat(lebron, "points_per_game")).toBe(false);
  });
  it("labels a tile's total by the seasons it counts", () => {
    expect(statCoverageLabel(lebron, "points")).toBe("2003–2020 only");
    expect(statCoverageLabel(lebron, "games_played")).toBeNull();
    const gaps = { ...brady, by_stat: { games_played: { seasons: 19, first_season: 2000, last_season: 2022 } } };
    expect(statCoverageLabel(gaps, "games_played")).toBe("19 of 23 seasons");
    expect(statCoverageLabel(whole, "points")).toBeNull();
  });
  it("lists the columns that cover less than the career line says", () => {
    const esposito: CareerCoverage = {
      first_season: 1968, last_season: 1983, seasons: 16, seasons_with_stats: 16, stats_first_season: 1968, stats_last_season: 1983, complete: true,
      by_stat: {
        goals_against: { seasons: 16, first_season: 1968, last_season: 1983 },
        shots_against: { seasons: 2, first_season: 1982, last_season: 1983 },
        saves: { seasons: 2, first_season: 1982, last_season: 1983 },
        save_percentage: { seasons: 2, first_season: 1982, last_season: 1983 },
      },
    };
    expect(partialColumns(esposito, ["wins", "goals_against", "shots_against", "saves", "save_percentage"])).toEqual([
      ["1982–1983 only", ["shots_against", "saves", "save_percentage"]],
    ]);
    expect(partialColumns(whole, ["points"])).toEqual([]);
    // LeBron's points cover the seasons his label names: no mark; a total over fewer would be.
    expect(partialColumns(lebron, ["games_played", "points", "points_per_game"])).toEqual([]);
    expect(partialColumns(rebounds, ["points", "rebounds"])).toEqual([["2003–2020 only", ["rebounds"]]]);
  });
});
