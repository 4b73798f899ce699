package auth

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/almanac-sports/almanac/internal/ratelimit"
)

// With Redis gone the failures are counted in this process: throttling
// does not switch off.
func TestFallbackThrottleWhileRedisIsDown(t *testing.T) {
	dead := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1})
	defer dead.Close()
	th := &FallbackThrottle{Shared: NewRedisThrottle(dead, "t:"), Local: NewMemoryThrottle(),
		Breaker: ratelimit.NewBreaker("Redis", func(context.Context) error { return errors.New("down") }, slog.New(slog.NewTextHandler(io.Discard, nil)))}
	ctx := context.Background()
	for range 3 {
		if err := th.Fail(ctx, "ip:1.2.3.4"); err != nil {
			t.Fatal(err)
		}
	}
	wait, err := th.Blocked(ctx, "ip:1.2.3.4", 3)
	if err != nil || wait <= 0 {
		t.Fatalf("after 3 failures: wait %v, err %v; want blocked", wait, err)
	}
	if th.Breaker.Up() {
		t.Fatal("the breaker did not open")
	}
	if err := th.Reset(ctx, "ip:1.2.3.4"); err != nil {
		t.Fatal(err)
	}
	if wait, _ := th.Blocked(ctx, "ip:1.2.3.4", 3); wait != 0 {
		t.Fatalf("after a reset: wait %v", wait)
	}
}
