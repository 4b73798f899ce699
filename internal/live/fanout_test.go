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

// With Redis gone, one write waits on it; the writes right after it skip
// Redis (the other instances read them from the log of changes), and once
// the pause is over the next write asks Redis again.
func TestPublishSkipsARedisThatJustFailed(t *testing.T) {
	dead := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1})
	defer dead.Close()
	hook := &countPublishes{}
	dead.AddHook(hook)
	f := NewFanout(nil, func() {}, nil, dead, nil, slog.New(slog.NewTextHandler(io.Discard, nil)))
	f.pubPause = 200 * time.Millisecond
	ctx := context.Background()
	for range 3 {
		f.Publish(ctx, Change{}) // no kind: nothing to apply here
	}
	if n := hook.n.Load(); n != 1 {
		t.Fatalf("Redis asked %d times for three writes in a row, want 1", n)
	}
	time.Sleep(250 * time.Millisecond)
	f.Publish(ctx, Change{})
	if n := hook.n.Load(); n != 2 {
		t.Fatalf("Redis asked %d times after the pause, want 2", n)
	}
}
