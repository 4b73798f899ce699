import { describe, expect, it } from "vitest";
import {
  CORRECTION_MESSAGES as M,
  championCorrectionBody,
  gameCorrectionBody,
  validateChampionCorrection,
  validateGameCorrection,
  type GameCorrectionValues,
} from "./corrections";

const game: GameCorrectionValues = { gameId: "293440", homeScore: "90", awayScore: "94", status: "", reason: "Box score shows 94-90" };

describe("validateGameCorrection", () => {
  it("passes a complete correction and sends numbers, the status only when chosen", () => {
    expect(validateGameCorrection(game)).toEqual({});
    expect(gameCorrectionBody(game)).toEqual({ home_score: 90, away_score: 94, reason: "Box score shows 94-90" });
    expect(gameCorrectionBody({ ...game, status: "final" })).toMatchObject({ status: "final" });
  });
  it.each<[string, Partial<GameCorrectionValues>, object]>([
    ["no game id", { gameId: "" }, { gameId: M.gameId }],
    ["a game id of 0", { gameId: "0" }, { gameId: M.gameId }],
    ["a negative score", { homeScore: "-1" }, { homeScore: M.score }],
    ["an empty score", { awayScore: "" }, { awayScore: M.score }],
    ["no reason", { reason: "   " }, { reason: M.reason }],
    ["a reason too short to mean anything", { reason: "typo" }, { reason: M.reasonShort }],
    ["a reason over 500 characters", { reason: "x".repeat(501) }, { reason: M.reasonLong }],
  ])("%s", (_, patch, expected) => {
    expect(validateGameCorrection({ ...game, ...patch })).toEqual(expected);
  });
});

describe("validateChampionCorrection", () => {
  const champ = { rowId: "201", team: "san-antonio-spurs", runnerUp: "", reason: "Finals result entered the wrong way round" };
  it("passes and sends the runner-up only when chosen", () => {
    expect(validateChampionCorrection(champ)).toEqual({});
    expect(championCorrectionBody(champ)).toEqual({ team: "san-antonio-spurs", reason: champ.reason });
    expect(championCorrectionBody({ ...champ, runnerUp: "new-york-knicks" })).toMatchObject({ runner_up: "new-york-knicks" });
  });
  it("needs a row, a champion, a different runner-up and a reason", () => {
    expect(validateChampionCorrection({ rowId: "", team: "", runnerUp: "", reason: "" })).toEqual({ rowId: M.championRow, team: M.team, reason: M.reason });
    expect(validateChampionCorrection({ ...champ, runnerUp: champ.team })).toEqual({ runnerUp: M.sameTeam });
  });
});
