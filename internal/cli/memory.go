package cli

import (
	"context"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"
)

// heapBudget is the base of the soft heap limit when GOMEMLIMIT is unset: a
// third of the memory this process may use (its cgroup's limit in a
// container, else the machine's), at most 280 MiB, 280 MiB when unknown. It
// bounds the garbage, not what is live: followCache keeps the limit a
// quarter above the live heap (~265 MiB warm with the shipped data, so
// ~332 MiB and ~400 MB resident with SQLite's page caches and the binary's
// pages), which leaves a 1 GB server room for the kernel and the rest.
func heapBudget() int64 { return budgetFor(memoryAvailable()) }

func budgetFor(total int64) int64 {
	const ceiling = 280 << 20
	if total <= 0 {
		return ceiling
	}
	return min(max(total/3, 64<<20), ceiling)
}

// importHeapCeiling bounds the import's soft heap limit. The import's live
// heap peaks at ~330 MiB (MLB's parse, its player seasons and box score
// totals frozen as they are built; no other group's rows are held beside a
// professional league's, and each one's pages go back to the system once
// it is written). Under the limit the runtime keeps about the limit
// resident; the process adds SQLite's page cache (32 MiB while the import
// writes) and the binary's pages with the embedded data read from it
// (~100 MB): 416 MiB keeps the whole under 700 MB.
const importHeapCeiling = 416 << 20

// importPacing sets the import's soft heap limit (when GOMEMLIMIT is
// unset) and returns what restores the serving one.
func importPacing(serving int64) (restore func()) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	before := debug.SetMemoryLimit(importBudgetFor(memoryAvailable(), serving))
	return func() { debug.SetMemoryLimit(before) }
}

// importBudgetFor is the soft heap limit while the dataset is imported (the
// import command, or a first start): far above the serving budget, since
// under that budget the collector runs back to back and the import takes
// twice as long; half the memory the process may use, at most
// importHeapCeiling (also when the memory is unknown), never less than the
// serving budget.
func importBudgetFor(total, serving int64) int64 {
	if total <= 0 {
		return importHeapCeiling
	}
	return max(min(total/2, importHeapCeiling), serving)
}

// memoryAvailable is the smaller of the cgroup v2 limit and the machine's
// memory; 0 when neither is known.
func memoryAvailable() int64 {
	total := physicalMemory()
	if b, err := os.ReadFile("/sys/fs/cgroup/memory.max"); err == nil {
		if n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64); err == nil && n > 0 && (total == 0 || n < total) {
			total = n
		}
	}
	return total
}

// cacheStep is the granularity at which the heap limit follows the
// response cache: each change of the limit stops the world briefly.
const cacheStep = 4 << 20

// limitFor is the soft heap limit for a base budget, a response cache
// holding held bytes and a heap the last collection found live bytes, in
// whole cacheSteps: the base plus the cache (the few MB a warm cache holds
// fit in the base's room, the bound of a full one does not), and never less
// than the live heap and a quarter more. At a limit the live heap fills, the
// collector runs on every allocation and marks the whole heap each time: an
// idle server spent 5-8% of a core on a collection a second, and a busy one
// shares its cores with them.
func limitFor(base, held, live int64) int64 {
	withCache := base + max(held, 0)/cacheStep*cacheStep
	headroom := (max(live, 0)*5/4 + cacheStep - 1) / cacheStep * cacheStep
	return max(withCache, headroom)
}

// liveHeap is the heap the last collection found live (0 before the first).
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}

// followCache keeps the soft heap limit (set) at limitFor the base budget,
// what the response cache holds (held) and the live heap (live), checked
// every tick until ctx ends. The base is sized for the read model and the
// garbage between collections; the cache's answers are live heap on top of
// that (up to RESPONSE_CACHE_MB), and under a fixed limit a full cache, or
// a read model grown with the data, would leave the collector almost no
// room and make it run back to back. An empty cache (after start-up or an
// import) keeps the process as small as the base allows.
func followCache(ctx context.Context, base int64, held, live func() int64, set func(int64), every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	cur := base
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if want := limitFor(base, held(), live()); want != cur {
				set(want)
				cur = want
			}
		}
	}
}
