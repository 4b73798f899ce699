package ncaafb_test

import (
	"fmt"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/ncaafb"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// College football records are final records: every team-season with a
// record equals its scored games summed, bowls and playoff games included
// (Indiana 2025: 16-0 with the CFP, not 13-0).
func TestNCAAFootballFinalRecordsRealData(t *testing.T) {
	ds := ingesttest.Load(t, "ncaa-football", ncaafb.Load)
	sum := map[string]*[3]int{}
	for _, g := range ds.Games {
		if g.Status != dataset.StatusFinal || g.HomeScore == nil {
			continue
		}
		for _, side := range []struct {
			fr     string
			my, th int
		}{{g.HomeKey, *g.HomeScore, *g.AwayScore}, {g.AwayKey, *g.AwayScore, *g.HomeScore}} {
			k := side.fr + "|" + g.SeasonKey
			if sum[k] == nil {
				sum[k] = &[3]int{}
			}
			switch {
			case side.my > side.th:
				sum[k][0]++
			case side.my < side.th:
				sum[k][1]++
			default:
				sum[k][2]++
			}
		}
	}
	n := 0
	for _, ts := range ds.TeamSeasons {
		if !ts.HasRecord {
			continue
		}
		n++
		k := ts.FranchiseKey + "|" + ts.SeasonKey
		if s := sum[k]; s == nil || *s != [3]int{ts.Wins, ts.Losses, ts.Ties} {
			t.Errorf("%s: record %d-%d-%d, games %v", k, ts.Wins, ts.Losses, ts.Ties, s)
		}
	}
	t.Logf("%d team-seasons with a record agree with their games", n)
	for _, tc := range []struct {
		key, want string
	}{
		{"ncaa-football:indiana|ncaa-football:2025", "16-0"},    // CFP champion
		{"ncaa-football:michigan|ncaa-football:2023", "15-0"},   // CFP champion
		{"ncaa-football:georgia|ncaa-football:2021", "14-1"},    // CFP champion
		{"ncaa-football:ohio-state|ncaa-football:2024", "14-2"}, // CFP champion
	} {
		found := false
		for _, ts := range ds.TeamSeasons {
			if ts.FranchiseKey+"|"+ts.SeasonKey == tc.key {
				found = true
				if got := fmt.Sprintf("%d-%d", ts.Wins, ts.Losses); got != tc.want || !ts.HasRecord {
					t.Errorf("%s: %s (record %v), want %s", tc.key, got, ts.HasRecord, tc.want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no team season", tc.key)
		}
	}
}
