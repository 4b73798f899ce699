// Package ratelimit holds per-client token buckets by request class, in
// memory or shared through Redis so several instances enforce one limit.
package ratelimit

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Limit is a bucket: Rate tokens refill per Per; Burst is its size.
type Limit struct {
	Rate  int
	Per   time.Duration
	Burst int
}

// Limits per class name (search, data, analytics, export).
type Limits map[string]Limit

// Defaults are generous server-side limits per client for each request class
// (search, data, analytics, export, auth; the web app's own client-side limits are stricter and queue requests).
func Defaults() Limits {
	return Limits{
		"search":    {Rate: 20, Per: time.Second, Burst: 40},
		"data":      {Rate: 600, Per: time.Minute, Burst: 300},
		"analytics": {Rate: 120, Per: time.Minute, Burst: 60},
		"export":    {Rate: 30, Per: time.Minute, Burst: 10},
		// Account writes: a person signs in, up or resets a few times an
		// hour; a script trying thousands is held to one every 6 s.
		"auth": {Rate: 10, Per: time.Minute, Burst: 10},
	}
}

// Parse reads "search=20/1s:40,data=600/1m:300" ("off" disables limiting).
// Classes not named keep their defaults.
func Parse(s string) (Limits, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "off") {
		return Limits{}, nil
	}
	l := Defaults()
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, spec, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("want class=rate/period:burst, got %q", part)
		}
		name = strings.TrimSpace(name)
		if _, known := l[name]; !known {
			return nil, fmt.Errorf("unknown class %q (search, data, analytics, export)", name)
		}
		ratePer, burstS, ok := strings.Cut(spec, ":")
		if !ok {
			return nil, fmt.Errorf("%s: want rate/period:burst, got %q", name, spec)
		}
		rateS, perS, ok := strings.Cut(ratePer, "/")
		if !ok {
			return nil, fmt.Errorf("%s: want rate/period, got %q", name, ratePer)
		}
		rate, err1 := strconv.Atoi(rateS)
		burst, err2 := strconv.Atoi(burstS)
		if !strings.ContainsAny(perS, "0123456789") {
			perS = "1" + perS
		}
		per, err3 := time.ParseDuration(perS)
		if err1 != nil || err2 != nil || err3 != nil || rate < 1 || burst < 1 || per <= 0 {
			return nil, fmt.Errorf("%s: bad limit %q", name, spec)
		}
		l[name] = Limit{Rate: rate, Per: per, Burst: burst}
	}
	return l, nil
}

// String renders limits in Parse's format, sorted by class.
func (l Limits) String() string {
	if len(l) == 0 {
		return "off"
	}
	names := make([]string, 0, len(l))
	for n := range l {
		names = append(names, n)
	}
	sort.Strings(names)
	var parts []string
	for _, n := range names {
		x := l[n]
		parts = append(parts, fmt.Sprintf("%s=%d/%s:%d", n, x.Rate, x.Per, x.Burst))
	}
	return strings.Join(parts, ",")
}

// Decision is the answer for one request.
type Decision struct {
	Allowed    bool
	RetryAfter time.Duration // when not allowed
	Remaining  int
	Limit      int           // the bucket's size
	Reset      time.Duration // until the bucket is full again
}

// Limiter decides whether a client may make one more request of a class.
type Limiter interface {
	Allow(ctx context.Context, class, client string) (Decision, error)
}

// Buckets takes a token from a named bucket whose limit the caller gives
// (limits that change at run time, e.g. an API key's plan).
type Buckets interface {
	Take(ctx context.Context, bucket string, lim Limit) (Decision, error)
}

// perToken is the time one token takes to refill.
func (l Limit) perToken() time.Duration { return l.Per / time.Duration(l.Rate) }

// Memory is an in-process limiter.
type Memory struct {
	limits Limits
	now    func() time.Time
	mu     sync.Mutex
	b      map[string]*bucket
	last   time.Time
}

type bucket struct {
	tokens float64
	at     time.Time
	lim    Limit
}

// NewMemory returns a limiter that forgets idle buckets after their refill time.
func NewMemory(l Limits) *Memory {
	return &Memory{limits: l, now: time.Now, b: map[string]*bucket{}}
}

// Allow takes a token from the client's bucket for class.
func (m *Memory) Allow(ctx context.Context, class, client string) (Decision, error) {
	lim, ok := m.limits[class]
	if !ok {
		return Decision{Allowed: true}, nil
	}
	return m.Take(ctx, class+"|"+client, lim)
}

// Take takes a token from bucket, sized by lim.
func (m *Memory) Take(_ context.Context, k string, lim Limit) (Decision, error) {
	now := m.now()
	m.mu.Lock()
	defer m.mu.Unlock()
	m.gc(now)
	perToken := float64(lim.perToken())
	b := m.b[k]
	if b == nil {
		b = &bucket{tokens: float64(lim.Burst), at: now}
		m.b[k] = b
	}
	b.lim = lim
	b.tokens = math.Min(float64(lim.Burst), b.tokens+float64(now.Sub(b.at))/perToken)
	b.at = now
	d := Decision{Limit: lim.Burst}
	if b.tokens >= 1 {
		b.tokens--
		d.Allowed, d.Remaining = true, int(b.tokens)
	} else {
		d.RetryAfter = time.Duration((1 - b.tokens) * perToken)
	}
	d.Reset = time.Duration((float64(lim.Burst) - b.tokens) * perToken)
	return d, nil
}

// gc drops full buckets once a minute so memory stays bounded.
func (m *Memory) gc(now time.Time) {
	if now.Sub(m.last) < time.Minute {
		return
	}
	m.last = now
	for k, b := range m.b {
		if lim := b.lim; now.Sub(b.at) > lim.Per*time.Duration(1+lim.Burst/lim.Rate) {
			delete(m.b, k)
		}
	}
}
