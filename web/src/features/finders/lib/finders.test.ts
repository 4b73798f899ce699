import { describe, expect, it } from "vitest";
import { bounds, coverageText, refusalText } from "./finders";

describe("coverageText", () => {
  it("sums each league's seasons and says how many games have lines", () => {
    expect(
      coverageText([
        { season: 2018, league: "nhl", games: 1358, games_with_lines: 1358 },
        { season: 2025, league: "nhl", games: 1394, games_with_lines: 1384 },
        { season: 2010, league: "nfl", games: 267, games_with_lines: 267 },
      ]),
    ).toEqual(["NHL 2018–2025 seasons: lines for 2,742 of 2,752 final games", "NFL 2010 season: lines for 267 of 267 final games"]);
  });
  it("says nothing of no seasons", () => {
    expect(coverageText([])).toEqual([]);
  });
});

describe("bounds", () => {
  it("keeps statistic bounds, not the season, date, length or age ranges", () => {
    const p = new URLSearchParams("goals__gte=3&season__gte=2018&length__gte=5&points__lte=9&player=x");
    expect(bounds(p).map((b) => b.key)).toEqual(["goals__gte", "points__lte"]);
  });
});

describe("refusalText", () => {
  it("names the page's fields, not the API's parameters", () => {
    expect(refusalText("The query would read more than the 25000 rows allowed: narrow it with season__gte/season__lte, team, league or a tighter bound.")).toBe(
      "This search would read more than the 25,000 rows allowed: narrow it with a range of seasons (Seasons from … to), team, league or a tighter bound.",
    );
    expect(refusalText("The query ran past the time allowed: narrow it with season__gte/season__lte, team, league or a tighter bound.")).toBe(
      "This search ran past the time allowed: narrow it with a range of seasons (Seasons from … to), team, league or a tighter bound.",
    );
  });
  it("leaves other messages and years as they are", () => {
    expect(refusalText("season__gte: 2020 is after season__lte")).toBe("season__gte: 2020 is after season__lte");
  });
});
