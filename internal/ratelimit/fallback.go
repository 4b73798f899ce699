package ratelimit

import (
	"context"
	"errors"
	"log/slog"
	"sync/atomic"
	"time"
)

// Breaker tells whether a shared helper (Redis) answers. The first failed
// call opens it: from then on callers use their local stand-in at once
// (no request waits on a dead helper), and one probe a ProbeEvery closes
// it again when the helper answers.
type Breaker struct {
	name  string
	probe func(ctx context.Context) error
	log   *slog.Logger
	every time.Duration
	open  atomic.Bool
}

// ProbeEvery is how often an open breaker asks the helper again.
const ProbeEvery = time.Second

// NewBreaker watches a helper called name through probe (a ping).
func NewBreaker(name string, probe func(ctx context.Context) error, log *slog.Logger) *Breaker {
	return &Breaker{name: name, probe: probe, log: log, every: ProbeEvery}
}

// Up says whether calls should go to the helper.
func (b *Breaker) Up() bool { return !b.open.Load() }

// Failed records a failed call of ctx's request: the breaker opens (unless
// the request itself went away) and probes until the helper is back.
func (b *Breaker) Failed(ctx context.Context, err error) {
	if errors.Is(ctx.Err(), context.Canceled) {
		return
	}
	if !b.open.CompareAndSwap(false, true) {
		return
	}
	b.log.Warn(b.name+" unavailable: each instance limits and throttles alone until it answers", "err", err)
	go func() {
		for {
			time.Sleep(b.every)
			ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
			err := b.probe(ctx)
			cancel()
			if err == nil {
				b.open.Store(false)
				b.log.Info(b.name + " answers again: shared limits and live changes")
				return
			}
		}
	}()
}

// Fallback is a shared limiter with a local one standing in while the
// shared one fails: each instance then enforces the limits alone.
type Fallback struct {
	Shared  Limiter
	Local   Limiter
	Breaker *Breaker
}

// Allow asks the shared limiter while its breaker is closed, else (and on
// its failure) the local one.
func (f *Fallback) Allow(ctx context.Context, class, client string) (Decision, error) {
	if f.Breaker.Up() {
		d, err := f.Shared.Allow(ctx, class, client)
		if err == nil {
			return d, nil
		}
		f.Breaker.Failed(ctx, err)
	}
	return f.Local.Allow(ctx, class, client)
}

// Take takes a token from the shared bucket while its breaker is closed,
// else (and on its failure) from the local one.
func (f *Fallback) Take(ctx context.Context, bucket string, lim Limit) (Decision, error) {
	if f.Breaker.Up() {
		if s, ok := f.Shared.(Buckets); ok {
			d, err := s.Take(ctx, bucket, lim)
			if err == nil {
				return d, nil
			}
			f.Breaker.Failed(ctx, err)
		}
	}
	if l, ok := f.Local.(Buckets); ok {
		return l.Take(ctx, bucket, lim)
	}
	return Decision{Allowed: true}, nil
}
