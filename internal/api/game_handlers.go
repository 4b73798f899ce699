package api

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/almanac-sports/almanac/internal/stats"
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
	if a.Store != nil {
		// Build the in-memory game index now rather than on the first request.
		go a.gameIndexFor(context.Background())
	}
	scopePage := gameParams(ScopeParams, PageParams)
	return append([]Route{
		{Path: "/api/games", Summary: "Games with scores, newest first; filter by sport, level, season, team, status, type, dates and team name", Tag: "games",
			Params: gameParams(ScopeParams, gameFilterParams, PageParams), Cache: CacheDynamic, Handler: typed(a.listGames)},
		// Date-relative lists are never kept in the server's memory cache
		// (it lives until the next import, past midnight).
		{Path: "/api/games/today", Summary: "Games dated today (server date)", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handler: typed(a.gamesTodayList)},
		{Path: "/api/games/recent", Summary: "The latest final games, newest first (page_size default 20)", Tag: "games", Params: scopePage, Cache: CacheDynamic, Handler: typed(a.gamesRecent)},
		{Path: "/api/games/upcoming", Summary: "Scheduled games from today on, soonest first", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handler: typed(a.gamesUpcoming)},
		{Path: "/api/games/live", Summary: "Games in progress", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handler: typed(a.gamesLive)},
		{Path: "/api/games/{id}", Summary: "One game by id or slug: teams, score, venue, season, championship, result", Tag: "games", Cache: CacheDynamic, Handler: typed(a.getGame)},
	}, a.standingsRoutes()...)
}

// gameQuery is a parsed list request.
type gameQuery struct {
	filter gameFilter
	page   Page
}

// parseGameQuery reads the list filters; defaultSize is page_size's default.
func (a *API) parseGameQuery(r *http.Request, defaultSize int, full bool) (gameQuery, error) {
	q := r.URL.Query()
	var gq gameQuery
	page, err := ParsePage(q, defaultSize)
	if err != nil {
		return gq, err
	}
	gq.page = page
	sc, err := ParseScope(q)
	if err != nil {
		return gq, err
	}
	f := gameFilter{Sport: sc.Sport, Level: sc.Level}
	if !full {
		gq.filter = f
		return gq, nil
	}
	if f.Season, _, err = YearParam(q, "season"); err != nil {
		return gq, err
	}
	if f.Status, err = EnumParam(q, "status", gameStatuses...); err != nil {
		return gq, err
	}
	if f.GameType, err = EnumParam(q, "game_type", gameTypes...); err != nil {
		return gq, err
	}
	if f.DateFrom, _, err = DateParam(q, "game_date__gte"); err != nil {
		return gq, err
	}
	if f.DateTo, _, err = DateParam(q, "game_date__lte"); err != nil {
		return gq, err
	}
	if f.DateFrom != "" && f.DateTo != "" && f.DateFrom > f.DateTo {
		return gq, BadParam("game_date__lte", "must be on or after game_date__gte (%s), got %q", f.DateFrom, f.DateTo)
	}
	if f.Search, err = TextParam(q, "search"); err != nil {
		return gq, err
	}
	ord, err := EnumParam(q, "ordering", "game_date", "-game_date")
	if err != nil {
		return gq, err
	}
	f.Asc = ord == "game_date"
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
	ix, err := a.gameIndexFor(ctx)
	if err != nil {
		return 0, err
	}
	if id, ok := ix.teamSlug[v]; ok {
		return id, nil
	}
	if id, err := strconv.ParseInt(v, 10, 64); err == nil {
		if _, ok := ix.dims.Franchises[id]; ok {
			return id, nil
		}
	}
	if len(v) > 60 {
		v = v[:60] + "..."
	}
	return 0, BadParam(name, "no team with slug or id %q", v)
}

// gamePage answers a list from the in-memory game index: the filter picks
// and counts positions there (counts memoized per filter) and the page's
// games are read from it too.
func (a *API) gamePage(r *http.Request, f gameFilter, p Page) (*Paged[gameJSON], error) {
	ctx := r.Context()
	ix, err := a.gameIndexFor(ctx)
	if err != nil {
		return nil, err
	}
	plan := ix.plan(f)
	count := 0
	if plan.check == nil {
		count = plan.count()
	} else {
		count, err = gameMemoized(ctx, a, "count|"+f.key(), func(context.Context) (int, error) { return plan.count(), nil })
		if err != nil {
			return nil, err
		}
	}
	if p.Offset() >= count {
		return new(NewPaged[gameJSON](r, p, count, nil)), nil
	}
	at := plan.window(f.Asc, p.Offset(), p.Size)
	out := make([]gameJSON, len(at))
	al := newGameAlloc(len(at))
	for i, pos := range at {
		out[i] = ix.gameToJSON(ix.base(pos), al)
	}
	return new(NewPaged(r, p, count, out)), nil
}

func (a *API) listGames(r *http.Request) (*Paged[gameJSON], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, true)
	if err != nil {
		return nil, err
	}
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesTodayList(r *http.Request) (*Paged[gameJSON], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	today := gamesToday()
	gq.filter.DateFrom, gq.filter.DateTo, gq.filter.Asc = today, today, true
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesRecent(r *http.Request) (*Paged[gameJSON], error) {
	gq, err := a.parseGameQuery(r, 20, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status = "final"
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesUpcoming(r *http.Request) (*Paged[gameJSON], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status, gq.filter.DateFrom, gq.filter.Asc = "scheduled", gamesToday(), true
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesLive(r *http.Request) (*Paged[gameJSON], error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status = "live"
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) getGame(r *http.Request) (*gameDetailJSON, error) {
	ref := strings.TrimSpace(r.PathValue("id"))
	if ref == "" || len(ref) > 200 {
		return nil, NotFound("Game")
	}
	ix, err := a.gameIndexFor(r.Context())
	if err != nil {
		return nil, err
	}
	// Most games are whole in the index; the database has the rest (notes).
	g, ok := ix.detail(ref)
	if !ok {
		g, err = a.Store.GameByRef(r.Context(), ref)
		if errors.Is(err, store.ErrNotFound) {
			return nil, NotFound("Game")
		}
		if err != nil {
			return nil, err
		}
	}
	out := gameDetailJSON{gameJSON: ix.gameToJSON(g, nil), Officials: []gameOfficialJSON{}, Notes: gameStrPtr(g.Notes)}
	if v, ok := ix.dims.Venues[g.VenueID]; ok {
		out.Venue = &gameVenueJSON{ID: v.ID, Name: v.Name, City: v.City, State: v.State, Country: v.Country,
			Capacity: gameNullInt(v.Capacity), Location: gameLocation(v.City, v.State, v.Country)}
	}
	if c := ix.championship(g); c != nil {
		out.Championship = &gameChampionshipJSON{ID: c.ID, Slug: c.Slug, Name: c.Name}
	}
	if out.HomeScore != nil && out.AwayScore != nil && g.Status == "final" {
		hs, as := *out.HomeScore, *out.AwayScore
		var text, winner string
		switch {
		case hs > as:
			text, winner = out.HomeTeamName+" defeats "+out.AwayTeamName, "home"
		case as > hs:
			text, winner = out.AwayTeamName+" defeats "+out.HomeTeamName, "away"
		default:
			text, winner = "Game ended in a tie", "tie"
		}
		out.ResultText, out.Winner = &text, &winner
	}
	if se, ok := ix.dims.Seasons[g.SeasonID]; ok && g.GameType != "allstar" {
		countOT := gameCountsOTLosses(se.LeagueAbbrev, ix.dims.Sports[se.SportID].Slug, se.StartYear)
		for _, side := range []struct {
			id  *int64
			dst **string
		}{{out.HomeTeam.ID, &out.HomeTeamRecord}, {out.AwayTeam.ID, &out.AwayTeamRecord}} {
			if side.id == nil {
				continue
			}
			rec := ix.recordThrough(*side.id, se, g.Date, g.ID, countOT)
			if rec.Games() > 0 {
				s := rec.String()
				*side.dst = &s
			}
		}
	}
	return &out, nil
}

// gameLocation is "City, ST" (or "City, Country" outside the US and Canada).
func gameLocation(city, state, country string) string {
	parts := []string{}
	if city != "" {
		parts = append(parts, city)
	}
	switch {
	case state != "":
		parts = append(parts, state)
	case country != "":
		parts = append(parts, country)
	}
	return strings.Join(parts, ", ")
}

// gameCountsOTLosses reports whether a league-season counts overtime losses
// apart from losses: the NHL from 1999-2000 on.
func gameCountsOTLosses(leagueAbbrev, sport string, startYear int) bool {
	return sport == "hockey" && strings.EqualFold(leagueAbbrev, "NHL") && startYear >= 1999
}

// recordThrough is a franchise's regular-season record in the season year
// of se (every league of that sport and level, so interleague games count)
// through the given game: after it for a regular-season game, the final
// regular-season record for a postseason game.
func (ix *gameIndex) recordThrough(franchise int64, se store.GameDimSeason, date string, gameID int64, countOT bool) stats.Record {
	var rec stats.Record
	final, _ := gameFind(ix.statuses, "final")
	regular, ok := gameFind(ix.types, "regular")
	if !ok {
		return rec
	}
	d := gameDateInt(date)
	for _, p := range ix.byTeam[int32(franchise)] {
		g := &ix.games[p]
		if g.date > d || (g.date == d && int64(g.id) > gameID) {
			break
		}
		if g.gtype != regular || g.status != final || g.hs < 0 || g.as < 0 {
			continue
		}
		gs, ok := ix.dims.Seasons[int64(g.season)]
		if !ok || gs.StartYear != se.StartYear || gs.SportID != se.SportID || gs.LevelID != se.LevelID {
			continue
		}
		rec.Add(stats.OutcomeFor(stats.Game{HomeScore: int(g.hs), AwayScore: int(g.as), Overtime: g.ot}, g.home == int32(franchise), countOT))
	}
	return rec
}
