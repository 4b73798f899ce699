package readmodel

import (
	"context"
	"strconv"
	"time"

	"github.com/maypok86/otter/v2"
)

// A player's detail (every season with its nested statistics, read from the
// database and summed per league) takes about half a millisecond to build,
// ten times a list page. The details asked for most are kept, at most
// detailMax of them (tens of KB each), for the dataset version and the day
// (ages move) they were built on.
const detailMax = 256

func newDetails() *otter.Cache[string, any] {
	return otter.Must(&otter.Options[string, any]{MaximumSize: detailMax})
}

// cachedDetail returns the detail kept under kind and key, or builds and
// keeps it. Nothing is kept for a miss (nil), so unknown slugs take no room.
func cachedDetail[T any](ctx context.Context, m *Model, kind, key string, build func() (*T, error)) (*T, error) {
	// Kept under the read model's generation, read before the build: a new
	// dataset version and every write that changes values (a game, a
	// champion row) move it, so a detail built across one is never found.
	gen := m.memo(ctx).Gen()
	k := kind + " " + strconv.FormatUint(gen, 10) + " " + time.Now().Format(time.DateOnly) + " " + key
	if v, ok := m.details.GetIfPresent(k); ok {
		return v.(*T), nil
	}
	v, err := build()
	if err != nil || v == nil {
		return v, err
	}
	m.details.Set(k, v)
	return v, nil
}
