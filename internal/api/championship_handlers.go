package api

import (
	"net/http"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

func (a *API) championshipRoutes() []Route {
	list := append(append([]Param{}, ScopeParams...),
		Param{Name: "season", Type: "integer", Description: "Only championships contested that year (first_year <= season <= last_year, or still contested)"},
		Param{Name: "search", Type: "string", Description: "Case-insensitive substring of the name, official name or sport name"},
	)
	list = append(list, PageParams...)
	champions := append(append([]Param{}, ScopeParams...),
		Param{Name: "season__start_year", Type: "integer", Description: "Only titles of the season that started this year (NBA 2023-24 and NFL 2023 are 2023; MLB 2023 is 2023). The record's `year` is the year the title was decided (season end year), so the 2023 NFL season's Super Bowl has year 2024."},
		Param{Name: "championship", Type: "string", Description: "Only this championship (slug or id)"},
		Param{Name: "search", Type: "string", Description: "Case-insensitive substring of the team name, city, championship name or coach"},
	)
	champions = append(champions, PageParams...)
	return []Route{
		{Path: "/api/championships", Summary: "Championships (Super Bowl, NBA Finals, World Series, Stanley Cup, NCAA titles) with their latest champion", Tag: "championships",
			Params: list, Cache: CacheSemiStatic, Handler: typed(a.listChampionships)},
		{Path: "/api/championships/championships/{slug}", Summary: "One championship by slug or id", Tag: "championships", Cache: CacheSemiStatic, Handler: typed(a.getChampionship)},
		{Path: "/api/championships/championships/{slug}/champions", Summary: "A championship's champion records, newest first (record and coach of the winning team-season)", Tag: "championships",
			Params: PageParams, Cache: CacheSemiStatic, Handler: typed(a.championshipChampions)},
		{Path: "/api/championships/championships/{slug}/games", Summary: "A championship's title games or series results, newest first", Tag: "championships",
			Params: PageParams, Cache: CacheSemiStatic, Handler: typed(a.championshipGames)},
		{Path: "/api/championships/championships/{slug}/stats",
			Summary: "Championship statistics: total_games counts the championship-type games of the seasons it decided (total_games_basis \"games\"), or the number of titles decided when no such games are in the data (\"results\"); titles per franchise; longest run of consecutive decided years won by one franchise; highest winning score; teams that reached the final",
			Tag:     "championships", Cache: CacheSemiStatic, Rate: RateAnalytics, Handler: typed(a.championshipStats)},
		{Path: "/api/championships/champions", Summary: "Champion records across championships, newest first", Tag: "championships",
			Params: champions, Cache: CacheSemiStatic, Handler: typed(a.listChampions)},
	}
}

func (a *API) listChampionships(r *http.Request) (*Paged[*store.Championship], error) {
	p := paramsOf(r)
	page := p.Page(DefaultPageSize)
	sc := p.Scope()
	season, _ := p.Year("season")
	search := p.Text("search")
	if err := p.Err(); err != nil {
		return nil, err
	}
	rows, total, err := a.model().Championships(r.Context(), store.ChampionshipFilter{
		Sport: sc.Sport, Level: sc.Level, Season: season, Search: search, Limit: page.Size, Offset: page.Offset(),
	})
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, page, total, rows)), nil
}

// champBySlug resolves the {slug} path segment (slug or id) to a championship.
func (a *API) champBySlug(r *http.Request) (store.Championship, error) {
	slug := strings.TrimSpace(tcPathValue(r, "slug", 3))
	if slug == "" || len(slug) > 200 {
		return store.Championship{}, httpio.NotFound("Championship")
	}
	c, err := a.model().ChampionshipBySlug(r.Context(), slug)
	if err == store.ErrNotFound {
		return c, httpio.NotFound("Championship")
	}
	return c, err
}

func (a *API) getChampionship(r *http.Request) (store.Championship, error) {
	return a.champBySlug(r)
}

// champPage reads a championship's list: page, page_size and the {slug}.
func (a *API) champPage(r *http.Request) (store.Championship, Page, error) {
	p := paramsOf(r)
	page := p.Page(DefaultPageSize)
	if err := p.Err(); err != nil {
		return store.Championship{}, page, err
	}
	c, err := a.champBySlug(r)
	return c, page, err
}

func (a *API) championshipChampions(r *http.Request) (*Paged[*store.ChampionRecord], error) {
	c, page, err := a.champPage(r)
	if err != nil {
		return nil, err
	}
	rows, total, err := a.model().Champions(r.Context(), store.ChampionFilter{ChampionshipID: c.ID, Limit: page.Size, Offset: page.Offset()})
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, page, total, rows)), nil
}

func (a *API) championshipGames(r *http.Request) (*Paged[store.ChampionshipGame], error) {
	c, page, err := a.champPage(r)
	if err != nil {
		return nil, err
	}
	rows, total, err := a.model().ChampionshipGames(r.Context(), c.ID, page.Size, page.Offset())
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, page, total, rows)), nil
}

func (a *API) championshipStats(r *http.Request) (readmodel.ChampionshipStats, error) {
	c, err := a.champBySlug(r)
	if err != nil {
		return readmodel.ChampionshipStats{}, err
	}
	return a.model().ChampionshipStats(r.Context(), c)
}

func (a *API) listChampions(r *http.Request) (*Paged[*store.ChampionRecord], error) {
	p := paramsOf(r)
	page := p.Page(DefaultPageSize)
	sc := p.Scope()
	year, _ := p.Year("season__start_year")
	search := p.Text("search")
	champ := p.Text("championship")
	if err := p.Err(); err != nil {
		return nil, err
	}
	f := store.ChampionFilter{Sport: sc.Sport, Level: sc.Level, SeasonStartYear: year, Search: search, Limit: page.Size, Offset: page.Offset()}
	if v := champ; v != "" {
		c, err := a.model().ChampionshipBySlug(r.Context(), v)
		if err == store.ErrNotFound {
			return nil, httpio.BadParam("championship", "no championship %q", v)
		}
		if err != nil {
			return nil, err
		}
		f.ChampionshipID = c.ID
	}
	rows, total, err := a.model().Champions(r.Context(), f)
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, page, total, rows)), nil
}

// tcPathValue reads a {name} path wildcard. When the request reached the
// handler without the mux filling path values (API.Handler looks the handler
// up with mux.Handler), it falls back to the idx-th segment of the path
// ("/api/teams/{slug}" has the slug at 2).
func tcPathValue(r *http.Request, name string, idx int) string {
	if v := r.PathValue(name); v != "" {
		return v
	}
	segs := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	if idx < len(segs) {
		return segs[idx]
	}
	return ""
}
