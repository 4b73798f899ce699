package api

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

// teamSubPageParams documents paging of the lists under one team, which
// default to a whole page of 500 so one call holds a season.
var teamSubPageParams = []Param{
	{Name: "page", Type: "integer", Description: "Page number, from 1", Default: "1"},
	{Name: "page_size", Type: "integer", Description: "Results per page (default 500, at most 500)", Default: "500"},
}

func (a *API) teamRoutes() []Route {
	list := append(append([]Param{}, ScopeParams...),
		Param{Name: "search", Type: "string", Description: "Case-insensitive substring of the name, city, abbreviation or nickname"},
		Param{Name: "division", Type: "string", Description: "Only teams in this division (name, case-insensitive, e.g. \"AFC West\", \"Atlantic\")"},
		Param{Name: "conference", Type: "string", Description: "Only teams in this conference (name or abbreviation, case-insensitive, e.g. \"Eastern\", \"NFC\", \"SEC\")"},
		Param{Name: "league", Type: "string", Description: "Only teams whose current league has this abbreviation or slug (e.g. NFL, AL)"},
		Param{Name: "group", Type: "string", Description: "Only teams of this league group (a key of `groups`: nfl, mlb, ncaa-football, ...)"},
		Param{Name: "ordering", Type: "string", Description: "name (default), or group: by league group as `groups` lists them, the teams that played their league's latest season first in each", Enum: []string{"name", "group"}, Default: "name"},
	)
	list = append(list, PageParams...)
	year := func(desc string) []Param {
		return append([]Param{{Name: "year", Type: "integer", Description: desc}}, teamSubPageParams...)
	}
	return []Route{
		{Path: "/api/teams", Summary: "Teams (franchises) with their current identity, home venue and title count", Tag: "teams",
			Params: list, Cache: CacheSemiStatic, Handler: typed(a.listTeams)},
		{Path: "/api/teams/teams", Summary: "Teams in brief (id, name, sport_name) for the debug page", Tag: "teams",
			Params: list, Cache: CacheSemiStatic, Handler: typed(a.listTeamBriefs)},
		{Path: "/api/teams/compare", Summary: "Compare two teams from real games: record, win %, titles, points per game and allowed, head-to-head with last and next meeting. Metrics the data lacks (yards, turnovers) are omitted.", Tag: "teams",
			Params: []Param{
				{Name: "team_a", Type: "string", Description: "First team (slug or id), required"},
				{Name: "team_b", Type: "string", Description: "Second team (slug or id), required"},
				{Name: "season", Type: "integer", Description: "Only the season that started this year (default: all time)"},
			}, Cache: CacheDynamic, Rate: RateAnalytics, Handler: typed(a.compareTeams)},
		{Path: "/api/teams/{slug}", Summary: "One team by slug or id, with its names across eras", Tag: "teams", Cache: CacheSemiStatic, Handler: typed(a.getTeam)},
		{Path: "/api/teams/{slug}/championships", Summary: "Titles a team won, newest first (year = season start year; decided_year = year decided)", Tag: "teams",
			Params: teamSubPageParams, Cache: CacheSemiStatic, Handler: typed(a.teamChampionships)},
		{Path: "/api/teams/{slug}/roster", Summary: "A team's players in one season: roster entries, else the players with stats for the team that season", Tag: "teams",
			Params: year("Season start year (default: the latest season with roster data)"), Cache: CacheSemiStatic, Handler: typed(a.teamRoster)},
		{Path: "/api/teams/{slug}/schedule", Summary: "A team's games in one season, in date order, from the team's side", Tag: "teams",
			Params: year("Season start year (default: the season of the team's latest game)"), Cache: CacheDynamic, Handler: typed(a.teamSchedule)},
		{Path: "/api/teams/{slug}/stats", Summary: "A team's figures computed from final games (regular season; playoffs apart) plus its official records and titles, for one season or all time", Tag: "teams",
			Params: []Param{{Name: "season", Type: "integer", Description: "Season start year (default: all time)"}}, Cache: CacheDynamic, Rate: RateAnalytics, Handler: typed(a.teamStats)},
		{Path: "/api/teams/{slug}/seasons", Summary: "A team's seasons, newest first, with record and title", Tag: "teams",
			Params: teamSubPageParams, Cache: CacheSemiStatic, Handler: typed(a.teamSeasons)},
		{Path: "/api/teams/{slug}/seasons/{year}", Summary: "One team's season (year = start year): record, standings places, playoff result, head coaches with their records, the team's statistical leaders and the venue of its home games; what the data lacks is null with a note", Tag: "teams",
			Cache: CacheSemiStatic, Handler: typed(a.teamSeason)},
	}
}

func teamFilter(r *http.Request) (store.TeamFilter, Page, error) {
	p := paramsOf(r)
	var f store.TeamFilter
	page := p.Page(DefaultPageSize)
	sc := p.Scope()
	f.Search, f.Division = p.Text("search"), p.Text("division")
	f.Conference, f.League, f.Group = p.Text("conference"), p.Text("league"), p.Text("group")
	f.Sport, f.Level, f.Limit, f.Offset = sc.Sport, sc.Level, page.Size, page.Offset()
	f.ByGroup = p.Enum("ordering", "name", "group") == "group"
	return f, page, p.Err()
}

// teamListPage is a page of teams with the count of every league group
// over the whole filtered list (not the page).
type teamListPage struct {
	Paged[*store.Team]
	Groups []store.TeamGroupCount `json:"groups"`
}

func (a *API) listTeams(r *http.Request) (*teamListPage, error) {
	f, page, err := teamFilter(r)
	if err != nil {
		return nil, err
	}
	rows, total, err := a.model().Teams(r.Context(), f)
	if err != nil {
		return nil, err
	}
	groups, err := a.model().TeamGroupCounts(r.Context(), f)
	if err != nil {
		return nil, err
	}
	return &teamListPage{Paged: NewPaged(r, page, total, rows), Groups: groups}, nil
}

func (a *API) listTeamBriefs(r *http.Request) (*Paged[store.TeamListing], error) {
	f, page, err := teamFilter(r)
	if err != nil {
		return nil, err
	}
	rows, total, err := a.model().TeamBriefs(r.Context(), f)
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, page, total, rows)), nil
}

// teamByRef resolves a slug or id to a team; unknown is a 404 (or a 400
// naming param when it came from a query parameter).
func (a *API) teamByRef(r *http.Request, ref, param string) (store.Team, error) {
	ref = strings.TrimSpace(ref)
	if ref == "" || len(ref) > 200 {
		return store.Team{}, httpio.NotFound("Team")
	}
	t, err := a.model().TeamBySlug(r.Context(), ref)
	if err == store.ErrNotFound {
		if param != "" {
			return t, httpio.NotFound("Team " + strconv.Quote(ref) + " (" + param + ")")
		}
		return t, httpio.NotFound("Team")
	}
	return t, err
}

func (a *API) teamFromPath(r *http.Request) (store.Team, error) {
	return a.teamByRef(r, tcPathValue(r, "slug", 2), "")
}

func (a *API) getTeam(r *http.Request) (*readmodel.TeamDetail, error) {
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	return a.model().Team(r.Context(), t)
}

// teamPage reads a team's list: page, page_size (default MaxPageSize) and
// the {slug}.
func (a *API) teamPage(r *http.Request) (store.Team, Page, error) {
	p := paramsOf(r)
	page := p.Page(MaxPageSize)
	if err := p.Err(); err != nil {
		return store.Team{}, page, err
	}
	t, err := a.teamFromPath(r)
	return t, page, err
}

func (a *API) teamChampionships(r *http.Request) (*Paged[readmodel.TeamChampionshipEntry], error) {
	t, page, err := a.teamPage(r)
	if err != nil {
		return nil, err
	}
	total, out, err := a.model().TeamChampionships(r.Context(), t, page.Offset(), page.Size)
	if err != nil {
		return nil, err
	}
	return new(NewPaged(r, page, total, out)), nil
}

// teamYearQuery reads a per-season team list request: page, the team in the
// path and `year`, which defaults to the latest year the team has data for.
func (a *API) teamYearQuery(r *http.Request, latest func(context.Context, int64) (int, error)) (Page, store.Team, int, error) {
	p := paramsOf(r)
	page := p.Page(MaxPageSize)
	year, has := p.Year("year")
	if err := p.Err(); err != nil {
		return page, store.Team{}, 0, err
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return page, t, 0, err
	}
	if !has {
		year, err = latest(r.Context(), t.ID)
	}
	return page, t, year, err
}

type teamRosterPage struct {
	Paged[store.RosterEntry]
	Team   readmodel.TeamBrief `json:"team"`
	Year   *int                `json:"year"`
	Source *string             `json:"source"`
}

func (a *API) teamRoster(r *http.Request) (*teamRosterPage, error) {
	page, t, year, err := a.teamYearQuery(r, a.Store.TeamRosterYear)
	if err != nil {
		return nil, err
	}
	out := teamRosterPage{Team: readmodel.TeamBrief{ID: t.ID, Slug: t.Slug, Name: t.Name}}
	var entries []store.RosterEntry
	if year != 0 {
		y := year
		out.Year = &y
		if entries, out.Source, err = a.model().TeamRoster(r.Context(), t, year); err != nil {
			return nil, err
		}
	}
	out.Paged = NewPaged(r, page, len(entries), teamPageOf(entries, page))
	return &out, nil
}

// teamPageOf slices one page out of a full list.
func teamPageOf[T any](items []T, p Page) []T {
	lo := p.Offset()
	if lo >= len(items) {
		return nil
	}
	return items[lo:min(lo+p.Size, len(items))]
}

type teamSchedulePage struct {
	Paged[readmodel.TeamScheduleGame]
	Team readmodel.TeamBrief `json:"team"`
	Year *int                `json:"year"`
}

func (a *API) teamSchedule(r *http.Request) (*teamSchedulePage, error) {
	page, t, year, err := a.teamYearQuery(r, a.Store.TeamScheduleYear)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	out := teamSchedulePage{Team: readmodel.TeamBrief{ID: t.ID, Slug: t.Slug, Name: t.Name}}
	var games []readmodel.TeamScheduleGame
	if year != 0 {
		y := year
		out.Year = &y
		if games, err = a.model().TeamSchedule(ctx, t, year); err != nil {
			return nil, err
		}
	}
	out.Paged = NewPaged(r, page, len(games), teamPageOf(games, page))
	return &out, nil
}
