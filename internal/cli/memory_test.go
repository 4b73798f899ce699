package cli

import (
	"context"
	"runtime"
	"runtime/debug"
	"sync/atomic"
	"testing"
	"time"
)

func TestBudgetFor(t *testing.T) {
	for _, c := range []struct{ total, want int64 }{
		{0, 280 << 20},             // unknown
		{128 << 20, 64 << 20},      // tiny container: the floor
		{512 << 20, 512 << 20 / 3}, // a third
		{1 << 30, 280 << 20},       // a 1 GB server: the ceiling
		{24 << 30, 280 << 20},      // large machine: the ceiling
	} {
		if got := budgetFor(c.total); got != c.want {
			t.Errorf("budgetFor(%d) = %d, want %d", c.total, got, c.want)
		}
	}
	if m := memoryAvailable(); m < 0 {
		t.Errorf("memoryAvailable() = %d", m)
	}
}

func TestImportBudgetFor(t *testing.T) {
	const serving = 280 << 20
	for _, c := range []struct{ total, want int64 }{
		{0, importHeapCeiling},        // unknown: the ceiling
		{256 << 20, serving},          // never below the serving budget
		{768 << 20, 384 << 20},        // half
		{1 << 30, importHeapCeiling},  // at most the ceiling
		{24 << 30, importHeapCeiling}, // at most the ceiling
	} {
		if got := importBudgetFor(c.total, serving); got != c.want {
			t.Errorf("importBudgetFor(%d) = %d, want %d", c.total, got, c.want)
		}
	}
}

func TestLimitFor(t *testing.T) {
	const base = 280 << 20
	for _, c := range []struct{ held, want int64 }{
		{0, base},
		{-1, base},
		{1, base}, // less than a step: the base
		{(4 << 20) - 1, base},
		{4 << 20, base + 4<<20},   // a step
		{64 << 20, base + 64<<20}, // a full default cache
		{(64 << 20) - 1, base + 60<<20},
	} {
		if got := limitFor(base, c.held, 0); got != c.want {
			t.Errorf("limitFor(%d) = %d, want %d", c.held, got, c.want)
		}
	}
	// Never at the live heap: a quarter above it, in whole steps, when that
	// is more than the base and the cache.
	for _, c := range []struct{ held, live, want int64 }{
		{0, 200 << 20, base},                 // room enough under the base
		{0, 224 << 20, base},                 // exactly the base
		{0, 265 << 20, 332 << 20},            // the warm read model: 331.25 MiB, up to a step
		{64 << 20, 265 << 20, base + 64<<20}, // a full cache is more
		{0, -1, base},
	} {
		if got := limitFor(base, c.held, c.live); got != c.want {
			t.Errorf("limitFor(%d, live %d) = %d, want %d", c.held, c.live, got, c.want)
		}
	}
	runtime.GC()
	if n := liveHeap(); n <= 0 {
		t.Errorf("liveHeap() = %d after a collection", n)
	}
}

// followCache moves the limit when the cache crosses a step, not on every
// tick, and stops with its context.
func TestFollowCache(t *testing.T) {
	const base = 100 << 20
	var held, live atomic.Int64
	sets := make(chan int64, 16)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		followCache(ctx, base, held.Load, live.Load, func(n int64) { sets <- n }, time.Millisecond)
		close(done)
	}()
	held.Store(10 << 20)
	if got := <-sets; got != base+8<<20 {
		t.Fatalf("limit with 10 MiB held = %d, want %d", got, base+8<<20)
	}
	held.Store(11 << 20) // same step: no new limit
	time.Sleep(20 * time.Millisecond)
	held.Store(0) // purged (a new import): back to the base
	if got := <-sets; got != base {
		t.Fatalf("limit after a purge = %d, want %d (a set within the step?)", got, base)
	}
	live.Store(120 << 20) // a live heap near the base: a quarter above it
	if got := <-sets; got != 152<<20 {
		t.Fatalf("limit with 120 MiB live = %d, want %d", got, 152<<20)
	}
	cancel()
	<-done
}

// An import sets the soft heap limit only where the environment leaves it
// unset, and restore puts back the serving one.
func TestImportPacing(t *testing.T) {
	const serving = 280 << 20
	for _, c := range []struct {
		gomemlimit string
		sets       bool
	}{{"", true}, {"1GiB", false}} {
		t.Setenv("GOMEMLIMIT", c.gomemlimit)
		limit0 := debug.SetMemoryLimit(-1)
		restore := importPacing(serving)
		want := limit0
		if c.sets {
			want = importBudgetFor(memoryAvailable(), serving)
		}
		if got := debug.SetMemoryLimit(-1); got != want {
			t.Errorf("GOMEMLIMIT=%q: limit %d during the import, want %d", c.gomemlimit, got, want)
		}
		restore()
		if got := debug.SetMemoryLimit(-1); got != limit0 {
			t.Errorf("GOMEMLIMIT=%q: limit after the import %d, want %d", c.gomemlimit, got, limit0)
		}
	}
}
