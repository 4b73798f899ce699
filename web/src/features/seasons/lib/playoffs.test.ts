import { describe, expect, it } from "vitest";
import { buildRounds, type PlayoffGame, type PlayoffTeam } from "./playoffs";

const team = (id: number | null, name: string): PlayoffTeam => ({ id, name, slug: id === null ? null : name.toLowerCase(), abbreviation: "" });
const A = team(1, "A");
const B = team(2, "B");
const C = team(3, "C");
const D = team(4, "D");
let nextId = 1;
function game(date: string, home: PlayoffTeam, away: PlayoffTeam, hs: number, as: number, extra: Partial<PlayoffGame> = {}): PlayoffGame {
  return {
    id: nextId++,
    slug: `game-${nextId}`,
    game_date: date,
    status: "final",
    week: null,
    home_team: home,
    away_team: away,
    home_score: hs,
    away_score: as,
    game_type: "playoff",
    championship_name: null,
    ...extra,
  };
}

describe("playoff rounds", () => {
  it("groups unlabelled games into series and infers rounds from each team's series count", () => {
    const rounds = buildRounds([
      game("2016-04-16", A, B, 100, 90),
      game("2016-04-18", A, B, 95, 99),
      game("2016-04-20", B, A, 80, 90),
      game("2016-04-17", C, D, 100, 90),
      game("2016-05-01", A, C, 101, 100, { game_type: "championship", week: "Finals", championship_name: "Title" }),
    ]);
    expect(rounds.map((r) => r.name)).toEqual(["Round 1", "Finals"]);
    const ab = rounds[0].series.find((s) => s.key === "1-2")!;
    expect(ab.teams.map((t) => t.name)).toEqual(["B", "A"]);
    expect(ab.wins).toEqual([1, 2]);
    expect(ab.leader).toBe(1);
    expect(rounds[1].isTitle).toBe(true);
  });

  it("uses the games' round labels when they have them, in date order", () => {
    const rounds = buildRounds([
      game("2016-03-25", A, C, 1, 0, { week: "Sweet 16" }),
      game("2016-03-18", A, B, 1, 0, { week: "Round of 32" }),
      game("2016-03-18", C, D, 1, 0, { week: "Round of 32" }),
    ]);
    expect(rounds.map((r) => [r.name, r.series.length])).toEqual([
      ["Round of 32", 2],
      ["Sweet 16", 1],
    ]);
  });

  it("tells unlisted teams apart by name", () => {
    const X = team(null, "X");
    const Y = team(null, "Y");
    const [r1, r2] = buildRounds([game("2016-03-18", A, X, 1, 0), game("2016-03-18", B, Y, 0, 1), game("2016-03-25", Y, A, 2, 3)]);
    expect(r1.series.map((s) => s.teams.map((t) => t.name))).toEqual([
      ["X", "A"],
      ["Y", "B"],
    ]);
    expect(r1.series.map((s) => s.wins)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(r2.name).toBe("Round 2");
    expect(r2.series[0].wins).toEqual([1, 0]);
  });

  it("leaves unplayed series without a leader", () => {
    const [r] = buildRounds([game("2026-01-10", A, B, 0, 0, { status: "scheduled", home_score: null, away_score: null })]);
    expect(r.series[0].leader).toBeNull();
  });
});
