import { describe, expect, it } from "vitest";
import type { Comparison } from "./api/compare-teams";
import { csvField } from "@/lib/csv";
import { compareSideFixture } from "@/testing/api-fixtures";
import { buildComparisonCsv, comparisonCsvFilename } from "./csv";

const comparison: Pick<Comparison, "teams" | "metrics"> = {
  teams: [
    compareSideFixture({ id: 1, slug: "kansas-city-chiefs", name: "Kansas City Chiefs" }),
    compareSideFixture({ id: 2, slug: "philadelphia-eagles", name: "Philadelphia Eagles" }),
  ],
  metrics: {
    overall: {
      wins: { a: 553, b: 642 },
      losses: { a: 449, b: 640 },
      win_percentage: { a: 0.551, b: 0.501 },
      championships: { a: 6, b: 5 },
    },
    offense: { points_per_game: { a: 22.47, b: 20.67 } },
    defense: { points_allowed_per_game: { a: 20.17, b: 20.14 } },
  },
};

describe("comparison CSV", () => {
  it("names the file team-comparison-{slugA}-vs-{slugB}.csv", () => {
    expect(comparisonCsvFilename("kansas-city-chiefs", "philadelphia-eagles")).toBe("team-comparison-kansas-city-chiefs-vs-philadelphia-eagles.csv");
  });

  it("has the header and the spec's rows in order, Yards Per Game empty", () => {
    expect(buildComparisonCsv(comparison)).toBe(
      [
        "Metric,Kansas City Chiefs,Philadelphia Eagles",
        "Points Per Game,22.47,20.67",
        "Yards Per Game,,",
        "Wins,553,642",
        "Losses,449,640",
        "Win Percentage,0.551,0.501",
        "Championships,6,5",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves cells empty for metrics without data, never inventing them", () => {
    const csv = buildComparisonCsv({
      teams: comparison.teams,
      metrics: { overall: { wins: { a: 10, b: null }, championships: { a: 0, b: 1 } } },
    });
    const rows = csv.trim().split("\r\n");
    expect(rows).toEqual([
      "Metric,Kansas City Chiefs,Philadelphia Eagles",
      "Points Per Game,,",
      "Yards Per Game,,",
      "Wins,10,",
      "Losses,,",
      "Win Percentage,,",
      "Championships,0,1",
    ]);
  });

  it("quotes names with commas or quotes and defuses formula-like text", () => {
    expect(csvField('Team "A", Inc')).toBe('"Team ""A"", Inc"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
    const csv = buildComparisonCsv({ ...comparison, teams: [{ ...comparison.teams[0], name: "Washington, D.C. Team" }, comparison.teams[1]] });
    expect(csv.split("\r\n")[0]).toBe('Metric,"Washington, D.C. Team",Philadelphia Eagles');
  });
});
