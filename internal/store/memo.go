package store

import (
	"context"
	"sync"
)

// tcCache memoizes the team and championship reads per store for one
// dataset version (see Version), or until ResetTeamCaches is called.
type tcCache struct {
	mu      sync.Mutex
	runID   int64
	entries map[string]*tcEntry
}

type tcEntry struct {
	once sync.Once
	v    any
	err  error
}

// tcMaxEntries bounds the memo (per-team rosters and schedules add up); when
// full it starts over.
const tcMaxEntries = 20000

var tcCaches sync.Map // *Store -> *tcCache

// tcMemo returns the value memoized under key, loading it once.
func tcMemo[T any](ctx context.Context, s *Store, key string, load func(context.Context) (T, error)) (T, error) {
	v, _ := tcCaches.LoadOrStore(s, &tcCache{entries: map[string]*tcEntry{}})
	c := v.(*tcCache)
	run := s.Version(ctx)
	c.mu.Lock()
	if run != c.runID {
		c.runID = run
		c.entries = map[string]*tcEntry{}
	}
	e, ok := c.entries[key]
	if !ok {
		if len(c.entries) >= tcMaxEntries {
			c.entries = map[string]*tcEntry{}
		}
		e = &tcEntry{}
		c.entries[key] = e
	}
	c.mu.Unlock()
	e.once.Do(func() {
		// Not the request's context: a cancelled request must not poison the entry.
		e.v, e.err = load(context.WithoutCancel(ctx))
	})
	if e.err != nil {
		c.mu.Lock()
		if c.entries[key] == e {
			delete(c.entries, key)
		}
		c.mu.Unlock()
		var zero T
		return zero, e.err
	}
	return e.v.(T), nil
}

// ResetTeamCaches drops the memoized team and championship reads (after an
// import in the same process, when the next second is too late).
func (s *Store) ResetTeamCaches() { tcCaches.Delete(s) }
