package forecast

import (
	"math"
	"testing"

	"github.com/almanac-sports/almanac/internal/stats"
)

func TestLiveProb(t *testing.T) {
	tb := &Table{Scope: Scope{"football", "professional"}, MarginSD: 13.5,
		Games:    []Game{{ID: 1, Day: int32(dayNumber("2024-01-01"))}, {ID: 2, Day: int32(dayNumber("2024-01-02")), Final: true, HomeScore: 20, AwayScore: 17}},
		Forecast: stats.Forecast{Prob: []float64{0.64, 0.4}, Diff: []float64{100, -70}}, MarginPerElo: 1.0 / 25}
	for _, tc := range []struct {
		name     string
		i        int
		s        *LiveState
		want     float64
		above    float64 // or: more than this
		below    float64 // and less than this
		remained float64
	}{
		{"scheduled: the pre-game figure", 0, nil, 0.64, 0, 0, 1},
		{"final: the result", 1, nil, 1, 0, 0, 0},
		{"kick-off: the pre-game figure", 0, &LiveState{Period: 1, MinutesLeft: 15}, 0.64, 0, 0, 1},
		{"half-time, 7 up", 0, &LiveState{HomeScore: 7, Period: 3, MinutesLeft: 15}, -1, 0.75, 0.9, 0.5},
		{"half-time, 7 down", 0, &LiveState{AwayScore: 7, Period: 3, MinutesLeft: 15}, -1, 0.3, 0.45, 0.5},
		{"time up, 1 up", 0, &LiveState{HomeScore: 1, Period: 4, MinutesLeft: 0}, 1, 0, 0, 0},
		{"time up, level", 0, &LiveState{Period: 4, MinutesLeft: 0}, 0.5, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := tb.LiveProb(tc.i, tc.s)
			if tc.want >= 0 && math.Abs(l.Prob-tc.want) > 1e-9 {
				t.Errorf("prob %v, want %v", l.Prob, tc.want)
			}
			if tc.want < 0 && (l.Prob <= tc.above || l.Prob >= tc.below) {
				t.Errorf("prob %v, want in (%v, %v)", l.Prob, tc.above, tc.below)
			}
			if math.Abs(l.Remaining-tc.remained) > 1e-9 {
				t.Errorf("remaining %v, want %v", l.Remaining, tc.remained)
			}
		})
	}
	if i, ok := tb.Find(2, "2024-01-02"); !ok || i != 1 {
		t.Errorf("Find = %d %v", i, ok)
	}
	if _, ok := tb.Find(2, "2024-01-01"); ok {
		t.Errorf("Find on the wrong date")
	}
}
