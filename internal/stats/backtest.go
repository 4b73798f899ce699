package stats

import (
	"math"
	"sort"
)

// Backtest scores: probability forecasts of the home side against results.

// CalibrationBin is one tenth of the forecast range.
type CalibrationBin struct {
	Lower        float64 `json:"lower"`
	Upper        float64 `json:"upper"`
	Games        int     `json:"games"`
	MeanForecast float64 `json:"mean_forecast"` // average home win probability
	HomeWinRate  float64 `json:"home_win_rate"` // ties count half
}

// Scores are one forecaster's figures over a set of games.
type Scores struct {
	Games       int              `json:"games"`
	Brier       float64          `json:"brier"`
	Accuracy    float64          `json:"accuracy"`
	LogLoss     float64          `json:"log_loss"`
	Calibration []CalibrationBin `json:"calibration" openapi:"nonnull"`
}

// DecadeScores are Scores for the games of one decade (1990 = 1990-1999).
type DecadeScores struct {
	Decade int `json:"decade"`
	Scores
}

// Report is Scores overall and per decade.
type Report struct {
	Scores
	Decades []DecadeScores `json:"decades" openapi:"nonnull"`
}

// Scorer accumulates forecasts; the zero value is ready.
type Scorer struct {
	n            int
	sq, ll, hit  float64
	bins         [10]struct{ n, p, y float64 }
	decades      map[int]*Scorer
	trackDecades bool
}

// NewScorer returns a scorer that also keeps per-decade figures.
func NewScorer() *Scorer { return &Scorer{trackDecades: true, decades: map[int]*Scorer{}} }

// Add counts one game: p the home win probability, y the home result (1 win,
// 0 loss, 0.5 tie), year the season's year.
func (s *Scorer) Add(p, y float64, year int) {
	s.n++
	s.sq += (p - y) * (p - y)
	q := min(max(p, 1e-15), 1-1e-15)
	s.ll -= y*math.Log(q) + (1-y)*math.Log(1-q)
	switch {
	case p == 0.5 || y == 0.5:
		s.hit += 0.5 // a coin flip or a tie: half right
	case (p > 0.5) == (y == 1):
		s.hit++
	}
	b := &s.bins[min(int(p*10), 9)]
	b.n, b.p, b.y = b.n+1, b.p+p, b.y+y
	if s.trackDecades {
		d := year - ((year%10)+10)%10
		ds := s.decades[d]
		if ds == nil {
			ds = &Scorer{}
			s.decades[d] = ds
		}
		ds.Add(p, y, year)
	}
}

// Scores are the figures so far (zeros when no game was added).
func (s *Scorer) Scores() Scores {
	out := Scores{Games: s.n, Calibration: make([]CalibrationBin, 10)}
	if s.n > 0 {
		n := float64(s.n)
		out.Brier, out.LogLoss, out.Accuracy = s.sq/n, s.ll/n, s.hit/n
	}
	for i, b := range s.bins {
		c := CalibrationBin{Lower: float64(i) / 10, Upper: float64(i+1) / 10, Games: int(b.n)}
		if b.n > 0 {
			c.MeanForecast, c.HomeWinRate = b.p/b.n, b.y/b.n
		}
		out.Calibration[i] = c
	}
	return out
}

// Report is Scores overall and per decade, oldest first.
func (s *Scorer) Report() Report {
	r := Report{Scores: s.Scores(), Decades: []DecadeScores{}}
	for d, ds := range s.decades {
		r.Decades = append(r.Decades, DecadeScores{Decade: d, Scores: ds.Scores()})
	}
	sort.Slice(r.Decades, func(i, j int) bool { return r.Decades[i].Decade < r.Decades[j].Decade })
	return r
}

// HomeRateBaseline forecasts each game with the home win rate of the final
// games before it (ties half, a 1-in-2 prior so the first games get 0.5);
// neutral-site games get 0.5.
func HomeRateBaseline(games []EloGame) []float64 {
	out := make([]float64, len(games))
	wins, n := 1.0, 2.0
	for i, g := range games {
		out[i] = 0.5
		if g.Neutral {
			continue
		}
		out[i] = wins / n
		if g.Final {
			wins += g.Result()
			n++
		}
	}
	return out
}
