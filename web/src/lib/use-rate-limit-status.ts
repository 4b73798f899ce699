import { useEffect, useState } from "react";
import { rateLimiter } from "./api";
import type { RateLimitStatus } from "./rate-limiter";

/** Refresh interval of the rate-limit widget. */
export const RATE_LIMIT_STATUS_REFRESH_MS = 1_000;

/** Above this share of the global limit the widget warns. */
export const RATE_LIMIT_WARN = 0.8;
/** At or above this share it is critical. */
export const RATE_LIMIT_CRITICAL = 0.95;

export const RATE_LIMIT_WARN_MESSAGE = "Approaching rate limit. Requests may be queued.";
export const RATE_LIMIT_CRITICAL_MESSAGE = "Rate limit reached. New requests will be queued or rejected.";

/** The widget's level for a usage: "ok", "warning" (over 80%) or "critical" (95% or more). */
export function rateLimitLevel(used: number, limit: number): "ok" | "warning" | "critical" {
  const share = limit > 0 ? used / limit : 0;
  if (share >= RATE_LIMIT_CRITICAL) return "critical";
  if (share > RATE_LIMIT_WARN) return "warning";
  return "ok";
}

/**
 * The client rate limiter's state for the rate-limit widget: global
 * {used, limit}, queueSize, byEndpoint {used, limit}, byType. Refreshed every
 * second and on every limiter change.
 */
export function useRateLimitStatus(refreshMs: number = RATE_LIMIT_STATUS_REFRESH_MS): RateLimitStatus {
  const [status, setStatus] = useState(() => rateLimiter.status());
  useEffect(() => {
    const update = () => setStatus(rateLimiter.status());
    const unsubscribe = rateLimiter.subscribe(update);
    const id = setInterval(update, refreshMs);
    update();
    return () => {
      unsubscribe();
      clearInterval(id);
    };
  }, [refreshMs]);
  return status;
}
