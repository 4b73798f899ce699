package readmodel

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/stats"
)

func TestLeagueLookups(t *testing.T) {
	py := playerYears{2022: {active: 10, first: 2}, 2023: {active: 12, first: 3}, 2024: {active: 11, first: 1}}
	for _, tc := range []struct{ year, want int }{{2024, 2024}, {2026, 2024}, {2023, 2023}, {2021, 0}} {
		if got := py.playersSeason(tc.year); got != tc.want {
			t.Errorf("playersSeason(%d) = %d, want %d", tc.year, got, tc.want)
		}
	}
	ly := &leagueYears{years: []stats.SeasonFigures{{StartYear: 2003}, {StartYear: 2005}, {StartYear: 2006}}}
	for _, tc := range []struct {
		year int
		ok   bool
	}{{2003, true}, {2004, false}, {2006, true}, {2007, false}, {1990, false}} {
		if got := ly.at(tc.year); (got != nil) != tc.ok || (got != nil && got.StartYear != tc.year) {
			t.Errorf("at(%d) = %v", tc.year, got)
		}
	}
	if l := ly.latest(); l == nil || l.StartYear != 2006 {
		t.Errorf("latest = %v", l)
	}
	if (&leagueYears{}).latest() != nil {
		t.Error("no seasons, no latest")
	}
	for _, tc := range []struct {
		v    float64
		want string
	}{{0.615, ".615"}, {1, "1.000"}, {0, ".000"}, {-0.25, "-.250"}} {
		if got := pct3(tc.v); got != tc.want {
			t.Errorf("pct3(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestLeagueInterleave(t *testing.T) {
	runs := [][]string{rotated([]string{"a1", "a2", "a3"}, 0), rotated([]string{"b1", "b2", "b3"}, 1), rotated([]string{"c1"}, 2), rotated([]string{}, 3)}
	got := interleave(runs)
	want := []string{"a1", "b2", "c1", "a2", "b3", "a3", "b1"}
	if len(got) != len(want) {
		t.Fatalf("%v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%v, want %v", got, want)
		}
	}
}
