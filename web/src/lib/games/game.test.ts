import { describe, expect, it } from "vitest";
import { celticsMavs, gameTeam, makeGame } from "@/testing/game-fixtures";
import {
  formatClock,
  formatGameTime,
  leader,
  monogram,
  periodLabel,
  scoreText,
  sportKey,
  statusText,
  statusTone,
  teamSide,
  weekLabel,
} from "./game";

describe("status badge text", () => {
  it("live: 'period - time remaining' when both exist", () => {
    expect(statusText(makeGame({ id: 1, status: "live", quarter: 3, time_remaining: "5:32" }))).toBe("Q3 - 5:32");
    expect(statusText(celticsMavs({ id: 2, status: "live", period: 5, time_remaining: "1:10" }))).toBe("OT - 1:10");
    expect(
      statusText(
        makeGame({ id: 3, status: "live", period: 2, time_remaining: "12:00", home_team: gameTeam({ name: "Jets", sport_name: "Hockey" }) }),
      ),
    ).toBe("P2 - 12:00");
  });
  it("live without both: 'Live'", () => {
    expect(statusText(makeGame({ id: 4, status: "live", quarter: 3 }))).toBe("Live");
    expect(statusText(makeGame({ id: 5, status: "live", time_remaining: "5:32" }))).toBe("Live");
  });
  it("scheduled: the game time when present, else 'Scheduled'", () => {
    expect(statusText(makeGame({ id: 6, status: "scheduled", game_date: "2099-12-21", game_time: "13:00" }))).toBe("1:00 PM EST");
    expect(statusText(makeGame({ id: 7, status: "scheduled", game_date: "2099-07-04", game_time: "19:05" }))).toBe("7:05 PM EDT");
    expect(statusText(makeGame({ id: 11, status: "scheduled", game_date: "2020-07-04", game_time: "19:05" }))).toBe("No result recorded");
    expect(statusText(makeGame({ id: 8, status: "scheduled", game_date: "2099-01-01", game_time: null }))).toBe("Scheduled");
  });
  it("final and postponed: the capitalised status", () => {
    expect(statusText(makeGame({ id: 9, status: "final" }))).toBe("Final");
    expect(statusText(makeGame({ id: 10, status: "postponed" }))).toBe("Postponed");
  });
  it("final after regulation: the data's overtime or shootout mark", () => {
    expect(statusText(makeGame({ id: 12, status: "final", overtime: "OT" }))).toBe("Final/OT");
    expect(statusText(makeGame({ id: 13, status: "final", overtime: "2OT" }))).toBe("Final/2OT");
    expect(statusText(makeGame({ id: 14, status: "final", overtime: "SO" }))).toBe("Final/SO");
    // A mark on a game still in progress is not a final mark.
    expect(statusText(makeGame({ id: 15, status: "postponed", overtime: "OT" }))).toBe("Postponed");
  });
  it("tones: live success, final secondary, scheduled primary, postponed warning", () => {
    expect(["live", "final", "scheduled", "postponed"].map(statusTone)).toEqual(["success", "secondary", "primary", "warning"]);
  });
});

describe("scores", () => {
  it("scheduled games show '-' for both scores", () => {
    const g = makeGame({ id: 1, status: "scheduled", home_score: 0, away_score: 0 });
    expect([scoreText(g, "away"), scoreText(g, "home")]).toEqual(["-", "-"]);
    expect(leader(g)).toBeNull();
  });
  it("final games show their scores and leader", () => {
    const g = makeGame({ id: 2 });
    expect([scoreText(g, "away"), scoreText(g, "home")]).toEqual(["15", "28"]);
    expect(leader(g)).toBe("home");
    expect(leader(makeGame({ id: 3, home_score: 7, away_score: 7 }))).toBe("tie");
    expect(leader(makeGame({ id: 4, home_score: 7, away_score: 10 }))).toBe("away");
  });
  it("unknown scores show '-'", () => {
    expect(scoreText(makeGame({ id: 5, status: "postponed", home_score: null, away_score: null }), "home")).toBe("-");
  });
});

describe("teams and sport", () => {
  it("reads nested teams", () => {
    expect(teamSide(makeGame({ id: 1 }), "away")).toMatchObject({ name: "Miami Dolphins", city: "Miami", abbreviation: "MIA" });
  });
  it("a team the data names but does not list: its name, no link, no city or abbreviation", () => {
    const g = makeGame({ id: 2, home_team: gameTeam({ name: "Boston Celtics", sport_name: "Football" }) });
    expect(teamSide(g, "home")).toEqual({ id: null, slug: null, name: "Boston Celtics", city: "", abbreviation: "" });
    expect(sportKey(g)).toBe("football");
  });
  it("an unnamed team reads TBD", () => {
    expect(teamSide(makeGame({ id: 3, away_team: gameTeam({ name: "" }) }), "away").name).toBe("TBD");
  });
  it("sport key is the home team's sport name lowercased", () => {
    expect(sportKey(celticsMavs({ id: 3 }))).toBe("basketball");
  });
  it("monogram for teams without an abbreviation", () => {
    expect(monogram("Indiana")).toBe("IND");
    expect(monogram("North Carolina State")).toBe("NCS");
  });
});

describe("times and labels", () => {
  it("formats clock times", () => {
    expect(formatClock("00:05")).toBe("12:05 AM");
    expect(formatClock("12:00:00")).toBe("12:00 PM");
    expect(formatClock("25:00")).toBeNull();
    expect(formatClock(null)).toBeNull();
  });
  it("adds the zone's short name on the game's day", () => {
    expect(formatGameTime({ game_time: "19:30", time_zone: "America/Chicago", game_date: "2026-01-19" })).toBe("7:30 PM CST");
    expect(formatGameTime({ game_time: "19:30", time_zone: null, game_date: "2026-01-19" })).toBe("7:30 PM");
  });
  it("labels periods per sport", () => {
    expect(periodLabel(makeGame({ id: 1, quarter: 2 }))).toBe("Q2");
    expect(periodLabel(makeGame({ id: 2, quarter: 6 }))).toBe("2OT");
    expect(periodLabel(makeGame({ id: 3, period: 7, home_team: gameTeam({ name: "Yankees", sport_name: "Baseball" }) }))).toBe("Inning 7");
    expect(periodLabel(makeGame({ id: 4 }))).toBeNull();
  });
  it("labels weeks and rounds", () => {
    expect(weekLabel("15")).toBe("Week 15");
    expect(weekLabel("Finals")).toBe("Finals");
    expect(weekLabel(null)).toBeNull();
  });
});
