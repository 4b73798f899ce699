import { DEFAULT_RETRY_AFTER_S, type RateLimitError } from "./errors";

/**
 * The Rate Limit Exceeded notice's state: any query or
 * mutation that fails with a RateLimitError shows it (lib/query.ts); the
 * RateLimitNotice component renders it.
 */

/** The notice hides itself after 5 seconds. */
export const RATE_LIMIT_NOTICE_MS = 5_000;

export interface RateLimitNoticeState {
  /** Increments with each notice, so a repeat restarts the timer. */
  id: number;
  message: string;
  retryAfter: number;
  queuePosition?: number;
  shownAt: number;
}

let state: RateLimitNoticeState | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function showRateLimitNotice(
  err: Pick<RateLimitError, "message" | "retryAfter"> & { queuePosition?: number },
  now: number = Date.now(),
) {
  state = {
    id: ++nextId,
    message: err.message,
    retryAfter: Number.isFinite(err.retryAfter) ? err.retryAfter : DEFAULT_RETRY_AFTER_S,
    queuePosition: err.queuePosition,
    shownAt: now,
  };
  emit();
}

export function dismissRateLimitNotice() {
  if (!state) return;
  state = null;
  emit();
}

export function getRateLimitNotice(): RateLimitNoticeState | null {
  return state;
}

export function subscribeRateLimitNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * "Retry in N seconds", "Retry in N minutes" (whole minutes) or
 * "Retry in Xm Ys".
 */
export function formatRetryAfter(seconds: number): string {
  const s = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : DEFAULT_RETRY_AFTER_S));
  if (s < 60) return `Retry in ${s} ${s === 1 ? "second" : "seconds"}`;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  if (rest === 0) return `Retry in ${m} ${m === 1 ? "minute" : "minutes"}`;
  return `Retry in ${m}m ${rest}s`;
}
