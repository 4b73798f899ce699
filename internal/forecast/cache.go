package forecast

import (
	"context"
	"io/fs"
	"log/slog"
	"sync"

	"github.com/almanac-sports/almanac/internal/store"
)

// Cache keeps one Table per sport and level for the dataset version it was
// built from: at most len(Scopes) tables, each replaced when the version
// moves on. Concurrent callers of a table being built wait for that build.
type Cache struct {
	st  *store.Store
	ref fs.FS
	mu  sync.Mutex
	m   map[Scope]*entry
}

type entry struct {
	version int64
	done    chan struct{}
	t       *Table
	err     error
}

// NewCache reads games from st and FiveThirtyEight's files from ref (nil:
// no comparison).
func NewCache(st *store.Store, ref fs.FS) *Cache {
	return &Cache{st: st, ref: ref, m: map[Scope]*entry{}}
}

// Known reports whether sc is a sport and level the cache builds.
func Known(sc Scope) bool {
	for _, s := range Scopes {
		if s == sc {
			return true
		}
	}
	return false
}

// Get returns sc's table for the current dataset version, building it on
// first use. sc must be Known.
func (c *Cache) Get(ctx context.Context, sc Scope) (*Table, error) {
	v := c.st.Version(ctx)
	c.mu.Lock()
	e := c.m[sc]
	if e == nil || e.version != v {
		e = &entry{version: v, done: make(chan struct{})}
		c.m[sc] = e
		go c.build(ctx, sc, e)
	}
	c.mu.Unlock()
	select {
	case <-e.done:
		return e.t, e.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (c *Cache) build(ctx context.Context, sc Scope, e *entry) {
	defer close(e.done)
	// The build outlives a caller who gives up: others may be waiting.
	e.t, e.err = Build(context.WithoutCancel(ctx), c.st, sc, c.ref)
	if e.err != nil {
		c.mu.Lock()
		if c.m[sc] == e {
			delete(c.m, sc) // the next caller tries again
		}
		c.mu.Unlock()
		slog.Error("forecast build failed", "sport", sc.Sport, "level", sc.Level, "err", e.err)
		return
	}
	slog.Info("forecast built", "sport", sc.Sport, "level", sc.Level, "games", len(e.t.Games), "took", e.t.BuildTime)
}
