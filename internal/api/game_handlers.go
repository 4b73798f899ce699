package api

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/store"
)

// gamesNow is the clock the date-relative game lists (today, upcoming) use;
// tests replace it.
var gamesNow = time.Now

func gamesToday() string { return gamesNow().Format("2006-01-02") }

var gameStatuses = []string{"final", "scheduled", "live", "postponed"}
var gameTypes = []string{"regular", "playoff", "championship", "allstar"}

var gameFilterParams = []Param{
	{Name: "season", Type: "integer", Description: "Season start year (2023 = the 2023 or 2023-24 season)"},
	{Name: "team", Type: "string", Description: "A team (franchise) slug or numeric id, home or away"},
	{Name: "status", Type: "string", Description: "Game status", Enum: gameStatuses},
	{Name: "game_type", Type: "string", Description: "Game type", Enum: gameTypes},
	{Name: "game_date__gte", Type: "date", Description: "On or after this date (YYYY-MM-DD, inclusive)"},
	{Name: "game_date__lte", Type: "date", Description: "On or before this date (YYYY-MM-DD, inclusive)"},
	{Name: "search", Type: "string", Description: "Either team's name or city as of the game (case-insensitive substring)"},
	{Name: "ordering", Type: "string", Description: "game_date (oldest first) or -game_date (newest first, the default)", Enum: []string{"game_date", "-game_date"}},
}

func gameParams(ps ...[]Param) []Param {
	var out []Param
	for _, p := range ps {
		out = append(out, p...)
	}
	return out
}

func (a *API) gameRoutes() []Route {
	scopePage := gameParams(ScopeParams, PageParams)
	return []Route{
		{Path: "/api/games", Summary: "Games with scores, newest first; filter by sport, level, season, team, status, type, dates and team name", Tag: "games",
			Params: gameParams(ScopeParams, gameFilterParams, PageParams), Cache: CacheDynamic, Handler: typed(a.listGames)},
		// Date-relative lists are never kept in the server's memory cache
		// (it lives until the next import, past midnight).
		{Path: "/api/games/today", Summary: "Games dated today (server date)", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handler: typed(a.gamesTodayList)},
		{Path: "/api/games/recent", Summary: "The latest final games, newest first (page_size default 20)", Tag: "games", Params: scopePage, Cache: CacheDynamic, Handler: typed(a.gamesRecent)},
		{Path: "/api/games/upcoming", Summary: "Scheduled games from today on, soonest first", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handler: typed(a.gamesUpcoming)},
		{Path: "/api/games/live", Summary: "Games in progress", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handler: typed(a.gamesLive)},
		{Path: "/api/games/{id}", Summary: "One game by id or slug: teams, score, venue, season, championship, result", Tag: "games", Cache: CacheDynamic, Handler: typed(a.getGame)},
	}
}

// gameQuery is a parsed list request.
type gameQuery struct {
	filter gameindex.Filter
	page   Page
}

// parseGameQuery reads the list filters; defaultSize is page_size's default.
func (a *API) parseGameQuery(r *http.Request, defaultSize int, full bool) (gameQuery, error) {
	p := paramsOf(r)
	q := query(r)
	var gq gameQuery
	gq.page = p.Page(defaultSize)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return gq, err
	}
	f := gameindex.Filter{Sport: sc.Sport, Level: sc.Level}
	if !full {
		gq.filter = f
		return gq, nil
	}
	f.Season, _ = p.Year("season")
	f.Status = p.Enum("status", gameStatuses...)
	f.GameType = p.Enum("game_type", gameTypes...)
	f.DateFrom, _ = p.Date("game_date__gte")
	f.DateTo, _ = p.Date("game_date__lte")
	if err := p.Err(); err != nil {
		return gq, err
	}
	if f.DateFrom != "" && f.DateTo != "" && f.DateFrom > f.DateTo {
		return gq, httpio.BadParam("game_date__lte", "must be on or after game_date__gte (%s), got %q", f.DateFrom, f.DateTo)
	}
	f.Search = p.Text("search")
	ord := p.Enum("ordering", "game_date", "-game_date")
	if err := p.Err(); err != nil {
		return gq, err
	}
	f.Asc = ord == "game_date"
	var err error
	if f.TeamID, err = a.gameTeamParam(r.Context(), q, "team"); err != nil {
		return gq, err
	}
	gq.filter = f
	return gq, nil
}

// gameTeamParam resolves a team filter (slug or numeric id) to a franchise
// id; an unknown team is a 400 naming the parameter.
func (a *API) gameTeamParam(ctx context.Context, q url.Values, name string) (int64, error) {
	v := strings.ToLower(strings.TrimSpace(q.Get(name)))
	if v == "" {
		return 0, nil
	}
	id, ok, err := a.model().GameTeam(ctx, v)
	if err != nil || ok {
		return id, err
	}
	if len(v) > 60 {
		v = v[:60] + "..."
	}
	return 0, httpio.BadParam(name, "no team with slug or id %q", v)
}

// gamePage answers a list from the read model's game index.
func (a *API) gamePage(r *http.Request, f gameindex.Filter, p Page) (*Paged[readmodel.Game], error) {
	count, games, release, err := a.model().GamesPooled(r.Context(), f, p.Offset(), p.Size)
	if err != nil {
		release()
		return nil, err
	}
	out := NewPaged(r, p, count, games)
	out.release = release
	return &out, nil
}

func (a *API) listGames(r *http.Request) (*Paged[readmodel.Game], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, true)
	if err != nil {
		return nil, err
	}
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesTodayList(r *http.Request) (*Paged[readmodel.Game], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	today := gamesToday()
	gq.filter.DateFrom, gq.filter.DateTo, gq.filter.Asc = today, today, true
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesRecent(r *http.Request) (*Paged[readmodel.Game], error) {
	gq, err := a.parseGameQuery(r, 20, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status = "final"
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesUpcoming(r *http.Request) (*Paged[readmodel.Game], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status, gq.filter.DateFrom, gq.filter.Asc = "scheduled", gamesToday(), true
	return a.gamePage(r, gq.filter, gq.page)
}

// gamesLive lists the live games with their external ids (an operator's
// update of one names it).
func (a *API) gamesLive(r *http.Request) (*Paged[readmodel.LiveGame], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status = "live"
	count, games, err := a.model().LiveGames(r.Context(), gq.filter, gq.page.Offset(), gq.page.Size)
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, gq.page, count, games)), nil
}

func (a *API) getGame(r *http.Request) (*readmodel.GameDetail, error) {
	ref := strings.TrimSpace(r.PathValue("id"))
	if ref == "" || len(ref) > 200 {
		return nil, httpio.NotFound("Game")
	}
	g, err := a.model().Game(r.Context(), ref)
	if errors.Is(err, store.ErrNotFound) {
		return nil, httpio.NotFound("Game")
	}
	return g, err
}
