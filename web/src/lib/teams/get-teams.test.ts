import { beforeEach, describe, expect, it } from "vitest";
import { resetRequestLayer } from "@/lib/api";
import { jsonResponse, mockFetch } from "@/testing/test-utils";
import { teamFixture } from "@/testing/api-fixtures";
import type { Team } from "./types";
import { getTeams } from "./get-teams";

const mk = (i: number): Team => teamFixture({ id: i, slug: `t-${i}`, name: `Team ${String(1000 - i).padStart(4, "0")}` });

/** A paged /api/teams over `total` teams (page size from the query), with absolute next links. */
function teamsApi(total: number) {
  const all = Array.from({ length: total }, (_, i) => mk(i + 1));
  return mockFetch((url) => {
    const u = new URL(url, "http://test");
    const size = Number(u.searchParams.get("page_size") ?? 100);
    const page = Number(u.searchParams.get("page") ?? 1);
    const results = all.slice((page - 1) * size, page * size);
    const next = page * size < total ? `http://api.example/api/teams?page=${page + 1}&page_size=${size}` : null;
    return jsonResponse({ count: total, next, previous: null, results });
  });
}

describe("getTeams (page size 100, up to 5 pages or 500 teams, sorted by name)", () => {
  beforeEach(() => resetRequestLayer());

  it("follows next and sorts by name", async () => {
    const fetch = teamsApi(250);
    const list = await getTeams();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(String(fetch.mock.calls[0][0])).toContain("page_size=100");
    expect(String(fetch.mock.calls[1][0])).toBe("/api/teams?page=2&page_size=100");
    expect(list.teams).toHaveLength(250);
    expect(list.truncated).toBe(false);
    expect(list.total).toBe(250);
    const names = list.teams.map((t) => t.name);
    expect(names).toEqual([...names].sort());
  });

  it("stops after 5 pages / 500 teams and says the list was cut", async () => {
    const fetch = teamsApi(1020);
    const list = await getTeams();
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(list.teams).toHaveLength(500);
    expect(list.total).toBe(1020);
    expect(list.truncated).toBe(true);
  });

  it("passes server-side narrowing parameters", async () => {
    const fetch = teamsApi(3);
    await getTeams({ params: { search: "lak", division: "Pacific Division" } });
    const url = String(fetch.mock.calls[0][0]);
    expect(url).toContain("search=lak");
    expect(url).toContain("division=Pacific+Division");
  });
});
