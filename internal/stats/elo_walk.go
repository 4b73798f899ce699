package stats

import (
	"runtime"
	"sort"
	"sync"
)

// Walk-forward fitting: a small grid of rating systems runs side by side
// through the whole history. Each season's forecasts come from the system
// that had the best (recency-weighted) Brier score over the seasons before
// it, so no forecast ever depends on a result not yet played.

// EloModel is a sport's rating model: base settings and the grid the
// walk-forward fit chooses from.
type EloModel struct {
	Base EloParams
	// Factors applied to Base.K, Base.HomeAdv and Base.Revert; each list
	// should hold 1 so the base system is one of the candidates.
	KGrid, HomeGrid, RevertGrid, RestGrid []float64
	// MinSeasons of history before the first fit; earlier seasons use Base.
	MinSeasons int
	RefitEvery int // seasons between fits (1: every season)
	// Decay weighs a season one older in the fit score (1: all alike); it
	// lets the fit follow a drifting game (home edges have shrunk).
	Decay float64
	// Ensemble averages the forecasts of this many best systems (at least
	// one): an average of good systems errs less than the best alone.
	Ensemble int
}

// SeasonFit is the system a season's forecasts came from.
type SeasonFit struct {
	Season int
	Params EloParams
	// Score is the weighted Brier score on earlier seasons it was chosen by
	// (0 when no fit had been made yet).
	Score float64
}

// Forecast is every game's pre-game figure.
type Forecast struct {
	Prob []float64 // home win probability, per game in input order
	Diff []float64 // the rating edge behind Prob (home edge included)
	// Pre are each game's pre-game ratings (home, away) and Shift the home
	// side's rating change from it (the away side's is its negative; 0 for
	// a game not final), averaged over the systems Prob came from: the
	// ratings history, 12 bytes a game.
	Pre   [][2]float32
	Shift []float32
	Fits  []SeasonFit
	// Latest is the state of the best system after the last game; Ensemble
	// are the states whose average the last season's forecasts were (the
	// ratings to predict games not in the input with).
	Latest   *EloState
	Ensemble []*EloState
}

// Pair is a forecast for a game not in the input, averaged over the
// ensemble as the walk-forward forecasts are.
type Pair struct {
	HomeRating, AwayRating float64 // ensemble averages
	HomeEdge, RestEdge     float64 // rating points
	Diff                   float64 // the whole edge
	Prob                   float64 // home win probability
}

// Predict forecasts home against away (dense indexes) from the last
// ratings; it changes no state. Rest days of 0 mean unknown.
func (f Forecast) Predict(home, away int, neutral bool, homeRest, awayRest int) Pair {
	var out Pair
	states := f.Ensemble
	if len(states) == 0 {
		states = []*EloState{f.Latest}
	}
	w := 1 / float64(len(states))
	for _, s := range states {
		rh, _ := s.RatingOf(home)
		ra, _ := s.RatingOf(away)
		var he, re float64
		if !neutral {
			he = s.P.HomeAdv
		}
		if homeRest > 0 && awayRest > 0 {
			re = s.P.Rest * float64(min(homeRest, s.P.RestCap)-min(awayRest, s.P.RestCap))
		}
		d := rh - ra + he + re
		out.HomeRating += w * rh
		out.AwayRating += w * ra
		out.HomeEdge += w * he
		out.RestEdge += w * re
		out.Diff += w * d
		out.Prob += w * WinProb(d)
	}
	return out
}

// Candidates lists the grid's distinct systems; the base system is first.
func (m EloModel) Candidates() []EloParams {
	out := []EloParams{m.Base}
	seen := map[EloParams]bool{m.Base: true}
	for _, k := range orOne(m.KGrid) {
		for _, h := range orOne(m.HomeGrid) {
			for _, r := range orOne(m.RevertGrid) {
				for _, rest := range orOne(m.RestGrid) {
					p := m.Base
					p.K, p.HomeAdv, p.Revert, p.Rest = p.K*k, p.HomeAdv*h, min(p.Revert*r, 1), p.Rest*rest
					if !seen[p] {
						seen[p] = true
						out = append(out, p)
					}
				}
			}
		}
	}
	return out
}

func orOne(f []float64) []float64 {
	if len(f) == 0 {
		return []float64{1}
	}
	return f
}

// WalkForward forecasts games (in playing order) over teams dense indexes.
// The systems run on all cores, season by season: a fit only ever happens
// between seasons, so the workers need to meet only there.
func WalkForward(games []EloGame, teams int, m EloModel) Forecast {
	cands := m.Candidates()
	sys := make([]*EloState, len(cands))
	for i, p := range cands {
		sys[i] = NewEloState(p, teams)
	}
	sse := make([]float64, len(cands)) // this season's squared errors
	acc := make([]float64, len(cands)) // weighted, earlier seasons
	var cnt float64
	decay := m.Decay
	if decay <= 0 || decay > 1 {
		decay = 1
	}
	every := max(m.RefitEvery, 1)
	fc := Forecast{Prob: make([]float64, len(games)), Diff: make([]float64, len(games)),
		Pre: make([][2]float32, len(games)), Shift: make([]float32, len(games))}
	top := []int{0}
	slot := make([]int, len(cands)) // a system's place in top, or -1
	var p, d []float64              // per game and top place, this season
	var rt []float64                // pre-game home, away rating and home shift per game and top place
	workers := min(runtime.GOMAXPROCS(0), len(sys))
	seasons := 0
	for lo := 0; lo < len(games); {
		hi := lo + 1
		for hi < len(games) && games[hi].Season == games[lo].Season {
			hi++
		}
		score := 0.0
		if seasons >= m.MinSeasons && (seasons-m.MinSeasons)%every == 0 && cnt > 0 {
			top = best(acc, max(m.Ensemble, 1))
			score = acc[top[0]] / cnt
		} else if len(fc.Fits) > 0 {
			score = fc.Fits[len(fc.Fits)-1].Score
		}
		fc.Fits = append(fc.Fits, SeasonFit{Season: games[lo].Season, Params: cands[top[0]], Score: score})
		for j := range slot {
			slot[j] = -1
		}
		for k, j := range top {
			slot[j] = k
		}
		nt := len(top)
		p, d = append(p[:0], make([]float64, (hi-lo)*nt)...), append(d[:0], make([]float64, (hi-lo)*nt)...)
		rt = append(rt[:0], make([]float64, 3*(hi-lo)*nt)...)
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(from, to int) {
				defer wg.Done()
				for i := lo; i < hi; i++ {
					g := games[i]
					res, margin := g.Result(), movMargins(g)
					for j := from; j < to; j++ {
						k := slot[j]
						var rh, ra float64
						if k >= 0 {
							// enter is idempotent: step's own call then changes nothing.
							sys[j].enter(g)
							rh, ra = sys[j].Rating[g.Home], sys[j].Rating[g.Away]
						}
						pj, dj := sys[j].step(g, margin)
						if k >= 0 {
							x := (i-lo)*nt + k
							p[x], d[x] = pj, dj
							rt[3*x], rt[3*x+1], rt[3*x+2] = rh, ra, sys[j].Rating[g.Home]-rh
						}
						if g.Final {
							sse[j] += (pj - res) * (pj - res)
						}
					}
				}
			}(w*len(sys)/workers, (w+1)*len(sys)/workers)
		}
		wg.Wait()
		// The forecast is the mean over the top systems, summed in their
		// order so the figures do not depend on the number of cores.
		var n float64
		for i := lo; i < hi; i++ {
			var rh, ra, sh float64
			for k := 0; k < nt; k++ {
				x := (i-lo)*nt + k
				fc.Prob[i] += p[x] / float64(nt)
				fc.Diff[i] += d[x] / float64(nt)
				rh, ra, sh = rh+rt[3*x], ra+rt[3*x+1], sh+rt[3*x+2]
			}
			fc.Pre[i] = [2]float32{float32(rh / float64(nt)), float32(ra / float64(nt))}
			fc.Shift[i] = float32(sh / float64(nt))
			if games[i].Final {
				n++
			}
		}
		// Close the season into the fit score.
		for j := range acc {
			acc[j] = acc[j]*decay + sse[j]
			sse[j] = 0
		}
		cnt = cnt*decay + n
		seasons++
		lo = hi
	}
	fc.Latest = sys[top[0]]
	for _, j := range top {
		fc.Ensemble = append(fc.Ensemble, sys[j])
	}
	return fc
}

// best lists the indexes of the n smallest scores, smallest first.
func best(score []float64, n int) []int {
	idx := make([]int, len(score))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return score[idx[a]] < score[idx[b]] })
	return idx[:min(n, len(idx))]
}
