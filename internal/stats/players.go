package stats

// Player figures: basketball efficiency and the passer rating,
// season-over-season improvement, standardized stat vectors and their
// similarity, and the ±10% comparison rule.

import (
	"math"
	"sort"
)

// BasketballLine is one player's box-score figures over a span (totals or
// per game, as long as minutes are on the same basis).
type BasketballLine struct {
	Points, Rebounds, Assists, Steals, Blocks float64
	FGM, FGA, FTM, FTA, Turnovers, Minutes    float64
}

// BasketballEfficiency is a player's rating: (points + rebounds + assists +
// steals + blocks − missed field goals − missed free throws − turnovers) /
// minutes × 48, rounded to 1 decimal; 0 when no minutes were played.
func BasketballEfficiency(l BasketballLine) float64 {
	if l.Minutes <= 0 {
		return 0
	}
	sum := l.Points + l.Rebounds + l.Assists + l.Steals + l.Blocks - (l.FGA - l.FGM) - (l.FTA - l.FTM) - l.Turnovers
	return RoundTo(sum/l.Minutes*48, 1)
}

// PasserRating is the NFL passer rating (0 to 158.3), rounded to 1 decimal;
// ok is false without attempts.
func PasserRating(completions, attempts, yards, touchdowns, interceptions float64) (float64, bool) {
	if attempts <= 0 {
		return 0, false
	}
	clamp := func(x float64) float64 { return math.Max(0, math.Min(2.375, x)) }
	a := clamp((completions/attempts - 0.3) * 5)
	b := clamp((yards/attempts - 3) * 0.25)
	c := clamp(touchdowns / attempts * 20)
	d := clamp(2.375 - interceptions/attempts*25)
	return RoundTo((a+b+c+d)/6*100, 1), true
}

// ImprovementPercent is the change from prev to cur in percent of prev, rounded to
// 1 decimal; ok is false when prev is not positive (no base to compare).
func ImprovementPercent(prev, cur float64) (float64, bool) {
	if prev <= 0 || math.IsNaN(prev) || math.IsNaN(cur) {
		return 0, false
	}
	return RoundTo((cur-prev)/prev*100, 1), true
}

// Median of xs (0 for none); xs is not changed.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// Moments are a feature's mean and population standard deviation over a
// league's players.
type Moments struct {
	Mean, SD float64
	N        int
}

// MomentsOf measures xs (NaN values are skipped).
func MomentsOf(xs []float64) Moments {
	var m Moments
	var sum float64
	for _, x := range xs {
		if !math.IsNaN(x) {
			sum += x
			m.N++
		}
	}
	if m.N == 0 {
		return m
	}
	m.Mean = sum / float64(m.N)
	var ss float64
	for _, x := range xs {
		if !math.IsNaN(x) {
			ss += (x - m.Mean) * (x - m.Mean)
		}
	}
	m.SD = math.Sqrt(ss / float64(m.N))
	return m
}

// Z is x standardized by m (0 when the league shows no spread).
func (m Moments) Z(x float64) float64 {
	if m.SD == 0 {
		return 0
	}
	return (x - m.Mean) / m.SD
}

// Similarity compares two stat vectors standardized against the league:
// features missing (NaN) in either vector or with no league spread are left
// out; d is the root-mean-square difference of the z-scores over the rest
// and the similarity is 1/(1+d): 1 for identical profiles, 0.5 when they are
// one standard deviation apart on average. used counts the features
// compared; with none the similarity is 0.
func Similarity(a, b []float64, league []Moments) (sim float64, used int) {
	var ss float64
	for i := range a {
		if i >= len(b) || i >= len(league) || math.IsNaN(a[i]) || math.IsNaN(b[i]) || league[i].SD == 0 {
			continue
		}
		d := league[i].Z(a[i]) - league[i].Z(b[i])
		ss += d * d
		used++
	}
	if used == 0 {
		return 0, 0
	}
	return RoundTo(1/(1+math.Sqrt(ss/float64(used))), 3), used
}

// Verdict is how player 1's figure compares with player 2's: more than 10%
// better, more than 10% worse, else similar (see CompareFigure).
type Verdict string

const (
	Better  Verdict = "better"
	Worse   Verdict = "worse"
	Similar Verdict = "similar"
)

// CompareFigure applies the ±10% rule: the difference of a from b in percent
// of b (missing values count as 0; ok is false when b is 0 and a is not,
// where no percentage exists and the sign decides). lowerIsBetter flips the
// verdict (ERA, turnovers).
func CompareFigure(a, b float64, lowerIsBetter bool) (pct float64, ok bool, v Verdict) {
	if math.IsNaN(a) {
		a = 0
	}
	if math.IsNaN(b) {
		b = 0
	}
	switch {
	case a == b:
		return 0, true, Similar
	case b == 0:
		v = Better
		if a < 0 {
			v = Worse
		}
	default:
		pct = RoundTo((a-b)/math.Abs(b)*100, 1)
		ok = true
		switch {
		case pct > 10:
			v = Better
		case pct < -10:
			v = Worse
		default:
			return pct, ok, Similar
		}
	}
	if lowerIsBetter {
		if v == Better {
			v = Worse
		} else {
			v = Better
		}
	}
	return pct, ok, v
}
