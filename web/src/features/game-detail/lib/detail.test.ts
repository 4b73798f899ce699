import { describe, expect, it } from "vitest";
import { celticsMavs, gameDetailFixture, makeGame } from "@/testing/game-fixtures";
import type { GameDetail } from "../api/get-game";
import {
  documentTitle,
  finalScoreLine,
  gameDetailsRows,
  gameInfoRows,
  matchupTitle,
  resultText,
  statsRows,
  summaryFor,
  venueLocation,
  venueRows,
} from "./detail";

const steelers: GameDetail = gameDetailFixture(makeGame({ id: 304480, slug: "nfl-2025-15-mia-pit" }), {
  venue: { id: 1, name: "Acrisure Stadium", city: "Pittsburgh", state: "PA", country: "USA", capacity: 65500, location: "Pittsburgh, PA" },
  home_team_record: "8-6",
  away_team_record: "6-8",
});

describe("titles", () => {
  it("names the game home vs away", () => {
    expect(matchupTitle(steelers)).toBe("Pittsburgh Steelers vs Miami Dolphins");
    expect(documentTitle(steelers)).toBe("Miami Dolphins at Pittsburgh Steelers, 2025-12-15");
    expect(documentTitle({ ...steelers, neutral_site: true })).toBe("Miami Dolphins vs Pittsburgh Steelers, 2025-12-15");
  });
});

describe("Game Summary", () => {
  it("final: 'X defeats Y' and the score away - home", () => {
    expect(summaryFor(steelers)).toEqual({ title: "Final Result", text: "Pittsburgh Steelers defeats Miami Dolphins" });
    expect(finalScoreLine(steelers)).toBe("Miami Dolphins 15 - 28 Pittsburgh Steelers");
    expect(resultText({ ...steelers, home_score: 10, away_score: 24 })).toBe("Miami Dolphins defeats Pittsburgh Steelers");
  });
  it("final tie: 'Game ended in a tie'", () => {
    expect(resultText({ ...steelers, home_score: 20, away_score: 20 })).toBe("Game ended in a tie");
  });
  it("prefers the API's result line", () => {
    expect(resultText({ ...steelers, result_text: "Indiana defeats Miami" })).toBe("Indiana defeats Miami");
  });
  it("scheduled and live", () => {
    expect(summaryFor({ ...steelers, status: "scheduled", game_date: "2020-01-01" }).title).toBe("No Result Recorded");
    expect(summaryFor({ ...steelers, status: "scheduled", game_date: "2099-01-01" })).toEqual({
      title: "Game Preview",
      text: "Game summary will be available after the game starts.",
    });
    expect(summaryFor({ ...steelers, status: "live" })).toEqual({ title: "Game In Progress", text: "Live game updates coming soon." });
    expect(resultText({ ...steelers, status: "scheduled" })).toBeNull();
  });
});

describe("cards", () => {
  it("Game Details: status, date, time, season", () => {
    expect(gameDetailsRows(steelers)).toEqual([
      { label: "Status", value: "Final" },
      { label: "Date", value: "Monday, December 15, 2025" },
      { label: "Time", value: "8:15 PM EST" },
      { label: "Season", value: "2025 NFL Season" },
    ]);
    expect(gameDetailsRows({ ...steelers, overtime: "OT" })[0]).toEqual({ label: "Status", value: "Final/OT" });
  });
  it("Venue: name, location, capacity", () => {
    expect(venueRows(steelers)).toEqual([
      { label: "Name", value: "Acrisure Stadium" },
      { label: "Location", value: "Pittsburgh, PA" },
      { label: "Capacity", value: "65,500" },
    ]);
    expect(venueRows(gameDetailFixture(celticsMavs({ id: 1 }))).map((r) => r.value)).toEqual([
      "Not available",
      "Not available",
      "Not available",
    ]);
    expect(venueLocation({ id: 1, name: "TD Garden", city: "Boston", state: "MA", country: "USA", capacity: null, location: "" })).toBe("Boston, MA");
  });
});

describe("Stats tab", () => {
  it("lists what the record holds, and nothing made up", () => {
    const rows = Object.fromEntries(statsRows({ ...steelers, attendance: 63127, overtime: "OT" }).map((r) => [r.label, r.value]));
    expect(rows).toEqual({
      "Total points": "43",
      Margin: "13",
      "Game type": "Regular season",
      Week: "Week 15",
      Overtime: "OT",
      "Neutral site": "No",
      Attendance: "63,127",
      "Miami Dolphins record (regular season, after this game)": "6-8",
      "Pittsburgh Steelers record (regular season, after this game)": "8-6",
      League: "National Football League",
      Level: "Professional",
      Source: "NFL game results",
    });
  });
  it("has no score rows for a scheduled game and rounds for named weeks", () => {
    const rows = statsRows(gameDetailFixture(celticsMavs({ id: 2, status: "scheduled" })));
    expect(rows.map((r) => r.label)).not.toContain("Total points");
    expect(rows.find((r) => r.label === "Round")?.value).toBe("Finals");
  });
  it("has only the neutral-site fact when the API has nothing else", () => {
    const bare = gameDetailFixture(
      makeGame({ id: 1, game_date: "2025-01-01", status: "scheduled", game_type: "", week: null, home_score: null, away_score: null }),
      { league_name: null, level_name: "", source_name: "" },
    );
    expect(statsRows(bare)).toEqual([{ label: "Neutral site", value: "No" }]);
  });
});

describe("Game Info tab", () => {
  it("game id, championship, season", () => {
    expect(gameInfoRows(gameDetailFixture(celticsMavs({ id: 281500, slug: "nba-0042300405" }), { championship: { id: 1, slug: "nba-finals", name: "NBA Championship" } }))).toEqual([
      { label: "Game ID", value: "281500" },
      { label: "Game slug", value: "nba-0042300405" },
      { label: "Championship", value: "NBA Championship" },
      { label: "Season", value: "2023-24 NBA Season" },
    ]);
    expect(gameInfoRows(steelers).find((r) => r.label === "Championship")?.value).toBe("None");
  });
});
