package api

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"
)

func TestFinderTurns(t *testing.T) {
	turns := make(finderTurns, 1)
	release, err := turns.take(context.Background(), time.Millisecond)
	if err != nil {
		t.Fatalf("first turn: %v", err)
	}
	// The only turn is held: the next query waits, then is told the
	// finders are busy (503), not that its question is too broad.
	if _, err := turns.take(context.Background(), 20*time.Millisecond); err != errFindersBusy {
		t.Fatalf("second turn while held: %v, want busy", err)
	}
	// A client that leaves while waiting gets its own error.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := turns.take(ctx, time.Second); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled wait: %v", err)
	}
	// A turn given back is taken by a waiting query.
	done := make(chan error)
	go func() {
		r, err := turns.take(context.Background(), 10*time.Second)
		if err == nil {
			r()
		}
		done <- err
	}()
	time.Sleep(10 * time.Millisecond)
	release()
	if err := <-done; err != nil {
		t.Fatalf("turn after release: %v", err)
	}
	if errFindersBusy.Status != 503 {
		t.Fatalf("busy is %d", errFindersBusy.Status)
	}
}

func TestFinderTurnsLeavePagesConnections(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	for _, tc := range []struct {
		pool, want int
	}{
		{0, max(2, procs)},           // unbounded pool: one per core
		{8, max(2, min(procs, 6))},   // SQLite: two connections stay for the pages
		{32, max(2, min(procs, 30))}, // PostgreSQL
		{3, 2},                       // a tiny pool still lets two run
	} {
		if got := cap(newFinderTurns(tc.pool)); got != tc.want {
			t.Errorf("pool %d: %d turns, want %d", tc.pool, got, tc.want)
		}
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(16))
	if got := cap(newFinderTurns(8)); got != 6 {
		t.Errorf("16 cores, pool 8: %d turns, want 6", got)
	}
}
