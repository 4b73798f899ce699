package api

import (
	"bytes"
	"cmp"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

// The team side of the analytics aggregates: team stat
// rows, rankings, trends, advanced metrics, reports and the export. The
// figures come from the read model (team_stats.go and its neighbours).

func (a *API) teamAnalyticsRoutes() []Route {
	const base = "/api/v1/analytics/"
	season := Param{Name: "season", Type: "integer", Description: "Season start year (default: the latest season with final games)"}
	list := gameParams(ScopeParams, []Param{season,
		{Name: "division", Type: "string", Description: "Only this division (name or id)"},
		{Name: "conference", Type: "string", Description: "Only this conference (name, abbreviation or id)"},
		{Name: "ordering", Type: "string", Description: "Sort field, - first for descending: " + strings.Join(readmodel.TeamStatOrderings, ", "), Default: "-win_percentage"}})
	teamID := Param{Name: "team_id", Type: "string", Description: "Team slug or id (required)"}
	format := func(def string) Param {
		return Param{Name: "format", Type: "string", Description: "csv or json", Enum: []string{"csv", "json"}, Default: def}
	}
	rt := func(path, summary string, ps []Param, h Handler) Route {
		return Route{Path: base + path, Summary: summary, Tag: "analytics", Params: ps, Cache: CacheDynamic, Rate: RateAnalytics, PerSite: true, Handler: h}
	}
	return []Route{
		rt("teams/stats", "Team stat rows of a season, computed from its final regular-season games", gameParams(list, PageParams), typed(a.teamStatList)),
		rt("teams/stats/by_season", "Team stat rows of one season (season_id: slug or start year)", gameParams(ScopeParams, []Param{{Name: "season_id", Type: "string", Description: "Season slug or start year (default: the latest)"}}, PageParams), typed(a.teamStatList)),
		rt("teams/stats/rankings", "A season's team leaders (best record, offense, defense, winning streak) and every team ranked in the category", gameParams(ScopeParams, []Param{season,
			{Name: "category", Type: "string", Enum: readmodel.TeamRankCategories, Default: "overall", Description: "Ranking category"}}), typed(a.teamRankings)),
		rt("teams/stats/{slug}", "A team's stat row for a season (default: its latest)", []Param{season}, typed(a.teamStatRow)),
		rt("teams/stats/{slug}/historical", "A team's stat row in every season of the franchise, newest first", teamSubPageParams, typed(a.teamStatHistory)),
		rt("analytics/team_trends", "A franchise's seasons (record, scoring, end-of-season Elo, playoff result) and its latest games' form", []Param{teamID,
			{Name: "games", Type: "integer", Description: "How many latest games the form covers (1 to 50)", Default: "10"}}, typed(a.teamTrends)),
		rt("analytics/advanced_metrics", "A team's point differential, Pythagorean expectation, strength of schedule and rating, with their inputs", []Param{teamID, season}, typed(a.advancedMetrics)),
		rt("reports/team_report", "A team's report: latest season with advanced metrics and every season's row (json, or csv of the rows)", []Param{teamID, format("json")}, declared[readmodel.TeamReport](a.teamReport)),
		{Method: http.MethodPost, Path: base + "reports/comparison_report", Summary: "Side-by-side team stat rows, metrics and ratings of 2 to 4 teams: body {team_ids: [...], season?}",
			Tag: "analytics", Cache: CacheNone, Rate: RateAnalytics, Handler: posted("a JSON object with team_ids (2 to 4 team slugs or ids) and an optional season", a.comparisonReport)},
		{Path: base + "export/team_stats", Summary: "Team stat rows as a file team-stats-{season}.csv (or json)", Tag: "analytics", Params: gameParams(list, []Param{format("csv")}),
			Cache: CacheNone, Rate: RateExport, PerSite: true, Handler: declared[readmodel.TeamStatsFile](a.exportTeamStats)},
	}
}

// siteScope is the sport and level asked, else the site's; the level is
// professional when only a sport is known.
func (a *API) siteScope(r *http.Request) (Scope, error) {
	p := paramsOf(r)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return sc, err
	}
	site := a.Sites.ForHost(r.Host)
	if sc.Sport == "" {
		sc.Sport = site.Sport
	}
	if sc.Level == "" {
		sc.Level = site.Level
	}
	if sc.Level == "" && sc.Sport != "" {
		sc.Level = "professional"
	}
	return sc, nil
}

// teamStatRows answers the list filters (season, or season_id on by_season).
func (a *API) teamStatRows(r *http.Request) ([]*readmodel.TeamStatRow, int, error) {
	p := paramsOf(r)
	q := query(r)
	tq := readmodel.TeamStatsQuery{}
	var err error
	if tq.Scope, err = a.siteScope(r); err != nil {
		return nil, 0, err
	}
	tq.Season, _ = p.Year("season")
	if err := p.Err(); err != nil {
		return nil, 0, err
	}
	if ref := strings.TrimSpace(q.Get("season_id")); ref != "" {
		var ok bool
		if tq.Season, tq.Scope, ok, err = a.model().SeasonRef(r.Context(), ref, tq.Scope); err == nil && !ok {
			err = httpio.NotFound("Season " + strconv.Quote(ref))
		}
		if err != nil {
			return nil, 0, err
		}
	}
	tq.Division, tq.Conference, tq.Ordering = p.Text("division"), p.Text("conference"), p.Text("ordering")
	if err := p.Err(); err != nil {
		return nil, 0, err
	}
	if o := strings.TrimPrefix(tq.Ordering, "-"); o != "" && !slices.Contains(readmodel.TeamStatOrderings, o) {
		return nil, 0, httpio.BadParam("ordering", "must be one of %s (- first for descending), got %q", strings.Join(readmodel.TeamStatOrderings, ", "), tq.Ordering)
	}
	return a.model().TeamStatRows(r.Context(), tq)
}

func (a *API) teamStatList(r *http.Request) (*rowPage[*readmodel.TeamStatRow], error) {
	p := paramsOf(r)
	page := p.Page(DefaultPageSize)
	if err := p.Err(); err != nil {
		return nil, err
	}
	rows, _, err := a.teamStatRows(r)
	if err != nil {
		return nil, err
	}
	return newRowPage(standingsPage(r, page, rows)), nil
}

func (a *API) teamRankings(r *http.Request) (*readmodel.TeamRankings, error) {
	p := paramsOf(r)
	cat := p.Enum("category", readmodel.TeamRankCategories...)
	season, _ := p.Year("season")
	if err := p.Err(); err != nil {
		return nil, err
	}
	sc, err := a.siteScope(r)
	if err != nil {
		return nil, err
	}
	return a.model().TeamRankings(r.Context(), sc, season, cmp.Or(cat, "overall"))
}

// teamParam reads the team (team_id, required, or the path's) and season.
func (a *API) teamParam(r *http.Request, fromPath bool) (store.Team, int, error) {
	p := paramsOf(r)
	season, _ := p.Year("season")
	if err := p.Err(); err != nil {
		return store.Team{}, 0, err
	}
	if fromPath {
		t, err := a.teamByRef(r, strings.ToLower(tcPathValue(r, "slug", 5)), "")
		return t, season, err
	}
	ref := p.Text("team_id")
	if err := p.Err(); err != nil {
		return store.Team{}, 0, err
	}
	if ref == "" {
		return store.Team{}, 0, httpio.BadParam("team_id", "is required (a team slug or id)")
	}
	t, err := a.teamByRef(r, strings.ToLower(ref), "team_id")
	return t, season, err
}

// noSeason turns a missing season answer into a 404.
func noSeason[T any](v *T, err error, who string) (*T, error) {
	if err == nil && v == nil {
		return nil, httpio.NotFound("Regular-season games of " + who + " (in that season)")
	}
	return v, err
}

func (a *API) teamStatRow(r *http.Request) (*readmodel.TeamStatRow, error) {
	t, season, err := a.teamParam(r, true)
	if err != nil {
		return nil, err
	}
	row, err := a.model().TeamRow(r.Context(), t, season)
	return noSeason(row, err, t.Name)
}

func (a *API) teamStatHistory(r *http.Request) (*rowPage[readmodel.TeamStatRow], error) {
	p := paramsOf(r)
	page := p.Page(MaxPageSize)
	if err := p.Err(); err != nil {
		return nil, err
	}
	t, _, err := a.teamParam(r, true)
	if err != nil {
		return nil, err
	}
	rows, err := a.model().TeamHistoryDesc(r.Context(), t)
	return newRowPage(standingsPage(r, page, rows)), err
}

// teamTrends writes a trends answer with its seasons copied from the
// bytes the read model made once per team (TeamTrendSeason.EncodedJSON).
// Its OpenAPI component is TeamTrends: the JSON is the same.
type teamTrends struct{ readmodel.TeamTrends }

func (t *teamTrends) writeJSON(buf *bytes.Buffer) error {
	env := t.TeamTrends
	env.Seasons = []readmodel.TeamTrendSeason{}
	return writeRowsAt(buf, &env, "seasons", t.Seasons)
}

func (a *API) teamTrends(r *http.Request) (*teamTrends, error) {
	t, err := a.teamTrendsOf(r)
	if err != nil {
		return nil, err
	}
	return &teamTrends{*t}, nil
}

func (a *API) teamTrendsOf(r *http.Request) (*readmodel.TeamTrends, error) {
	p := paramsOf(r)
	n, has := p.Int("games", 1, 50)
	if err := p.Err(); err != nil {
		return nil, err
	}
	t, _, err := a.teamParam(r, false)
	if err != nil {
		return nil, err
	}
	if !has {
		n = 10
	}
	return a.model().TeamTrends(r.Context(), t, n)
}

func (a *API) advancedMetrics(r *http.Request) (*readmodel.TeamAdvanced, error) {
	t, season, err := a.teamParam(r, false)
	if err != nil {
		return nil, err
	}
	adv, err := a.model().TeamAdvanced(r.Context(), t, season)
	return noSeason(adv, err, t.Name)
}

func (a *API) teamReport(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "json", "csv")
	if err := p.Err(); err != nil {
		return nil, err
	}
	t, _, err := a.teamParam(r, false)
	if err != nil {
		return nil, err
	}
	rep, err := a.model().TeamReport(r.Context(), t)
	if err != nil || format != "csv" {
		return rep, err
	}
	rows := make([]*readmodel.TeamStatRow, len(rep.History))
	for i := range rep.History {
		rows[i] = &rep.History[i]
	}
	return csvFile{name: "team-report-" + t.Slug, rows: rows}, nil
}

// comparisonInput is the body of comparison_report: 2 to 4 teams of one
// sport and level, and the season to compare (its start year; absent: each
// team's latest).
type comparisonInput struct {
	TeamIDs []idOrSlug `json:"team_ids" openapi:"nonnull"`
	Season  int        `json:"season,omitempty"`
}

func (a *API) comparisonReport(r *http.Request, body *comparisonInput) (*readmodel.TeamComparisonReport, error) {
	if n := len(body.TeamIDs); n < 2 || n > 4 {
		return nil, httpio.BadParam("team_ids", "must list 2 to 4 teams, got %d", n)
	}
	if body.Season != 0 && (body.Season < 1850 || body.Season > 2100) {
		return nil, httpio.BadParam("season", "must be a season start year from 1850 to 2100, got %d", body.Season)
	}
	teams := make([]store.Team, len(body.TeamIDs))
	for i, raw := range body.TeamIDs {
		ref, err := raw.ref("team_ids", "team")
		if err != nil {
			return nil, err
		}
		if teams[i], err = a.teamByRef(r, strings.ToLower(ref), "team_ids"); err != nil {
			return nil, err
		}
		for _, o := range teams[:i] {
			if o.ID == teams[i].ID {
				return nil, httpio.BadParam("team_ids", "lists %s twice", o.Slug)
			}
			if o.Sport.Slug != teams[i].Sport.Slug || o.Level.Slug != teams[i].Level.Slug {
				return nil, httpio.BadParam("team_ids", "mixes %s %s and %s %s teams", o.Sport.Slug, o.Level.Slug, teams[i].Sport.Slug, teams[i].Level.Slug)
			}
		}
	}
	out, err := a.model().CompareTeamReport(r.Context(), teams, body.Season)
	return noSeason(out, err, "every team")
}

func (a *API) exportTeamStats(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "csv", "json")
	if err := p.Err(); err != nil {
		return nil, err
	}
	rows, season, err := a.teamStatRows(r)
	if err != nil {
		return nil, err
	}
	if format == "json" {
		return readmodel.NewTeamStatsFile(rows, season), nil
	}
	return csvFile{name: "team-stats-" + strconv.Itoa(season), rows: rows}, nil
}

// csvFile is a download of team stat rows as CSV.
type csvFile struct {
	name string
	rows []*readmodel.TeamStatRow
}

func (f csvFile) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+f.name+`.csv"`)
	readmodel.WriteTeamStatsCSV(w, f.rows)
}
