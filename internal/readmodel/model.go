package readmodel

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/maypok86/otter/v2"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
	"github.com/almanac-sports/almanac/internal/store"
)

// Model is the read model of one database: its snapshots, indexes and the
// values derived from them. Every API over one store shares it.
type Model struct {
	st      *store.Store
	games   *cache.Cache // values derived from the database (the *_cache.go files declare them)
	version versionWatch // the dataset version games was filled from
	people  peopleState  // people, seasons and search snapshots
	// details keeps the most asked-for player details (see details.go).
	details *otter.Cache[string, any]
	// patchMu orders live updates of the game index (game_live.go).
	patchMu sync.Mutex
	// batchMu lets one batch of seasons' standings load at a time
	// (standingsYears).
	batchMu sync.Mutex
	// backtests queues the season-odds backtests computed in the
	// background (season_odds_backtest_queue.go).
	backtests backtestQueue
	// changed counts what the model changed in the background after a
	// write had already dropped the answers built on it (the seasons of
	// the search index rebuilt after the ingest opened a season). An API
	// serves a cached answer only while the count is the one read before
	// the answer was built.
	changed atomic.Uint64
}

// models holds the Model of each store.
var models sync.Map // *store.Store -> *Model

// For returns the store's read model, made on first use. A nil store gets a
// Model of its own that no one shares.
func For(st *store.Store) *Model {
	if st == nil {
		return newModel(nil)
	}
	if v, ok := models.Load(st); ok {
		return v.(*Model)
	}
	v, _ := models.LoadOrStore(st, newModel(st))
	return v.(*Model)
}

// Release forgets st's model, so what it built can be collected: a
// command that closes its store lets go of its model too (one process may
// open several stores: an import, then a check, then a server).
func Release(st *store.Store) { models.Delete(st) }

func newModel(st *store.Store) *Model {
	m := &Model{st: st, games: cache.New(), details: newDetails()}
	return m
}

// Changed is the count of background changes to what the model answers.
func (m *Model) Changed() uint64 { return m.changed.Load() }

// Purge drops everything built so far (a new import): the next request
// rebuilds what it needs.
func (m *Model) Purge() {
	m.purgePeopleCaches()
	m.games.Reset()
	m.details.InvalidateAll()
}

// Warm builds the people snapshots and the search index now (call it in a
// goroutine at start so the first visitors do not wait).
func (m *Model) Warm(ctx context.Context) error { return m.warmPeopleCaches(ctx) }

// WarmGames builds the game index now.
func (m *Model) WarmGames(ctx context.Context) error {
	_, err := m.gameIndex(ctx)
	return err
}
