import { describe, expect, it } from "vitest";
import { createTestQueryClient } from "@/testing/test-utils";
import type { GamesInRange } from "./get-games";
import { celticsMavs, makeGame } from "@/testing/game-fixtures";
import {
  applyLiveGame,
  applySnapshot,
  belongsToRange,
  mergeGame,
  patchLiveList,
  patchList,
  patchRange,
  type LiveGame,
} from "./live-patch";

const live = (over: Partial<LiveGame> = {}): LiveGame =>
  celticsMavs({ id: 900001, game_date: "2026-11-24", status: "live", period: 3, time_remaining: "4:12", home_score: 71, away_score: 68, ...over }) as LiveGame;

const range = (games = [makeGame({ id: 1, game_date: "2026-11-24" })]): GamesInRange => ({ games, total: games.length, truncated: false });

describe("mergeGame", () => {
  it("returns the same object when nothing changes", () => {
    const g = live();
    expect(mergeGame(g, { ...g })).toBe(g);
  });
  it("takes the update's score, period and clock, keeps fields the update lacks", () => {
    const cached = { ...live(), venue: { name: "TD Garden" } };
    const next = mergeGame(cached, { id: cached.id, home_score: 73, period: 4, time_remaining: "11:40" } as LiveGame);
    expect(next).not.toBe(cached);
    expect(next).toMatchObject({ home_score: 73, away_score: 68, period: 4, time_remaining: "11:40", venue: { name: "TD Garden" } });
  });
});

describe("belongsToRange", () => {
  it.each([
    ["inside the dates", { from: "2026-11-24", to: "2026-11-24" }, true],
    ["open end", { from: "2026-11-20", to: null }, true],
    ["before the range", { from: "2026-11-25", to: "2026-11-30" }, false],
    ["after the range", { from: "2026-11-01", to: "2026-11-23" }, false],
    ["the site's sport", { from: "2026-11-24", to: "2026-11-24", sport__slug: "basketball", level__slug: "professional" }, true],
    ["another site's sport", { from: "2026-11-24", to: "2026-11-24", sport__slug: "football" }, false],
    ["another level", { from: "2026-11-24", to: "2026-11-24", level__slug: "ncaa-d1" }, false],
    ["the hub's sport filter", { from: "2026-11-24", to: "2026-11-24", sport: "hockey" }, false],
    ["a status filter it fails", { from: "2026-11-24", to: "2026-11-24", status: "final" }, false],
    ["a search on a team", { from: "2026-11-24", to: "2026-11-24", search: "celtics" }, true],
    ["a search on no team", { from: "2026-11-24", to: "2026-11-24", search: "yankees" }, false],
  ])("%s", (_, filters, expected) => {
    expect(belongsToRange(live(), filters)).toBe(expected);
  });
});

describe("patchRange", () => {
  it("adds a live game that belongs and counts it", () => {
    const next = patchRange(range(), live(), { from: "2026-11-24", to: "2026-11-24" });
    expect(next.games.map((g) => g.id)).toEqual([1, 900001]);
    expect(next.total).toBe(2);
  });
  it("replaces a game already listed without adding it twice", () => {
    const first = patchRange(range(), live(), { from: "2026-11-24", to: "2026-11-24" });
    const second = patchRange(first, live({ home_score: 74 }), { from: "2026-11-24", to: "2026-11-24" });
    expect(second.games).toHaveLength(2);
    expect(second.games[1].home_score).toBe(74);
    expect(second.total).toBe(2);
  });
  it("leaves a range the game does not belong to as it was", () => {
    const data = range();
    expect(patchRange(data, live(), { from: "2025-01-01", to: "2025-01-02" })).toBe(data);
  });
});

describe("patchLiveList and patchList", () => {
  it("adds a live game, replaces it, drops it once final", () => {
    let list = { count: 0, results: [] as LiveGame[] };
    list = patchLiveList(list, live()) as typeof list;
    expect(list.count).toBe(1);
    list = patchLiveList(list, live({ away_score: 70 })) as typeof list;
    expect(list.results[0].away_score).toBe(70);
    list = patchLiveList(list, live({ status: "final" })) as typeof list;
    expect(list).toEqual({ count: 0, results: [] });
  });
  it("does not add another site's live game", () => {
    const list = { count: 0, results: [] };
    expect(patchLiveList(list, live(), { sport__slug: "football" })).toBe(list);
  });
  it("only replaces in other lists (paged or bare)", () => {
    const paged = { count: 1, next: null, previous: null, results: [live()] };
    expect(patchList(paged, live({ home_score: 80 })).results[0].home_score).toBe(80);
    const bare = [makeGame({ id: 5 })];
    expect(patchList(bare, live())).toBe(bare);
  });
});

describe("applyLiveGame on the query cache", () => {
  it("patches lists, details and the live list under ['games']; leaves other keys alone", () => {
    const client = createTestQueryClient();
    const today = { from: "2026-11-24", to: "2026-11-24" };
    client.setQueryData(["games", "range", today], range([]));
    client.setQueryData(["games", "range", { from: "2026-06-13", to: "2026-06-13" }], range([makeGame({ id: 2, game_date: "2026-06-13" })]));
    client.setQueryData(["games", "detail", "900001", {}], live({ period: 2 }));
    client.setQueryData(["games", "live", {}], { count: 0, results: [] });
    client.setQueryData(["teams", "list"], [{ id: 900001 }]);

    const changed = applyLiveGame(client, live({ home_score: 72, time_remaining: "3:05" }));
    expect(changed).toBe(3);
    expect(client.getQueryData<GamesInRange>(["games", "range", today])?.games[0]).toMatchObject({ id: 900001, home_score: 72 });
    expect(client.getQueryData<GamesInRange>(["games", "range", { from: "2026-06-13", to: "2026-06-13" }])?.games).toHaveLength(1);
    expect(client.getQueryData<LiveGame>(["games", "detail", "900001", {}])).toMatchObject({ period: 3, time_remaining: "3:05" });
    expect(client.getQueryData<{ count: number }>(["games", "live", {}])?.count).toBe(1);
    expect(client.getQueryData(["teams", "list"])).toEqual([{ id: 900001 }]);
  });

  it("a snapshot applies its games and refetches lists holding a live game that has ended", async () => {
    const client = createTestQueryClient();
    const key = ["games", "range", { from: "2026-11-24", to: "2026-11-24" }];
    client.setQueryData(key, range([live({ id: 7 })]));
    applySnapshot(client, [live()]);
    expect(client.getQueryData<GamesInRange>(key)?.games.map((g) => g.id)).toEqual([7, 900001]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
