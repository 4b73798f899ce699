package api

import (
	"net/url"
	"strings"
)

// peopleFilters are the query parameters /api/players and /api/coaches share.
type peopleFilters struct {
	page                           Page
	scope                          Scope
	year                           int
	hasYear                        bool
	position, team, status, search string
}

// parsePeopleFilters validates page, scope, season, position, team, status
// and search; the first bad one is a 400 naming it.
func parsePeopleFilters(q url.Values) (f peopleFilters, err error) {
	if f.page, err = ParsePage(q, DefaultPageSize); err != nil {
		return f, err
	}
	if f.scope, err = ParseScope(q); err != nil {
		return f, err
	}
	if f.year, f.hasYear, err = YearParam(q, "season"); err != nil {
		return f, err
	}
	if f.position, err = TextParam(q, "position"); err != nil {
		return f, err
	}
	if f.team, err = TextParam(q, "team"); err != nil {
		return f, err
	}
	if f.status, err = EnumParam(q, "status", "active", "inactive", "retired"); err != nil {
		return f, err
	}
	f.search, err = TextParam(q, "search")
	return f, err
}

// teams resolves the team filter to franchise ids (nil = any team).
func (f peopleFilters) teams(b *baseSnap) ([]int, error) {
	if f.team == "" || strings.EqualFold(f.team, "all") {
		return nil, nil
	}
	ids := b.resolveTeam(f.team, f.scope)
	if len(ids) == 0 {
		return nil, BadParam("team", "no team %q (use a team slug, id or abbreviation)", f.team)
	}
	return ids, nil
}
