import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch } from "@/testing/test-utils";
import { ApiError, RATE_LIMIT_MESSAGE, api, apiFetch, buildUrl, isApiError, listResults, parseRetryAfter } from "./api";

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

  it("reads Retry-After on 429 and falls back to the spec message", async () => {
    mockFetch(() => new Response("", { status: 429, headers: { "Retry-After": "17" } }));
    const err = await failure(apiFetch("/api/x"));
    expect(err.isRateLimited).toBe(true);
    expect(err.retryAfter).toBe(17);
    expect(err.detail).toBe(RATE_LIMIT_MESSAGE);
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

describe("listResults", () => {
  it("accepts paged and bare lists", () => {
    expect(listResults({ count: 1, next: null, previous: null, results: ["a"] })).toEqual(["a"]);
    expect(listResults(["b"])).toEqual(["b"]);
    expect(listResults(undefined)).toEqual([]);
  });
});
