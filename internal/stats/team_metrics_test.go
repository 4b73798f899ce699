package stats

import (
	"math"
	"testing"
)

func TestPythagorean(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pf, pa float64
		x      float64
		want   float64
		ok     bool
	}{
		{"even", 400, 400, 2.37, 0.5, true},
		{"nfl 2007 patriots", 589, 274, 2.37, 0.8598, true},
		{"nba large exponent", 9000, 8500, 13.91, 0.6889, true},
		{"mlb", 800, 700, 1.83, 0.5608, true},
		{"shutout", 10, 0, 2, 1, true},
		{"scoreless", 0, 0, 2, 0, false},
		{"never scored", 0, 5, 2, 0, true},
		{"negative", -1, 5, 2, 0, false},
	} {
		got, ok := Pythagorean(tc.pf, tc.pa, tc.x)
		if ok != tc.ok || math.Abs(got-tc.want) > 5e-5 {
			t.Errorf("%s: Pythagorean(%v, %v, %v) = %.4f, %v; want %.4f, %v", tc.name, tc.pf, tc.pa, tc.x, got, ok, tc.want, tc.ok)
		}
	}
}

func TestPythagoreanExponent(t *testing.T) {
	for _, tc := range []struct {
		sport, level string
		want         float64
	}{
		{"football", "professional", 2.37}, {"football", "ncaa-d1", 2.37}, {"basketball", "professional", 13.91},
		{"basketball", "ncaa-d1", 11.5}, {"baseball", "professional", 1.83}, {"hockey", "professional", 2}, {"hockey", "ncaa-d1", 2},
	} {
		if got := PythagoreanExponent(tc.sport, tc.level); got != tc.want {
			t.Errorf("%s %s: %v, want %v", tc.sport, tc.level, got, tc.want)
		}
	}
}

func TestWeightedMean(t *testing.T) {
	for _, tc := range []struct {
		name string
		xs   []Weighted
		want float64
		ok   bool
	}{
		{"none", nil, 0, false},
		{"no games", []Weighted{{0.7, 0}}, 0, false},
		{"one", []Weighted{{0.6, 2}}, 0.6, true},
		{"weighted", []Weighted{{0.5, 1}, {0.8, 2}}, 0.7, true},
		{"ignores non-positive", []Weighted{{0.5, 1}, {0.9, -3}}, 0.5, true},
	} {
		got, ok := WeightedMean(tc.xs)
		if ok != tc.ok || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

func TestOpponentWinPct(t *testing.T) {
	for _, tc := range []struct {
		name    string
		opp, vs Record
		want    float64
		ok      bool
	}{
		{"games against the team taken out", Record{W: 10, L: 6}, Record{W: 0, L: 2}, 10.0 / 14, true},
		{"ties count half", Record{W: 5, L: 4, T: 1}, Record{W: 1}, 4.5 / 9, true},
		{"overtime losses are losses", Record{W: 40, L: 30, OTL: 12}, Record{W: 1, OTL: 1}, 39.0 / 80, true},
		{"only played the team", Record{W: 1, L: 1}, Record{W: 1, L: 1}, 0, false},
		{"inconsistent", Record{W: 1}, Record{W: 2}, 0, false},
	} {
		got, ok := OpponentWinPct(tc.opp, tc.vs)
		if ok != tc.ok || math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: %v, %v; want %v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}
