import { describe, expect, expectTypeOf, it } from "vitest";
import type { Schemas } from "@/lib/openapi/types";
import { jsonResponse, mockFetch } from "@/testing/test-utils";
import { afterEach, vi } from "vitest";
import {
  ApiError,
  RATE_LIMIT_MESSAGE,
  RateLimitError,
  api,
  apiFetch,
  apiGet,
  buildUrl,
  fetchAllPages,
  fetchPaged,
  inflight,
  isApiError,
  listResults,
  parseRetryAfter,
  rateLimiter,
  relativeUrl,
  request,
  type Paged,
} from "./api";
import { DEFAULT_SITE, normalizeSite, setSite } from "./site";

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    expect(isApiError(err)).toBe(true);
    return err as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("apiFetch", () => {
  it("returns parsed JSON and sends cookies and Accept", async () => {
    const fetch = mockFetch(() => jsonResponse({ results: [1, 2] }));
    await expect(apiFetch("/api/sports")).resolves.toEqual({ results: [1, 2] });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/sports");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("sends plain bodies as JSON", async () => {
    const fetch = mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.post("/auth/login", { email: "a@b.c" })).resolves.toBeUndefined();
    const init = fetch.mock.calls[0][1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("adds query parameters, skipping empty ones", () => {
    expect(buildUrl("/api/teams", { sport__slug: "football", search: "", page: 2, x: undefined })).toBe(
      "/api/teams?sport__slug=football&page=2",
    );
    expect(buildUrl("/api/teams?a=1", { b: [1, 2] })).toBe("/api/teams?a=1&b=1&b=2");
    expect(buildUrl("/api/teams", {})).toBe("/api/teams");
  });

  it.each([
    {
      name: "detail from a JSON error body",
      res: () => jsonResponse({ detail: "Team not found." }, { status: 404, statusText: "Not Found" }),
      status: 404,
      detail: "Team not found.",
    },
    {
      name: "detail naming a bad parameter",
      res: () => jsonResponse({ detail: "page: want a positive integer" }, { status: 400 }),
      status: 400,
      detail: "page: want a positive integer",
    },
    {
      name: "status text when the body is not JSON",
      res: () => new Response("<html>oops</html>", { status: 502, statusText: "Bad Gateway", headers: { "Content-Type": "text/html" } }),
      status: 502,
      detail: "Request failed: 502 Bad Gateway",
    },
    {
      name: "short plain-text bodies as the message",
      res: () => new Response("database is down", { status: 503, headers: { "Content-Type": "text/plain" } }),
      status: 503,
      detail: "database is down",
    },
    {
      name: "a generic message for an empty body",
      res: () => new Response(null, { status: 500 }),
      status: 500,
      detail: "Request failed with status 500",
    },
    {
      name: "malformed JSON",
      res: () => new Response("{not json", { status: 500, statusText: "Internal Server Error", headers: { "Content-Type": "application/json" } }),
      status: 500,
      detail: "Request failed: 500 Internal Server Error",
    },
  ])("rejects with ApiError: $name", async ({ res, status, detail }) => {
    mockFetch(res);
    const err = await failure(apiFetch("/api/x"));
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(status);
    expect(err.detail).toBe(detail);
    expect(err.message).toBe(detail);
    expect(err.url).toBe("/api/x");
  });

  it("keeps the error body and classifies client errors", async () => {
    mockFetch(() => jsonResponse({ detail: "nope", field: "page" }, { status: 400 }));
    const err = await failure(apiFetch("/api/x"));
    expect(err.body).toEqual({ detail: "nope", field: "page" });
    expect(err.isClientError).toBe(true);
    expect(err.isNetworkError).toBe(false);
  });

  it("turns a 429 into a RateLimitError with Retry-After and the spec message", async () => {
    mockFetch(() => jsonResponse({ detail: "slow down" }, { status: 429, headers: { "Retry-After": "17" } }));
    const err = await failure(apiFetch("/api/x"));
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.isRateLimited).toBe(true);
    expect(err.retryAfter).toBe(17);
    expect(err.detail).toBe(RATE_LIMIT_MESSAGE);
    expect(err.message).toBe("Server rate limit exceeded. Please wait before making more requests.");
    expect((err as RateLimitError).source).toBe("server");
  });

  it("waits 60 seconds after a 429 without Retry-After", async () => {
    mockFetch(() => new Response(null, { status: 429 }));
    const err = await failure(apiFetch("/api/x"));
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.retryAfter).toBe(60);
  });

  it("defaults Retry-After to 60 seconds and parses HTTP dates", () => {
    expect(parseRetryAfter(null)).toBe(60);
    expect(parseRetryAfter("soon")).toBe(60);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
  });

  it("turns a network failure into status 0", async () => {
    mockFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const err = await failure(apiFetch("/api/x"));
    expect(err.status).toBe(0);
    expect(err.isNetworkError).toBe(true);
    expect(err.detail).toMatch(/unable to reach the server/i);
  });

  it("times out", async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const err = await failure(apiFetch("/api/slow", { timeoutMs: 5 }));
    expect(err.status).toBe(0);
    expect(err.detail).toMatch(/too long/);
  });

  it("lets a caller's abort through unchanged", async () => {
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const ctrl = new AbortController();
    const p = apiFetch("/api/x", { signal: ctrl.signal });
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ name: "AbortError" });
  });

  it("rejects a success response with malformed JSON", async () => {
    mockFetch(() => new Response("{oops", { status: 200, headers: { "Content-Type": "application/json" } }));
    const err = await failure(apiFetch("/api/x"));
    expect(err.detail).toBe("Unexpected response from the server.");
  });

  it("accepts JSON media types with parameters and +json suffixes", async () => {
    mockFetch(() => new Response('"ok"', { status: 200, headers: { "Content-Type": "application/problem+json; charset=utf-8" } }));
    await expect(apiFetch("/api/x")).resolves.toBe("ok");
  });

  it("rejects a success response that is not JSON (e.g. an HTML page)", async () => {
    mockFetch(() => new Response("<!doctype html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    const err = await failure(apiFetch("/api/x"));
    expect(err.status).toBe(200);
    expect(err.detail).toBe("Unexpected response from the server.");
  });
});

describe("Paged", () => {
  it("is the envelope of the API's paged answers", () => {
    expectTypeOf<Paged<Schemas["Game"]>>().toEqualTypeOf<Schemas["PagedGame"]>();
    expectTypeOf<Paged<Schemas["TeamListing"]>>().toEqualTypeOf<Schemas["PagedTeamListing"]>();
    expectTypeOf<Paged<Schemas["Standing"]>>().toEqualTypeOf<Schemas["PagedStanding"]>();
  });
});

describe("listResults", () => {
  it("accepts paged and bare lists", () => {
    expect(listResults({ count: 1, next: null, previous: null, results: ["a"] })).toEqual(["a"]);
    expect(listResults(["b"])).toEqual(["b"]);
    expect(listResults(undefined)).toEqual([]);
  });
});

describe("request layer", () => {
  afterEach(() => setSite(DEFAULT_SITE));

  it("merges identical in-flight GETs into one fetch", async () => {
    let release!: () => void;
    const fetch = mockFetch(() => new Promise<Response>((r) => (release = () => r(jsonResponse({ results: [1] })))));
    const a = api.get("/api/teams", { query: { page: 1 } });
    const b = api.get("/api/teams?page=1");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(inflight.size).toBe(1);
    release();
    await expect(Promise.all([a, b])).resolves.toEqual([{ results: [1] }, { results: [1] }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(inflight.size).toBe(0);

    // Once settled, the next call goes to the network again.
    mockFetch(() => jsonResponse({ results: [2] }));
    await expect(api.get("/api/teams?page=1")).resolves.toEqual({ results: [2] });
  });

  it("does not merge different URLs or non-GET calls", async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    await Promise.all([api.get("/api/teams?page=1"), api.get("/api/teams?page=2"), api.post("/auth/login/", {}), api.post("/auth/login/", {})]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("keeps a merged request alive while one caller still waits", async () => {
    let release!: () => void;
    const fetch = mockFetch(
      (_u, init) =>
        new Promise<Response>((resolve, reject) => {
          release = () => resolve(jsonResponse("ok"));
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const c1 = new AbortController();
    const c2 = new AbortController();
    const a = api.get("/api/x", { signal: c1.signal });
    const b = api.get("/api/x", { signal: c2.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    c1.abort();
    await expect(a).rejects.toMatchObject({ name: "AbortError" });
    release();
    await expect(b).resolves.toBe("ok");
  });

  it("aborts the shared request when every caller has aborted", async () => {
    let aborted = false;
    mockFetch(
      (_u, init) =>
        new Promise<Response>((_r, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const c = new AbortController();
    const p = api.get("/api/y", { signal: c.signal });
    await vi.waitFor(() => expect(inflight.size).toBe(1));
    c.abort();
    await expect(p).rejects.toMatchObject({ name: "AbortError" });
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(inflight.size).toBe(0);
  });

  it("passes calls through the client rate limiter", async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    for (let i = 0; i < 5; i++) await api.get(`/api/v1/analytics/export/games/?n=${i}`);
    // export: burst 5, queue 2 — the next two wait, the third is refused.
    const waiting = [api.get("/api/export/a"), api.get("/api/export/b")];
    const err = await failure(api.get("/api/export/c"));
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.detail).toBe("Request queue is full. Please try again later.");
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(rateLimiter.queueSize).toBe(2);
    void waiting.map((p) => p.catch(() => {}));
  });

  it("skips the limiter when asked", async () => {
    const fetch = mockFetch(() => jsonResponse({}));
    for (let i = 0; i < 8; i++) await request(`/api/export/x${i}`, { rateLimit: false });
    expect(fetch).toHaveBeenCalledTimes(8);
  });
});

describe("apiGet and paging", () => {
  afterEach(() => setSite(DEFAULT_SITE));

  it("adds no filters on the hub", async () => {
    const fetch = mockFetch(() => jsonResponse([]));
    await apiGet("/api/teams", { search: "bulls" });
    expect(fetch.mock.calls[0][0]).toBe("/api/teams?search=bulls");
  });

  it("adds the site's sport and level filters, which params may override or drop", async () => {
    setSite(normalizeSite({ name: "Hoops", sport: "basketball", level: "college" })!);
    const fetch = mockFetch(() => jsonResponse([]));
    await apiGet("/api/teams", { page_size: 100 });
    expect(fetch.mock.calls[0][0]).toBe("/api/teams?sport__slug=basketball&level__slug=ncaa-d1&page_size=100");
    await apiGet("/api/games", { sport__slug: undefined });
    expect(fetch.mock.calls[1][0]).toBe("/api/games?level__slug=ncaa-d1");
    await apiGet("/api/sports", undefined, { siteFilters: false });
    expect(fetch.mock.calls[2][0]).toBe("/api/sports");
  });

  it("reads a page, or a bare list as one page", async () => {
    mockFetch(() => jsonResponse(["a", "b"]));
    await expect(fetchPaged("/api/x")).resolves.toEqual({ count: 2, next: null, previous: null, results: ["a", "b"] });
  });

  it("follows next links up to 5 pages", async () => {
    const fetch = mockFetch((url) => {
      const page = Number(new URL(url, "http://x").searchParams.get("page") ?? "1");
      return jsonResponse({
        count: 1000,
        next: `http://api.example:8080/api/teams?page=${page + 1}&page_size=100`,
        previous: null,
        results: Array.from({ length: 100 }, (_, i) => ({ id: (page - 1) * 100 + i })),
      });
    });
    const items = await fetchAllPages<{ id: number }>("/api/teams");
    expect(items).toHaveLength(500);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(fetch.mock.calls[0][0]).toBe("/api/teams?page_size=100");
    expect(fetch.mock.calls[1][0]).toBe("/api/teams?page=2&page_size=100");
  });

  it("stops at 500 items and when there is no next page", async () => {
    mockFetch(() => jsonResponse({ count: 3, next: null, previous: null, results: [1, 2, 3] }));
    await expect(fetchAllPages("/api/teams")).resolves.toEqual([1, 2, 3]);

    const fetch = mockFetch(() =>
      jsonResponse({ count: 9999, next: "/api/teams?page=2", previous: null, results: Array.from({ length: 300 }, (_, i) => i) }),
    );
    await expect(fetchAllPages("/api/teams", undefined, { pageSize: 300 })).resolves.toHaveLength(500);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("makes next links relative to this origin", () => {
    expect(relativeUrl("http://localhost:8080/api/teams?page=2")).toBe("/api/teams?page=2");
    expect(relativeUrl("/api/teams?page=3")).toBe("/api/teams?page=3");
  });
});
