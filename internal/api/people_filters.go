package api

import (
	"errors"
	"net/url"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

// peopleFilters are the query parameters /api/players and /api/coaches share.
type peopleFilters struct {
	page Page
	readmodel.PeopleFilter
}

// parsePeopleFilters validates page, scope, season, position, team, status
// and search; the first bad one is a 400 naming it.
func parsePeopleFilters(q url.Values) (f peopleFilters, err error) {
	if f.page, err = ParsePage(q, DefaultPageSize); err != nil {
		return f, err
	}
	if f.Scope, err = ParseScope(q); err != nil {
		return f, err
	}
	if f.Year, f.HasYear, err = YearParam(q, "season"); err != nil {
		return f, err
	}
	if f.Position, err = TextParam(q, "position"); err != nil {
		return f, err
	}
	if f.Team, err = TextParam(q, "team"); err != nil {
		return f, err
	}
	if f.Status, err = EnumParam(q, "status", "active", "inactive", "retired"); err != nil {
		return f, err
	}
	f.Search, err = TextParam(q, "search")
	return f, err
}

// teamErr turns the read model's unknown team into a 400 naming the filter.
func (f peopleFilters) teamErr(err error) error {
	if errors.Is(err, readmodel.ErrUnknownTeam) {
		return BadParam("team", "no team %q (use a team slug, id or abbreviation)", f.Team)
	}
	return err
}
