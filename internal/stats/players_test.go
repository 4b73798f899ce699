package stats

import (
	"math"
	"testing"
)

func TestBasketballEfficiency(t *testing.T) {
	for _, c := range []struct {
		name string
		l    BasketballLine
		want float64
	}{
		// 30+10+5+2+1 − 10 missed FG − 2 missed FT − 3 TOV = 33 over 36 min → 44.0 per 48.
		{"per game", BasketballLine{30, 10, 5, 2, 1, 10, 20, 8, 10, 3, 36}, 44},
		// The same line as season totals over 10 games gives the same rating.
		{"totals", BasketballLine{300, 100, 50, 20, 10, 100, 200, 80, 100, 30, 360}, 44},
		{"no minutes", BasketballLine{Points: 10}, 0},
		{"negative", BasketballLine{FGA: 5, Minutes: 12}, -20},
	} {
		if got := BasketballEfficiency(c.l); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestPasserRating(t *testing.T) {
	for _, c := range []struct {
		cmp, att, yds, td, in float64
		want                  float64
		ok                    bool
	}{
		{398, 578, 4806, 50, 8, 117.2, true}, // Brady 2007
		{10, 10, 125, 2, 0, 158.3, true},     // perfect
		{0, 10, 0, 0, 3, 0, true},            // floor
		{0, 0, 0, 0, 0, 0, false},
	} {
		got, ok := PasserRating(c.cmp, c.att, c.yds, c.td, c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("PasserRating(%v/%v, %v yds, %v td, %v int) = %v %v, want %v %v", c.cmp, c.att, c.yds, c.td, c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestImprovementAndMedian(t *testing.T) {
	for _, c := range []struct {
		prev, cur, want float64
		ok              bool
	}{
		{10, 15, 50, true},
		{20, 15, -25, true},
		{3, 3, 0, true},
		{0, 5, 0, false},
		{-1, 5, 0, false},
	} {
		if got, ok := Improvement(c.prev, c.cur); got != c.want || ok != c.ok {
			t.Errorf("Improvement(%v, %v) = %v %v", c.prev, c.cur, got, ok)
		}
	}
	for _, c := range []struct {
		xs   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{5, 1, 3}, 3}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := Median(c.xs); got != c.want {
			t.Errorf("Median(%v) = %v", c.xs, got)
		}
	}
}

func TestMomentsAndSimilarity(t *testing.T) {
	m := MomentsOf([]float64{2, 4, 4, 4, 5, 5, 7, 9, math.NaN()})
	if m.Mean != 5 || m.SD != 2 || m.N != 8 {
		t.Fatalf("moments %+v", m)
	}
	if m.Z(9) != 2 || (Moments{Mean: 3}).Z(9) != 0 {
		t.Error("z-scores")
	}
	nan := math.NaN()
	league := []Moments{{Mean: 10, SD: 5}, {Mean: 5, SD: 2}, {Mean: 1, SD: 0}}
	for _, c := range []struct {
		name string
		a, b []float64
		want float64
		used int
	}{
		{"identical", []float64{20, 7, 1}, []float64{20, 7, 3}, 1, 2}, // no spread: third left out
		{"one sd apart", []float64{15, 7, 1}, []float64{10, 5, 1}, 0.5, 2},
		{"missing left out", []float64{15, nan, 1}, []float64{10, 1, 1}, 0.5, 1},
		{"nothing shared", []float64{nan, 1, 1}, []float64{1, nan, 1}, 0, 0},
		{"two sd apart", []float64{20, 1, 0}, []float64{10, 5, 0}, 0.333, 2},
	} {
		got, used := Similarity(c.a, c.b, league)
		if got != c.want || used != c.used {
			t.Errorf("%s: similarity %v over %d, want %v over %d", c.name, got, used, c.want, c.used)
		}
	}
}

func TestCompareFigure(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		a, b   float64
		lower  bool
		pct    float64
		pctOK  bool
		expect Verdict
	}{
		{27.1, 20.3, false, 33.5, true, Better},
		{20.3, 27.1, false, -25.1, true, Worse},
		{10.5, 10, false, 5, true, Similar},
		{11, 10, false, 10, true, Similar}, // exactly +10% is not above it
		{11.1, 10, false, 11, true, Better},
		{2.5, 3.5, true, -28.6, true, Better}, // lower ERA wins
		{5, 0, false, 0, false, Better},
		{nan, 4, false, -100, true, Worse}, // missing counts as 0
		{nan, nan, false, 0, true, Similar},
		{3, 0, true, 0, false, Worse},
	} {
		pct, ok, v := CompareFigure(c.a, c.b, c.lower)
		if pct != c.pct || ok != c.pctOK || v != c.expect {
			t.Errorf("CompareFigure(%v, %v, %v) = %v %v %v, want %v %v %v", c.a, c.b, c.lower, pct, ok, v, c.pct, c.pctOK, c.expect)
		}
	}
}
