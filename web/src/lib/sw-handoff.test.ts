import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps state for the page's life: a fresh copy per test.
async function fresh() {
  vi.resetModules();
  return import("./sw-handoff");
}

const json = (status = 200) => new Response('{"ok":true}', { status, headers: { "Content-Type": "application/json" } });

describe("sw-handoff", () => {
  const puts: string[] = [];
  beforeEach(() => {
    puts.length = 0;
    vi.stubGlobal("navigator", { serviceWorker: { controller: null } });
    vi.stubGlobal("caches", { open: async () => ({ put: async (url: string) => void puts.push(new URL(url).pathname + new URL(url).search) }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hands the read API's GET answers to the worker's cache once, fetching nothing again", async () => {
    const m = await fresh();
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    m.keepForWorker("/api/teams/boston-celtics?sport__slug=basketball", "GET", json());
    m.keepForWorker("/api/v1/analytics/export/team_stats/?format=csv", "GET", json());
    m.keepForWorker("/api/games/live/stream", "GET", json());
    m.keepForWorker("/api/admin/audit/", "GET", json());
    m.keepForWorker("/api/teams/nobody", "GET", json(404));
    m.keepForWorker("/api/v1/analytics/analytics/predict_game/", "POST", json());
    m.keepForWorker("http://elsewhere.example/api/teams", "GET", json());
    m.keepForWorker("/assets/index.js", "GET", json());
    await m.handToWorker("almanac-api");
    expect(puts).toEqual(["/api/teams/boston-celtics?sport__slug=basketball"]);
    expect(fetchSpy).not.toHaveBeenCalled();
    // Once handed over, nothing more is kept.
    m.keepForWorker("/api/teams", "GET", json());
    await m.handToWorker("almanac-api");
    expect(puts).toHaveLength(1);
  });

  it("keeps nothing while a worker is in control (it sees the answers itself), nor once dropped", async () => {
    const m = await fresh();
    vi.stubGlobal("navigator", { serviceWorker: { controller: {} } });
    m.keepForWorker("/api/teams", "GET", json());
    vi.stubGlobal("navigator", { serviceWorker: { controller: null } });
    m.dropKept();
    m.keepForWorker("/api/teams", "GET", json());
    await m.handToWorker("almanac-api");
    expect(puts).toEqual([]);
  });

  it("keeps at most MAX_KEPT answers", async () => {
    const m = await fresh();
    for (let i = 0; i < 100; i++) m.keepForWorker(`/api/games/${i}`, "GET", json());
    await m.handToWorker("almanac-api");
    expect(puts).toHaveLength(m.MAX_KEPT);
  });
});
