package api

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"iter"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// Data exports: games, standings and season summaries as
// CSV (default) or JSON, streamed, from the same read paths as the lists.

var formatParam = Param{Name: "format", Type: "string", Description: "csv (default) or json", Enum: []string{"csv", "json"}, Default: "csv"}

var seasonIDParam = Param{Name: "season_id", Type: "string",
	Description: "A season slug (nba-2023-24) or id, or a start year (2023, with sport__slug and level__slug to narrow)"}

func (a *API) exportRoutes() []Route {
	withScope := func(ps ...Param) []Param { return append(append([]Param(nil), ScopeParams...), ps...) }
	return []Route{
		{Path: "/api/v1/analytics/export/games", Summary: "Games matching the /api/games filters, oldest first unless ordering says otherwise (CSV, or JSON), streamed",
			Tag: "exports", Params: withScope(append(append([]Param(nil), gameFilterParams...), formatParam)...), Cache: CacheNone, Rate: RateExport,
			Handler: declared[exportEnvelope[readmodel.Game]](a.exportGames)},
		{Path: "/api/v1/analytics/export/standings", Summary: "Standings of a season (default: the latest) computed from its games (CSV, or JSON)",
			Tag: "exports", Params: withScope(seasonIDParam, formatParam), Cache: CacheNone, Rate: RateExport,
			Handler: declared[exportEnvelope[readmodel.Standing]](a.exportStandings)},
		{Path: "/api/v1/analytics/export/season_summary", Summary: "A season's facts and game figures, one row per league-season (CSV, or JSON)",
			Tag: "exports", Params: withScope(seasonIDParam, formatParam), Cache: CacheNone, Rate: RateExport,
			Handler: declared[exportEnvelope[readmodel.SeasonSummary]](a.exportSeasonSummary)},
	}
}

// exportEnvelope is the JSON form of an export: the CSV's rows under results.
type exportEnvelope[T any] struct {
	Count   int `json:"count"`
	Results []T `json:"results"`
}

// tableExport writes rows as CSV or as an exportEnvelope, row by row.
type tableExport[T any] struct {
	name   string // file name without extension
	asJSON bool
	count  int
	header []string
	csv    func(*T) []string
	rows   iter.Seq[T]
}

func (e tableExport[T]) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	bw := bufio.NewWriterSize(w, 64<<10)
	defer bw.Flush()
	if e.asJSON {
		h.Set("Content-Type", "application/json")
		h.Set("Content-Disposition", `attachment; filename="`+e.name+`.json"`)
		head, _ := json.Marshal(exportEnvelope[T]{Count: e.count, Results: []T{}})
		bw.Write(head[:len(head)-2]) // up to "results":[
		sep := ""
		for v := range e.rows {
			b, _ := json.Marshal(v)
			bw.WriteString(sep)
			bw.Write(b)
			sep = ",\n"
		}
		bw.WriteString("]}\n")
		return
	}
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+e.name+`.csv"`)
	cw := csv.NewWriter(bw)
	cw.Write(e.header)
	for v := range e.rows {
		cw.Write(e.csv(&v))
	}
	cw.Flush()
}

// fileName joins the non-empty parts of a file name.
func fileName(parts ...string) string {
	return strings.Join(slices.DeleteFunc(parts, func(s string) bool { return s == "" }), "-")
}

func exportFormat(r *http.Request) (bool, error) {
	p := paramsOf(r)
	f := p.Enum("format", "csv", "json")
	return f == "json", p.Err()
}

func (a *API) exportGames(r *http.Request) (any, error) {
	asJSON, err := exportFormat(r)
	if err != nil {
		return nil, err
	}
	// The list's filters, without its paging.
	r2 := r.Clone(r.Context())
	q := query(r2)
	q.Del("page")
	q.Del("page_size")
	asc := q.Get("ordering") == ""
	r2.URL.RawQuery = q.Encode()
	gq, err := a.parseGameQuery(r2, DefaultPageSize, true)
	if err != nil {
		return nil, err
	}
	f := gq.filter
	if asc {
		f.Asc = true // an export reads oldest first
	}
	count, rows, err := a.model().GameRows(r.Context(), f)
	if err != nil {
		return nil, err
	}
	season := ""
	if f.Season != 0 {
		season = strconv.Itoa(f.Season)
	}
	name := fileName("games", f.Sport, f.Level, season, strings.ToLower(strings.TrimSpace(q.Get("team"))))
	return tableExport[readmodel.Game]{name: name, asJSON: asJSON, count: count, header: readmodel.GameCSVHeader, csv: readmodel.GameCSV, rows: rows}, nil
}

// exportSeason reads season_id: a start year (with the scope parameters),
// or a season slug or id (which sets the scope).
func (a *API) exportSeason(r *http.Request, required bool) (sc Scope, year int, slug string, err error) {
	p := paramsOf(r)
	q := p.Values
	if sc = p.Scope(); p.Err() != nil {
		return sc, 0, "", p.Err()
	}
	v := strings.ToLower(strings.TrimSpace(q.Get("season_id")))
	switch {
	case v == "" && required:
		err = httpio.BadParam("season_id", "is required (a season slug such as nba-2023-24, or a start year)")
	case v == "":
	case len(v) == 4 && strings.Trim(v, "0123456789") == "":
		year, _ = p.Year("season_id")
		err = p.Err()
	case len(v) > 100:
		err = httpio.BadParam("season_id", "must be a season slug, id or start year")
	default:
		d, e := a.model().Season(r.Context(), v)
		switch {
		case e != nil:
			err = e
		case d == nil:
			err = httpio.NotFound("Season " + strconv.Quote(v))
		default:
			sc, year, slug = Scope{Sport: d.Sport.Slug, Level: d.Level.Slug}, d.StartYear, d.Slug
		}
	}
	return
}

func (a *API) exportStandings(r *http.Request) (any, error) {
	asJSON, err := exportFormat(r)
	if err != nil {
		return nil, err
	}
	sc, year, slug, err := a.exportSeason(r, false)
	if err != nil {
		return nil, err
	}
	all, err := a.model().Standings(r.Context(), readmodel.StandingsQuery{Season: year, Scope: sc})
	if err != nil {
		return nil, err
	}
	if slug != "" { // one league's season
		all = slices.DeleteFunc(slices.Clone(all), func(s readmodel.Standing) bool { return s.Season.Slug != slug })
	}
	label := slug
	if label == "" && len(all) > 0 {
		label = fileName(sc.Sport, sc.Level, strconv.Itoa(all[0].Season.StartYear))
	}
	return tableExport[readmodel.Standing]{name: fileName("standings", label), asJSON: asJSON, count: len(all),
		header: readmodel.StandingCSVHeader, csv: readmodel.StandingCSV, rows: slices.Values(all)}, nil
}

func (a *API) exportSeasonSummary(r *http.Request) (any, error) {
	asJSON, err := exportFormat(r)
	if err != nil {
		return nil, err
	}
	sc, year, slug, err := a.exportSeason(r, true)
	if err != nil {
		return nil, err
	}
	rows, err := a.model().SeasonSummaries(r.Context(), sc, year, slug)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, httpio.NotFound("Season " + strconv.Itoa(year))
	}
	label := slug
	if label == "" {
		label = fileName(sc.Sport, sc.Level, strconv.Itoa(year))
	}
	return tableExport[readmodel.SeasonSummary]{name: fileName("season-summary", label), asJSON: asJSON, count: len(rows),
		header: readmodel.SeasonSummaryCSVHeader, csv: readmodel.SeasonSummaryCSV, rows: slices.Values(rows)}, nil
}
