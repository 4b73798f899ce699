import { RateLimitError } from "./errors";
import {
  CLEANUP_INTERVAL_MS,
  ENDPOINT_LIMIT,
  GLOBAL_LIMIT_MESSAGE,
  QUEUE_FULL_MESSAGE,
  QUEUE_INTERVAL_MS,
  QUEUE_MAX_AGE_MS,
  RATE_LIMITS,
  classifyRequest,
  endpointLimitMessage,
  endpointOf,
  typeLimitMessage,
  type LimitTable,
  type RateLimitType,
} from "./rate-limit-config";
import { TokenBucket } from "./token-bucket";

export * from "./rate-limit-config";

/**
 * Client-side rate limiting.
 *
 * Every request is classified by its path (search, analytics, export, data)
 * and must get a token from its class's bucket and from the global bucket.
 * A bucket holds up to `burst` tokens and refills at `maxRequests` per
 * `windowMs`: short bursts go through at once, the sustained rate is the
 * window limit. Data calls are also held to 60 per 60 s per endpoint (a
 * sliding window). A request that cannot run now waits in a queue (bounded
 * per class and overall); the queue is worked every 500 ms, highest priority
 * first, then oldest first; items waiting over 5 minutes are dropped.
 */

/** Higher runs first. */
export type Priority = "high" | "normal" | "low" | number;

function priorityValue(p: Priority | undefined): number {
  if (typeof p === "number") return p;
  if (p === "high") return 10;
  if (p === "low") return -10;
  return 0;
}

interface QueueItem {
  id: number;
  type: RateLimitType;
  endpoint: string;
  priority: number;
  enqueuedAt: number;
  resolve: () => void;
  reject: (err: unknown) => void;
  cleanup: () => void;
}

export interface UsageCount {
  used: number;
  limit: number;
}

/** What the rate-limit widget shows. */
export interface RateLimitStatus {
  global: UsageCount;
  queueSize: number;
  byEndpoint: Record<string, UsageCount>;
  byType: Record<RateLimitType, UsageCount & { queued: number }>;
}

export type CheckResult =
  | { allowed: true }
  | { allowed: false; reason: string; retryAfter: number };

type IntervalHandle = ReturnType<typeof setInterval>;

export interface RateLimiterOptions {
  /** The clock, in milliseconds. */
  now?: () => number;
  /** Timer functions (the queue tick and the cleanup); tests pass no-ops and call process()/cleanup(). */
  setInterval?: (fn: () => void, ms: number) => IntervalHandle;
  clearInterval?: (handle: IntervalHandle) => void;
  limits?: Partial<LimitTable>;
  endpointLimit?: { maxRequests: number; windowMs: number };
}

export interface ScheduleOptions {
  priority?: Priority;
  signal?: AbortSignal | null;
}

const TYPES: RateLimitType[] = ["search", "data", "analytics", "export"];

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

export class RateLimiter {
  private readonly now: () => number;
  private readonly setIntervalFn: (fn: () => void, ms: number) => IntervalHandle;
  private readonly clearIntervalFn: (handle: IntervalHandle) => void;
  readonly limits: LimitTable;
  readonly endpointLimit: { maxRequests: number; windowMs: number };

  private buckets!: Record<RateLimitType | "global", TokenBucket>;
  /** Start times of requests let through, for the status counts and the endpoint window. */
  private globalLog: number[] = [];
  private typeLog: Record<RateLimitType, number[]> = { search: [], data: [], analytics: [], export: [] };
  private endpointLog = new Map<string, number[]>();
  private queue: QueueItem[] = [];
  private seq = 0;
  private queueTimer: IntervalHandle | undefined;
  private cleanupTimer: IntervalHandle | undefined;
  private listeners = new Set<() => void>();

  constructor(options: RateLimiterOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.setIntervalFn = options.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    this.clearIntervalFn = options.clearInterval ?? ((h) => clearInterval(h));
    this.limits = { ...RATE_LIMITS, ...options.limits };
    this.endpointLimit = options.endpointLimit ?? ENDPOINT_LIMIT;
    this.resetBuckets();
  }

  private resetBuckets() {
    const now = this.now();
    this.buckets = {
      search: new TokenBucket(this.limits.search, now),
      data: new TokenBucket(this.limits.data, now),
      analytics: new TokenBucket(this.limits.analytics, now),
      export: new TokenBucket(this.limits.export, now),
      global: new TokenBucket(this.limits.global, now),
    };
  }

  /** Forgets all history and rejects nothing: queued requests are dropped silently (tests). */
  reset() {
    for (const item of this.queue) item.cleanup();
    this.queue = [];
    this.globalLog = [];
    this.typeLog = { search: [], data: [], analytics: [], export: [] };
    this.endpointLog.clear();
    this.stopTimers();
    this.resetBuckets();
    this.emit();
  }

  /** Stops the timers (queued requests stay queued). */
  stopTimers() {
    if (this.queueTimer !== undefined) this.clearIntervalFn(this.queueTimer);
    if (this.cleanupTimer !== undefined) this.clearIntervalFn(this.cleanupTimer);
    this.queueTimer = undefined;
    this.cleanupTimer = undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    for (const l of this.listeners) l();
  }

  private endpointCount(endpoint: string, now: number): number {
    const log = this.endpointLog.get(endpoint);
    if (!log) return 0;
    const from = now - this.endpointLimit.windowMs;
    let n = 0;
    for (const t of log) if (t > from) n++;
    return n;
  }

  private endpointRetryAfter(endpoint: string, now: number): number {
    const log = this.endpointLog.get(endpoint) ?? [];
    const from = now - this.endpointLimit.windowMs;
    const oldest = log.find((t) => t > from);
    if (oldest === undefined) return 1;
    return Math.max(1, Math.ceil((oldest + this.endpointLimit.windowMs - now) / 1000));
  }

  private queuedFor(endpoint: string): number {
    let n = 0;
    for (const q of this.queue) if (q.endpoint === endpoint) n++;
    return n;
  }

  private canRun(type: RateLimitType, now: number): boolean {
    return this.buckets[type].available(now) && this.buckets.global.available(now);
  }

  private waitSeconds(type: RateLimitType, now: number): number {
    const ms = Math.max(this.buckets[type].waitMs(now), this.buckets.global.waitMs(now));
    return Math.max(1, Math.ceil(ms / 1000));
  }

  private consume(type: RateLimitType, endpoint: string, now: number) {
    this.buckets[type].take(now);
    this.buckets.global.take(now);
    this.globalLog.push(now);
    this.typeLog[type].push(now);
    if (type === "data") {
      const log = this.endpointLog.get(endpoint);
      if (log) log.push(now);
      else this.endpointLog.set(endpoint, [now]);
    }
  }

  /** Whether a request to `url` could start now, and if not, why (consumes nothing). */
  check(url: string): CheckResult {
    const now = this.now();
    const type = classifyRequest(url);
    const endpoint = endpointOf(url);
    if (type === "data" && this.endpointCount(endpoint, now) + this.queuedFor(endpoint) >= this.endpointLimit.maxRequests) {
      return { allowed: false, reason: endpointLimitMessage(endpoint), retryAfter: this.endpointRetryAfter(endpoint, now) };
    }
    if (!this.buckets[type].available(now)) {
      return { allowed: false, reason: typeLimitMessage(type), retryAfter: this.waitSeconds(type, now) };
    }
    if (!this.buckets.global.available(now)) {
      return { allowed: false, reason: GLOBAL_LIMIT_MESSAGE, retryAfter: this.waitSeconds(type, now) };
    }
    return { allowed: true };
  }

  /**
   * Resolves when a request to `url` may start: at once when its class and
   * the global bucket have a token and nothing of its class is waiting,
   * else when the queue lets it through. Rejects with a RateLimitError when
   * the per-endpoint limit is reached or the queue is full, and with the
   * signal's reason when the caller aborts while it waits.
   */
  schedule(url: string, options: ScheduleOptions = {}): Promise<void> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    this.ensureCleanup();
    const now = this.now();
    const type = classifyRequest(url);
    const endpoint = endpointOf(url);

    if (type === "data" && this.endpointCount(endpoint, now) + this.queuedFor(endpoint) >= this.endpointLimit.maxRequests) {
      return Promise.reject(
        new RateLimitError({
          message: endpointLimitMessage(endpoint),
          retryAfter: this.endpointRetryAfter(endpoint, now),
          source: "client",
          url,
        }),
      );
    }

    const waiting = this.queue.some((q) => q.type === type);
    if (!waiting && this.canRun(type, now)) {
      this.consume(type, endpoint, now);
      this.emit();
      return Promise.resolve();
    }

    const ofType = this.queue.filter((q) => q.type === type).length;
    if (ofType >= this.limits[type].queueSize || this.queue.length >= this.limits.global.queueSize) {
      return Promise.reject(
        new RateLimitError({ message: QUEUE_FULL_MESSAGE, retryAfter: this.waitSeconds(type, now), source: "client", url }),
      );
    }

    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = this.queue.indexOf(item);
        if (i >= 0) {
          this.queue.splice(i, 1);
          this.emit();
        }
        reject(abortReason(signal!));
      };
      const item: QueueItem = {
        id: ++this.seq,
        type,
        endpoint,
        priority: priorityValue(options.priority),
        enqueuedAt: now,
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener("abort", onAbort),
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.queue.push(item);
      this.sortQueue();
      this.ensureQueueTimer();
      this.emit();
    });
  }

  private sortQueue() {
    this.queue.sort((a, b) => b.priority - a.priority || a.enqueuedAt - b.enqueuedAt || a.id - b.id);
  }

  /** Drops queued items older than 5 minutes, rejecting them. */
  private dropStale(now: number) {
    const keep: QueueItem[] = [];
    this.queue.forEach((item, i) => {
      if (now - item.enqueuedAt > QUEUE_MAX_AGE_MS) {
        item.cleanup();
        item.reject(
          new RateLimitError({
            message: typeLimitMessage(item.type),
            retryAfter: this.waitSeconds(item.type, now),
            queuePosition: i + 1,
            source: "client",
            url: item.endpoint,
          }),
        );
      } else {
        keep.push(item);
      }
    });
    this.queue = keep;
  }

  /** One queue pass (every 500 ms while anything waits): priority, then age. */
  process() {
    const now = this.now();
    this.dropStale(now);
    this.sortQueue();
    const rest: QueueItem[] = [];
    for (const item of this.queue) {
      if (this.canRun(item.type, now)) {
        this.consume(item.type, item.endpoint, now);
        item.cleanup();
        item.resolve();
      } else {
        rest.push(item);
      }
    }
    this.queue = rest;
    if (this.queue.length === 0 && this.queueTimer !== undefined) {
      this.clearIntervalFn(this.queueTimer);
      this.queueTimer = undefined;
    }
    this.emit();
  }

  /** Forgets request times past every window and drops stale queue items (every 5 minutes). */
  cleanup() {
    const now = this.now();
    const longest = Math.max(this.endpointLimit.windowMs, ...Object.values(this.limits).map((l) => l.windowMs));
    const from = now - longest;
    this.globalLog = this.globalLog.filter((t) => t > from);
    for (const t of TYPES) this.typeLog[t] = this.typeLog[t].filter((x) => x > from);
    for (const [ep, log] of this.endpointLog) {
      const kept = log.filter((t) => t > now - this.endpointLimit.windowMs);
      if (kept.length) this.endpointLog.set(ep, kept);
      else this.endpointLog.delete(ep);
    }
    this.dropStale(now);
    this.emit();
  }

  private ensureQueueTimer() {
    if (this.queueTimer === undefined) this.queueTimer = this.setIntervalFn(() => this.process(), QUEUE_INTERVAL_MS);
  }

  private ensureCleanup() {
    if (this.cleanupTimer === undefined) this.cleanupTimer = this.setIntervalFn(() => this.cleanup(), CLEANUP_INTERVAL_MS);
  }

  get queueSize(): number {
    return this.queue.length;
  }

  status(): RateLimitStatus {
    const now = this.now();
    const count = (log: number[], windowMs: number) => {
      let n = 0;
      for (const t of log) if (t > now - windowMs) n++;
      return n;
    };
    const byEndpoint: Record<string, UsageCount> = {};
    for (const [ep, log] of this.endpointLog) {
      const used = count(log, this.endpointLimit.windowMs);
      if (used > 0) byEndpoint[ep] = { used, limit: this.endpointLimit.maxRequests };
    }
    const byType = {} as RateLimitStatus["byType"];
    for (const t of TYPES) {
      byType[t] = {
        used: count(this.typeLog[t], this.limits[t].windowMs),
        limit: this.limits[t].maxRequests,
        queued: this.queue.filter((q) => q.type === t).length,
      };
    }
    return {
      global: { used: count(this.globalLog, this.limits.global.windowMs), limit: this.limits.global.maxRequests },
      queueSize: this.queue.length,
      byEndpoint,
      byType,
    };
  }
}
