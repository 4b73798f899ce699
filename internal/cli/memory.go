package cli

import (
	"os"
	"strconv"
	"strings"
)

// heapBudget is the soft heap limit when GOMEMLIMIT is unset: a quarter of
// the memory this process may use (its cgroup's limit in a container, else
// the machine's), kept between 1 GiB and 4 GiB; 3 GiB when unknown.
func heapBudget() int64 { return budgetFor(memoryAvailable()) }

func budgetFor(total int64) int64 {
	if total <= 0 {
		return 3 << 30
	}
	return min(max(total/4, 1<<30), 4<<30)
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
