package readmodel

import (
	"context"
	"sync"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
	"github.com/almanac-sports/almanac/internal/store"
)

// memo returns the model's cache, reset when the dataset changed since it
// was filled.
func (m *Model) memo(ctx context.Context) *cache.Cache {
	if m.st != nil {
		m.version.refresh(ctx, m.st, m.games)
	}
	return m.games
}

// versionWatch is the dataset version the cache was filled from.
type versionWatch struct {
	mu      sync.Mutex
	version int64
	known   bool
}

// refresh drops the cache when the dataset version changed.
func (m *versionWatch) refresh(ctx context.Context, st *store.Store, c *cache.Cache) {
	v := st.Version(ctx)
	m.mu.Lock()
	changed := m.known && v != m.version
	m.version, m.known = v, true
	m.mu.Unlock()
	if changed {
		c.Reset()
	}
}
