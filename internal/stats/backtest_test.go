package stats

import (
	"math"
	"testing"
)

func TestScorer(t *testing.T) {
	type fc struct {
		p, y float64
		year int
	}
	for _, tc := range []struct {
		name                 string
		in                   []fc
		brier, acc, logLoss  float64
		decades              []int
		bin9Games, bin0Games int
	}{
		{"none", nil, 0, 0, 0, nil, 0, 0},
		{"coin flips", []fc{{0.5, 1, 1999}, {0.5, 0, 2000}}, 0.25, 0.5, math.Ln2, []int{1990, 2000}, 0, 0},
		{"sure and right", []fc{{1, 1, 2001}, {0, 0, 2002}}, 0, 1, 0, []int{2000}, 1, 1},
		{"one right, one wrong", []fc{{0.8, 1, 1921}, {0.8, 0, 1921}}, (0.04 + 0.64) / 2, 0.5, -(math.Log(0.8) + math.Log(0.2)) / 2, []int{1920}, 0, 0},
		{"a tie is half right", []fc{{0.7, 0.5, 1950}}, 0.04, 0.5, -(0.5*math.Log(0.7) + 0.5*math.Log(0.3)), []int{1950}, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewScorer()
			for _, f := range tc.in {
				s.Add(f.p, f.y, f.year)
			}
			r := s.Report()
			if r.Games != len(tc.in) || !near(r.Brier, tc.brier) || !near(r.Accuracy, tc.acc) || !near(r.LogLoss, tc.logLoss) {
				t.Errorf("got games %d brier %v acc %v logloss %v", r.Games, r.Brier, r.Accuracy, r.LogLoss)
			}
			if len(r.Calibration) != 10 || r.Calibration[9].Games != tc.bin9Games || r.Calibration[0].Games != tc.bin0Games {
				t.Errorf("calibration %+v", r.Calibration)
			}
			if len(r.Decades) != len(tc.decades) {
				t.Fatalf("decades %+v, want %v", r.Decades, tc.decades)
			}
			for i, d := range tc.decades {
				if r.Decades[i].Decade != d {
					t.Errorf("decade %d = %d, want %d", i, r.Decades[i].Decade, d)
				}
			}
		})
	}
}

func TestCalibrationBins(t *testing.T) {
	s := NewScorer()
	for _, p := range []float64{0.05, 0.15, 0.15, 0.55, 0.999} {
		s.Add(p, 1, 2000)
	}
	c := s.Scores().Calibration
	for i, want := range []int{1, 2, 0, 0, 0, 1, 0, 0, 0, 1} {
		if c[i].Games != want {
			t.Errorf("bin %d games = %d, want %d", i, c[i].Games, want)
		}
	}
	if !near(c[1].MeanForecast, 0.15) || c[1].HomeWinRate != 1 || c[1].Lower != 0.1 || c[1].Upper != 0.2 {
		t.Errorf("bin 1 = %+v", c[1])
	}
}

func TestHomeRateBaseline(t *testing.T) {
	for _, tc := range []struct {
		name  string
		games []EloGame
		want  []float64
	}{
		{"prior then counts", []EloGame{
			{HomeScore: 1, Final: true},
			{HomeScore: 1, Final: true},
			{AwayScore: 1, Final: true},
			{Final: true},
		}, []float64{0.5, 2.0 / 3, 3.0 / 4, 3.0 / 5}},
		{"neutral and unplayed games", []EloGame{
			{HomeScore: 1, Neutral: true, Final: true},
			{HomeScore: 1},
			{HomeScore: 1, Final: true},
			{},
		}, []float64{0.5, 0.5, 0.5, 2.0 / 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := HomeRateBaseline(tc.games)
			for i := range tc.want {
				if !near(got[i], tc.want[i]) {
					t.Errorf("game %d: %v, want %v", i, got[i], tc.want[i])
				}
			}
		})
	}
}
