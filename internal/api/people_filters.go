package api

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// peopleFilters are the query parameters /api/players and /api/coaches share.
type peopleFilters struct {
	page Page
	readmodel.PeopleFilter
}

// parsePeopleFilters validates page, scope, season, position, team, status
// and search; the first bad one is a 400 naming it.
func parsePeopleFilters(q url.Values, statuses []string) (f peopleFilters, err error) {
	p := params{httpio.NewQuery(q)}
	f.page = p.Page(DefaultPageSize)
	f.Scope = p.Scope()
	f.Year, f.HasYear = p.Year("season")
	f.Position = p.Text("position")
	f.Team = p.Text("team")
	f.Status = p.Enum("status", statuses...)
	f.Search = p.Text("search")
	return f, p.Err()
}

// teamErr turns the read model's unknown team into a 400 naming the filter.
func (f peopleFilters) teamErr(err error) error {
	if errors.Is(err, readmodel.ErrUnknownTeam) {
		return httpio.BadParam("team", "no team %q (use a team slug, id or abbreviation)", f.Team)
	}
	return err
}

// peopleTotals is the handler of a people list's tiles (totals: the read
// model's, players' or coaches') over every person the filters match.
func (a *API) peopleTotals(totals func(*readmodel.Model, context.Context, readmodel.PeopleFilter) (readmodel.PeopleTotals, error), statuses []string) Handler {
	return typed(func(r *http.Request) (*readmodel.PeopleTotals, error) {
		f, err := parsePeopleFilters(query(r), statuses)
		if err != nil {
			return nil, err
		}
		t, err := totals(a.model(), r.Context(), f.PeopleFilter)
		return &t, f.teamErr(err)
	})
}
