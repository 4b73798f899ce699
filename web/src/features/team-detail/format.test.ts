import { describe, expect, it } from "vitest";
import type { RosterEntry } from "./api/get-team-roster";
import type { ScheduleGame } from "./api/get-team-schedule";
import type { TeamSeason } from "@/lib/teams/get-team-seasons";
import type { TeamStats } from "./api/get-team-stats";
import { rosterEntryFixture, scheduleGameFixture, teamSeasonFixture } from "@/testing/api-fixtures";
import {
  axisTicks,
  formatPct,
  gameOutcome,
  opponentPrefix,
  parsePathYear,
  playerPath,
  recentResults,
  rosterName,
  rosterPosition,
  rosterStatus,
  scheduleResult,
  seasonCardYears,
  seasonPerformance,
  seasonTeamName,
  sortRoster,
  winsSeries,
  yearsActive,
} from "./format";

const game = (over: Partial<ScheduleGame>): ScheduleGame =>
  scheduleGameFixture({ id: 1, game_date: "2023-09-07", status: "final", is_home: true, ...over, opponent: over.opponent ?? { name: "Detroit Lions", abbreviation: "DET" } });

describe("schedule rules", () => {
  it("uses 'vs' at home and '@' away", () => {
    expect(opponentPrefix({ is_home: true })).toBe("vs");
    expect(opponentPrefix({ is_home: false })).toBe("@");
  });

  it("shows W, L or T with the team's score first", () => {
    expect(scheduleResult(game({ result: "L", team_score: 20, opponent_score: 21 }))).toBe("L 20-21");
    expect(scheduleResult(game({ result: "W", team_score: 17, opponent_score: 9 }))).toBe("W 17-9");
    expect(scheduleResult(game({ team_score: 14, opponent_score: 14 }))).toBe("T 14-14");
    expect(scheduleResult(game({ team_score: 30, opponent_score: 3 }))).toBe("W 30-3");
    expect(scheduleResult(game({ result: "W", team_score: 25, opponent_score: 22, overtime: "OT" }))).toBe("W 25-22 (OT)");
  });

  it("shows 'Upcoming' for scheduled games and the raw status otherwise", () => {
    expect(scheduleResult(game({ status: "scheduled", game_date: "2099-09-07", team_score: null, opponent_score: null }))).toBe("Upcoming");
    expect(scheduleResult(game({ status: "scheduled", game_date: "2020-09-07", team_score: null, opponent_score: null }))).toBe("No result recorded");
    expect(scheduleResult(game({ status: "postponed" }))).toBe("postponed");
    expect(scheduleResult(game({ status: "live", team_score: 7, opponent_score: 3 }))).toBe("live");
    expect(gameOutcome(game({ status: "final", team_score: null, opponent_score: null }))).toBeNull();
  });

  it("keeps the last 5 results, most recent first", () => {
    const games = [
      game({ id: 1, game_date: "2023-09-07", team_score: 1, opponent_score: 0 }),
      game({ id: 2, game_date: "2023-09-14", team_score: 1, opponent_score: 0 }),
      game({ id: 3, game_date: "2023-09-21", team_score: 1, opponent_score: 0 }),
      game({ id: 4, game_date: "2023-09-28", team_score: 1, opponent_score: 0 }),
      game({ id: 5, game_date: "2023-10-05", team_score: 1, opponent_score: 0 }),
      game({ id: 6, game_date: "2023-10-12", team_score: 1, opponent_score: 0 }),
      game({ id: 7, game_date: "2023-10-19", status: "scheduled" }),
    ];
    expect(recentResults(games).map((g) => g.id)).toEqual([6, 5, 4, 3, 2]);
    expect(recentResults([game({ status: "scheduled" })])).toEqual([]);
  });
});

const entry = (over: Omit<Partial<RosterEntry>, "player"> & { player?: Partial<RosterEntry["player"]> } = {}): RosterEntry => rosterEntryFixture(over);

describe("roster rules", () => {
  it("names, links and positions players (N/A fallback)", () => {
    expect(rosterName(entry())).toBe("Patrick Mahomes");
    expect(playerPath(entry())).toBe("/players/patrick-mahomes");
    expect(playerPath(entry({ player: { slug: "", id: 42 } }))).toBe("/players/42");
    expect(rosterPosition(entry({ player: { primary_position_name: "Quarterback" } }))).toBe("Quarterback");
    expect(rosterPosition(entry({ position: "QB" }))).toBe("QB");
    expect(rosterPosition(entry())).toBe("N/A");
  });

  it("reads status codes in words, else Active for active players", () => {
    expect(rosterStatus(entry({ status: "ACT" }))).toBe("Active");
    expect(rosterStatus(entry({ status: "RES" }))).toBe("Reserve");
    expect(rosterStatus(entry({ status: "XYZ" }))).toBe("XYZ");
    expect(rosterStatus(entry({ status: null }))).toBe("Active");
    expect(rosterStatus(entry({ status: "", player: { is_active: false } }))).toBeNull();
  });

  it("sorts by jersey number, then last name", () => {
    const list = [
      entry({ id: 1, jersey_number: "15" }),
      entry({ id: 2, jersey_number: null, player: { person: { first_name: "A", last_name: "Zed" } } }),
      entry({ id: 3, jersey_number: "2" }),
      entry({ id: 4, jersey_number: null, player: { person: { first_name: "B", last_name: "Able" } } }),
    ];
    expect(sortRoster(list).map((e) => e.id)).toEqual([3, 1, 4, 2]);
  });
});

const season = (over: Partial<TeamSeason>): TeamSeason => teamSeasonFixture({ id: 1, name: "2023-24 Los Angeles Lakers", start_year: 2023, ...over });

describe("season rules", () => {
  it("labels seasons 'YYYY-YY', or 'YYYY' for baseball", () => {
    expect(seasonCardYears({ start_year: 2023 }, "basketball")).toBe("2023-24");
    expect(seasonCardYears({ start_year: 1999 }, "hockey")).toBe("1999-00");
    expect(seasonCardYears({ start_year: 2023 }, "baseball")).toBe("2023");
  });

  it("uses the path year as given", () => {
    expect(parsePathYear("2023")).toBe(2023);
    expect(parsePathYear(undefined)).toBeNull();
    expect(parsePathYear("abc")).toBeNull();
    // Years the API refuses select no season rather than send refused requests.
    expect(parsePathYear("1")).toBeNull();
    expect(parsePathYear("1849")).toBeNull();
    expect(parsePathYear("2101")).toBeNull();
    expect(parsePathYear("1850")).toBe(1850);
  });

  it("names the team of the season", () => {
    expect(seasonTeamName({ name: "1955-56 Minneapolis Lakers", team_name: "" })).toBe("Minneapolis Lakers");
    expect(seasonTeamName({ name: "2023 New York Yankees", team_name: "" })).toBe("New York Yankees");
    expect(seasonTeamName({ name: "x", team_name: "Minneapolis Lakers" })).toBe("Minneapolis Lakers");
  });

  it("counts years active from the founded year to the present", () => {
    const now = new Date(2025, 5, 1);
    expect(yearsActive(1948, null, now)).toBe(78);
    expect(yearsActive(1946, 1950, now)).toBe(5);
    expect(yearsActive(null, null, now)).toBeNull();
  });

  it("builds the wins picture's series oldest first, title seasons marked", () => {
    const series = winsSeries(
      [season({ start_year: 2020, wins: 42, losses: 30, record: "42-30" }), season({ start_year: 2019, wins: 52, losses: 19, championship_won: true, name: "2019-20 Los Angeles Lakers" }), season({ start_year: 2021, wins: null })],
      "basketball",
    );
    expect(series.map((p) => [p.year, p.label, p.wins, p.champion])).toEqual([
      [2019, "2019-20", 52, true],
      [2020, "2020-21", 42, false],
      [2021, "2021-22", null, false],
    ]);
  });

  it("picks round axis ticks", () => {
    expect(axisTicks(69)).toEqual([0, 20, 40, 60, 80]);
    expect(axisTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(0)).toEqual([0]);
  });
});

const stats = (over: Partial<TeamStats>): TeamStats => ({
  team: { id: 1, slug: "kansas-city-chiefs", name: "Kansas City Chiefs" },
  record_wins: null,
  record_losses: null,
  record_ties: null,
  record_ot_losses: null,
  scope: "2023",
  season: 2023,
  score_unit: "points",
  game_seasons: 0,
  games_played: 0,
  wins: 0,
  losses: 0,
  ties: 0,
  win_percentage: null,
  points_for: 0,
  points_against: 0,
  points_per_game: null,
  points_allowed_per_game: null,
  point_differential: 0,
  home_record: "0-0",
  away_record: "0-0",
  playoff_games: 0,
  playoff_wins: 0,
  playoff_losses: 0,
  playoff_record: "0-0",
  record: null,
  record_seasons: 0,
  championships_won: 0,
  seasons_count: 0,
  first_season: null,
  last_season: null,
  ...over,
});

describe("season performance", () => {
  it("is empty when the API has nothing for the season (the placeholder stays)", () => {
    expect(seasonPerformance(stats({}))).toEqual([]);
    expect(seasonPerformance(undefined)).toEqual([]);
  });

  it("shows record, per-game scoring, home/away and playoff records from games", () => {
    const items = seasonPerformance(
      stats({
        games_played: 17,
        wins: 11,
        losses: 6,
        win_percentage: 0.647,
        points_per_game: 21.82,
        points_allowed_per_game: 17.29,
        point_differential: 77,
        home_record: "5-4",
        away_record: "6-2",
        playoff_games: 4,
        playoff_wins: 4,
        playoff_record: "4-0",
        record: "11-6",
      }),
    );
    expect(items).toEqual([
      { label: "Record", value: "11-6" },
      { label: "Win %", value: ".647" },
      { label: "Points For / Game", value: "21.8" },
      { label: "Points Against / Game", value: "17.3" },
      { label: "Points Differential", value: "+77" },
      { label: "Home Record", value: "5-4" },
      { label: "Away Record", value: "6-2" },
      { label: "Playoff Record", value: "4-0" },
    ]);
  });

  it("uses the official record alone when games are missing, and the sport's score unit", () => {
    expect(seasonPerformance(stats({ record: "47-35", playoff_games: 5, playoff_record: "1-4" }))).toEqual([
      { label: "Record", value: "47-35" },
      { label: "Playoff Record", value: "1-4" },
    ]);
    expect(seasonPerformance(stats({ score_unit: "runs", games_played: 2, wins: 1, losses: 1, points_per_game: 4.5 }))).toContainEqual({ label: "Runs For / Game", value: "4.5" });
  });

  it("formats win percentages sports-style", () => {
    expect(formatPct(0.647)).toBe(".647");
    expect(formatPct(1)).toBe("1.000");
    expect(formatPct(null)).toBe("");
  });
});
