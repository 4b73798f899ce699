package auth

import (
	"context"
	"time"

	"github.com/almanac-sports/almanac/internal/ratelimit"
)

// sharedWait bounds a call of the shared throttle: a Redis that hangs
// costs one sign-in this long, then the breaker opens.
const sharedWait = 200 * time.Millisecond

// FallbackThrottle counts in a shared throttle (Redis) and, while it fails,
// in this process: sign-in throttling never switches off with Redis.
type FallbackThrottle struct {
	Shared  Throttle
	Local   Throttle
	Breaker *ratelimit.Breaker
}

func (t *FallbackThrottle) Blocked(ctx context.Context, key string, limit int) (time.Duration, error) {
	if t.Breaker.Up() {
		sctx, cancel := context.WithTimeout(ctx, sharedWait)
		d, err := t.Shared.Blocked(sctx, key, limit)
		cancel()
		if err == nil {
			return d, nil
		}
		t.Breaker.Failed(ctx, err)
	}
	return t.Local.Blocked(ctx, key, limit)
}

func (t *FallbackThrottle) Fail(ctx context.Context, key string) error {
	if t.Breaker.Up() {
		sctx, cancel := context.WithTimeout(ctx, sharedWait)
		err := t.Shared.Fail(sctx, key)
		cancel()
		if err == nil {
			return nil
		}
		t.Breaker.Failed(ctx, err)
	}
	return t.Local.Fail(ctx, key)
}

func (t *FallbackThrottle) Reset(ctx context.Context, key string) error {
	// Both: a count kept locally during an outage must not outlive the
	// sign-in that clears it.
	lerr := t.Local.Reset(ctx, key)
	if t.Breaker.Up() {
		sctx, cancel := context.WithTimeout(ctx, sharedWait)
		defer cancel()
		if err := t.Shared.Reset(sctx, key); err != nil {
			t.Breaker.Failed(ctx, err)
		}
	}
	return lerr
}
