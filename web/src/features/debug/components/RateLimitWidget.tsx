import { RATE_LIMIT_CRITICAL_MESSAGE, RATE_LIMIT_WARN_MESSAGE, rateLimitLevel, useRateLimitStatus } from "@/lib/use-rate-limit-status";

const BAR = { ok: "bg-green-600", warning: "bg-amber-500", critical: "bg-red-600" } as const;

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const level = rateLimitLevel(used, limit);
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-secondary-700">{label}</span>
        <span className="tabular-nums text-secondary-900">
          {used} / {limit}
        </span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-secondary-100">
        <div className={`h-full ${BAR[level]}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** The rate-limit status widget: global and per-type usage, queue, refreshed every second. */
export function RateLimitWidget() {
  const status = useRateLimitStatus();
  const level = rateLimitLevel(status.global.used, status.global.limit);
  return (
    <section aria-labelledby="rate-limit-status" className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <h2 id="rate-limit-status" className="text-lg font-semibold text-secondary-900">
        Rate limit status
      </h2>
      <div className="mt-4 space-y-3">
        <Usage label="Global" used={status.global.used} limit={status.global.limit} />
        {Object.entries(status.byType).map(([type, u]) => (
          <Usage key={type} label={type[0].toUpperCase() + type.slice(1)} used={u.used} limit={u.limit} />
        ))}
      </div>
      <p className="mt-3 text-sm text-secondary-600">Queued requests: {status.queueSize}</p>
      {level !== "ok" && (
        <p role="status" className={`mt-3 rounded-md px-3 py-2 text-sm font-medium ${level === "critical" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"}`}>
          {level === "critical" ? RATE_LIMIT_CRITICAL_MESSAGE : RATE_LIMIT_WARN_MESSAGE}
        </p>
      )}
    </section>
  );
}
