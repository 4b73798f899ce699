package readmodel

// In-memory snapshots for seasons, players, coaches and search.
//
// The dataset only changes on import, and these routes need aggregates over
// hundreds of thousands of rows (career totals, coaching records, counts per
// season, a name index), so each is built once per process from a handful of
// plain queries, lazily on first use, and dropped by purgePeopleCaches (which
// Purge should call) or when a newer import run is seen. Concurrent requests
// wait for one build; a failed build is not kept.

import (
	"context"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
	"github.com/almanac-sports/almanac/internal/readmodel/search"
)

// lazy holds one value built on demand.
type lazy[T any] struct {
	mu       sync.Mutex
	val      T
	ok       bool
	gen      int
	building chan struct{}
	err      error
}

func (l *lazy[T]) get(ctx context.Context, build func(context.Context) (T, error)) (T, error) {
	for {
		l.mu.Lock()
		if l.ok {
			v := l.val
			l.mu.Unlock()
			return v, nil
		}
		ch := l.building
		if ch == nil {
			ch = make(chan struct{})
			l.building = ch
			gen := l.gen
			go func() {
				bctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
				defer cancel()
				v, err := build(bctx)
				l.mu.Lock()
				if gen == l.gen {
					if err == nil {
						l.val, l.ok = v, true
					}
					l.err = err
				}
				l.building = nil
				l.mu.Unlock()
				close(ch)
			}()
		}
		l.mu.Unlock()
		select {
		case <-ch:
		case <-ctx.Done():
			var zero T
			return zero, ctx.Err()
		}
		l.mu.Lock()
		ok, err := l.ok, l.err
		l.mu.Unlock()
		if !ok && err != nil {
			var zero T
			return zero, err
		}
	}
}

// peek returns the value if it is built, without building it.
func (l *lazy[T]) peek() (T, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.val, l.ok
}

// set installs a value built elsewhere (e.g. loaded from the database).
func (l *lazy[T]) set(v T) {
	l.mu.Lock()
	l.val, l.ok, l.err = v, true, nil
	l.mu.Unlock()
}

// setAt installs v unless the value was reset since generation gen (a
// build that began before a purge must not be kept); it reports whether it
// did.
func (l *lazy[T]) setAt(gen int, v T) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.gen != gen {
		return false
	}
	l.val, l.ok, l.err = v, true, nil
	return true
}

// resetAt resets the value unless it was reset since generation gen.
func (l *lazy[T]) resetAt(gen int) {
	l.mu.Lock()
	if l.gen == gen {
		l.clear()
	}
	l.mu.Unlock()
}

func (l *lazy[T]) reset() {
	l.mu.Lock()
	l.clear()
	l.mu.Unlock()
}

// clear drops the value and starts a new generation (l.mu held).
func (l *lazy[T]) clear() {
	var zero T
	l.val, l.ok, l.err = zero, false, nil
	l.gen++
}

// peopleState is the set of snapshots for one database.
type peopleState struct {
	base    lazy[*people.Base]
	seasons lazy[*seasonSnap]
	players lazy[*people.Players]
	coaches lazy[*coachSnap]
	search  lazy[*search.Index]

	mu      sync.Mutex
	version int64
	known   bool // version was read (0 is a version too: the empty database)
}

func (m *Model) ppl() *peopleState { return &m.people }

func (m *Model) playerSnapshot(ctx context.Context) (*people.Players, *people.Base, error) {
	b, err := m.baseSnapshot(ctx)
	if err != nil {
		return nil, nil, err
	}
	s, err := m.ppl().players.get(ctx, func(ctx context.Context) (*people.Players, error) { return people.BuildPlayers(ctx, m.st, b) })
	return s, b, err
}

// coachSnap is the coach snapshot with what the answers keep on it: the
// coaching statistics per (timeframe, sort, scope, min games), ranked, and
// the head tenures' season rows as JSON, made at the first statistics
// answer (see seasonRows).
type coachSnap struct {
	*people.Coaches
	statsMu     sync.Mutex
	statsCache  map[CoachStatsQuery][]*CoachStatRow
	seasonsOnce sync.Once
	seasons     *seasonRows
}

func (m *Model) coachSnapshot(ctx context.Context) (*coachSnap, *people.Base, error) {
	b, err := m.baseSnapshot(ctx)
	if err != nil {
		return nil, nil, err
	}
	s, err := m.ppl().coaches.get(ctx, func(ctx context.Context) (*coachSnap, error) {
		c, err := people.BuildCoaches(ctx, m.st, b)
		if err != nil {
			return nil, err
		}
		return &coachSnap{Coaches: c, statsCache: map[CoachStatsQuery][]*CoachStatRow{}}, nil
	})
	return s, b, err
}

// baseSnapshot is the base snapshot, built on first use for the dataset
// version.
func (m *Model) baseSnapshot(ctx context.Context) (*people.Base, error) {
	m.fresh(ctx)
	return m.ppl().base.get(ctx, func(ctx context.Context) (*people.Base, error) { return people.Build(ctx, m.st) })
}

// purgePeopleCaches drops the seasons, players, coaches and search snapshots;
// the next request rebuilds them. Purge (a new import) calls it.
func (m *Model) purgePeopleCaches() {
	st := m.ppl()
	st.base.reset()
	st.seasons.reset()
	st.players.reset()
	st.coaches.reset()
	st.search.reset()
}

// warmPeopleCaches builds every snapshot now (call it in a goroutine at start
// so the first visitors do not wait), and the search index (loaded when saved).
func (m *Model) warmPeopleCaches(ctx context.Context) error {
	if _, _, err := m.playerSnapshot(ctx); err != nil {
		return err
	}
	if _, _, err := m.coachSnapshot(ctx); err != nil {
		return err
	}
	if _, err := m.seasonSnapshot(ctx); err != nil {
		return err
	}
	_, err := m.searchIndex(ctx)
	return err
}

// fresh drops the snapshots when the dataset version changed.
func (m *Model) fresh(ctx context.Context) {
	st := m.ppl()
	v := m.st.Version(ctx)
	st.mu.Lock()
	changed := st.known && v != st.version
	st.version, st.known = v, true
	st.mu.Unlock()
	if changed {
		m.purgePeopleCaches()
	}
}
