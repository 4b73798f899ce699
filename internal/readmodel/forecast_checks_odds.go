package readmodel

import (
	"context"
	"encoding/json"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/stats"
)

// Checking our work, season odds: the archived season-odds runs (published
// while a season was under way, never changed) scored once the season is
// complete: the playoff probabilities against the teams that played in the
// postseason, the title probabilities against the champion.

// SeasonOddsCheck is one sport and level's archived season-odds runs. A
// run is scored once the data has its season's champion and every team of
// its postseason; the runs of other seasons are pending. Scores are null
// while no run is scored.
type SeasonOddsCheck struct {
	Sport   string `json:"sport"`
	Level   string `json:"level"`
	Runs    int    `json:"runs"`    // scored runs (one per season and as-of date)
	Seasons int    `json:"seasons"` // seasons of the scored runs
	Pending int    `json:"pending"` // runs of seasons not complete in the data
	// Forecasts are the team playoff probabilities scored (teams × runs).
	Forecasts int `json:"forecasts"`
	// PlayoffBrier: mean over the forecasts; TitleLogLoss: mean over the
	// runs of minus the log of the champion's title probability.
	PlayoffBrier *float64             `json:"playoff_brier"`
	TitleLogLoss *float64             `json:"title_log_loss"`
	Calibration  []OddsCalibrationBin `json:"calibration" openapi:"nonnull"`
}

// seasonOddsChecks scores the archived season-odds runs of a scope.
func (m *Model) seasonOddsChecks(ctx context.Context, sport, level string) ([]SeasonOddsCheck, error) {
	rows, err := m.st.ArchivedSeasonOdds(ctx, sport, level)
	if err != nil {
		return nil, err
	}
	type acc struct {
		SeasonOddsCheck
		brier, logLoss float64
		seasons        map[int]bool
		bins           [10]struct{ n, p, y float64 }
	}
	byScope := map[[2]string]*acc{}
	var order [][2]string
	truths := map[string]*postseasonResult{} // sport|level|season -> what happened (nil: not complete)
	for _, r := range rows {
		var run struct {
			PlayoffPlaces int `json:"playoff_places"`
			Teams         []struct {
				ID      int64    `json:"id"`
				Playoff *float64 `json:"playoff_probability"`
				Title   *float64 `json:"title_probability"`
			} `json:"teams"`
		}
		if json.Unmarshal([]byte(r.Payload), &run) != nil || len(run.Teams) == 0 || run.Teams[0].Playoff == nil {
			continue // a run of a season whose playoffs were not modelled
		}
		key := [2]string{r.Sport, r.Level}
		a := byScope[key]
		if a == nil {
			a = &acc{SeasonOddsCheck: SeasonOddsCheck{Sport: r.Sport, Level: r.Level}, seasons: map[int]bool{}}
			byScope[key] = a
			order = append(order, key)
		}
		tk := seasonOddsSubject(r.Sport, r.Level, r.Season, "")
		truth, seen := truths[tk]
		if !seen {
			truth, err = m.seasonOutcome(ctx, forecast.Scope{Sport: r.Sport, Level: r.Level}, r.Season, run.PlayoffPlaces)
			if err != nil {
				return nil, err
			}
			truths[tk] = truth
		}
		if truth == nil {
			a.Pending++
			continue
		}
		a.Runs++
		a.seasons[r.Season] = true
		for _, tm := range run.Teams {
			if tm.Playoff == nil || tm.Title == nil {
				continue
			}
			p, y := *tm.Playoff, b2f(truth.playoff[tm.ID])
			a.Forecasts++
			a.brier += sq(p - y)
			b := &a.bins[min(int(p*10), 9)]
			b.n, b.p, b.y = b.n+1, b.p+p, b.y+y
			if tm.ID == truth.champion {
				a.logLoss += logLoss(*tm.Title)
			}
		}
	}
	out := []SeasonOddsCheck{}
	for _, key := range order {
		a := byScope[key]
		c := a.SeasonOddsCheck
		c.Seasons = len(a.seasons)
		if c.Runs > 0 && c.Forecasts > 0 {
			c.PlayoffBrier, c.TitleLogLoss = ptr(stats.RoundTo(a.brier/float64(c.Forecasts), 4)), ptr(stats.RoundTo(a.logLoss/float64(c.Runs), 4))
		}
		for b, x := range a.bins {
			bin := OddsCalibrationBin{Lower: float64(b) / 10, Upper: float64(b+1) / 10, Forecasts: int(x.n)}
			if x.n > 0 {
				bin.Predicted, bin.Observed = stats.RoundTo(x.p/x.n, 3), stats.RoundTo(x.y/x.n, 3)
			}
			c.Calibration = append(c.Calibration, bin)
		}
		out = append(out, c)
	}
	return out, nil
}

// seasonOutcome is what happened in a season, or nil while the data lacks
// its champion or any team of its postseason (places: the run's playoff
// places).
func (m *Model) seasonOutcome(ctx context.Context, sc forecast.Scope, year, places int) (*postseasonResult, error) {
	q := OddsQuery{Scope: sc, Year: year}
	src, cur, _, err := m.oddsStart(ctx, q)
	if err != nil {
		return nil, err
	}
	s, _, err := src.league(q, cur)
	if err != nil {
		return nil, nil // no such season now: nothing to score against
	}
	truth := s.postseason(src.ix)
	if truth.champion == 0 || len(truth.playoff) != places {
		return nil, nil
	}
	return &truth, nil
}
