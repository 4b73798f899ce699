package api

// Player aggregates under /api/v1/analytics/: stat rows, leaders, careers,
// breakout candidates, comparisons, the export and the player report. The
// figures come from internal/readmodel (player_*.go) and internal/stats.

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) playerStatsRoutes() []Route {
	const base = "/api/v1/analytics/"
	season := Param{Name: "season", Type: "integer", Description: "Season start year (default: the latest with the sport's main figure)"}
	list := append([]Param{season,
		{Name: "position", Type: "string", Description: "Position, case-insensitive prefix (QB, G, SS, ...)"},
		{Name: "team", Type: "string", Description: "Team that season: franchise slug, id or abbreviation"},
		{Name: "search", Type: "string", Description: "Substring of the player's name"},
		{Name: "ordering", Type: "string", Description: "A numeric field of the row, a name in its stats or player_name; '-' first for descending (default -points in basketball and hockey, -passing_yards in football, -hits in baseball)"},
	}, ScopeParams...)
	paged := append(append([]Param(nil), list...), PageParams...)
	limit := Param{Name: "limit", Type: "integer", Description: "At most this many (1-100)", Default: "10"}
	format := func(def string) Param {
		return Param{Name: "format", Type: "string", Description: "csv or json", Enum: []string{"csv", "json"}, Default: def}
	}
	return []Route{
		{Path: base + "players/stats", Summary: "Player stat rows of a season, from the player season rows", Tag: "analytics",
			Params: paged, Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.playerStatsList)},
		{Path: base + "players/stats/leaders", Summary: "A season's leaders of a category (football passing, rushing, receiving, defense, passer rating; basketball scoring, assists, rebounds, defense; ...)", Tag: "analytics",
			Params: append([]Param{season, {Name: "category", Type: "string", Description: "Category slug or name, any case (default: the sport's first)"}, limit}, ScopeParams...),
			Cache:  CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.playerLeaders)},
		{Path: base + "players/stats/{slug}", Summary: "One player's season stat rows, newest first (person slug or player id)", Tag: "analytics",
			Params: ScopeParams, Cache: CacheSemiStatic, Rate: RateAnalytics, Handler: typed(a.playerSeasonRows)},
		{Path: base + "players/stats/{slug}/career", Summary: "A player's seasons, totals per league and career totals (each the sum of its season rows)", Tag: "analytics",
			Params: ScopeParams, Cache: CacheSemiStatic, Rate: RateAnalytics, Handler: typed(a.playerCareer)},
		{Path: base + "analytics/breakout_candidates", Summary: "Players whose main per-game figure rose most from their previous season to the latest", Tag: "analytics",
			Params: append([]Param{{Name: "limit", Type: "integer", Description: "At most this many (1-100)", Default: "20"}}, ScopeParams...),
			Cache:  CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.breakouts)},
		{Method: http.MethodPost, Path: base + "analytics/compare_players", Summary: "Compare player1_id and player2_id (slug or id) in the JSON body: careers, similarity, advantages", Tag: "analytics",
			Cache: CacheNone, Rate: RateAnalytics, Handler: posted("a JSON object with player1_id and player2_id", a.comparePlayers)},
		{Path: base + "export/player_stats", Summary: "All the players/stats rows of a season as CSV (player-stats-{season}.csv) or JSON", Tag: "analytics",
			Params: append(list, format("csv")), Cache: CacheNone, Rate: RateExport, PerSite: true, Handler: declared[readmodel.PlayerStatList](a.exportPlayerStats)},
		{Path: base + "reports/player_report", Summary: "A player's report: seasons, league and career totals, best season and its rank (JSON or CSV)", Tag: "analytics",
			Params: append([]Param{{Name: "player_id", Type: "string", Description: "Person slug or player id"}, format("json")}, ScopeParams...),
			Cache:  CacheSemiStatic, Rate: RateAnalytics, Handler: declared[readmodel.PlayerReport](a.playerReport)},
	}
}

// statScope is the sport and level asked for, else the site's; a sport is required.
func (a *API) statScope(r *http.Request) (Scope, error) {
	p := paramsOf(r)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return sc, err
	}
	site := a.Sites.ForHost(r.Host)
	sc.Sport, sc.Level = cmp.Or(sc.Sport, site.Sport), cmp.Or(sc.Level, site.Level, "professional")
	if sc.Sport == "" {
		return sc, httpio.BadParam("sport__slug", "is required (one of %s)", strings.Join(sports, ", "))
	}
	return sc, nil
}

func (a *API) statFilter(r *http.Request) (f readmodel.PlayerStatFilter, err error) {
	p := paramsOf(r)
	if f.Scope, err = a.statScope(r); err != nil {
		return f, err
	}
	f.Year, f.HasYear = p.Year("season")
	f.Position, f.Team = p.Text("position"), p.Text("team")
	f.Search, f.Ordering = p.Text("search"), p.Text("ordering")
	return f, p.Err()
}

// statRows is the rows of the filtered list in the page's window (a zero
// Page: all of them).
func (a *API) statRows(r *http.Request, page Page) (*readmodel.PlayerStatList, error) {
	f, err := a.statFilter(r)
	if err != nil {
		return nil, err
	}
	f.Offset, f.Limit = page.Offset(), page.Size
	l, err := a.model().PlayerStats(r.Context(), f)
	switch {
	case errors.Is(err, readmodel.ErrUnknownTeam):
		return nil, httpio.BadParam("team", "no team %q (use a team slug, id or abbreviation)", f.Team)
	case errors.Is(err, readmodel.ErrUnknownOrdering):
		return nil, httpio.BadParam("ordering", "must name a numeric field of the row, a stat of its rows or player_name, optionally after '-', got %q", f.Ordering)
	}
	return l, err
}

// playerStatsPage is the paged list with the season it shows.
type playerStatsPage struct {
	Paged[*readmodel.PlayerStatRow]
	Sport    string `json:"sport"`
	Level    string `json:"level"`
	Season   int    `json:"season"`
	Ordering string `json:"ordering"`
}

// writeJSON copies the rows' JSON, made once per season table
// (readmodel.PlayerStatRow.EncodedJSON).
func (p *playerStatsPage) writeJSON(buf *bytes.Buffer) error {
	env := *p
	env.Results = []*readmodel.PlayerStatRow{}
	return writeRows(buf, &env, p.Results)
}

func (a *API) playerStatsList(r *http.Request) (*playerStatsPage, error) {
	p := paramsOf(r)
	page := p.Page(DefaultPageSize)
	if err := p.Err(); err != nil {
		return nil, err
	}
	l, err := a.statRows(r, page)
	if err != nil {
		return nil, err
	}
	return &playerStatsPage{NewPaged(r, page, l.Count, l.Rows), l.Sport, l.Level, l.Season, l.Ordering}, nil
}

// scopeLimit reads the scope, season and limit (default def) of leaders and breakouts.
func (a *API) scopeLimit(r *http.Request, def int) (sc Scope, year int, has bool, n int, err error) {
	if sc, err = a.statScope(r); err != nil {
		return sc, 0, false, def, err
	}
	p := paramsOf(r)
	year, has = p.Year("season")
	n, _ = p.Int("limit", 1, 100)
	return sc, year, has, cmp.Or(n, def), p.Err()
}

func (a *API) playerLeaders(r *http.Request) (*readmodel.Leaders, error) {
	sc, year, has, n, err := a.scopeLimit(r, 10)
	if err != nil {
		return nil, err
	}
	ld, err := a.model().PlayerLeaders(r.Context(), sc, query(r).Get("category"), year, has, n)
	if cats, ok := errors.AsType[*readmodel.UnknownCategory](err); ok {
		return nil, httpio.BadParam("category", "%s categories are %s, got %q", sc.Sport, strings.Join(cats.Known, ", "), cats.Got)
	}
	return ld, err
}

func (a *API) career(r *http.Request, ref string) (*readmodel.PlayerCareer, error) {
	p := paramsOf(r)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return nil, err
	}
	c, err := a.model().PlayerCareer(r.Context(), strings.ToLower(strings.TrimSpace(ref)), sc)
	if err == nil && c == nil {
		err = httpio.NotFound(fmt.Sprintf("Player %q", ref))
	}
	return c, err
}

func (a *API) playerSeasonRows(r *http.Request) (*readmodel.PlayerSeasonRows, error) {
	c, err := a.career(r, r.PathValue("slug"))
	return c.Newest(), err
}

func (a *API) playerCareer(r *http.Request) (*readmodel.PlayerCareer, error) {
	return a.career(r, r.PathValue("slug"))
}

func (a *API) breakouts(r *http.Request) (*readmodel.Breakouts, error) {
	sc, _, _, n, err := a.scopeLimit(r, 20)
	if err != nil {
		return nil, err
	}
	return a.model().BreakoutCandidates(r.Context(), sc, n)
}
