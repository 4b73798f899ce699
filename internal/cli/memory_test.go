package cli

import "testing"

func TestBudgetFor(t *testing.T) {
	for _, c := range []struct{ total, want int64 }{
		{0, 3 << 30},        // unknown
		{2 << 30, 1 << 30},  // small machine: the floor
		{8 << 30, 2 << 30},  // a quarter
		{24 << 30, 4 << 30}, // large machine: the ceiling
	} {
		if got := budgetFor(c.total); got != c.want {
			t.Errorf("budgetFor(%d) = %d, want %d", c.total, got, c.want)
		}
	}
	if m := memoryAvailable(); m < 0 {
		t.Errorf("memoryAvailable() = %d", m)
	}
}
