package odds

import (
	"math"
	"testing"
)

// Constructed seasons, played to the end, whose places the tie-breakers
// decide: the teams are level on record (records set alike), the results
// between them say who goes through.
func TestTieBreaks(t *testing.T) {
	const a, b, c, d = 0, 1, 2, 3
	win := func(w, l int) Result { return Result{Winner: w, Loser: l} }
	for _, tc := range []struct {
		name    string
		league  string
		year    int
		places  int
		tied    int     // teams 0..tied-1 are level; the rest trail
		divs    []int64 // division per team (0: none)
		confs   []int64 // conference per team (nil: one)
		points  bool    // hockey records (W-L-OTL), level on points
		results []Result
		want    []float64 // playoff probability per team
		divWin  []float64 // division probability per team (nil: not checked)
	}{
		{name: "head-to-head decides two", league: "NFL", year: 2023, places: 1, tied: 2, divs: []int64{1, 1, 1, 1},
			results: []Result{win(b, a), win(b, a)}, want: []float64{0, 1, 0, 0}, divWin: []float64{0, 1, 0, 0}},
		{name: "head-to-head among three, then again between the two left", league: "NBA", year: 2023, places: 2, tied: 3,
			// Among a, b, c: b 2-1, a 1-1, c 1-2; then c beat a.
			results: []Result{win(a, b), win(c, a), win(b, c), win(b, c)}, want: []float64{0, 1, 1, 0}},
		{name: "division record when head-to-head is even", league: "AL", year: 2023, places: 1, tied: 2, divs: []int64{1, 1, 1, 2},
			results: []Result{win(a, b), win(b, a), win(a, c), win(a, c), win(c, b), win(c, b)}, want: []float64{1, 0, 0, 0}, divWin: []float64{1, 0, 0, 1}},
		{name: "conference record across divisions, no head-to-head", league: "NFL", year: 2023, places: 1, tied: 2, divs: []int64{1, 2, 1, 2},
			confs:   []int64{1, 1, 1, 1},
			results: []Result{win(b, c), win(b, d), win(a, c), win(d, a)}, want: []float64{0, 1, 0, 0}},
		{name: "NHL regulation wins before head-to-head", league: "NHL", year: 2023, places: 1, tied: 2, points: true,
			results: []Result{{Winner: a, Loser: b, Overtime: true, OTLoss: true}, {Winner: b, Loser: c}, {Winner: a, Loser: c, Overtime: true, Shootout: true, OTLoss: true}},
			want:    []float64{0, 1, 0, 0}},
		{name: "NHL before 2010: head-to-head points", league: "NHL", year: 2005, places: 1, tied: 2, points: true,
			// a and b each won once; b's loss came in overtime, a point.
			results: []Result{{Winner: a, Loser: b, Overtime: true, OTLoss: true}, {Winner: b, Loser: a}},
			want:    []float64{0, 1, 0, 0}},
		{name: "a draw of lots when nothing separates", league: "NBA", year: 2023, places: 1, tied: 4,
			want: []float64{0.25, 0.25, 0.25, 0.25}},
	} {
		f, ok := FormatFor(tc.league, tc.year)
		if !ok {
			t.Fatalf("%s: no format", tc.name)
		}
		f = Format{Places: tc.places, DivisionWinners: tc.divWin != nil, Rounds: []int{1}, Final: 1, Breaks: f.Breaks}
		teams := make([]Team, 4)
		for i := range teams {
			teams[i] = Team{ID: int64(i + 1), Conference: 1, Rating: 1500, Wins: 10, Losses: 10}
			if i >= tc.tied {
				teams[i].Wins, teams[i].Losses = 5, 15
			}
			if tc.points {
				teams[i].Losses, teams[i].OTLosses = teams[i].Losses-2, 2
			}
			if tc.divs != nil {
				teams[i].Division = tc.divs[i]
			}
		}
		o := Simulate(Input{Teams: teams, Results: tc.results, Format: f, Playoffs: true, Points: tc.points, Runs: 4000, Seed: 5})
		for i, want := range tc.want {
			tol := 0.0
			if want != 0 && want != 1 {
				tol = 0.03
			}
			if math.Abs(o[i].Playoff-want) > tol {
				t.Errorf("%s: team %d playoff %v, want %v", tc.name, i, o[i].Playoff, want)
			}
			if tc.divWin != nil && o[i].Division != tc.divWin[i] {
				t.Errorf("%s: team %d division %v, want %v", tc.name, i, o[i].Division, tc.divWin[i])
			}
		}
	}
}
