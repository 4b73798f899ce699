import { describe, expect, it } from "vitest";
import type { Player } from "@/lib/people/types";
import { defaultSort, leadersCsv, rankPlayers, splitByCoverage, statColumns } from "./leaders";

const p = (id: number, name: string, stats: Record<string, number>): Player =>
  ({ id, slug: `p${id}`, display_name: name, primary_position: "C", career_stats: stats, current_team: { id: 1, name: "Rangers", abbreviation: "NYR" }, awards: [] }) as unknown as Player;

describe("player statistics table", () => {
  const players = [p(1, "A", { games_played: 10, points: 5 }), p(2, "B", { games_played: 20, points: 50 }), p(3, "C", { games_played: 5 })];

  it("offers the stats the players have and sorts by the first non-games stat", () => {
    expect(statColumns(players)).toEqual(["games_played", "points"]);
    expect(defaultSort(statColumns(players))).toBe("points");
  });

  it("ranks by the stat, missing values last, either direction", () => {
    expect(rankPlayers(players, "points", "desc").map((x) => x.id)).toEqual([2, 1, 3]);
    expect(rankPlayers(players, "points", "asc").map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it("exports the rows as CSV", () => {
    expect(leadersCsv([players[1]], ["points"])).toBe("Rank,Player,Position,Team,Points\r\n1,B,C,Rangers,50\r\n");
  });

  it("does not rank a career whose statistics miss some of its seasons", () => {
    const cov = (complete: boolean, by_stat?: Record<string, { seasons: number; first_season: number; last_season: number }>) => ({
      first_season: 2003, last_season: 2025, seasons: 23, seasons_with_stats: complete ? 23 : 18, stats_first_season: 2003, stats_last_season: complete ? 2025 : 2020, complete, by_stat,
    });
    const whole = { ...p(1, "Whole", { points: 100 }), career_coverage: cov(true) };
    const cut = { ...p(2, "Cut", { points: 900 }), career_coverage: cov(false) };
    const noRebounds = {
      ...p(3, "NoReb", { points: 500, rebounds: 50 }),
      career_coverage: cov(true, { points: { seasons: 23, first_season: 2003, last_season: 2025 }, rebounds: { seasons: 18, first_season: 2003, last_season: 2020 } }),
    };
    const byPoints = splitByCoverage([whole, cut, noRebounds], "points");
    expect(byPoints.ranked.map((x) => x.display_name)).toEqual(["Whole", "NoReb"]);
    expect(byPoints.partial.map((x) => x.display_name)).toEqual(["Cut"]);
    expect(splitByCoverage([whole, cut, noRebounds], "rebounds").ranked.map((x) => x.display_name)).toEqual(["Whole"]);
  });
});
