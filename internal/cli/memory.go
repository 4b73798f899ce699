package cli

import (
	"os"
	"strconv"
	"strings"
)

// heapBudget is the soft heap limit when GOMEMLIMIT is unset: a third of
// the memory this process may use (its cgroup's limit in a container, else
// the machine's), at most 280 MiB: the warm live heap is ~205 MiB, and the
// process stays at ~335 MB resident (the limit, SQLite's page caches and the
// binary's pages), so a 1 GB server keeps room for the kernel and the rest
// of the machine. 280 MiB when unknown.
func heapBudget() int64 { return budgetFor(memoryAvailable()) }

func budgetFor(total int64) int64 {
	const ceiling = 280 << 20
	if total <= 0 {
		return ceiling
	}
	return min(max(total/3, 64<<20), ceiling)
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
