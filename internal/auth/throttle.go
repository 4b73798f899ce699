package auth

import (
	"context"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Sign-in throttling: failed attempts are counted in a fixed window per
// account and client pair, per client and per account; past a limit,
// sign-in answers 429 until the window ends (whatever the password). The
// pair's limit is the low one, so one address guessing a password locks
// out only itself, never the account's owner signing in from elsewhere
// (OWASP's advice against lockout as a denial of service); an account's
// own limit is high, for guesses spread over many addresses.
const (
	ThrottleWindow        = 15 * time.Minute
	AccountClientFailures = 5   // per e-mail address and client IP per window
	ClientFailures        = 20  // per client IP per window
	AccountFailures       = 100 // per e-mail address per window, all clients
	throttleMemoryKeys    = 10000
)

// Throttle counts failures per key.
type Throttle interface {
	// Blocked reports how long key must wait (0: it may try) once it has
	// limit failures in the current window.
	Blocked(ctx context.Context, key string, limit int) (time.Duration, error)
	// Fail counts one failure of key.
	Fail(ctx context.Context, key string) error
	// Reset forgets key's failures (a successful sign-in).
	Reset(ctx context.Context, key string) error
}

// MemoryThrottle keeps counters in this process, at most
// throttleMemoryKeys of them.
type MemoryThrottle struct {
	mu  sync.Mutex
	m   map[string]*throttleCount
	now func() time.Time
}

type throttleCount struct {
	n     int
	until time.Time // end of the window
}

// NewMemoryThrottle returns an empty in-process throttle.
func NewMemoryThrottle() *MemoryThrottle {
	return &MemoryThrottle{m: map[string]*throttleCount{}, now: time.Now}
}

func (t *MemoryThrottle) Blocked(_ context.Context, key string, limit int) (time.Duration, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	c, ok := t.m[key]
	now := t.now()
	if !ok || !now.Before(c.until) || c.n < limit {
		return 0, nil
	}
	return c.until.Sub(now), nil
}

func (t *MemoryThrottle) Fail(_ context.Context, key string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	now := t.now()
	c, ok := t.m[key]
	if !ok || !now.Before(c.until) {
		if !ok && len(t.m) >= throttleMemoryKeys {
			t.shed(now)
		}
		c = &throttleCount{until: now.Add(ThrottleWindow)}
		t.m[key] = c
	}
	c.n++
	return nil
}

// shed makes room: expired windows go first, then keys with a single
// failure (an attacker's spray of one-off keys), then all.
func (t *MemoryThrottle) shed(now time.Time) {
	for _, drop := range []func(c *throttleCount) bool{
		func(c *throttleCount) bool { return !now.Before(c.until) },
		func(c *throttleCount) bool { return c.n <= 1 },
		func(*throttleCount) bool { return true },
	} {
		for k, c := range t.m {
			if drop(c) {
				delete(t.m, k)
			}
		}
		if len(t.m) < throttleMemoryKeys*9/10 {
			return
		}
	}
}

func (t *MemoryThrottle) Reset(_ context.Context, key string) error {
	t.mu.Lock()
	delete(t.m, key)
	t.mu.Unlock()
	return nil
}

// RedisThrottle shares the counters across instances (keys expire with
// their window, so Redis holds no more than the attempts of one window).
type RedisThrottle struct {
	c      redis.UniversalClient
	prefix string
}

// NewRedisThrottle counts under prefix+key.
func NewRedisThrottle(c redis.UniversalClient, prefix string) *RedisThrottle {
	return &RedisThrottle{c: c, prefix: prefix}
}

func (t *RedisThrottle) Blocked(ctx context.Context, key string, limit int) (time.Duration, error) {
	k := t.prefix + key
	n, err := t.c.Get(ctx, k).Int()
	if err == redis.Nil {
		return 0, nil
	}
	if err != nil || n < limit {
		return 0, err
	}
	ttl, err := t.c.PTTL(ctx, k).Result()
	if err != nil || ttl <= 0 {
		return 0, err
	}
	return ttl, nil
}

func (t *RedisThrottle) Fail(ctx context.Context, key string) error {
	k := t.prefix + key
	n, err := t.c.Incr(ctx, k).Result()
	if err != nil {
		return err
	}
	if n == 1 {
		return t.c.PExpire(ctx, k, ThrottleWindow).Err()
	}
	return nil
}

func (t *RedisThrottle) Reset(ctx context.Context, key string) error {
	return t.c.Del(ctx, t.prefix+key).Err()
}
