package readmodel

import (
	"context"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/store"
)

// gameMemo keeps what the Model derives from the database beyond the
// people snapshots (the game index, list counts, computed standings, team
// figures and schedules, championship statistics) for the life of the
// dataset. It is dropped when the dataset version changes.
type gameMemo struct {
	mu  sync.RWMutex
	gen uint64
	m   map[string]any

	fmu      sync.Mutex
	inflight map[string]*gameCall

	cmu     sync.Mutex
	version int64
	known   bool
}

// gameCall is one computation other requests for the same key wait on.
type gameCall struct {
	done chan struct{}
	v    any
	err  error
}

const gameMemoMax = 4096

// memo returns the model's memo, reset when the dataset changed since it
// was filled.
func (m *Model) memo(ctx context.Context) *gameMemo {
	if m.st != nil {
		m.games.refresh(ctx, m.st)
	}
	return m.games
}

// refresh drops the memo when the dataset version changed.
func (m *gameMemo) refresh(ctx context.Context, st *store.Store) {
	v := st.Version(ctx)
	m.cmu.Lock()
	changed := m.known && v != m.version
	m.version, m.known = v, true
	m.cmu.Unlock()
	if changed {
		m.reset()
	}
}

func (m *gameMemo) reset() {
	m.mu.Lock()
	m.gen++
	m.m = map[string]any{}
	m.mu.Unlock()
}

func (m *gameMemo) get(k string) (any, uint64, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	v, ok := m.m[k]
	return v, m.gen, ok
}

// put stores v unless the memo was reset since gen was read (the value may
// come from the old dataset).
func (m *gameMemo) put(k string, v any, gen uint64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if gen != m.gen {
		return
	}
	if len(m.m) >= gameMemoMax {
		m.m = shed(m.m)
	}
	m.m[k] = v
}

// shed makes room in a full memo: the list counts (as many as the filters
// asked for) go first, then the other numerous entries; the snapshots, the
// game index and the forecast tables stay unless they alone fill half.
func shed(full map[string]any) map[string]any {
	for _, drop := range []func(string) bool{
		func(k string) bool { return strings.HasPrefix(k, "count|") },
		numerous,
		func(k string) bool { return k != "index" },
	} {
		kept := map[string]any{}
		for k, v := range full {
			if !drop(k) {
				kept[k] = v
			}
		}
		if len(kept) < gameMemoMax/2 {
			return kept
		}
	}
	return map[string]any{}
}

// numerous reports whether a memo key is one of many of its kind (a list
// count, a team's figures, a season's standings, a franchise's roster) rather
// than one of the few whole-dataset values ("index", "forecast|…", and the
// store's snapshots, "store|teams" and the like: no id in the key).
func numerous(k string) bool {
	switch {
	case k == "index", strings.HasPrefix(k, "forecast|"):
		return false
	case strings.HasPrefix(k, "store|"):
		return strings.Contains(k, ":")
	}
	return true
}

// memoized returns the value kept for key k for the life of the dataset,
// computing it on a miss; concurrent misses of one key wait for a single
// computation.
func memoized[T any](ctx context.Context, md *Model, k string, compute func(context.Context) (T, error)) (T, error) {
	m := md.memo(ctx)
	if v, _, ok := m.get(k); ok {
		return v.(T), nil
	}
	m.fmu.Lock()
	if c, ok := m.inflight[k]; ok {
		m.fmu.Unlock()
		select {
		case <-c.done:
		case <-ctx.Done():
			var zero T
			return zero, ctx.Err()
		}
		if c.err != nil {
			var zero T
			return zero, c.err
		}
		return c.v.(T), nil
	}
	c := &gameCall{done: make(chan struct{})}
	m.inflight[k] = c
	m.fmu.Unlock()

	_, gen, _ := m.get("")
	// Others wait on this result: a client going away must not cancel it.
	v, err := compute(context.WithoutCancel(ctx))
	c.v, c.err = v, err
	m.fmu.Lock()
	delete(m.inflight, k)
	m.fmu.Unlock()
	close(c.done)
	if err == nil {
		m.put(k, v, gen)
	}
	return v, err
}
