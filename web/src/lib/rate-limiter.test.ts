import { describe, expect, it } from "vitest";
import { RateLimitError } from "./errors";
import {
  CLEANUP_INTERVAL_MS,
  QUEUE_FULL_MESSAGE,
  QUEUE_INTERVAL_MS,
  RATE_LIMITS,
  RateLimiter,
  classifyRequest,
  endpointLimitMessage,
  endpointOf,
} from "./rate-limiter";

/** A limiter on a hand-driven clock; timers are recorded, not run. */
function setup(start = 1_000_000) {
  let now = start;
  const timers: { fn: () => void; ms: number }[] = [];
  const limiter = new RateLimiter({
    now: () => now,
    setInterval: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length as unknown as ReturnType<typeof setInterval>;
    },
    clearInterval: () => {},
  });
  return {
    limiter,
    timers,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Settles a promise into "resolved" / "rejected" / "pending" after microtasks ran. */
async function state(p: Promise<unknown>): Promise<"resolved" | "rejected" | "pending"> {
  let s: "resolved" | "rejected" | "pending" = "pending";
  p.then(
    () => (s = "resolved"),
    () => (s = "rejected"),
  );
  await Promise.resolve();
  await Promise.resolve();
  return s;
}

async function rejection(p: Promise<unknown>): Promise<RateLimitError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(RateLimitError);
    return e as RateLimitError;
  }
  throw new Error("expected a rejection");
}

describe("classifyRequest", () => {
  it.each([
    ["/api/search?q=bulls", "search"],
    ["/api/teams/autocomplete", "search"],
    ["/api/v1/analytics/teams/stats/", "analytics"],
    ["/api/teams/bears/stats?season=2023", "analytics"],
    ["/api/teams/compare?a=1&b=2", "analytics"],
    ["/api/v1/analytics/export/team_stats/", "export"],
    ["/api/reports/download", "export"],
    ["/files/standings.csv", "export"],
    ["/api/teams?search=bulls", "data"],
    ["http://localhost:8080/api/games?page=2", "data"],
  ])("%s is %s", (url, type) => {
    expect(classifyRequest(url)).toBe(type);
  });

  it("takes the endpoint from a URL", () => {
    expect(endpointOf("http://h:1/api/teams?page=2")).toBe("/api/teams");
    expect(endpointOf("/api/teams/bears#x")).toBe("/api/teams/bears");
  });
});

describe("RateLimiter", () => {
  it("lets a burst through at once, then queues (search: burst 15)", async () => {
    const { limiter } = setup();
    const first = Array.from({ length: 15 }, () => limiter.schedule("/api/search?q=a"));
    for (const p of first) expect(await state(p)).toBe("resolved");
    const sixteenth = limiter.schedule("/api/search?q=b");
    expect(await state(sixteenth)).toBe("pending");
    expect(limiter.queueSize).toBe(1);
    expect(limiter.check("/api/search").allowed).toBe(false);
    expect(limiter.check("/api/search")).toMatchObject({ reason: "search rate limit exceeded" });
  });

  it("refills at the window rate (search: 10 per second)", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 15; i++) await limiter.schedule("/api/search");
    const waiting = limiter.schedule("/api/search");
    advance(50);
    limiter.process();
    expect(await state(waiting)).toBe("pending");
    advance(50); // 100 ms = one token at 10 per 1000 ms
    limiter.process();
    expect(await state(waiting)).toBe("resolved");
  });

  it("allows the window's number again after a full window (data: 30 per 60 s, burst 40)", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 40; i++) await limiter.schedule(`/api/teams/t${i}`);
    expect(limiter.check("/api/games").allowed).toBe(false);
    advance(60_000);
    for (let i = 0; i < 30; i++) expect(await state(limiter.schedule(`/api/games/g${i}`))).toBe("resolved");
    expect(limiter.check("/api/games")).toMatchObject({ allowed: false, reason: "data rate limit exceeded" });
  });

  it("holds data calls to 60 per 60 s per endpoint", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 40; i++) await limiter.schedule(`/api/teams?page=${i}`);
    advance(40_000); // 20 data tokens back, 60 s window not over
    for (let i = 0; i < 20; i++) await limiter.schedule(`/api/teams?page=x${i}`);
    expect(limiter.status().byEndpoint["/api/teams"]).toEqual({ used: 60, limit: 60 });

    const err = await rejection(limiter.schedule("/api/teams?page=61"));
    expect(err.message).toBe(endpointLimitMessage("/api/teams"));
    expect(err.message).toBe("Rate limit exceeded for /api/teams. Please wait before making more requests.");
    expect(err.retryAfter).toBe(20); // the oldest call leaves the window in 20 s
    expect(err.source).toBe("client");
    expect(err.status).toBe(429);
    // Another endpoint is not held by that limit (it waits for a data token instead).
    expect(await state(limiter.schedule("/api/games"))).toBe("pending");
  });

  it("works the queue by priority, then age", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 5; i++) await limiter.schedule("/api/x/export");
    const order: string[] = [];
    const track = (name: string, p: Promise<void>) => p.then(() => order.push(name));
    track("old-normal", limiter.schedule("/api/x/export", { priority: "normal" }));
    advance(1);
    track("new-high", limiter.schedule("/api/y/export", { priority: "high" }));
    // export refills 3 per 60 s: one token every 20 s.
    advance(20_000);
    limiter.process();
    await Promise.resolve();
    expect(order).toEqual(["new-high"]);
    advance(20_000);
    limiter.process();
    await Promise.resolve();
    expect(order).toEqual(["new-high", "old-normal"]);
  });

  it("serves equal priorities oldest first", async () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 15; i++) await limiter.schedule("/api/search");
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      void limiter.schedule("/api/search", { priority: "low" }).then(() => order.push(i));
      advance(1);
    }
    advance(300);
    limiter.process();
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
  });

  it("rejects when the class's queue is full", async () => {
    const { limiter } = setup();
    for (let i = 0; i < 5; i++) await limiter.schedule("/api/a/export");
    const queued = [limiter.schedule("/api/a/export"), limiter.schedule("/api/a/export")]; // export queue: 2
    for (const p of queued) expect(await state(p)).toBe("pending");
    const err = await rejection(limiter.schedule("/api/a/export"));
    expect(err.message).toBe(QUEUE_FULL_MESSAGE);
    expect(err.message).toBe("Request queue is full. Please try again later.");
    expect(err.retryAfter).toBeGreaterThan(0);
  });

  it("caps the whole queue at the global queue size (20)", async () => {
    const limiter = new RateLimiter({
      now: () => 0,
      setInterval: () => 0 as never,
      clearInterval: () => {},
      limits: { global: { ...RATE_LIMITS.global, burst: 1 } },
    });
    await limiter.schedule("/api/teams");
    for (let i = 0; i < 10; i++) void limiter.schedule("/api/teams/a").catch(() => {});
    for (let i = 0; i < 5; i++) void limiter.schedule("/api/search").catch(() => {});
    for (let i = 0; i < 5; i++) void limiter.schedule("/api/stats").catch(() => {});
    expect(limiter.queueSize).toBe(20);
    const err = await rejection(limiter.schedule("/api/x/export"));
    expect(err.message).toBe(QUEUE_FULL_MESSAGE);
    expect(limiter.check("/api/teams/b")).toMatchObject({ allowed: false, reason: "Global rate limit exceeded" });
  });

  it("drops queued items older than 5 minutes", async () => {
    let now = 0;
    const limiter = new RateLimiter({
      now: () => now,
      setInterval: () => 0 as never,
      clearInterval: () => {},
      limits: { export: { maxRequests: 1, windowMs: 24 * 3_600_000, burst: 1, queueSize: 2 } },
    });
    await limiter.schedule("/api/export");
    const stale = limiter.schedule("/api/export");
    now = 5 * 60_000;
    limiter.process();
    expect(await state(stale)).toBe("pending"); // exactly 5 minutes: still waiting
    now += 1;
    limiter.process();
    const err = await rejection(stale);
    expect(err.message).toBe("export rate limit exceeded");
    expect(err.queuePosition).toBe(1);
    expect(limiter.queueSize).toBe(0);
  });

  it("processes every 500 ms while something waits and cleans up every 5 minutes", async () => {
    const { limiter, timers } = setup();
    await limiter.schedule("/api/teams");
    expect(timers.map((t) => t.ms)).toEqual([CLEANUP_INTERVAL_MS]);
    for (let i = 0; i < 15; i++) await limiter.schedule("/api/search");
    void limiter.schedule("/api/search");
    expect(timers.map((t) => t.ms)).toEqual([CLEANUP_INTERVAL_MS, QUEUE_INTERVAL_MS]);
  });

  it("removes an aborted request from the queue", async () => {
    const { limiter } = setup();
    for (let i = 0; i < 15; i++) await limiter.schedule("/api/search");
    const ctrl = new AbortController();
    const p = limiter.schedule("/api/search", { signal: ctrl.signal });
    expect(limiter.queueSize).toBe(1);
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ name: "AbortError" });
    expect(limiter.queueSize).toBe(0);
  });

  it("reports status: global used/limit, queue size, per endpoint", async () => {
    const { limiter } = setup();
    await limiter.schedule("/api/teams?page=1");
    await limiter.schedule("/api/teams?page=2");
    await limiter.schedule("/api/search?q=x");
    const s = limiter.status();
    expect(s.global).toEqual({ used: 3, limit: 100 });
    expect(s.queueSize).toBe(0);
    expect(s.byEndpoint).toEqual({ "/api/teams": { used: 2, limit: 60 } });
    expect(s.byType.search).toEqual({ used: 1, limit: 10, queued: 0 });
  });
});
