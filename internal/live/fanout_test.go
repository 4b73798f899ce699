package live

import (
	"context"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// countPublishes counts the commands a Redis client sends.
type countPublishes struct{ n atomic.Int32 }

func (c *countPublishes) DialHook(next redis.DialHook) redis.DialHook { return next }
func (c *countPublishes) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		c.n.Add(1)
		return next(ctx, cmd)
	}
}
func (c *countPublishes) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return next
}

// fakeBreaker opens on the first failure and stays open until closed.
type fakeBreaker struct{ down atomic.Bool }

func (b *fakeBreaker) Up() bool                          { return !b.down.Load() }
func (b *fakeBreaker) Failed(_ context.Context, _ error) { b.down.Store(true) }

// With Redis gone, one write waits on it and opens the breaker; the writes
// after it skip Redis for as long as the breaker is open (the other
// instances read them from the log of changes), however far apart they
// come; once it closes, the next write asks Redis again.
func TestPublishSkipsRedisWhileItsBreakerIsOpen(t *testing.T) {
	dead := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1})
	defer dead.Close()
	hook := &countPublishes{}
	dead.AddHook(hook)
	up := &fakeBreaker{}
	f := NewFanout(nil, func() {}, nil, dead, up, nil, slog.New(slog.NewTextHandler(io.Discard, nil)))
	ctx := context.Background()
	for range 3 {
		f.Publish(ctx, Change{}) // no kind: nothing to apply here
		time.Sleep(20 * time.Millisecond)
	}
	if n := hook.n.Load(); n != 1 {
		t.Fatalf("Redis asked %d times for three writes while it was down, want 1", n)
	}
	if up.Up() {
		t.Fatal("a failed publication left the breaker closed")
	}
	up.down.Store(false) // a probe found Redis back
	f.Publish(ctx, Change{})
	if n := hook.n.Load(); n != 2 {
		t.Fatalf("Redis asked %d times once the breaker closed, want 2", n)
	}
}
