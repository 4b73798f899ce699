package cli

import "testing"

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
