package api

import (
	"net/http"
	"net/url"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

var standingsParams = []Param{
	{Name: "season", Type: "integer", Description: "Season start year (default: the latest season with final regular-season games in the scope)"},
	{Name: "conference", Type: "string", Description: "Only this conference (name, abbreviation or id); ranks are then within the conference"},
	{Name: "division", Type: "string", Description: "Only this division (name or id); ranks are then within the division"},
	{Name: "date", Type: "string", Description: "Standings as of this day (YYYY-MM-DD): the games after it are games left to play; without season, the season under way that day (or the last one before it)"},
}

func (a *API) standingsRoutes() []Route {
	ps := gameParams(ScopeParams, standingsParams, PageParams)
	return []Route{
		{Path: "/api/games/standings", Summary: "Standings ranked within each league: official season totals where a season table has them, else computed from final regular-season games", Tag: "standings",
			Params: ps, Cache: CacheDynamic, Handler: typed(a.listStandings)},
		{Path: "/api/games/standings/by_division", Summary: "Standings grouped by league, conference and division, ranked within each division", Tag: "standings",
			Params: ps, Cache: CacheDynamic, Handler: typed(a.listStandingsByDivision)},
	}
}

func (a *API) listStandings(r *http.Request) (*Paged[readmodel.Standing], error) {
	p, sq, err := standingsParseQuery(query(r))
	if err != nil {
		return nil, err
	}
	all, err := a.model().Standings(r.Context(), sq)
	if err != nil {
		return nil, err
	}
	return new(standingsPage(r, p, all)), nil
}

func (a *API) listStandingsByDivision(r *http.Request) (*Paged[readmodel.StandingsGroup], error) {
	p, sq, err := standingsParseQuery(query(r))
	if err != nil {
		return nil, err
	}
	all, err := a.model().StandingsByDivision(r.Context(), sq)
	if err != nil {
		return nil, err
	}
	return new(standingsPage(r, p, all)), nil
}

func standingsParseQuery(q url.Values) (Page, readmodel.StandingsQuery, error) {
	p := params{httpio.NewQuery(q)}
	var sq readmodel.StandingsQuery
	page := p.Page(DefaultPageSize)
	sq.Scope = p.Scope()
	sq.Season, _ = p.Year("season")
	sq.Conference = p.Text("conference")
	sq.Division = p.Text("division")
	sq.Date, _ = p.Date("date")
	return page, sq, p.Err()
}

// standingsPage pages an in-memory list.
func standingsPage[T any](r *http.Request, p Page, all []T) Paged[T] {
	from := p.Offset()
	if from > len(all) {
		from = len(all)
	}
	to := from + p.Size
	if to > len(all) {
		to = len(all)
	}
	return NewPaged(r, p, len(all), all[from:to])
}
