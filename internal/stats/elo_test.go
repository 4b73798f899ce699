package stats

import (
	"math"
	"math/rand/v2"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestWinProb(t *testing.T) {
	for _, tc := range []struct{ diff, want float64 }{
		{0, 0.5},
		{400, 10.0 / 11},
		{-400, 1.0 / 11},
		{65, 1 / (1 + math.Pow(10, -65.0/400))},
	} {
		if got := WinProb(tc.diff); !near(got, tc.want) {
			t.Errorf("WinProb(%v) = %v, want %v", tc.diff, got, tc.want)
		}
	}
}

var nflLike = EloParams{K: 20, HomeAdv: 65, Revert: 1.0 / 3, PlayoffMult: 1.2, PlayoffK: 1, NewTeam: -100, MOV: MOVLog}

func TestEloUpdate(t *testing.T) {
	p65 := WinProb(65)
	for _, tc := range []struct {
		name     string
		p        EloParams
		g        EloGame
		wantProb float64
		wantHome float64 // home rating after the game
	}{
		{"home win by 7", nflLike, EloGame{HomeScore: 27, AwayScore: 20, Final: true}, p65,
			1500 + 20*math.Log(8)*2.2/(2.2+0.065)*(1-p65)},
		{"home loss by 3: an upset, no damping", nflLike, EloGame{HomeScore: 17, AwayScore: 20, Final: true}, p65,
			1500 + 20*math.Log(4)*2.2/(2.2-0.065)*(0-p65)},
		{"tie counts as a 1-point margin", nflLike, EloGame{HomeScore: 10, AwayScore: 10, Final: true}, p65,
			1500 + 20*math.Log(2)*(0.5-p65)},
		{"neutral site has no home edge", nflLike, EloGame{HomeScore: 1, AwayScore: 0, Neutral: true, Final: true}, 0.5,
			1500 + 20*math.Log(2)*2.2/2.2*0.5},
		{"playoff scales the gap", nflLike, EloGame{HomeScore: 0, AwayScore: 1, Playoff: true, Final: true}, WinProb(65 * 1.2),
			1500 + 20*math.Log(2)*2.2/(2.2-0.078)*(0-WinProb(78))},
		{"rest edge, capped", EloParams{K: 20, HomeAdv: 65, Rest: 3, RestCap: 14, MOV: MOVLog}, EloGame{HomeRest: 20, AwayRest: 6}, WinProb(65 + 3*8), 1500},
		{"rest unknown for one side", EloParams{K: 20, HomeAdv: 65, Rest: 3, RestCap: 14, MOV: MOVLog}, EloGame{HomeRest: 20}, p65, 1500},
		{"not final: forecast only", nflLike, EloGame{Final: false}, p65, 1500},
		{"power margin form", EloParams{K: 20, HomeAdv: 100, MOV: MOVPower}, EloGame{HomeScore: 110, AwayScore: 100, Final: true}, WinProb(100),
			1500 + 20*math.Pow(13, 0.8)/(7.5+0.6)*(1-WinProb(100))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.g.Away = 1
			s := NewEloState(tc.p, 2)
			if got := s.Update(tc.g); !near(got, tc.wantProb) {
				t.Errorf("prob = %v, want %v", got, tc.wantProb)
			}
			if !near(s.Rating[0], tc.wantHome) {
				t.Errorf("home rating = %v, want %v", s.Rating[0], tc.wantHome)
			}
			if !near(s.Rating[0]+s.Rating[1], 3000) {
				t.Errorf("ratings not zero-sum: %v", s.Rating)
			}
		})
	}
}

func TestEloSeasons(t *testing.T) {
	s := NewEloState(nflLike, 3)
	s.Update(EloGame{Season: 2000, Home: 0, Away: 1, HomeScore: 30, AwayScore: 0, Final: true})
	before := s.Rating[0]
	// A new season reverts a third of the gap; team 2 joins as a new team.
	s.Update(EloGame{Season: 2001, Home: 2, Away: 1, Final: false})
	if want := before - (before-EloMean)/3; !near(s.Rating[0], want) {
		t.Errorf("reverted rating = %v, want %v", s.Rating[0], want)
	}
	if !near(s.Rating[2], EloMean-100) {
		t.Errorf("new team rating = %v, want %v", s.Rating[2], EloMean-100)
	}
}

// fixture is a few seasons of games between teams of fixed strength.
func fixture(seed uint64, seasons, teams int) []EloGame {
	r := rand.New(rand.NewPCG(seed, 1))
	strength := make([]float64, teams)
	for i := range strength {
		strength[i] = r.NormFloat64() * 7
	}
	var gs []EloGame
	for s := 0; s < seasons; s++ {
		for i := 0; i < teams*6; i++ {
			h, a := r.IntN(teams), r.IntN(teams-1)
			if a >= h {
				a++
			}
			m := int(math.Round(strength[h] - strength[a] + 3 + r.NormFloat64()*12))
			g := EloGame{Season: 1990 + s, Home: h, Away: a, HomeScore: 20 + max(m, 0), AwayScore: 20 + max(-m, 0), Final: true}
			gs = append(gs, g)
		}
	}
	return gs
}

var testModel = EloModel{Base: nflLike, KGrid: []float64{0.5, 1, 2}, HomeGrid: []float64{0, 1, 2}, RevertGrid: []float64{1},
	MinSeasons: 2, RefitEvery: 1, Decay: 0.9, Ensemble: 3}

// Changing a game's result changes no forecast of an earlier game (nor of
// itself): the forecasts are walk-forward.
func TestWalkForwardUsesOnlyThePast(t *testing.T) {
	games := fixture(7, 8, 10)
	base := WalkForward(games, 10, testModel)
	for _, k := range []int{0, 1, 100, 250, len(games) / 2, len(games) - 1} {
		changed := append([]EloGame(nil), games...)
		changed[k].HomeScore, changed[k].AwayScore = changed[k].AwayScore+9, changed[k].HomeScore
		got := WalkForward(changed, 10, testModel)
		for i := 0; i <= k; i++ {
			if got.Prob[i] != base.Prob[i] {
				t.Fatalf("changing game %d changed the forecast of game %d: %v -> %v", k, i, base.Prob[i], got.Prob[i])
			}
		}
		if k < len(games)-1 && slicesEqual(got.Prob[k+1:], base.Prob[k+1:]) {
			t.Errorf("changing game %d changed no later forecast", k)
		}
	}
}

func slicesEqual(a, b []float64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestWalkForwardFits(t *testing.T) {
	games := fixture(3, 10, 10)
	fc := WalkForward(games, 10, testModel)
	if len(fc.Fits) != 10 {
		t.Fatalf("fits = %d, want one per season", len(fc.Fits))
	}
	for i, f := range fc.Fits[:2] {
		if f.Params != nflLike || f.Score != 0 {
			t.Errorf("season %d before any history: %+v, want the base system", i, f)
		}
	}
	// The data have a real home edge (3 points a game): a fit on them never
	// picks the no-home-edge systems.
	for _, f := range fc.Fits[2:] {
		if f.Params.HomeAdv == 0 || f.Score <= 0 {
			t.Errorf("season %d fit %+v", f.Season, f)
		}
	}
	if n := len(testModel.Candidates()); n != 9 {
		t.Errorf("candidates = %d, want 9", n)
	}
	// A grid factor on a zero base setting makes no new system.
	m := testModel
	m.RestGrid = []float64{0, 1, 2}
	if n := len(m.Candidates()); n != 9 {
		t.Errorf("candidates with a rest grid on no rest = %d, want 9", n)
	}
	m.Base.Rest, m.Base.RestCap = 5, 3
	if n := len(m.Candidates()); n != 27 {
		t.Errorf("candidates with a rest grid = %d, want 27", n)
	}
	// The model beats the home-rate baseline on games with real strengths.
	ours, base := NewScorer(), NewScorer()
	hr := HomeRateBaseline(games)
	for i, g := range games {
		ours.Add(fc.Prob[i], g.Result(), g.Season)
		base.Add(hr[i], g.Result(), g.Season)
	}
	if o, b := ours.Scores().Brier, base.Scores().Brier; o >= b {
		t.Errorf("Brier %v, not below the baseline's %v", o, b)
	}
}

// The forecast is the average of the Ensemble best systems: with one
// candidate it is that system's own forecast.
func TestWalkForwardEnsemble(t *testing.T) {
	games := fixture(5, 4, 8)
	one := EloModel{Base: nflLike, MinSeasons: 1, Ensemble: 5}
	fc := WalkForward(games, 8, one)
	s := NewEloState(nflLike, 8)
	for i, g := range games {
		if p := s.Update(g); !near(p, fc.Prob[i]) {
			t.Fatalf("game %d: %v, want %v", i, fc.Prob[i], p)
		}
	}
	if r, ok := fc.Latest.RatingOf(0); !ok || !near(r, s.Rating[0]) {
		t.Errorf("latest rating %v %v, want %v", r, ok, s.Rating[0])
	}
	if r, ok := NewEloState(nflLike, 2).RatingOf(1); ok || r != EloMean {
		t.Errorf("unseen team: %v %v", r, ok)
	}
}

func TestBest(t *testing.T) {
	for _, tc := range []struct {
		score []float64
		n     int
		want  []int
	}{
		{[]float64{3, 1, 2}, 2, []int{1, 2}},
		{[]float64{3, 1, 2}, 5, []int{1, 2, 0}},
		{[]float64{1, 1}, 1, []int{0}},
	} {
		got := best(tc.score, tc.n)
		if len(got) != len(tc.want) {
			t.Fatalf("best(%v, %d) = %v", tc.score, tc.n, got)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("best(%v, %d) = %v, want %v", tc.score, tc.n, got, tc.want)
			}
		}
	}
}
