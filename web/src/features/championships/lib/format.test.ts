import { describe, expect, it } from "vitest";
import {
  FALLBACK_FOUNDED_YEAR,
  championshipFormat,
  finalScore,
  formatDate,
  foundedYear,
  mostTitles,
  resultLocation,
  runnerUpName,
  streakText,
  winnerName,
  yearsActive,
} from "./format";

describe("championship formatting", () => {
  it("falls back to 1967 for the founded year", () => {
    expect(foundedYear({ first_year: 1903 })).toBe(1903);
    expect(foundedYear({ first_year: null })).toBe(FALLBACK_FOUNDED_YEAR);
    expect(foundedYear(undefined)).toBe(1967);
  });

  it("names the format from the latest result", () => {
    expect(championshipFormat({ series_result: null })).toBe("Single elimination game");
    expect(championshipFormat(undefined)).toBe("Single elimination game");
    expect(championshipFormat({ series_result: "4-1" })).toBe("Best-of-seven series");
    expect(championshipFormat({ series_result: "4-3" })).toBe("Best-of-seven series");
    expect(championshipFormat({ series_result: "5-3" })).toBe("Best-of-nine series");
    expect(championshipFormat({ series_result: "2-1" })).toBe("Best-of-three series");
    expect(championshipFormat({ series_result: "odd" })).toBe("Best-of-seven series");
  });

  it("shows a game score, or the series with its final game", () => {
    expect(finalScore({ winner_score: 29, runner_up_score: 13, series_result: null, score: "29-13" })).toBe("29-13");
    expect(finalScore({ winner_score: 5, runner_up_score: 1, series_result: "4-2", score: "4-2" })).toBe("Series 4-2 (final game 5-1)");
    expect(finalScore({ winner_score: null, runner_up_score: null, series_result: "4-0", score: null })).toBe("Series 4-0");
    expect(finalScore({ winner_score: null, runner_up_score: null, series_result: null, score: null })).toBeNull();
  });

  it("reads team names from objects or flat fields", () => {
    const team = (name: string) => ({ id: null, slug: null, name, city: null });
    expect(winnerName({ winner: team("Seattle Seahawks") })).toBe("Seattle Seahawks");
    expect(winnerName({ winner: team("") })).toBe("Unknown");
    expect(runnerUpName({ runner_up: team("Boston Celtics"), runner_up_name: "x" })).toBe("Boston Celtics");
    expect(runnerUpName({ runner_up: null, runner_up_name: "Miami" })).toBe("Miami");
    expect(runnerUpName({ runner_up: null, runner_up_name: null })).toBeNull();
  });

  it("joins venue and city for the location", () => {
    expect(resultLocation({ venue: { name: "Levi's Stadium", city: "Santa Clara, CA" } })).toBe("Levi's Stadium, Santa Clara, CA");
    expect(resultLocation({ venue: { name: null, city: "St. Louis, MO" } })).toBe("St. Louis, MO");
    expect(resultLocation({ venue: null })).toBeNull();
  });

  it("keeps every franchise tied for the most titles", () => {
    const rows = [
      { team_id: 1, team__name: "New England Patriots", team__slug: null, championships_won: 6 },
      { team_id: 2, team__name: "Pittsburgh Steelers", team__slug: null, championships_won: 6 },
      { team_id: 3, team__name: "Dallas Cowboys", team__slug: null, championships_won: 5 },
    ];
    expect(mostTitles(rows)).toEqual({ count: 6, teams: rows.slice(0, 2) });
    expect(mostTitles([])).toBeNull();
  });

  it("writes years, streaks and dates", () => {
    expect(yearsActive({ first_year: 1967, last_year: null })).toBe("1967–present");
    expect(yearsActive({ first_year: 1960, last_year: 1969 })).toBe("1960–1969");
    expect(streakText({ team: "Boston Celtics", team_slug: null, years: 8, start_year: 1959, end_year: 1966 })).toBe("8 in a row (1959–1966)");
    expect(streakText(null)).toBeNull();
    expect(formatDate("2026-02-08")).toBe("Feb 8, 2026");
    expect(formatDate(null)).toBeNull();
  });
});
