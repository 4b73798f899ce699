/**
 * The one fetch wrapper the app uses for its own API: JSON in and out,
 * cookies sent (credentials: "include"), a timeout, and failures turned into
 * ApiError values that carry the server's `detail` text (DESIGN §4: errors
 * are JSON {"detail": "…"}).
 */

/** Default request timeout (spec part 1 §9: API timeout 30000 ms). */
export const API_TIMEOUT_MS = 30_000;

/** Message for HTTP 429 when the server sends no detail (spec part 1 §8). */
export const RATE_LIMIT_MESSAGE = "Server rate limit exceeded. Please wait before making more requests.";

/** Seconds to wait after a 429 without a usable Retry-After header. */
export const DEFAULT_RETRY_AFTER_S = 60;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions extends Omit<RequestInit, "body"> {
  /** Query parameters; null, undefined and "" values are left out. */
  query?: Record<string, QueryValue | QueryValue[]>;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  /** Milliseconds before the request is aborted; 0 turns the timeout off. */
  timeoutMs?: number;
}

/** A failed API call. `detail` is safe to show to the visitor. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly url: string;
  readonly body: unknown;
  /** Seconds to wait before retrying (HTTP 429 only). */
  readonly retryAfter?: number;

  constructor(init: { status: number; detail: string; url: string; body?: unknown; retryAfter?: number }) {
    super(init.detail);
    this.name = "ApiError";
    this.status = init.status;
    this.detail = init.detail;
    this.url = init.url;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /** 0 when the server could not be reached (network failure, timeout, abort). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
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
  if (status === 429) return RATE_LIMIT_MESSAGE;
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
 * Calls the API and resolves with the parsed JSON body (undefined for an
 * empty body, e.g. 204). Rejects with ApiError on a network failure, a
 * timeout, a non-2xx status or a success body that is not JSON.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, timeoutMs = API_TIMEOUT_MS, headers: initHeaders, signal: callerSignal, ...init } = options;
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

  if (!res.ok) {
    throw new ApiError({
      status: res.status,
      detail: detailFrom(data, kind, res.status, res.statusText),
      url,
      body: data,
      retryAfter: res.status === 429 ? parseRetryAfter(res.headers.get("Retry-After")) : undefined,
    });
  }
  if (kind === "text" || kind === "bad-json") {
    throw new ApiError({ status: res.status, detail: "Unexpected response from the server.", url, body: data });
  }
  return data as T;
}

/** Shorthands; `api.get<T>("/api/sports")`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiFetch<T>(path, { ...options, method: "DELETE" }),
};

/** A page of a list endpoint (DESIGN §4). */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The items of a list response, whether it is paged or a bare array. */
export function listResults<T>(data: Paged<T> | T[] | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.results)) return data.results;
  return [];
}
