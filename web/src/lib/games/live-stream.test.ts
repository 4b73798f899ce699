import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "@/testing/test-utils";
import { celticsMavs } from "@/testing/game-fixtures";
import { FakeEventSource } from "@/testing/fake-event-source";
import { LIVE_IDLE_CLOSE_MS, LIVE_RECONNECT_MS, LIVE_STREAM_URL, LiveScoreStream, type Scheduler } from "./live-stream";

const create = (url: string) => new FakeEventSource(url);

beforeEach(() => {
  FakeEventSource.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("LiveScoreStream", () => {
  it("opens one connection for several pages and closes it a while after the last leaves", () => {
    const stream = new LiveScoreStream(createTestQueryClient(), create);
    const a = stream.acquire();
    const b = stream.acquire();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe(LIVE_STREAM_URL);
    a();
    a(); // releasing twice counts once
    vi.advanceTimersByTime(LIVE_IDLE_CLOSE_MS * 2);
    expect(FakeEventSource.latest().closed).toBe(false);
    b();
    vi.advanceTimersByTime(LIVE_IDLE_CLOSE_MS - 1);
    expect(FakeEventSource.latest().closed).toBe(false);
    // A page arriving within the grace period keeps the same connection.
    const c = stream.acquire();
    vi.advanceTimersByTime(LIVE_IDLE_CLOSE_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
    c();
    vi.advanceTimersByTime(LIVE_IDLE_CLOSE_MS);
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(stream.active).toBe(false);
  });

  it("patches the cache from snapshot and game events; ignores malformed data", () => {
    const client = createTestQueryClient();
    client.setQueryData(["games", "live", {}], { count: 0, results: [] });
    const stream = new LiveScoreStream(client, create);
    stream.acquire();
    const es = FakeEventSource.latest();
    const game = celticsMavs({ id: 42, status: "live", period: 1, time_remaining: "9:00", home_score: 2, away_score: 0 });
    es.emit("snapshot", { results: [game] });
    expect(client.getQueryData<{ count: number }>(["games", "live", {}])?.count).toBe(1);
    es.emit("game", { ...game, home_score: 5 });
    es.emit("game", "not json");
    es.emit("game", { status: "live" });
    expect(client.getQueryData<{ results: { home_score: number }[] }>(["games", "live", {}])?.results[0].home_score).toBe(5);
  });

  it("leaves reconnecting to EventSource, but reopens after the browser gives up while pages need it", () => {
    const stream = new LiveScoreStream(createTestQueryClient(), create);
    const release = stream.acquire();
    FakeEventSource.latest().fail(false); // a dropped connection: EventSource retries itself
    vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
    FakeEventSource.latest().fail(true); // e.g. 429: closed for good
    vi.advanceTimersByTime(LIVE_RECONNECT_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    release();
    FakeEventSource.latest().fail(true);
    vi.advanceTimersByTime(LIVE_RECONNECT_MS * 3);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it("does nothing where the browser has no EventSource", () => {
    const stream = new LiveScoreStream(createTestQueryClient(), null);
    stream.acquire()();
    expect(stream.active).toBe(false);
  });

  it("opens only when the scheduler says the page has settled, and not at all if the page left meanwhile", () => {
    const queued: (() => void)[] = [];
    const later: Scheduler = (fn) => {
      queued.push(fn);
      return () => queued.splice(queued.indexOf(fn), 1);
    };
    const stream = new LiveScoreStream(createTestQueryClient(), create, later);
    const release = stream.acquire();
    stream.acquire()(); // a second user comes and goes: still one pending open
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(FakeEventSource.instances).toHaveLength(1);
    release();
    vi.advanceTimersByTime(LIVE_IDLE_CLOSE_MS);

    const again = new LiveScoreStream(createTestQueryClient(), create, later);
    again.acquire()();
    vi.advanceTimersByTime(LIVE_IDLE_CLOSE_MS); // closing cancels the pending open
    expect(queued).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
