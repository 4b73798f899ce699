/**
 * The request layer: the one way the app calls its own
 * API. JSON in and out, cookies sent (credentials: "include"), a 30 s
 * timeout, failures turned into ApiError values carrying the server's
 * `detail`, HTTP 429 into RateLimitError. On top of the plain
 * call (`apiFetch`), `request` merges identical in-flight GETs and passes
 * every call through the client-side rate limiter; `apiGet` also adds the
 * site's sport and level filters.
 */
import { InflightDeduper } from "./dedupe";
import { ApiError, RATE_LIMIT_MESSAGE, RateLimitError, DEFAULT_RETRY_AFTER_S } from "./errors";
import { RateLimiter, type Priority } from "./rate-limiter";
import type { Schemas } from "./openapi/types";
import { siteFilters } from "./site";
import { keepForWorker } from "./sw-handoff";

export {
  ApiError,
  AppError,
  RateLimitError,
  RATE_LIMIT_MESSAGE,
  DEFAULT_RETRY_AFTER_S,
  isApiError,
  isAppError,
  isRateLimitError,
  errorMessage,
  isAbortError,
} from "./errors";

/** Default request timeout (API timeout 30000 ms). */
export const API_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions extends Omit<RequestInit, "body" | "priority"> {
  /** Query parameters; null, undefined and "" values are left out. */
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  /** Milliseconds before the request is aborted; 0 turns the timeout off. */
  timeoutMs?: number;
  /** Queue priority when the client rate limit makes the request wait (higher first). */
  priority?: Priority;
  /** false: skip the client-side rate limiter (infrastructure calls: site, config, auth). */
  rateLimit?: boolean;
  /** false: do not merge this GET with an identical one in flight. */
  dedupe?: boolean;
}

/** Builds "/api/x?a=1&b=2" from a path and query parameters. */
export function buildUrl(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const v of values) {
      if (v === null || v === undefined || v === "") continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes("?") ? "&" : "?") + qs;
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number {
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const at = Date.parse(trimmed);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  return DEFAULT_RETRY_AFTER_S;
}

/** The text to show for an error body: its `detail`, else a message, else a generic line. */
function detailFrom(body: unknown, kind: BodyKind, status: number, statusText: string): string {
  if (kind === "json" && body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    if (typeof b.detail === "string" && b.detail.trim()) return b.detail;
    if (typeof b.message === "string" && b.message.trim()) return b.message;
    if (typeof b.error === "string" && b.error.trim()) return b.error;
  } else if (kind === "text" && typeof body === "string") {
    const text = body.trim();
    // Short plain-text bodies are messages; HTML error pages are not.
    if (text && text.length <= 200 && !text.startsWith("<")) return text;
  }
  return statusText ? `Request failed: ${status} ${statusText}` : `Request failed with status ${status}`;
}

function isJsonResponse(res: Response): boolean {
  const type = res.headers.get("Content-Type") ?? "";
  return /[/+]json\b/i.test(type);
}

type BodyKind = "empty" | "json" | "text" | "bad-json";

/** The body as JSON when it says it is JSON, else as text. */
async function readBody(res: Response): Promise<{ data: unknown; kind: BodyKind }> {
  const text = await res.text();
  if (!text) return { data: undefined, kind: "empty" };
  if (!isJsonResponse(res)) return { data: text, kind: "text" };
  try {
    return { data: JSON.parse(text) as unknown, kind: "json" };
  } catch {
    // Malformed JSON: keep the text for debugging, never show it.
    return { data: text, kind: "bad-json" };
  }
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/** Aborts when either the caller's signal or the timeout fires. */
function withTimeout(signal: AbortSignal | null | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener("abort", onAbort, { once: true });
  }
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    },
  };
}

/**
 * One HTTP call, without the request layer (no dedupe, no client limits).
 * Resolves with the parsed JSON body (undefined for an
 * empty body, e.g. 204). Rejects with ApiError on a network failure, a
 * timeout, a non-2xx status or a success body that is not JSON.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, timeoutMs = API_TIMEOUT_MS, headers: initHeaders, signal: callerSignal, priority: _p, rateLimit: _r, dedupe: _d, ...init } = options;
  const url = buildUrl(path, query);
  const headers = new Headers(initHeaders);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
  }

  const abort = withTimeout(callerSignal, timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { credentials: "include", ...init, headers, body: payload, signal: abort.signal });
    keepForWorker(url, (init.method ?? "GET").toUpperCase(), res);
  } catch (err) {
    abort.done();
    if (callerSignal?.aborted) throw err; // the caller cancelled: let it see its own AbortError
    const detail = abort.timedOut()
      ? "The server took too long to respond. Please try again."
      : "Unable to reach the server. Check your connection and try again.";
    throw new ApiError({ status: 0, detail, url, body: err });
  }

  let data: unknown;
  let kind: BodyKind;
  try {
    ({ data, kind } = await readBody(res));
  } catch (err) {
    if (callerSignal?.aborted) throw err;
    throw new ApiError({ status: res.status, detail: "The response could not be read.", url, body: err });
  } finally {
    abort.done();
  }

  if (res.status === 429) {
    // The server's rate limit, with the wait from Retry-After (default 60 s).
    throw new RateLimitError({
      message: RATE_LIMIT_MESSAGE,
      retryAfter: parseRetryAfter(res.headers.get("Retry-After")),
      source: "server",
      url,
      body: data,
    });
  }
  if (!res.ok) {
    throw new ApiError({
      status: res.status,
      detail: detailFrom(data, kind, res.status, res.statusText),
      url,
      body: data,
    });
  }
  if (kind === "text" || kind === "bad-json") {
    throw new ApiError({ status: res.status, detail: "Unexpected response from the server.", url, body: data });
  }
  return data as T;
}

/** The shared limiter and in-flight table (one per page). */
export const rateLimiter = new RateLimiter();
export const inflight = new InflightDeduper();

/** Forgets limiter history and in-flight requests (tests). */
export function resetRequestLayer() {
  rateLimiter.reset();
  inflight.clear();
}

/**
 * A call through the request layer: identical in-flight GETs are merged
 * (one network request, every caller gets its result) and each network
 * request waits for the client-side rate limiter, which may reject it with a
 * RateLimitError.
 */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, signal, priority, rateLimit = true, dedupe = true, ...rest } = options;
  const method = (rest.method ?? "GET").toUpperCase();
  const url = buildUrl(path, query);
  const run = async (sig: AbortSignal | null | undefined): Promise<T> => {
    if (rateLimit) await rateLimiter.schedule(url, { priority, signal: sig });
    return apiFetch<T>(url, { ...rest, method, signal: sig });
  };
  if (method === "GET" && dedupe) return inflight.run(`GET ${url}`, run, signal);
  return run(signal);
}

type NoBody = Omit<RequestOptions, "method" | "body">;

/** Shorthands through the request layer (no site filters); `api.get<T>("/api/sports")`. */
export const api = {
  get: <T>(path: string, options?: NoBody) => request<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: NoBody) => request<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: NoBody) => request<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: NoBody) => request<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: NoBody) => request<T>(path, { ...options, method: "DELETE" }),
};

export interface ApiGetOptions {
  signal?: AbortSignal;
  /** false: do not add the site's sport__slug / level__slug. */
  siteFilters?: boolean;
  priority?: Priority;
  /**
   * The browser's HTTP cache mode: "no-cache" revalidates (a 304 when
   * unchanged) for answers that change under a live game, whose cached copy
   * may be minutes old.
   */
  cache?: RequestCache;
}

/**
 * GET a data endpoint with the site's filters (sport__slug, level__slug)
 * added. `params` win over the filters; pass `sport__slug: undefined` to
 * drop one.
 */
export function apiGet<T>(path: string, params?: QueryParams, options: ApiGetOptions = {}): Promise<T> {
  const query = options.siteFilters === false ? params : { ...siteFilters(), ...params };
  return request<T>(path, { method: "GET", query, signal: options.signal, priority: options.priority, cache: options.cache });
}

/**
 * A page of a list endpoint: count, next and previous links, results. Every
 * Paged* schema is this envelope around its rows (api.test.ts checks a few).
 */
export type Paged<T> = { [K in keyof Schemas["PagedSport"]]: K extends "results" ? T[] : Schemas["PagedSport"][K] };

/** The items of a list response, whether it is paged or a bare array. */
export function listResults<T>(data: Paged<T> | T[] | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.results)) return data.results;
  return [];
}

/** A list response as a page (a bare array becomes one page). */
export function toPaged<T>(data: Paged<T> | T[] | null | undefined): Paged<T> {
  if (Array.isArray(data)) return { count: data.length, next: null, previous: null, results: data };
  const results = listResults(data);
  return {
    count: typeof data?.count === "number" ? data.count : results.length,
    next: data?.next ?? null,
    previous: data?.previous ?? null,
    results,
  };
}

/** One page of a list endpoint, with the site filters (see apiGet). */
export async function fetchPaged<T>(path: string, params?: QueryParams, options: ApiGetOptions = {}): Promise<Paged<T>> {
  return toPaged(await apiGet<Paged<T> | T[]>(path, params, options));
}

/** A `next` link (absolute on the API's host) as a path on this origin. */
export function relativeUrl(link: string): string {
  try {
    const u = new URL(link, "http://relative.invalid");
    return u.pathname + u.search;
  } catch {
    return link;
  }
}

export interface AllPagesOptions extends ApiGetOptions {
  /** Page size asked for (default 100). */
  pageSize?: number;
  /** Pages fetched at most (default 5). */
  maxPages?: number;
  /** Items collected at most (default 500). */
  maxItems?: number;
}

/** The team list: page size 100, up to 5 pages or 500 items. */
export const ALL_PAGES_DEFAULTS = { pageSize: 100, maxPages: 5, maxItems: 500 } as const;

/**
 * Every item of a list endpoint, following `next` up to `maxPages` pages or
 * `maxItems` items (page size 100, 5 pages, 500 teams).
 */
export async function fetchAllPages<T>(path: string, params?: QueryParams, options: AllPagesOptions = {}): Promise<T[]> {
  const { pageSize = ALL_PAGES_DEFAULTS.pageSize, maxPages = ALL_PAGES_DEFAULTS.maxPages, maxItems = ALL_PAGES_DEFAULTS.maxItems } =
    options;
  let page = await fetchPaged<T>(path, { page_size: pageSize, ...params }, options);
  const items = [...page.results];
  let pages = 1;
  while (page.next && pages < maxPages && items.length < maxItems) {
    // The next link already carries every filter and the page number.
    page = toPaged(await request<Paged<T> | T[]>(relativeUrl(page.next), { signal: options.signal, priority: options.priority, cache: options.cache }));
    items.push(...page.results);
    pages++;
  }
  return items.slice(0, maxItems);
}
