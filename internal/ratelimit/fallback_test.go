package ratelimit

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// While Redis does not answer (here: nothing listens on its port), the
// limits hold in this process: one call finds Redis down, the next ones go
// straight to the local buckets, and the shared ones are used again once a
// probe gets an answer.
func TestFallbackWhileRedisIsDown(t *testing.T) {
	dead := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1})
	defer dead.Close()
	limits := Limits{"search": {Rate: 1, Per: time.Hour, Burst: 2}}
	var up atomic.Bool
	var probes atomic.Int32
	b := NewBreaker("Redis", func(ctx context.Context) error {
		probes.Add(1)
		if up.Load() {
			return nil
		}
		return errors.New("down")
	}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	b.every = 5 * time.Millisecond
	counting := &countingLimiter{Limiter: NewRedis(dead, limits, "t:")}
	f := &Fallback{Shared: counting, Local: NewMemory(limits), Breaker: b}
	ctx := context.Background()
	var allowed []bool
	for range 4 {
		d, err := f.Allow(ctx, "search", "1.2.3.4")
		if err != nil {
			t.Fatal(err)
		}
		allowed = append(allowed, d.Allowed)
	}
	// The burst of 2, then 429s: the limit holds without Redis.
	if !allowed[0] || !allowed[1] || allowed[2] || allowed[3] {
		t.Fatalf("decisions %v, want the burst of 2 then refusals", allowed)
	}
	if n := counting.calls.Load(); n != 1 {
		t.Fatalf("Redis asked %d times while down, want once", n)
	}
	up.Store(true)
	for deadline := time.Now().Add(10 * time.Second); !b.Up(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the breaker stayed open after %d probes", probes.Load())
		}
	}
	f.Allow(ctx, "search", "1.2.3.4")
	if n := counting.calls.Load(); n != 2 {
		t.Fatalf("Redis asked %d times once back, want 2", n)
	}
}

// A request that went away is not an outage.
func TestBreakerIgnoresCanceledRequests(t *testing.T) {
	b := NewBreaker("Redis", func(context.Context) error { return nil }, slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b.Failed(ctx, context.Canceled)
	if !b.Up() {
		t.Fatal("a canceled request opened the breaker")
	}
}

type countingLimiter struct {
	Limiter
	calls atomic.Int32
}

func (c *countingLimiter) Allow(ctx context.Context, class, client string) (Decision, error) {
	c.calls.Add(1)
	return c.Limiter.Allow(ctx, class, client)
}
