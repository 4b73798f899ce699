/**
 * The error types of the request layer.
 *
 * - ApiError: the server answered with a failure (or could not be reached).
 *   `detail` is the server's text, safe to show.
 * - RateLimitError: a 429 from the server, or a request the client-side
 *   limiter refused. Carries `retryAfter` seconds and, for
 *   queued requests, a `queuePosition`.
 * - AppError: an error the app raises itself ("Game not found", "No refresh
 *   token available"). Never retried (spec part 2, "Caching and retry policy").
 */

/** Message for HTTP 429. */
export const RATE_LIMIT_MESSAGE = "Server rate limit exceeded. Please wait before making more requests.";

/** Seconds to wait after a 429 without a usable Retry-After header, and for client limits without a better guess. */
export const DEFAULT_RETRY_AFTER_S = 60;

/** A failed API call. `detail` is safe to show to the visitor. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly url: string;
  readonly body: unknown;
  /** Seconds to wait before retrying (rate limits only). */
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

/**
 * A rate limit: the server's 429 (`source: "server"`) or the client-side
 * limiter's refusal (`source: "client"`). Status is 429 either way, so it is
 * never retried.
 */
export class RateLimitError extends ApiError {
  declare readonly retryAfter: number;
  /** The limiter's reason, e.g. "search rate limit exceeded"; the message for server 429s. */
  readonly reason: string;
  readonly queuePosition?: number;
  readonly source: "client" | "server";

  constructor(init: {
    message: string;
    retryAfter?: number;
    queuePosition?: number;
    source: "client" | "server";
    url?: string;
    body?: unknown;
  }) {
    super({
      status: 429,
      detail: init.message,
      url: init.url ?? "",
      body: init.body,
      retryAfter: init.retryAfter ?? DEFAULT_RETRY_AFTER_S,
    });
    this.name = "RateLimitError";
    this.reason = init.message;
    this.queuePosition = init.queuePosition;
    this.source = init.source;
  }
}

/** An error the app raises itself (not an HTTP failure). Never retried. */
export class AppError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AppError";
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

export function isRateLimitError(err: unknown): err is RateLimitError {
  return err instanceof RateLimitError;
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** The text to show for any error: ApiError detail, an Error's message, else `fallback`. */
export function errorMessage(err: unknown, fallback = "An error occurred"): string {
  if (isApiError(err)) return err.detail || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** True for an AbortError (a cancelled request). */
export function isAbortError(err: unknown): boolean {
  return (err instanceof DOMException || err instanceof Error) && err.name === "AbortError";
}
