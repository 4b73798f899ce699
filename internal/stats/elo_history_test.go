package stats

import (
	"math"
	"testing"
)

// The recorded ratings are the systems' own: with one system, each game's
// pre-game ratings and home shift are the state's before and after it.
func TestWalkForwardRecordsRatings(t *testing.T) {
	games := fixture(5, 4, 8)
	games[3].Final = false // a scheduled game: rated, nothing learnt
	one := EloModel{Base: nflLike, MinSeasons: 1, Ensemble: 1}
	fc := WalkForward(games, 8, one)
	if len(fc.Pre) != len(games) || len(fc.Shift) != len(games) {
		t.Fatalf("%d pre, %d shifts for %d games", len(fc.Pre), len(fc.Shift), len(games))
	}
	s := NewEloState(nflLike, 8)
	for i, g := range games {
		s.enter(g)
		rh, ra := s.Rating[g.Home], s.Rating[g.Away]
		s.Update(g)
		for _, c := range []struct {
			name      string
			got, want float64
		}{
			{"home pre", float64(fc.Pre[i][0]), rh}, {"away pre", float64(fc.Pre[i][1]), ra},
			{"home shift", float64(fc.Shift[i]), s.Rating[g.Home] - rh}, {"away shift", -float64(fc.Shift[i]), s.Rating[g.Away] - ra},
		} {
			if math.Abs(c.got-c.want) > 1e-3 {
				t.Fatalf("game %d %s = %v, want %v", i, c.name, c.got, c.want)
			}
		}
	}
	if fc.Shift[3] != 0 {
		t.Errorf("a game not final moved ratings by %v", fc.Shift[3])
	}
}

// With an ensemble, a team's rating after a game is its rating before its
// next game of the same season (the systems averaged do not change within
// a season), and recording changes no forecast.
func TestWalkForwardRatingsChain(t *testing.T) {
	games := fixture(9, 6, 10)
	fc := WalkForward(games, 10, testModel)
	type last struct {
		post   float64
		season int
	}
	prev := map[int]last{}
	checked := 0
	for i, g := range games {
		for side, team := range [2]int{g.Home, g.Away} {
			pre, shift := float64(fc.Pre[i][side]), float64(fc.Shift[i])
			if side == 1 {
				shift = -shift
			}
			if p, ok := prev[team]; ok && p.season == g.Season {
				if math.Abs(p.post-pre) > 0.01 {
					t.Fatalf("game %d team %d: pre %v, previous post %v", i, team, pre, p.post)
				}
				checked++
			}
			prev[team] = last{pre + shift, g.Season}
		}
	}
	if checked < len(games) {
		t.Errorf("only %d links checked", checked)
	}
	again := WalkForward(games, 10, testModel)
	if !slicesEqual(again.Prob, fc.Prob) {
		t.Error("forecasts differ between two runs")
	}
}
