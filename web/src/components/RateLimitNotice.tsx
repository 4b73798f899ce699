import { useEffect, useState, useSyncExternalStore } from "react";
import {
  RATE_LIMIT_NOTICE_MS,
  dismissRateLimitNotice,
  formatRetryAfter,
  getRateLimitNotice,
  subscribeRateLimitNotice,
} from "@/lib/rate-limit-notice";

/**
 * The floating Rate Limit Exceeded notice: top right, the
 * message, "Retry in …" counting down, an optional queue position and a
 * progress bar that shrinks until the notice hides itself after 5 seconds.
 * Dismissable.
 */
export function RateLimitNotice() {
  const notice = useSyncExternalStore(subscribeRateLimitNotice, getRateLimitNotice, getRateLimitNotice);
  // The clock is state the interval sets (render reads no clock); 0 until the first tick.
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (!notice) return;
    const hide = setTimeout(dismissRateLimitNotice, RATE_LIMIT_NOTICE_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(hide);
      clearInterval(tick);
    };
  }, [notice]);

  if (!notice) return null;
  // A clock older than the notice (first render) counts as the moment it showed.
  const elapsed = Math.floor((Math.max(now, notice.shownAt) - notice.shownAt) / 1000);
  const remaining = Math.max(0, notice.retryAfter - elapsed);

  return (
    <div
      role="alert"
      aria-labelledby="rate-limit-title"
      className="fixed right-4 top-20 z-50 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-amber-300 bg-white shadow-lg"
    >
      <div className="flex gap-3 p-4">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-amber-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        <div className="min-w-0 flex-1">
          <p id="rate-limit-title" className="text-sm font-semibold text-secondary-900">
            Rate Limit Exceeded
          </p>
          <p className="mt-1 text-sm text-secondary-700">{notice.message}</p>
          <p className="mt-1 text-sm font-medium text-amber-900">{formatRetryAfter(remaining)}</p>
          {notice.queuePosition !== undefined && (
            <p className="mt-1 text-xs text-secondary-600">Queue position: {notice.queuePosition}</p>
          )}
        </div>
        <button
          type="button"
          onClick={dismissRateLimitNotice}
          aria-label="Dismiss"
          className="-m-1 size-8 shrink-0 rounded-md p-1 text-secondary-500 hover:bg-secondary-100 hover:text-secondary-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="h-1 bg-amber-100">
        <div
          key={notice.id}
          data-testid="rate-limit-progress"
          className="h-full origin-left bg-amber-500 motion-safe:animate-[almanac-shrink_5s_linear_forwards]"
        />
      </div>
    </div>
  );
}
