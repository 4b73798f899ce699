import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError, AppError, RateLimitError } from "./errors";
import { CACHE_GC_MAX_AGE_MS, cacheClass, collectStaleQueries, createQueryClient, refreshInterval, retryDelay, retryUpTo } from "./query";

const HOUR = 3_600_000;

describe("cache classes", () => {
  it("have the spec's durations", () => {
    expect(cacheClass.STATIC).toMatchObject({ staleTime: 24 * HOUR, gcTime: 7 * 24 * HOUR });
    expect(cacheClass.SEMI_STATIC).toMatchObject({ staleTime: 4 * HOUR, gcTime: 24 * HOUR });
    expect(cacheClass.DYNAMIC).toMatchObject({ staleTime: HOUR / 4, gcTime: HOUR });
    expect(cacheClass.REALTIME).toMatchObject({ staleTime: 30_000 });
    expect(cacheClass.USER).toMatchObject({ staleTime: 5 * 60_000, gcTime: 30 * 60_000 });
    expect(refreshInterval).toEqual({ LIVE: 30_000, REALTIME: 120_000, DYNAMIC_GAMES: 300_000 });
  });

  it("retry 3, 2, 2, 1, 1 times", () => {
    const err = new ApiError({ status: 503, detail: "down", url: "/x" });
    const attempts = (retry: (n: number, e: unknown) => boolean) => {
      let n = 0;
      while (retry(n, err)) n++;
      return n;
    };
    expect(attempts(cacheClass.STATIC.retry)).toBe(3);
    expect(attempts(cacheClass.SEMI_STATIC.retry)).toBe(2);
    expect(attempts(cacheClass.DYNAMIC.retry)).toBe(2);
    expect(attempts(cacheClass.REALTIME.retry)).toBe(1);
    expect(attempts(cacheClass.USER.retry)).toBe(1);
  });
});

describe("retry policy", () => {
  const retry = retryUpTo(2);
  it("never retries client errors or the app's own errors", () => {
    expect(retry(0, new ApiError({ status: 404, detail: "", url: "" }))).toBe(false);
    expect(retry(0, new ApiError({ status: 400, detail: "", url: "" }))).toBe(false);
    expect(retry(0, new RateLimitError({ message: "x", source: "client" }))).toBe(false);
    expect(retry(0, new AppError("Game not found"))).toBe(false);
  });

  it("retries server and network errors", () => {
    expect(retry(0, new ApiError({ status: 500, detail: "", url: "" }))).toBe(true);
    expect(retry(1, new ApiError({ status: 0, detail: "", url: "" }))).toBe(true);
    expect(retry(2, new ApiError({ status: 0, detail: "", url: "" }))).toBe(false);
    expect(retry(0, new TypeError("boom"))).toBe(true);
  });

  it("doubles the delay from 1 s up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("sets the client defaults", () => {
    const q = createQueryClient().getDefaultOptions();
    expect(q.queries).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: true, networkMode: "offlineFirst", staleTime: HOUR / 4 });
    expect(q.mutations).toMatchObject({ networkMode: "online" });
    const mRetry = q.mutations!.retry as (n: number, e: unknown) => boolean;
    const err = new ApiError({ status: 502, detail: "", url: "" });
    expect(mRetry(0, err)).toBe(true);
    expect(mRetry(1, err)).toBe(false);
  });
});

describe("cache garbage collection", () => {
  it("drops unwatched entries not updated for 24 hours", () => {
    const client = new QueryClient();
    const now = Date.now();
    client.setQueryData(["old"], 1, { updatedAt: now - CACHE_GC_MAX_AGE_MS - 1 });
    client.setQueryData(["fresh"], 2, { updatedAt: now - 1000 });
    expect(collectStaleQueries(client, now)).toBe(1);
    expect(client.getQueryData(["old"])).toBeUndefined();
    expect(client.getQueryData(["fresh"])).toBe(2);
  });
});
