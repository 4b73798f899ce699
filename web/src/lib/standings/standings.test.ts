import { describe, expect, it } from "vitest";
import { standingFixture } from "@/testing/api-fixtures";
import type { Standing } from "./types";
import { PLAYOFF_LABEL, filterStandings, formatPct, gamesBehind, gamesBehindText, groupByDivision, groupByLeague, playoffPosition, rankClass, recordNote, recordText, seasonYearsWithStandings, standingsSummary, teamName } from "./standings";

const row = (id: number, rank: number, over: Partial<Standing> = {}): Standing =>
  standingFixture({
    id,
    rank,
    wins: 10,
    losses: 6,
    win_percentage: 0.625,
    team: { id, slug: `team-${id}`, name: `Team ${id}`, city: `City ${id}`, abbreviation: `T${id}`, sport_name: "Football" },
    division: { id: id % 2, name: id % 2 ? "AFC West" : "NFC East" },
    conference: { id: id % 2, name: id % 2 ? "American Football Conference" : "National Football Conference", abbreviation: id % 2 ? "AFC" : "NFC" },
    league: { id: 1, name: "National Football League", abbreviation: "NFL", slug: "nfl" },
    ...over,
  });

describe("standings rules", () => {
  it("colours ranks at the thresholds 1, 3 and 8", () => {
    expect(rankClass(1)).toContain("primary");
    expect(rankClass(2)).toContain("green");
    expect(rankClass(3)).toContain("green");
    expect(rankClass(4)).toContain("secondary");
    expect(rankClass(8)).toContain("secondary");
    expect(rankClass(9)).toContain("gray");
  });

  it("formats win percentage with one decimal, records and games behind", () => {
    expect(formatPct(0.9375)).toBe("93.8%");
    expect(recordText({ wins: 10, losses: 5, ties: 1 })).toBe("10-5-1");
    expect(recordText({ wins: 40, losses: 30, ties: 0, ot_losses: 12 })).toBe("40-30-12");
    expect(gamesBehindText(0)).toBe("—");
    expect(gamesBehindText(2.5)).toBe("2.5");
  });

  it("groups by division in league order and measures games behind the division leader", () => {
    const rows = [row(1, 1), row(2, 2), row(3, 3), row(4, 4, { wins: 7, losses: 9 })];
    const groups = groupByDivision(rows);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.id)])).toEqual([
      ["AFC West", [1, 3]],
      ["NFC East", [2, 4]],
    ]);
    expect(gamesBehind(rows[1], rows[3])).toBe(3);
  });

  it("defaults a missing team name", () => {
    expect(teamName(row(1, 1, { team: { id: 1, slug: "", name: "", city: "", abbreviation: "", sport_name: "" } }))).toBe("Team");
  });

  it("searches teams, divisions and conferences; filters division and conference exactly", () => {
    const rows = [row(1, 1), row(2, 2), row(3, 3)];
    expect(filterStandings(rows, { search: "nfc east", division: "", conference: "" }).map((r) => r.id)).toEqual([2]);
    expect(filterStandings(rows, { search: "city 3", division: "", conference: "" }).map((r) => r.id)).toEqual([3]);
    expect(filterStandings(rows, { search: "", division: "AFC West", conference: "" }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterStandings(rows, { search: "", division: "", conference: "National Football Conference" }).map((r) => r.id)).toEqual([2]);
  });

  it("groups by league and sorts by rank; counts the tiles", () => {
    const rows = [
      row(1, 2, { playoff_position: "champion" }),
      row(2, 1, { playoff_position: "playoffs" }),
      row(3, 1, { league: { id: 2, slug: "al", name: "American League", abbreviation: "AL" }, playoff_position: "bubble" }),
      row(4, 3, { playoff_position: "eliminated" }),
    ];
    const groups = groupByLeague(rows);
    expect(groups.map((g) => [g.abbreviation, g.rows.map((r) => r.id)])).toEqual([
      ["NFL", [2, 1, 4]],
      ["AL", [3]],
    ]);
    expect(standingsSummary(rows)).toEqual({ champions: 1, playoffs: 2, bubble: 1, total: 4 });
  });

  it("keeps play-in losers apart from the playoff teams", () => {
    const r = row(5, 1, { playoff_position: "play-in" });
    expect(playoffPosition(r)).toBe("play-in");
    expect(PLAYOFF_LABEL["play-in"]).toBe("Play-In");
    expect(standingsSummary([r, row(6, 2, { playoff_position: "playoffs" })])).toEqual({ champions: 0, playoffs: 1, bubble: 0, total: 2 });
  });
});

describe("season tables", () => {
  it("lists seasons with games or a season table, of the chosen sport", () => {
    const hockey = { name: "Hockey", slug: "hockey" };
    const seasons = [
      { id: 1, slug: "a", name: "a", start_year: 2015, games_count: 1230, has_standings: false, sport: hockey },
      { id: 2, slug: "b", name: "b", start_year: 1920, games_count: 0, has_standings: true, sport: hockey },
      { id: 3, slug: "c", name: "c", start_year: 1905, games_count: 0, has_standings: false, sport: hockey },
      { id: 4, slug: "d", name: "d", start_year: 1990, games_count: 10, has_standings: false, sport: { name: "Baseball", slug: "baseball" } },
    ];
    expect(seasonYearsWithStandings(seasons, "hockey")).toEqual([2015, 1920]);
    expect(seasonYearsWithStandings(seasons)).toEqual([2015, 1990, 1920]);
  });

  it("notes an official record that the games do not give", () => {
    expect(recordNote(row(1, 1, { record_source: "games" }))).toBeNull();
    expect(recordNote(row(1, 1, { record_source: "season table", record_difference: null }))).toBeNull();
    expect(
      recordNote(row(1, 1, { record_source: "season table", record_difference: "games_missing", games_record: "14-4", record_note: "43 of 61 games are missing from the game logs." })),
    ).toBe("Official record from the season table. Games in our logs: 14-4. 43 of 61 games are missing from the game logs.");
    expect(recordNote(row(1, 1, { record_source: "season table", record_difference: "no_games", record_note: "No game-level data." }))).toBe(
      "Official record from the season table. No game-level data.",
    );
  });
});
