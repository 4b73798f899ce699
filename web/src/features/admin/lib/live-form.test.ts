import { describe, expect, it } from "vitest";
import { celticsMavs } from "@/testing/game-fixtures";
import type { LiveGame } from "@/lib/games/live-patch";
import { LIVE_BODY, LIVE_VALUES } from "../testing/fixtures";
import {
  LIVE_FORM_MESSAGES as M,
  generatedExternalId,
  quickUpdateBody,
  toIngestBody,
  validateLiveGame,
  valuesFromGame,
  type LiveGameValues,
} from "./live-form";

const valid = LIVE_VALUES;

describe("validateLiveGame", () => {
  it("passes a complete live game", () => {
    expect(validateLiveGame(valid)).toEqual({});
  });

  it.each<[string, Partial<LiveGameValues>, Partial<Record<keyof LiveGameValues, string>>]>([
    ["nothing chosen", { sport: "", level: "", homeTeam: "", awayTeam: "" }, { sport: M.sport, level: M.level, homeTeam: M.homeTeam, awayTeam: M.awayTeam }],
    ["a team playing itself", { awayTeam: "boston-celtics" }, { awayTeam: M.sameTeam }],
    ["no date", { gameDate: "" }, { gameDate: M.gameDate }],
    ["an impossible date", { gameDate: "2026-02-30" }, { gameDate: M.gameDate }],
    ["a negative period", { period: "-1" }, { period: M.period }],
    ["a fractional period", { period: "2.5" }, { period: M.period }],
    ["a clock without seconds", { timeRemaining: "4" }, { timeRemaining: M.timeRemaining }],
    ["a clock with 60 seconds", { timeRemaining: "4:60" }, { timeRemaining: M.timeRemaining }],
    ["a negative score", { homeScore: "-3" }, { homeScore: M.score }],
    ["a word for a score", { awayScore: "ten" }, { awayScore: M.score }],
    ["a live game without a score", { homeScore: "" }, { homeScore: M.scoreRequired }],
    ["a bad external id", { externalId: "has spaces" }, { externalId: M.externalId }],
    ["an external id over 100 characters", { externalId: "x".repeat(101) }, { externalId: M.externalId }],
  ])("%s", (_, patch, expected) => {
    expect(validateLiveGame({ ...valid, ...patch })).toEqual(expected);
  });

  it("a scheduled game may leave the scores, period and clock empty", () => {
    expect(validateLiveGame({ ...valid, status: "scheduled", homeScore: "", awayScore: "", period: "", timeRemaining: "" })).toEqual({});
  });
  it("a period of 0 and a clock with tenths are fine", () => {
    expect(validateLiveGame({ ...valid, period: "0", timeRemaining: "0:04.2" })).toEqual({});
  });
});

describe("toIngestBody", () => {
  it("sends the issue's body with numbers and a generated external id", () => {
    expect(toIngestBody(valid)).toEqual(LIVE_BODY);
  });
  it("keeps an entered external id and sends blanks as null", () => {
    const body = toIngestBody({ ...valid, externalId: " x1 ", status: "scheduled", homeScore: "", awayScore: "", period: "", timeRemaining: "" });
    expect(body).toMatchObject({ external_id: "x1", home_score: null, away_score: null, period: null, time_remaining: null });
  });
  it("generated ids stay within 100 characters", () => {
    expect(generatedExternalId({ ...valid, homeTeam: "h".repeat(80), awayTeam: "a".repeat(80) })).toHaveLength(100);
  });
});

describe("quick changes from the live list", () => {
  const game: LiveGame = {
    ...celticsMavs({ id: 9, status: "live", game_date: "2026-11-24", period: 3, time_remaining: "4:12", home_score: 71, away_score: 68 }),
    level_slug: "professional",
    external_id: "x1",
  };

  it("fills the form from a game", () => {
    expect(valuesFromGame(game)).toMatchObject({ sport: "basketball", homeTeam: "boston-celtics", awayTeam: "dallas-mavericks", period: "3", homeScore: "71", externalId: "x1" });
  });
  it("+3 for the away side, −1 never below 0, next period clears the clock, Final ends it", () => {
    expect(quickUpdateBody(game, { side: "away", points: 3 })).toMatchObject({ external_id: "x1", away_score: 71, home_score: 71, period: 3, time_remaining: "4:12", status: "live" });
    expect(quickUpdateBody({ ...game, home_score: 0 }, { side: "home", points: -1 })?.home_score).toBe(0);
    expect(quickUpdateBody(game, { nextPeriod: true })).toMatchObject({ period: 4, time_remaining: null });
    expect(quickUpdateBody(game, { status: "final" })).toMatchObject({ status: "final", time_remaining: null, home_score: 71 });
  });
  it("a game without an external id cannot be sent this way", () => {
    expect(quickUpdateBody({ ...game, external_id: null }, { side: "home", points: 1 })).toBeNull();
  });
});
