package api

import (
	"context"
	"database/sql"
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
			Params: gameParams(ScopeParams, gameFilterParams, PageParams), Cache: CacheDynamic, Handle: a.listGames},
		// Date-relative lists are never kept in the server's memory cache
		// (it lives until the next import, past midnight).
		{Path: "/api/games/today", Summary: "Games dated today (server date)", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handle: a.gamesTodayList},
		{Path: "/api/games/recent", Summary: "The latest final games, newest first (page_size default 20)", Tag: "games", Params: scopePage, Cache: CacheDynamic, Handle: a.gamesRecent},
		{Path: "/api/games/upcoming", Summary: "Scheduled games from today on, soonest first", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handle: a.gamesUpcoming},
		{Path: "/api/games/live", Summary: "Games in progress", Tag: "games", Params: scopePage, Cache: CacheRealtime, Handle: a.gamesLive},
		{Path: "/api/games/{id}", Summary: "One game by id or slug: teams, score, venue, season, championship, result", Tag: "games", Cache: CacheDynamic, Handle: a.getGame},
	}, a.standingsRoutes()...)
}

// gameTeamJSON is one side of a game, named as of that season.
type gameTeamJSON struct {
	ID           *int64  `json:"id"`
	Slug         *string `json:"slug"`
	Name         string  `json:"name"`
	City         string  `json:"city"`
	Abbreviation string  `json:"abbreviation"`
	SportName    string  `json:"sport_name"`
}

type gameSeasonJSON struct {
	ID        int64  `json:"id"`
	Slug      string `json:"slug"`
	Name      string `json:"name"`
	StartYear int    `json:"start_year"`
	EndYear   int    `json:"end_year"`
}

// gameJSON is the spec's Game (part 1 §3) with both the nested and the flat
// team fields.
type gameJSON struct {
	ID                   int64           `json:"id"`
	Slug                 string          `json:"slug"`
	GameDate             string          `json:"game_date"`
	GameTime             *string         `json:"game_time"`
	TimeZone             *string         `json:"time_zone"`
	Status               string          `json:"status"`
	Week                 *string         `json:"week"`
	GameType             string          `json:"game_type"`
	HomeScore            *int64          `json:"home_score"`
	AwayScore            *int64          `json:"away_score"`
	Quarter              *int            `json:"quarter"`
	Period               *int            `json:"period"`
	TimeRemaining        *string         `json:"time_remaining"`
	Attendance           *int64          `json:"attendance"`
	NeutralSite          bool            `json:"neutral_site"`
	Overtime             *string         `json:"overtime"`
	HomeTeam             gameTeamJSON    `json:"home_team"`
	AwayTeam             gameTeamJSON    `json:"away_team"`
	HomeTeamName         string          `json:"home_team_name"`
	HomeTeamCity         string          `json:"home_team_city"`
	HomeTeamAbbreviation string          `json:"home_team_abbreviation"`
	AwayTeamName         string          `json:"away_team_name"`
	AwayTeamCity         string          `json:"away_team_city"`
	AwayTeamAbbreviation string          `json:"away_team_abbreviation"`
	SportName            string          `json:"sport_name"`
	SportSlug            string          `json:"sport_slug"`
	LevelName            string          `json:"level_name"`
	LevelSlug            string          `json:"level_slug"`
	LeagueName           *string         `json:"league_name"`
	ChampionshipName     *string         `json:"championship_name"`
	SeasonName           *string         `json:"season_name"`
	Season               *gameSeasonJSON `json:"season"`
	VenueName            *string         `json:"venue_name"`
	Source               string          `json:"source"`
}

type gameVenueJSON struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	City     string `json:"city"`
	State    string `json:"state"`
	Country  string `json:"country"`
	Capacity *int64 `json:"capacity"`
	Location string `json:"location"`
}

type gameChampionshipJSON struct {
	ID   int64  `json:"id"`
	Slug string `json:"slug"`
	Name string `json:"name"`
}

type gameOfficialJSON struct {
	Position string `json:"position"`
	Name     string `json:"name"`
}

// gameDetailJSON is the game detail: the list fields plus venue,
// championship, officials (none in the dataset), weather (none), the result
// line and both teams' regular-season records after the game.
type gameDetailJSON struct {
	gameJSON
	Venue          *gameVenueJSON        `json:"venue"`
	Championship   *gameChampionshipJSON `json:"championship"`
	Officials      []gameOfficialJSON    `json:"officials"`
	Weather        *string               `json:"weather"`
	Notes          *string               `json:"notes"`
	ResultText     *string               `json:"result_text"`
	Winner         *string               `json:"winner"`
	HomeTeamRecord *string               `json:"home_team_record"`
	AwayTeamRecord *string               `json:"away_team_record"`
}

func gameStrPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func gameNullInt(v sql.NullInt64) *int64 {
	if !v.Valid {
		return nil
	}
	n := v.Int64
	return &n
}

// gameSide names one team of g as of the game's season: the game's own name,
// then the team-season row, then the franchise.
func (ix *gameIndex) gameSide(franchise, season int64, gameName, sport string) gameTeamJSON {
	t := gameTeamJSON{Name: gameName, SportName: sport}
	f, ok := ix.dims.Franchises[franchise]
	if !ok {
		return t
	}
	id, slug := f.ID, f.Slug
	t.ID, t.Slug = &id, &slug
	t.City, t.Abbreviation = f.City, f.Abbreviation
	if t.Name == "" {
		t.Name = f.Name
	}
	if ts, ok := ix.dims.TeamSeasons[[2]int64{franchise, season}]; ok {
		if ts.City != "" {
			t.City = ts.City
		}
		if ts.Abbreviation != "" {
			t.Abbreviation = ts.Abbreviation
		}
		if gameName == "" && ts.Name != "" {
			t.Name = ts.Name
		}
	}
	return t
}

// championship is the title g decided: the championship whose result names
// g as its deciding game, else for a championship game the title of its
// league (or of its sport and level) in force that season.
func (ix *gameIndex) championship(g store.GameBase) *store.GameDimChampionship {
	cs := ix.dims.Championships
	if id, ok := ix.dims.ResultGames[g.ID]; ok {
		for i := range cs {
			if cs[i].ID == id {
				return &cs[i]
			}
		}
	}
	if g.GameType != "championship" {
		return nil
	}
	se, ok := ix.dims.Seasons[g.SeasonID]
	if !ok {
		return nil
	}
	var best *store.GameDimChampionship
	for i := range cs {
		c := &cs[i]
		if c.SportID != g.SportID || c.LevelID != g.LevelID || (c.LeagueID.Valid && c.LeagueID.Int64 != se.LeagueID) {
			continue
		}
		if (c.FirstYear.Valid && c.FirstYear.Int64 > int64(se.EndYear)) || (c.LastYear.Valid && c.LastYear.Int64 < int64(se.EndYear)) {
			continue
		}
		if best == nil || (c.LeagueID.Valid && !best.LeagueID.Valid) {
			best = c
		}
	}
	return best
}

func (ix *gameIndex) gameToJSON(g store.GameBase) gameJSON {
	sport, level := ix.dims.Sports[g.SportID], ix.dims.Levels[g.LevelID]
	home := ix.gameSide(g.Home, g.SeasonID, g.HomeName, sport.Name)
	away := ix.gameSide(g.Away, g.SeasonID, g.AwayName, sport.Name)
	out := gameJSON{
		ID: g.ID, Slug: g.Slug, GameDate: g.Date, GameTime: gameStrPtr(g.StartTime), TimeZone: gameStrPtr(g.TimeZone),
		Status: g.Status, Week: gameStrPtr(g.Week), GameType: g.GameType,
		Attendance: gameNullInt(g.Attendance), NeutralSite: g.Neutral, Overtime: gameStrPtr(g.Overtime),
		HomeTeam: home, AwayTeam: away,
		HomeTeamName: home.Name, HomeTeamCity: home.City, HomeTeamAbbreviation: home.Abbreviation,
		AwayTeamName: away.Name, AwayTeamCity: away.City, AwayTeamAbbreviation: away.Abbreviation,
		SportName: sport.Name, SportSlug: sport.Slug, LevelName: level.Name, LevelSlug: level.Slug, Source: g.Source,
	}
	// Scores of a game that has not started are unknown, not 0.
	if g.Status != "scheduled" && g.Status != "postponed" {
		out.HomeScore, out.AwayScore = gameNullInt(g.HomeScore), gameNullInt(g.AwayScore)
	}
	if se, ok := ix.dims.Seasons[g.SeasonID]; ok {
		out.Season = &gameSeasonJSON{ID: se.ID, Slug: se.Slug, Name: se.Name, StartYear: se.StartYear, EndYear: se.EndYear}
		out.SeasonName, out.LeagueName = gameStrPtr(se.Name), gameStrPtr(se.LeagueName)
	}
	if v, ok := ix.dims.Venues[g.VenueID]; ok {
		out.VenueName = gameStrPtr(v.Name)
	}
	if c := ix.championship(g); c != nil {
		out.ChampionshipName = gameStrPtr(c.Name)
	}
	return out
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
func (a *API) gamePage(r *http.Request, f gameFilter, p Page) (any, error) {
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
		return NewPaged[gameJSON](r, p, count, nil), nil
	}
	at := plan.window(f.Asc, p.Offset(), p.Size)
	out := make([]gameJSON, len(at))
	for i, pos := range at {
		out[i] = ix.gameToJSON(ix.base(pos))
	}
	return NewPaged(r, p, count, out), nil
}

func (a *API) listGames(r *http.Request) (any, error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, true)
	if err != nil {
		return nil, err
	}
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesTodayList(r *http.Request) (any, error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	today := gamesToday()
	gq.filter.DateFrom, gq.filter.DateTo, gq.filter.Asc = today, today, true
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesRecent(r *http.Request) (any, error) {
	gq, err := a.parseGameQuery(r, 20, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status = "final"
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesUpcoming(r *http.Request) (any, error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status, gq.filter.DateFrom, gq.filter.Asc = "scheduled", gamesToday(), true
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) gamesLive(r *http.Request) (any, error) {
	gq, err := a.parseGameQuery(r, DefaultPageSize, false)
	if err != nil {
		return nil, err
	}
	gq.filter.Status = "live"
	return a.gamePage(r, gq.filter, gq.page)
}

func (a *API) getGame(r *http.Request) (any, error) {
	ref := strings.TrimSpace(r.PathValue("id"))
	if ref == "" || len(ref) > 200 {
		return nil, NotFound("Game")
	}
	ix, err := a.gameIndexFor(r.Context())
	if err != nil {
		return nil, err
	}
	g, err := a.Store.GameByRef(r.Context(), ref)
	if errors.Is(err, store.ErrNotFound) {
		return nil, NotFound("Game")
	}
	if err != nil {
		return nil, err
	}
	out := gameDetailJSON{gameJSON: ix.gameToJSON(g), Officials: []gameOfficialJSON{}, Notes: gameStrPtr(g.Notes)}
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
	return out, nil
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
