package readmodel

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/readmodel/cache"
)

// The season-odds backtest takes 10 s to minutes a sport (hundreds of
// simulated seasons). It is computed in the background, one sport at a
// time on one core, after the server is ready (or when first asked for),
// and kept in the memo for the dataset version: a request never waits for
// it, it is told the backtest is being computed. Kept in memory, not
// saved: it depends on the data and on the model's code alike, and one
// core recomputes every sport within minutes of a start.

// backtestQueue is the sports waiting for their backtest and whether the
// worker runs.
type backtestQueue struct {
	mu      sync.Mutex
	pending []forecast.Scope
	current forecast.Scope // being computed ("" sport: none)
	running bool
	started time.Time // of the current computation
}

// backtestDrops: a backtest reads past seasons' final games and champions;
// a live score of a game under way changes none of them.
func backtestDrops(sc forecast.Scope, ev cache.Event) bool {
	return ev.Title || ev.Sport == "*" || ev.Sport == sc.Sport
}

// BacktestState is where a sport's backtest stands when it is not ready.
type BacktestState struct {
	// Status: "computing" (under way) or "queued" (after other sports).
	Status string
	// Ahead is the number of sports computed before this one.
	Ahead int
	// Seconds the current computation has run.
	Seconds int
}

// SeasonOddsBacktestReady answers the backtest if it is computed for the
// data as it is; else it queues it (once) and says where it stands. life
// is the server's: done when it stops (see QueueOddsBacktests).
func (m *Model) SeasonOddsBacktestReady(ctx, life context.Context, sc forecast.Scope) (*OddsBacktest, *BacktestState) {
	if bt, ok := oddsBacktestKind.Peek(m.memo(ctx), sc); ok {
		return bt, nil
	}
	return nil, m.QueueOddsBacktests(life, sc)
}

// QueueOddsBacktests queues the sports' backtests (those not queued or
// computed already) and returns the state of the first. The worker stops
// when life is done (the server shutting down, its database about to
// close): the sports left are dropped, quietly.
func (m *Model) QueueOddsBacktests(life context.Context, scopes ...forecast.Scope) *BacktestState {
	q := &m.backtests
	q.mu.Lock()
	defer q.mu.Unlock()
	c := m.games
	for _, sc := range scopes {
		if _, ok := oddsBacktestKind.Peek(c, sc); ok || (q.running && q.current == sc) || slices.Contains(q.pending, sc) {
			continue
		}
		q.pending = append(q.pending, sc)
	}
	if !q.running && len(q.pending) > 0 {
		q.running = true
		go m.runBacktests(life)
	}
	if len(scopes) == 0 {
		return nil
	}
	sc := scopes[0]
	if q.running && q.current == sc {
		return &BacktestState{Status: "computing", Seconds: int(time.Since(q.started).Seconds())}
	}
	ahead := slices.Index(q.pending, sc)
	if q.running && q.current.Sport != "" {
		ahead++
	}
	if ahead == 0 {
		return &BacktestState{Status: "computing"}
	}
	return &BacktestState{Status: "queued", Ahead: ahead}
}

// runBacktests computes the queued backtests one after the other, each on
// one core (the server's requests keep the others), until none is left or
// life is done.
func (m *Model) runBacktests(life context.Context) {
	q := &m.backtests
	for {
		q.mu.Lock()
		if len(q.pending) == 0 || life.Err() != nil {
			if n := len(q.pending); n > 0 {
				slog.Info("season odds backtests left: the server is stopping", "sports", n)
			}
			q.pending = nil
			q.running, q.current = false, forecast.Scope{}
			q.mu.Unlock()
			return
		}
		sc := q.pending[0]
		q.pending = q.pending[1:]
		q.current, q.started = sc, time.Now()
		q.mu.Unlock()
		bt, err := oddsBacktestKind.Get(life, m.memo(life), sc, func(ctx context.Context) (*OddsBacktest, error) {
			return m.seasonOddsBacktest(ctx, sc, 1)
		})
		switch {
		case life.Err() != nil:
			// Stopping: an error now is the shutdown's (a query cancelled, the
			// database closed under it), not the backtest's.
			slog.Info("season odds backtest stopped: the server is stopping", "sport", sc.Sport)
		case err != nil:
			slog.Error("season odds backtest failed", "sport", sc.Sport, "err", err)
		default:
			slog.Info("season odds backtest ready", "sport", sc.Sport, "seasons", bt.Seasons, "ms", bt.ComputeMillis)
		}
	}
}
