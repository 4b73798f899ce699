package stats

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
	KGrid, HomeGrid, RevertGrid []float64
	// MinSeasons of history before the first fit; earlier seasons use Base.
	MinSeasons int
	RefitEvery int // seasons between fits (1: every season)
	// Decay weighs a season one older in the fit score (1: all alike); it
	// lets the fit follow a drifting game (home edges have shrunk).
	Decay float64
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
	Fits []SeasonFit
	// Latest is the state of the system in use after the last game: the
	// ratings to predict games not in the input with.
	Latest *EloState
}

// Candidates lists the grid's systems; the base system is first.
func (m EloModel) Candidates() []EloParams {
	out := []EloParams{m.Base}
	for _, k := range orOne(m.KGrid) {
		for _, h := range orOne(m.HomeGrid) {
			for _, r := range orOne(m.RevertGrid) {
				if k == 1 && h == 1 && r == 1 {
					continue
				}
				p := m.Base
				p.K, p.HomeAdv, p.Revert = p.K*k, p.HomeAdv*h, min(p.Revert*r, 1)
				out = append(out, p)
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
func WalkForward(games []EloGame, teams int, m EloModel) Forecast {
	cands := m.Candidates()
	sys := make([]*EloState, len(cands))
	for i, p := range cands {
		sys[i] = NewEloState(p, teams)
	}
	sse := make([]float64, len(cands)) // this season's squared errors
	acc := make([]float64, len(cands)) // weighted, earlier seasons
	var n, cnt float64
	decay := m.Decay
	if decay <= 0 || decay > 1 {
		decay = 1
	}
	every := max(m.RefitEvery, 1)
	fc := Forecast{Prob: make([]float64, len(games)), Diff: make([]float64, len(games))}
	chosen, seasons, score := 0, 0, 0.0
	for i, g := range games {
		if i == 0 || g.Season != games[i-1].Season {
			if i > 0 {
				// Close the season just played into the fit score.
				for j := range acc {
					acc[j] = acc[j]*decay + sse[j]
					sse[j] = 0
				}
				cnt, n = cnt*decay+n, 0
				seasons++
			}
			if seasons >= m.MinSeasons && (seasons-m.MinSeasons)%every == 0 && cnt > 0 {
				chosen = 0
				for j := range acc {
					if acc[j] < acc[chosen] {
						chosen = j
					}
				}
				score = acc[chosen] / cnt
			}
			fc.Fits = append(fc.Fits, SeasonFit{Season: g.Season, Params: cands[chosen], Score: score})
		}
		res := g.Result()
		for j, s := range sys {
			p, d := s.Step(g)
			if j == chosen {
				fc.Prob[i], fc.Diff[i] = p, d
			}
			if g.Final {
				sse[j] += (p - res) * (p - res)
			}
		}
		if g.Final {
			n++
		}
	}
	fc.Latest = sys[chosen]
	if len(games) == 0 {
		fc.Latest = NewEloState(m.Base, teams)
	}
	return fc
}
