package readmodel

import (
	"context"
	"strconv"
)

// standingsTable is the table a query asks for: the season's (memoized),
// or, with a date, the season as of that day (computed each time: the
// response cache keeps the answers).
func (m *Model) standingsTable(ctx context.Context, sq StandingsQuery) (*standingsTable, error) {
	if sq.Date == "" {
		return m.standingsFor(ctx, sq.Season, sq.Scope)
	}
	year := sq.Season
	if year == 0 {
		y, ok, err := m.st.StandingsYearOn(ctx, sq.Scope.Sport, sq.Scope.Level, sq.Date)
		if err != nil {
			return nil, err
		}
		if !ok {
			return &standingsTable{}, nil
		}
		year = y
	}
	return m.computeStandings(ctx, year, sq.Scope, sq.Date)
}

// key names the computed rows of a view (the page is cut per request).
func (sq StandingsQuery) key(view string) string {
	return "standings|" + view + "|" + strconv.Itoa(sq.Season) + "|" + sq.Scope.Sport + "|" + sq.Scope.Level + "|" + sq.Conference + "|" + sq.Division + "|" + sq.Date
}
