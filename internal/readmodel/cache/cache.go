package cache

import (
	"context"
	"sync"
)

// Max bounds the entries kept: a full cache sheds (see Shed).
const Max = 4096

// Cache holds the entries of every kind.
type Cache struct {
	mu  sync.RWMutex
	gen uint64
	m   map[entryKey]entry

	fmu      sync.Mutex
	inflight map[entryKey]*call
}

// entryKey is a kind and its argument.
type entryKey struct {
	kind *kindInfo
	arg  any
}

type entry struct {
	v any
}

// call is one load other requests for the same entry wait on.
type call struct {
	done chan struct{}
	v    any
	err  error
}

// New returns an empty cache.
func New() *Cache {
	return &Cache{m: map[entryKey]entry{}, inflight: map[entryKey]*call{}}
}

// Reset drops every entry (a new dataset version).
func (c *Cache) Reset() {
	c.mu.Lock()
	c.gen++
	c.m = map[entryKey]entry{}
	c.mu.Unlock()
}

// Gen is the cache's generation: a value loaded after reading it is kept
// only while no Reset or Change happened since (Put).
func (c *Cache) Gen() uint64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.gen
}

// Len is the number of entries kept.
func (c *Cache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.m)
}

func (c *Cache) get(k entryKey) (any, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.m[k]
	return e.v, ok
}

// put keeps v unless the cache changed since gen was read (v may come from
// the old data).
func (c *Cache) put(k entryKey, v any, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.m) >= Max {
		c.m = shed(c.m)
	}
	c.m[k] = entry{v: v}
}

// load returns the entry, loading it on a miss; concurrent misses of one
// entry wait for a single load.
func (c *Cache) load(ctx context.Context, k entryKey, load func(context.Context) (any, error)) (any, error) {
	if v, ok := c.get(k); ok {
		return v, nil
	}
	c.fmu.Lock()
	// Checked again under the lock: a load that finished between the first
	// look and here has kept its value and forgotten its call.
	if v, ok := c.get(k); ok {
		c.fmu.Unlock()
		return v, nil
	}
	if w, ok := c.inflight[k]; ok {
		c.fmu.Unlock()
		select {
		case <-w.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		return w.v, w.err
	}
	w := &call{done: make(chan struct{})}
	c.inflight[k] = w
	c.fmu.Unlock()

	gen := c.Gen()
	// Others wait on this result: a client going away must not cancel it.
	v, err := load(context.WithoutCancel(ctx))
	w.v, w.err = v, err
	// Kept before the call is forgotten: a request arriving in between
	// finds one or the other, never neither (a second load).
	if err == nil {
		c.put(k, v, gen)
	}
	c.fmu.Lock()
	delete(c.inflight, k)
	c.fmu.Unlock()
	close(w.done)
	return v, err
}

// shed makes room in a full cache: the kinds shed first go first, then the
// numerous ones, then all but those never shed, until at most half is left.
func shed(full map[entryKey]entry) map[entryKey]entry {
	for _, level := range []Shed{ShedFirst, ShedNumerous, ShedLast} {
		kept := map[entryKey]entry{}
		for k, v := range full {
			if k.kind.shed > level {
				kept[k] = v
			}
		}
		if len(kept) < Max/2 {
			return kept
		}
	}
	return map[entryKey]entry{}
}
