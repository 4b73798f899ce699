// Package forecast builds the walk-forward forecast tables of one sport and
// level from the store (ratings and scores are internal/stats' pure
// functions) and keeps one per sport and level for the current dataset
// version. The API and the backtest command both read them.
package forecast

import "github.com/almanac-sports/almanac/internal/stats"

// The starting settings follow FiveThirtyEight's published Elo models where
// they have one (NFL: K 20, home 65, a third reverted; NBA: K 20, home 100,
// a quarter reverted; MLB: K 4, home 24); the walk-forward fit then chooses
// among multiples of them using only earlier seasons. The grid and the decay
// are fixed here once for every sport, not fitted.
var (
	kGrid      = []float64{0.6, 0.8, 1, 1.25, 1.6}
	homeGrid   = []float64{0.5, 0.75, 1, 1.25}
	revertGrid = []float64{0.6, 1, 1.4}
	restGrid   = []float64{0, 1, 2}
)

func model(base stats.EloParams) stats.EloModel {
	return stats.EloModel{Base: base, KGrid: kGrid, HomeGrid: homeGrid, RevertGrid: revertGrid, RestGrid: restGrid,
		MinSeasons: 3, RefitEvery: 1, Decay: 0.9, Ensemble: 10}
}

// Model is the rating model of a sport and level.
func Model(sport, level string) stats.EloModel {
	p := stats.EloParams{K: 20, HomeAdv: 65, Revert: 1.0 / 3, PlayoffMult: 1, PlayoffK: 1, NewTeam: -100, MOV: stats.MOVLog}
	switch sport {
	case "football":
		p.PlayoffMult, p.Rest, p.RestCap = 1.2, 3, 14
		if level != "professional" {
			p.K, p.Revert = 30, 0.5
		}
	case "basketball":
		p.HomeAdv, p.Revert, p.MOV, p.Rest, p.RestCap = 100, 0.25, stats.MOVPower, 15, 3
		if level != "professional" {
			p.K, p.Revert = 30, 0.5
		}
	case "baseball":
		p.K, p.HomeAdv = 4, 24
	case "hockey":
		p.K, p.HomeAdv, p.Revert = 6, 35, 0.3
	}
	return model(p)
}

// Scope is a sport and level with games to forecast.
type Scope struct{ Sport, Level string }

// Scopes are the sports and levels the backtest reports, in print order.
var Scopes = []Scope{
	{"football", "professional"}, {"basketball", "professional"}, {"baseball", "professional"}, {"hockey", "professional"},
	{"football", "ncaa-d1"}, {"basketball", "ncaa-d1"},
}

// Known reports whether sc is a sport and level with a forecast table.
func Known(sc Scope) bool {
	for _, s := range Scopes {
		if s == sc {
			return true
		}
	}
	return false
}
