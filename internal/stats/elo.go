package stats

import "math"

// Elo ratings in the manner of FiveThirtyEight's NFL/NBA models: a rating per
// franchise, a home edge in rating points, a margin-of-victory multiplier
// damped by the winner's pre-game edge (so favourites do not inflate), a
// partial reversion to the mean between seasons and a playoff weighting.

// EloMean is the rating an average team has.
const EloMean = 1500.0

// EloGame is one game in the order it was played. Teams are dense indexes
// (0..n-1) the caller assigns; the engine knows nothing else about them.
type EloGame struct {
	Season     int // a change of Season between games starts a new season
	Home, Away int
	HomeScore  int
	AwayScore  int
	Neutral    bool // no home edge
	Playoff    bool
	Final      bool // has a result; other games are forecast, never learnt from
	// Days since each side's previous game (0: unknown, e.g. a season's
	// first game).
	HomeRest, AwayRest int
}

// Result is the home side's result: 1 win, 0 loss, 0.5 tie.
func (g EloGame) Result() float64 { return HomeResult(g.HomeScore, g.AwayScore) }

// HomeResult is 1 when home outscored away, 0 when it was outscored, 0.5
// for a tie.
func HomeResult(home, away int) float64 {
	switch {
	case home > away:
		return 1
	case home < away:
		return 0
	}
	return 0.5
}

// MOVKind selects the margin-of-victory multiplier's shape.
type MOVKind int

const (
	// MOVLog is 538's NFL form: ln(|m|+1) · 2.2/(2.2 + 0.001·d).
	MOVLog MOVKind = iota
	// MOVPower is 538's NBA form: (|m|+3)^0.8 / (7.5 + 0.006·d).
	MOVPower
)

// EloParams are one rating system's settings.
type EloParams struct {
	K       float64 `json:"k"`         // update size
	HomeAdv float64 `json:"home_edge"` // rating points the home side gets (not at neutral sites)
	Revert  float64 `json:"reversion"` // share of the gap to the mean removed between seasons
	// PlayoffMult scales the rating gap in playoff games (538 NFL: 1.2):
	// better teams win playoff games more often than the gap alone says.
	PlayoffMult float64 `json:"playoff_gap_multiplier"`
	// PlayoffK scales K in playoff games (1: as in the regular season).
	PlayoffK float64 `json:"playoff_k_multiplier"`
	// NewTeam is a franchise's first rating relative to the mean when it
	// joins after the first season (expansion teams start weak).
	NewTeam float64 `json:"new_team"`
	MOV     MOVKind `json:"margin_form"` // 0: 538 NFL (log), 1: 538 NBA (power)
	// Rest is rating points per day of rest one side has over the other,
	// counting at most RestCap days (a back-to-back in the NBA, a bye week
	// in the NFL).
	Rest    float64 `json:"rest_per_day"`
	RestCap int     `json:"rest_cap_days"`
}

// EloState is one rating system's state while it walks through the games.
type EloState struct {
	P       EloParams
	Rating  []float64
	seen    []bool
	started bool
	season  int
	first   int // the first season: its teams start at the mean
}

// NewEloState starts every team unseen.
func NewEloState(p EloParams, teams int) *EloState {
	return &EloState{P: p, Rating: make([]float64, teams), seen: make([]bool, teams)}
}

// WinProb is the chance a side rated diff points better wins.
func WinProb(diff float64) float64 {
	return 1 / (1 + math.Exp(-diff*math.Ln10/400))
}

// Diff is the home side's rating edge in g, home edge and playoff scale
// included.
func (s *EloState) Diff(g EloGame) float64 {
	s.enter(g)
	d := s.Rating[g.Home] - s.Rating[g.Away]
	if !g.Neutral {
		d += s.P.HomeAdv
	}
	if g.HomeRest > 0 && g.AwayRest > 0 && s.P.Rest != 0 {
		d += s.P.Rest * float64(min(g.HomeRest, s.P.RestCap)-min(g.AwayRest, s.P.RestCap))
	}
	if g.Playoff && s.P.PlayoffMult > 0 {
		d *= s.P.PlayoffMult
	}
	return d
}

// RatingOf is team t's rating and whether it has played; it changes
// nothing, so readers may share a finished state.
func (s *EloState) RatingOf(t int) (float64, bool) {
	if t < 0 || t >= len(s.Rating) || !s.seen[t] {
		return EloMean, false
	}
	return s.Rating[t], true
}

// enter applies the season change and first ratings g needs.
func (s *EloState) enter(g EloGame) {
	if !s.started || g.Season != s.season {
		if s.started {
			for i, r := range s.Rating {
				s.Rating[i] = r - s.P.Revert*(r-EloMean)
			}
		}
		if !s.started {
			s.first = g.Season
		}
		s.started, s.season = true, g.Season
	}
	for _, t := range [2]int{g.Home, g.Away} {
		if !s.seen[t] {
			s.seen[t] = true
			s.Rating[t] = EloMean
			if s.season != s.first {
				s.Rating[t] += s.P.NewTeam
			}
		}
	}
}

// Update learns from a final game and returns the pre-game probability.
func (s *EloState) Update(g EloGame) float64 {
	p, _ := s.Step(g)
	return p
}

// Step is Update that also returns the pre-game rating edge.
func (s *EloState) Step(g EloGame) (p, d float64) {
	return s.step(g, movMargins(g))
}

// step is Step with the margin terms worked out once per game (they are
// the same for every system).
func (s *EloState) step(g EloGame, margin [2]float64) (p, d float64) {
	d = s.Diff(g)
	p = WinProb(d)
	if !g.Final {
		return p, d
	}
	res := g.Result()
	shift := s.P.K * s.movMult(margin, d, res) * (res - p)
	if g.Playoff && s.P.PlayoffK > 0 {
		shift *= s.P.PlayoffK
	}
	s.Rating[g.Home] += shift
	s.Rating[g.Away] -= shift
	return p, d
}

// movMargins are the margin terms of MOVLog and MOVPower.
func movMargins(g EloGame) [2]float64 {
	m := math.Abs(float64(g.HomeScore - g.AwayScore))
	return [2]float64{MOVLog: math.Log(max(m, 1) + 1), MOVPower: math.Pow(m+3, 0.8)}
}

// movMult grows with the margin and shrinks with the winner's pre-game edge
// (the autocorrelation correction: favourites win by more, so without it
// their ratings would drift up).
func (s *EloState) movMult(margin [2]float64, d, res float64) float64 {
	var dw float64 // the winner's edge; none for a tie
	switch res {
	case 1:
		dw = d
	case 0:
		dw = -d
	}
	switch s.P.MOV {
	case MOVPower:
		return margin[MOVPower] / max(7.5+0.006*dw, 1)
	default:
		return margin[MOVLog] * 2.2 / max(2.2+0.001*dw, 0.5)
	}
}
