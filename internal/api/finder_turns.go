package api

import (
	"context"
	"net/http"
	"runtime"
	"time"
)

// finderTurns bounds the finder queries running at once. A finder reads up
// to a budget of rows and may run for seconds: without a bound, a burst of
// them shares the cores and each one's clock runs while it waits, so a
// question that alone answers in 0.3 s hit its time budget under 16
// concurrent requests and was refused as too broad. With turns, a query's
// time budget counts its own run; a query that cannot get a turn within the
// time a query may run answers 503 with Retry-After (busy, not too broad),
// and finders never hold every database connection the pages need.
type finderTurns chan struct{}

// newFinderTurns allows one query per core the server may use, at least
// two, and never more than the database pool less two connections (the
// pages keep some on a many-core server: SQLite's pool is 8); maxConns 0
// is an unbounded pool.
func newFinderTurns(maxConns int) finderTurns {
	n := runtime.GOMAXPROCS(0)
	if maxConns > 0 {
		n = min(n, maxConns-2)
	}
	return make(finderTurns, max(2, n))
}

// errFindersBusy is the answer when no turn came within the wait.
var errFindersBusy = &Error{Status: http.StatusServiceUnavailable, Detail: "Finder queries are busy; try again shortly."}

// take waits at most wait for a turn; release gives it back.
func (t finderTurns) take(ctx context.Context, wait time.Duration) (release func(), err error) {
	select {
	case t <- struct{}{}:
		return func() { <-t }, nil
	default:
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case t <- struct{}{}:
		return func() { <-t }, nil
	case <-timer.C:
		return nil, errFindersBusy
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
