/**
 * The client-side rate limits that rate-limiter.ts enforces: per class of
 * request and overall, their messages, and how a request's path picks its
 * class.
 */

export type RateLimitType = "search" | "data" | "analytics" | "export";

export interface LimitConfig {
  /** Requests allowed per window (the sustained rate). */
  maxRequests: number;
  windowMs: number;
  /** Requests allowed at once from a full bucket. */
  burst: number;
  /** Requests that may wait for a token. */
  queueSize: number;
}

export type LimitTable = Record<RateLimitType | "global", LimitConfig>;

/** Per request type: requests per window, burst and queue length. */
export const RATE_LIMITS: LimitTable = {
  search: { maxRequests: 10, windowMs: 1_000, burst: 15, queueSize: 5 },
  data: { maxRequests: 30, windowMs: 60_000, burst: 40, queueSize: 10 },
  analytics: { maxRequests: 10, windowMs: 60_000, burst: 12, queueSize: 5 },
  export: { maxRequests: 3, windowMs: 60_000, burst: 5, queueSize: 2 },
  global: { maxRequests: 100, windowMs: 60_000, burst: 120, queueSize: 20 },
};

/** The per-endpoint limit for data calls. */
export const ENDPOINT_LIMIT = { maxRequests: 60, windowMs: 60_000 };

export const QUEUE_INTERVAL_MS = 500;
export const QUEUE_MAX_AGE_MS = 5 * 60_000;
export const CLEANUP_INTERVAL_MS = 5 * 60_000;

export const QUEUE_FULL_MESSAGE = "Request queue is full. Please try again later.";
export const GLOBAL_LIMIT_MESSAGE = "Global rate limit exceeded";

export function typeLimitMessage(type: RateLimitType): string {
  return `${type} rate limit exceeded`;
}

export function endpointLimitMessage(endpoint: string): string {
  return `Rate limit exceeded for ${endpoint}. Please wait before making more requests.`;
}

/** The path of a URL or path, without origin, query or fragment. */
export function endpointOf(url: string): string {
  let path = url;
  const scheme = path.indexOf("://");
  if (scheme >= 0) {
    const slash = path.indexOf("/", scheme + 3);
    path = slash >= 0 ? path.slice(slash) : "/";
  }
  const cut = path.search(/[?#]/);
  return cut >= 0 ? path.slice(0, cut) : path;
}

/**
 * The limit class of a request, from its path: search (/search or
 * autocomplete), export (/export, download, .csv), analytics (/analytics,
 * /stats, /compare), data (everything else). Export is tested before
 * analytics so that the analytics service's export calls count as exports.
 */
export function classifyRequest(url: string): RateLimitType {
  const p = endpointOf(url).toLowerCase();
  if (p.includes("/search") || p.includes("autocomplete")) return "search";
  if (p.includes("/export") || p.includes("download") || p.includes(".csv")) return "export";
  if (p.includes("/analytics") || p.includes("/stats") || p.includes("/compare")) return "analytics";
  return "data";
}
