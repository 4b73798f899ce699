package api

// League-level analytics: the dashboard, league insights and the league
// reports (computed in the read model from games, standings and players).

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) leagueRoutes() []Route {
	format := Param{Name: "format", Type: "string", Description: "json (default) or csv", Enum: []string{"json", "csv"}, Default: "json"}
	withFormat := append(append([]Param(nil), ScopeParams...), format)
	perf := append(append([]Param(nil), withFormat...), Param{Name: "season", Type: "integer", Description: "Season start year (default: each sport's latest with games)"})
	return []Route{
		{Path: "/api/v1/analytics/analytics/dashboard", Summary: "Analytics dashboard: games, scoring, top team and players of the latest season with games against the season before; on the hub every sport and level",
			Tag: "analytics", Params: ScopeParams, Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.leagueDashboard)},
		{Path: "/api/v1/analytics/analytics/league_insights", Summary: "League trends (scoring, home wins, close games, overtime: this season, the one before and ten earlier) and highlights of the latest season",
			Tag: "analytics", Params: ScopeParams, Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.leagueInsights)},
		{Path: "/api/v1/analytics/reports/league_dashboard", Summary: "The analytics dashboard as a report (JSON, or CSV with format=csv)",
			Tag: "analytics", Params: withFormat, Cache: CacheSemiStatic, Rate: RateExport, PerSite: true, Handler: declared[readmodel.Dashboard](a.leagueDashboardReport)},
		{Path: "/api/v1/analytics/reports/performance_summary", Summary: "Every team's regular season (games, record, points for and against, home and away) with league totals (JSON, or CSV with format=csv)",
			Tag: "analytics", Params: perf, Cache: CacheSemiStatic, Rate: RateExport, PerSite: true, Handler: declared[performanceSummary](a.performanceSummary)},
	}
}

// leagueScopes resolves sport__slug and level__slug, else the site's: a
// sport alone means its professional league; no sport (the hub) means
// every sport and level with games (within a level when one is given).
func (a *API) leagueScopes(r *http.Request) (scopes []readmodel.Scope, hub bool, name string, err error) {
	p := paramsOf(r)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return nil, false, "", err
	}
	site := a.Sites.ForHost(r.Host)
	if sc.Sport == "" {
		sc.Sport = site.Sport
	}
	if sc.Level == "" {
		sc.Level = site.Level
	}
	hub = sc.Sport == ""
	if !hub && sc.Level == "" {
		sc.Level = "professional"
	}
	scopes, err = a.model().LeagueScopes(r.Context(), sc)
	if err != nil {
		return nil, false, "", err
	}
	name = strings.Trim(sc.Sport+"-"+sc.Level, "-")
	if name == "" {
		name = "all"
	}
	if len(scopes) == 0 {
		return nil, false, "", httpio.NotFound("Games for " + strings.Replace(name, "-", " ", 1))
	}
	return scopes, hub, name, nil
}

func (a *API) leagueDashboard(r *http.Request) (*readmodel.Dashboard, error) {
	scopes, hub, _, err := a.leagueScopes(r)
	if err != nil {
		return nil, err
	}
	return a.model().Dashboard(r.Context(), scopes, hub)
}

func (a *API) leagueInsights(r *http.Request) (*readmodel.Insights, error) {
	scopes, hub, _, err := a.leagueScopes(r)
	if err != nil {
		return nil, err
	}
	return a.model().LeagueInsights(r.Context(), scopes, hub)
}

func (a *API) leagueDashboardReport(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "json", "csv")
	if err := p.Err(); err != nil {
		return nil, err
	}
	scopes, hub, name, err := a.leagueScopes(r)
	if err != nil {
		return nil, err
	}
	d, err := a.model().Dashboard(r.Context(), scopes, hub)
	if err != nil || format != "csv" {
		return d, err
	}
	return csvReport("league-dashboard-"+name, d.CSVRows()), nil
}

// performanceSummary is each sport and level's regular season.
type performanceSummary struct {
	// Season asked for; null: each sport's latest season with games.
	Season *int                         `json:"season"`
	Sports []readmodel.PerformanceScope `json:"sports"`
}

func (a *API) performanceSummary(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "json", "csv")
	season, has := p.Year("season")
	if err := p.Err(); err != nil {
		return nil, err
	}
	scopes, _, name, err := a.leagueScopes(r)
	if err != nil {
		return nil, err
	}
	out := performanceSummary{Sports: []readmodel.PerformanceScope{}}
	if has {
		out.Season = &season
	}
	for _, sc := range scopes {
		p, err := a.model().Performance(r.Context(), sc, season)
		if err != nil {
			return nil, err
		}
		if p != nil {
			out.Sports = append(out.Sports, *p)
		}
	}
	if len(out.Sports) == 0 {
		what := "Regular-season games of " + strings.Replace(name, "-", " ", 1)
		if has {
			what += " in season " + strconv.Itoa(season)
		}
		return nil, httpio.NotFound(what)
	}
	if format != "csv" {
		return &out, nil
	}
	file := "performance-summary-" + name + "-latest"
	if has {
		file = "performance-summary-" + name + "-" + strconv.Itoa(season)
	}
	return csvReport(file, readmodel.PerformanceCSVRows(out.Sports)), nil
}

// csvReport writes a small report's rows (the header first) as a CSV download.
func csvReport(name string, rows [][]string) tableExport[[]string] {
	return tableExport[[]string]{name: name, header: rows[0], csv: func(r *[]string) []string { return *r }, rows: slices.Values(rows[1:])}
}
