package api

import (
	"cmp"
	"net/http"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) seasonRoutes() []Route {
	list := append([]Param{
		{Name: "league", Type: "string", Description: "League abbreviation or slug (NFL, AL, NBA, ABA, ...)"},
		{Name: "search", Type: "string", Description: "Case-insensitive substring of the season name, sport, league or champion team name"},
		{Name: "start_year", Type: "integer", Description: "Only seasons starting in this year"},
		{Name: "season", Type: "integer", Description: "Same as start_year"},
		{Name: "status", Type: "string", Description: "Only seasons in this state", Enum: []string{"active", "completed", "upcoming"}},
	}, ScopeParams...)
	list = append(list, PageParams...)
	return []Route{
		{Path: "/api/seasons", Summary: "League seasons, newest first, with dates, champion, team and game counts and status", Tag: "seasons",
			Params: list, Cache: CacheSemiStatic, Handler: typed(a.listSeasons)},
		{Path: "/api/seasons/{slug}", Summary: "One season (slug like nba-2023-24, or id) with its best regular-season record", Tag: "seasons",
			Cache: CacheSemiStatic, Handler: typed(a.getSeason)},
		{Path: "/api/seasons/{slug}/leaders", Summary: "A season's statistical leaders in its league, per category of the sport, qualified by the league's rule of the era", Tag: "seasons",
			Params: []Param{{Name: "limit", Type: "integer", Description: "Players per category (1 to 25)", Default: "5"}},
			Cache:  CacheSemiStatic, Rate: RateAnalytics, Handler: typed(a.seasonLeaders)},
		{Path: "/api/seasons/{slug}/awards", Summary: "A season's main awards in its league (MVP, rookie of the year, ...; the sources date them by the season's end year), with their winners", Tag: "seasons",
			Cache: CacheSemiStatic, Handler: typed(a.seasonAwards)},
	}
}

var seasonPages pagePool[readmodel.Season]

func (a *API) listSeasons(r *http.Request) (*Paged[readmodel.Season], error) {
	p := paramsOf(r)
	pg := p.Page(DefaultPageSize)
	sc := p.Scope()
	year, hasYear := p.Year("start_year")
	if !hasYear {
		year, hasYear = p.Year("season")
	}
	search := p.Text("search")
	league := p.Text("league")
	status := p.Enum("status", "active", "completed", "upcoming")
	if err := p.Err(); err != nil {
		return nil, err
	}
	f := readmodel.SeasonFilter{Scope: sc, Year: year, HasYear: hasYear, League: league, Search: search, Status: status}
	return seasonPages.list(r, pg, func(dst []readmodel.Season) (int, []readmodel.Season, error) {
		return a.model().SeasonsInto(r.Context(), f, pg.Offset(), pg.Size, dst)
	})
}

func (a *API) getSeason(r *http.Request) (*readmodel.SeasonDetail, error) {
	d, err := a.model().Season(r.Context(), pathSlug(r, r.URL.Path, 2))
	if err == nil && d == nil {
		return nil, httpio.NotFound("Season")
	}
	return d, err
}

func (a *API) seasonLeaders(r *http.Request) (*readmodel.SeasonLeaders, error) {
	p := paramsOf(r)
	n, _ := p.Int("limit", 1, 25)
	n = cmp.Or(n, 5)
	if err := p.Err(); err != nil {
		return nil, err
	}
	d, err := a.model().SeasonLeadersOf(r.Context(), pathSlug(r, r.URL.Path, 2), n)
	if err == nil && d == nil {
		return nil, httpio.NotFound("Season")
	}
	return d, err
}

func (a *API) seasonAwards(r *http.Request) (*readmodel.SeasonAwards, error) {
	d, err := a.model().SeasonAwardsOf(r.Context(), pathSlug(r, r.URL.Path, 2))
	if err == nil && d == nil {
		return nil, httpio.NotFound("Season")
	}
	return d, err
}
