package ingesttest

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// BoxScoresAtLeast checks the box scores of a real-data load: at least
// want per source file, each of a game of the load, one per game.
func BoxScoresAtLeast(t *testing.T, ds *dataset.Dataset, want map[string]int) {
	t.Helper()
	games := make(map[string]bool, len(ds.Games))
	for _, g := range ds.Games {
		games[g.Key] = true
	}
	seen := map[string]bool{}
	per := map[string]int{}
	for _, bs := range ds.BoxScores {
		if !games[bs.GameKey] || seen[bs.GameKey] {
			t.Errorf("box score of %s: unknown or repeated game", bs.GameKey)
		}
		seen[bs.GameKey] = true
		for src := range want {
			if strings.Contains(bs.Source, src) {
				per[src]++
			}
		}
	}
	for src, n := range want {
		if per[src] < n {
			t.Errorf("%d box scores from %s, want at least %d", per[src], src, n)
		}
	}
	t.Logf("box scores: %v", per)
}
