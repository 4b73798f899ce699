import type { LimitConfig } from "./rate-limit-config";

/**
 * A bucket of up to `burst` tokens that refills at `maxRequests` per
 * `windowMs`: short bursts go through at once, the sustained rate is the
 * window limit.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly cfg: LimitConfig,
    now: number,
  ) {
    this.tokens = cfg.burst;
    this.last = now;
  }

  private refill(now: number) {
    if (now > this.last) {
      const rate = this.cfg.maxRequests / this.cfg.windowMs;
      this.tokens = Math.min(this.cfg.burst, this.tokens + (now - this.last) * rate);
    }
    this.last = Math.max(this.last, now);
  }

  available(now: number): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  take(now: number) {
    this.refill(now);
    this.tokens -= 1;
  }

  /** Milliseconds until a token is free. */
  waitMs(now: number): number {
    this.refill(now);
    if (this.tokens >= 1) return 0;
    return Math.ceil(((1 - this.tokens) * this.cfg.windowMs) / this.cfg.maxRequests);
  }
}
