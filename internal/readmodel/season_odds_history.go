package readmodel

import (
	"context"
	"runtime"
	"sync"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
)

// Season odds over a season: each team's playoff and title probabilities
// at a bounded number of dates (weekly from opening day, then the last),
// each as the season_odds route answers it that day (walk-forward), for
// the odds page's chart. Computed once per dataset version and season.

// HistoryRuns is the number of simulated seasons per date: fewer than the
// route's 10,000 (a chart point moves by a point at most), so a season's
// 20 to 35 dates take seconds, not a minute.
const HistoryRuns = 2000

// historyStep is the days between two dates of the chart.
const historyStep = 7

// OddsHistory answers season_odds_history.
type OddsHistory struct {
	Sport            string            `json:"sport"`
	Level            string            `json:"level"`
	Season           int               `json:"season"`
	PlayoffsModelled bool              `json:"playoffs_modelled"`
	RunsPerDate      int               `json:"runs_per_date"`
	DatasetVersion   int64             `json:"dataset_version"`
	Dates            []string          `json:"dates" openapi:"nonnull"` // as-of dates, oldest first
	Teams            []OddsHistoryTeam `json:"teams" openapi:"nonnull"`
	ComputeMillis    int64             `json:"compute_ms"`
}

// OddsHistoryTeam is one team's probabilities at each date (null: the
// era's playoff format is not modelled).
type OddsHistoryTeam struct {
	ID           int64      `json:"id"`
	Slug         string     `json:"slug"`
	Name         string     `json:"name"`
	Abbreviation string     `json:"abbreviation"`
	Playoff      []*float64 `json:"playoff_probability" openapi:"nonnull"`
	Title        []*float64 `json:"title_probability" openapi:"nonnull"`
}

// oddsDrops: season odds count final games; a live score of a game under
// way changes nothing.
func oddsDrops(q OddsQuery, ev cache.Event) bool {
	return ev.Title || ev.Sport == "*" || ev.Sport == q.Scope.Sport
}

// SeasonOddsHistory answers the odds of a season over its dates.
func (m *Model) SeasonOddsHistory(ctx context.Context, q OddsQuery) (*OddsHistory, error) {
	if err := m.oddsYear(ctx, &q); err != nil {
		return nil, err
	}
	q.AsOf, q.Runs = "", HistoryRuns
	return oddsHistoryKind.Get(ctx, m.memo(ctx), q, func(ctx context.Context) (*OddsHistory, error) {
		return m.seasonOddsHistory(ctx, q)
	})
}

func (m *Model) seasonOddsHistory(ctx context.Context, q OddsQuery) (*OddsHistory, error) {
	start := time.Now()
	src, cur, prev, s, games, err := m.oddsLeague(ctx, q)
	if err != nil {
		return nil, err
	}
	dates := historyDates(games[0].date, s.defaultAsOf(src.ix, games))
	answers := make([]*SeasonOdds, len(dates))
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(runtime.GOMAXPROCS(0), 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s, _, _ := src.league(q, cur)
				s.at(src, dates[i], prev, games)
				answers[i] = s.answer()
			}
		}()
	}
	for i := range dates {
		next <- i
	}
	close(next)
	wg.Wait()
	out := &OddsHistory{Sport: q.Scope.Sport, Level: q.Scope.Level, Season: q.Year, PlayoffsModelled: s.modelled, RunsPerDate: HistoryRuns,
		DatasetVersion: src.table.Version, Dates: dates, Teams: make([]OddsHistoryTeam, 0, len(s.teams))}
	for i, tm := range s.teams {
		row := OddsHistoryTeam{ID: tm.FranchiseID, Slug: tm.Slug, Name: tm.Name, Abbreviation: tm.Abbreviation,
			Playoff: make([]*float64, len(dates)), Title: make([]*float64, len(dates))}
		for k, a := range answers {
			row.Playoff[k], row.Title[k] = a.Teams[i].PlayoffProbability, a.Teams[i].TitleProbability
		}
		out.Teams = append(out.Teams, row)
	}
	out.ComputeMillis = time.Since(start).Milliseconds()
	return out, nil
}

// historyDates are opening day, every historyStep days after it, and the
// last date (the day after the last final game).
func historyDates(first, last string) []string {
	d, err1 := time.Parse(time.DateOnly, first)
	end, err2 := time.Parse(time.DateOnly, last)
	if err1 != nil || err2 != nil || !end.After(d) {
		return []string{first}
	}
	var out []string
	for ; d.Before(end); d = d.AddDate(0, 0, historyStep) {
		out = append(out, d.Format(time.DateOnly))
	}
	return append(out, last)
}
