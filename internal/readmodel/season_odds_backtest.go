package readmodel

import (
	"context"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/odds"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// The season-odds backtest: every past season of a sport whose playoff
// format is modelled and whose postseason the data has whole, forecast at
// opening day, the midpoint and three quarters of its regular season
// (walk-forward: as the API would have answered that day), scored against
// what happened and against two baselines.

// BacktestRuns is the number of simulated seasons per backtest forecast:
// fewer than the API's 10,000 (the backtest makes hundreds), which moves a
// probability by about a point at most and a Brier score by far less.
const BacktestRuns = 2000

// logLossFloor keeps a log loss finite when a forecast gave the champion
// no chance (the "playoff place now" baseline does that often).
const logLossFloor = 0.001

// OddsBacktest answers season_odds_backtest.
type OddsBacktest struct {
	// Status is "ready", or "computing" / "queued" in the 202 answer of a
	// backtest not computed yet (every other field then empty).
	Status         string             `json:"status"`
	Detail         string             `json:"detail,omitempty"`
	RetryAfter     int                `json:"retry_after_seconds,omitempty"`
	Sport          string             `json:"sport"`
	Level          string             `json:"level"`
	Runs           int                `json:"runs_per_forecast"`
	Seasons        int                `json:"seasons"`
	FirstSeason    int                `json:"first_season"`
	LastSeason     int                `json:"last_season"`
	Skipped        []OddsSkipped      `json:"skipped" openapi:"nonnull"`
	Dates          []OddsBacktestDate `json:"dates" openapi:"nonnull"`
	Method         string             `json:"method"`
	DatasetVersion int64              `json:"dataset_version"`
	ComputeMillis  int64              `json:"compute_ms"`
}

// OddsSkipped is a season the backtest leaves out, and why.
type OddsSkipped struct {
	Season int    `json:"season"`
	Reason string `json:"reason"`
}

// OddsBacktestDate is the scores at one point of the seasons: the Brier
// score of playoff probabilities (per team) and the log loss of title
// probabilities (per season: minus the log of the champion's), ours and
// the two baselines', with our playoff probabilities' calibration.
type OddsBacktestDate struct {
	AsOf        string               `json:"as_of"` // opening_day, midpoint, three_quarters
	Seasons     int                  `json:"seasons"`
	Forecasts   int                  `json:"forecasts"` // team-seasons
	Playoff     OddsScores           `json:"playoff_brier"`
	Title       OddsScores           `json:"title_log_loss"`
	BelowBoth   bool                 `json:"below_both_baselines"`
	Calibration []OddsCalibrationBin `json:"calibration" openapi:"nonnull"`
	PerSeason   []OddsSeasonRow      `json:"per_season" openapi:"nonnull"`
}

// OddsScores are one score of ours and of the baselines: equal chances
// for every team, and "the teams in a playoff place now make it" (title:
// equal chances among them).
type OddsScores struct {
	Model         float64 `json:"model"`
	EqualChances  float64 `json:"equal_chances"`
	CurrentPlaces float64 `json:"current_places"`
}

// OddsCalibrationBin is a tenth of the probability scale: how many forecasts
// fell in it, their mean and how often those teams made the playoffs.
type OddsCalibrationBin struct {
	Lower     float64 `json:"lower"`
	Upper     float64 `json:"upper"`
	Forecasts int     `json:"forecasts"`
	Predicted float64 `json:"predicted"`
	Observed  float64 `json:"observed"`
}

// OddsSeasonRow is one season's scores at the date.
type OddsSeasonRow struct {
	Season  int        `json:"season"`
	Date    string     `json:"date"`
	Playoff OddsScores `json:"playoff_brier"`
	Title   OddsScores `json:"title_log_loss"`
}

var backtestPoints = []struct {
	name string
	frac float64
}{{"opening_day", 0}, {"midpoint", 0.5}, {"three_quarters", 0.75}}

// SeasonOddsBacktest computes the backtest of a sport once per dataset
// version, on every core, and waits for it (tools and tests; the API asks
// SeasonOddsBacktestReady, which never waits).
func (m *Model) SeasonOddsBacktest(ctx context.Context, sc forecast.Scope) (*OddsBacktest, error) {
	return oddsBacktestKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*OddsBacktest, error) {
		return m.seasonOddsBacktest(ctx, sc, runtime.GOMAXPROCS(0))
	})
}

// seasonOddsBacktest forecasts the seasons on workers goroutines.
func (m *Model) seasonOddsBacktest(ctx context.Context, sc forecast.Scope, workers int) (*OddsBacktest, error) {
	start := time.Now()
	src, err := m.oddsSource(ctx, sc)
	if err != nil {
		return nil, err
	}
	var years []int
	for y := 1870; y <= time.Now().Year()+1; y++ {
		years = append(years, y)
	}
	frames, err := m.st.StandingsFrames(ctx, years, sc.Sport, sc.Level)
	if err != nil {
		return nil, err
	}
	years = years[:0]
	for y := range frames {
		years = append(years, y)
	}
	slices.Sort(years)
	type result struct {
		rows    [3]*oddsPoint
		skipped string
	}
	results := make([]result, len(years))
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i].rows, results[i].skipped = backtestSeason(src, sc, years[i], frames[years[i]], frames[years[i]-1])
			}
		}()
	}
	for i := range years {
		if ctx.Err() != nil {
			break // the server is stopping: no season more
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := &OddsBacktest{Status: "ready", Sport: sc.Sport, Level: sc.Level, Runs: BacktestRuns, Skipped: []OddsSkipped{}, DatasetVersion: src.table.Version,
		Method: "Each season simulated as the season_odds route would have on the day (walk-forward ratings, the era's playoff format), " +
			"scored against the teams that played in the postseason and the champion. Baselines: equal chances (places/teams; 1/teams for the title) " +
			"and the teams in a playoff place on the day (ties broken by the tie-breakers the simulation applies, then drawn; the title equally likely among them). Log losses floor probabilities at 0.001."}
	for k, pt := range backtestPoints {
		d := OddsBacktestDate{AsOf: pt.name, PerSeason: []OddsSeasonRow{}}
		var bins [10]struct{ n, p, y float64 }
		for i, r := range results {
			p := r.rows[k]
			if r.skipped != "" || p == nil {
				continue
			}
			d.Seasons++
			d.Forecasts += len(p.forecasts)
			d.Playoff = addScores(d.Playoff, p.playoff)
			d.Title = addScores(d.Title, p.title)
			d.PerSeason = append(d.PerSeason, OddsSeasonRow{Season: years[i], Date: p.date, Playoff: roundScores(scaleScores(p.playoff, 1/float64(len(p.forecasts)))), Title: roundScores(p.title)})
			for _, f := range p.forecasts {
				b := &bins[min(int(f[0]*10), 9)]
				b.n, b.p, b.y = b.n+1, b.p+f[0], b.y+f[1]
			}
		}
		if d.Forecasts > 0 {
			d.Playoff = roundScores(scaleScores(d.Playoff, 1/float64(d.Forecasts)))
			d.Title = roundScores(scaleScores(d.Title, 1/float64(d.Seasons)))
		}
		d.BelowBoth = d.Seasons > 0 && d.Playoff.Model < min(d.Playoff.EqualChances, d.Playoff.CurrentPlaces) &&
			d.Title.Model < min(d.Title.EqualChances, d.Title.CurrentPlaces)
		for b, x := range bins {
			bin := OddsCalibrationBin{Lower: float64(b) / 10, Upper: float64(b+1) / 10, Forecasts: int(x.n)}
			if x.n > 0 {
				bin.Predicted, bin.Observed = stats.RoundTo(x.p/x.n, 3), stats.RoundTo(x.y/x.n, 3)
			}
			d.Calibration = append(d.Calibration, bin)
		}
		out.Dates = append(out.Dates, d)
	}
	for i, r := range results {
		if r.skipped != "" {
			out.Skipped = append(out.Skipped, OddsSkipped{Season: years[i], Reason: r.skipped})
			continue
		}
		if out.FirstSeason == 0 {
			out.FirstSeason = years[i]
		}
		out.LastSeason = years[i]
		out.Seasons++
	}
	out.ComputeMillis = time.Since(start).Milliseconds()
	return out, nil
}

// oddsPoint is one season's forecast at one date and its scores.
type oddsPoint struct {
	date           string
	forecasts      [][2]float64 // per team: our playoff probability, made it (0/1)
	playoff, title OddsScores   // playoff: summed over teams; title: the season's
}

// backtestSeason forecasts one season at the three dates; skipped says why
// a season is left out.
func backtestSeason(src oddsSource, sc forecast.Scope, year int, cur, prev *store.StandingsData) (rows [3]*oddsPoint, skipped string) {
	q := OddsQuery{Scope: sc, Year: year, Runs: BacktestRuns}
	s, games, err := src.league(q, cur)
	if err != nil {
		return rows, "no regular-season games"
	}
	if !s.modelled {
		return rows, "playoff format not modelled"
	}
	for k, pt := range backtestPoints {
		s, _, _ := src.league(q, cur)
		date := games[int(pt.frac*float64(len(games)-1))].date
		s.at(src, date, prev, games)
		if s.invented > 0 {
			return rows, "regular-season schedule incomplete"
		}
		truth := s.postseason(src.ix)
		if truth.champion == 0 {
			return rows, "champion not known"
		}
		if len(truth.playoff) != s.places() {
			return rows, "postseason teams not all in the data"
		}
		rows[k] = scorePoint(s, truth, date)
	}
	return rows, ""
}

func scorePoint(s *oddsSeason, truth postseasonResult, date string) *oddsPoint {
	in := s.input
	ours := odds.Simulate(in)
	// "In a playoff place now": no games left, every team alike.
	now := in
	now.Remaining, now.HomeEdge, now.K, now.PlayoffMult = nil, 0, 0, 1
	now.Teams = append([]odds.Team(nil), in.Teams...)
	for i := range now.Teams {
		now.Teams[i].Rating = stats.EloMean
	}
	current := odds.Simulate(now)
	n := float64(len(in.Teams))
	equalPlayoff := float64(s.places()) / n
	p := &oddsPoint{date: date}
	for i, t := range in.Teams {
		y := b2f(truth.playoff[t.ID])
		p.forecasts = append(p.forecasts, [2]float64{ours[i].Playoff, y})
		p.playoff.Model += sq(ours[i].Playoff - y)
		p.playoff.EqualChances += sq(equalPlayoff - y)
		p.playoff.CurrentPlaces += sq(current[i].Playoff - y)
		if t.ID == truth.champion {
			p.title = OddsScores{Model: logLoss(ours[i].Title), EqualChances: logLoss(1 / n), CurrentPlaces: logLoss(current[i].Title)}
		}
	}
	return p
}

func sq(x float64) float64 { return x * x }

func logLoss(p float64) float64 { return -math.Log(max(p, logLossFloor)) }

func addScores(a, b OddsScores) OddsScores {
	return OddsScores{a.Model + b.Model, a.EqualChances + b.EqualChances, a.CurrentPlaces + b.CurrentPlaces}
}

func scaleScores(a OddsScores, f float64) OddsScores {
	return OddsScores{a.Model * f, a.EqualChances * f, a.CurrentPlaces * f}
}

func roundScores(a OddsScores) OddsScores {
	r := func(x float64) float64 { return math.Round(x*1e4) / 1e4 }
	return OddsScores{r(a.Model), r(a.EqualChances), r(a.CurrentPlaces)}
}
