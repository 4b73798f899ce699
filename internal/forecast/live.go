package forecast

import (
	"errors"
	"math"
	"sort"
)

// In-game win probability: the final margin is taken as normal around the
// pre-game expectation with the spread measured on this sport's games
// (MarginSD); the part of it still to play shrinks with the time left.

// Regulation is a sport's playing time in periods.
type Regulation struct {
	Periods       int
	PeriodMinutes float64 // 0: no clock (baseball innings)
}

// RegulationOf is the regulation of a sport and level.
func RegulationOf(sc Scope) Regulation {
	switch {
	case sc.Sport == "football":
		return Regulation{4, 15}
	case sc.Sport == "basketball" && sc.Level == "professional":
		return Regulation{4, 12}
	case sc.Sport == "basketball":
		return Regulation{2, 20}
	case sc.Sport == "hockey":
		return Regulation{3, 20}
	}
	return Regulation{9, 0}
}

// LiveState is a game in progress: the score, the period (1-based; past the
// last is overtime) and the minutes left in it.
type LiveState struct {
	HomeScore, AwayScore int
	Period               int
	MinutesLeft          float64
}

// Live is the in-game forecast of one game.
type Live struct {
	Index          int     // the game in the table
	Pregame        float64 // walk-forward pre-game home win probability
	ExpectedMargin float64 // pre-game, home minus away
	Remaining      float64 // share of regulation still to play
	Prob           float64 // home win probability now
}

// ErrNoGame: the game is not in the table.
var ErrNoGame = errors.New("game not in the forecast table")

// Find returns the index of game id played on date (games are in date order).
func (t *Table) Find(id int64, date string) (int, bool) {
	day := int32(dayNumber(date))
	i := sort.Search(len(t.Games), func(i int) bool { return t.Games[i].Day >= day })
	for ; i < len(t.Games) && t.Games[i].Day == day; i++ {
		if t.Games[i].ID == id {
			return i, true
		}
	}
	return 0, false
}

// LiveProb forecasts game i from state s (nil: before the game starts, or
// the final result when the game is over).
func (t *Table) LiveProb(i int, s *LiveState) Live {
	p0 := t.Forecast.Prob[i]
	out := Live{Index: i, Pregame: p0, ExpectedMargin: t.MarginPerElo * t.Forecast.Diff[i], Remaining: 1, Prob: p0}
	g := t.Games[i]
	if s == nil {
		if g.Final {
			out.Remaining, out.Prob = 0, t.Result(i)
		}
		return out
	}
	reg := RegulationOf(t.Scope)
	var played float64
	if reg.PeriodMinutes > 0 {
		played = (float64(min(s.Period, reg.Periods)-1)*reg.PeriodMinutes + reg.PeriodMinutes - s.MinutesLeft) / (float64(reg.Periods) * reg.PeriodMinutes)
	} else {
		played = (float64(s.Period) - 0.5) / float64(reg.Periods) // mid-inning
	}
	f := math.Min(math.Max(1-played, 0), 1)
	if s.Period > reg.Periods && reg.PeriodMinutes > 0 {
		f = s.MinutesLeft / (float64(reg.Periods) * reg.PeriodMinutes) // overtime
	}
	out.Remaining = f
	lead := float64(s.HomeScore - s.AwayScore)
	if f <= 0 || t.MarginSD <= 0 {
		out.Prob = 0.5 + 0.5*sign(lead)
		return out
	}
	// The pre-game edge in margin units that reproduces p0 at kick-off.
	mu := t.MarginSD * math.Sqrt2 * math.Erfinv(2*min(max(p0, 1e-9), 1-1e-9)-1)
	z := (lead + mu*f) / (t.MarginSD * math.Sqrt(f))
	out.Prob = 0.5 * math.Erfc(-z/math.Sqrt2)
	return out
}

func sign(x float64) float64 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
