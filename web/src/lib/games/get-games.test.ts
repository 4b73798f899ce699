import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/test-utils";
import { getGamesInRange } from "./get-games";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 24, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe("getGamesInRange and the HTTP cache", () => {
  it("revalidates a range that holds today (live games change under a cached copy), not a past one", async () => {
    const fetch = mockFetch(() => jsonResponse({ count: 0, next: null, previous: null, results: [] }));
    await getGamesInRange({ from: "2026-11-24", to: "2026-11-24" });
    await getGamesInRange({ from: "2025-12-15", to: "2025-12-21" });
    expect(fetch.mock.calls.map((c) => c[1]?.cache)).toEqual(["no-cache", undefined]);
  });
});
