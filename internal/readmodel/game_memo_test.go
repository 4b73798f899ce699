package readmodel

import (
	"strconv"
	"testing"
)

func TestNumerous(t *testing.T) {
	for k, want := range map[string]bool{
		"index":                          false,
		"forecast|football|professional": false,
		"store|teams":                    false,
		"store|champions":                false,
		"store|roster:12:2020":           true,
		"store|splits:12":                true,
		"count|sport=football":           true,
		"standings|2020|football|":       true,
		"figures|12|0":                   true,
	} {
		if got := numerous(k); got != want {
			t.Errorf("numerous(%q) = %v, want %v", k, got, want)
		}
	}
}

func TestShed(t *testing.T) {
	fill := func(prefix string, n int, m map[string]any) {
		for i := range n {
			m[prefix+strconv.Itoa(i)] = i
		}
	}
	for _, tc := range []struct {
		name            string
		counts, figures int
		wantCounts      bool // the counts survive
		wantFigures     bool
	}{
		{"counts go first", gameMemoMax - 100, 50, false, true},
		{"then the numerous rest", 10, gameMemoMax, false, false},
	} {
		m := map[string]any{"index": 1, "store|teams": 2, "forecast|a|b": 3}
		fill("count|", tc.counts, m)
		fill("figures|", tc.figures, m)
		got := shed(m)
		if _, ok := got["index"]; !ok {
			t.Errorf("%s: index dropped", tc.name)
		}
		if _, ok := got["store|teams"]; !ok {
			t.Errorf("%s: team snapshot dropped", tc.name)
		}
		if _, ok := got["count|0"]; ok != tc.wantCounts {
			t.Errorf("%s: counts kept = %v", tc.name, ok)
		}
		if _, ok := got["figures|0"]; ok != tc.wantFigures {
			t.Errorf("%s: figures kept = %v", tc.name, ok)
		}
	}
}
