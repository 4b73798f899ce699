package api

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
)

// The custom report (POST export/custom_report/): one of the
// GET exports, run with the body's filters as its query, cut to the chosen
// columns, as CSV or as JSON rows keyed by those columns.

const exportBase = "/api/v1/analytics/export/"

// customReports are the exports a custom report can compose.
var customReports = []string{"games", "standings", "season_summary", "team_stats", "player_stats"}

// customReportBody is the body of custom_report: the export, its GET
// parameters as filters, the columns to keep (absent: all) and the format
// (absent: csv).
type customReportBody struct {
	Report  string            `json:"report"`
	Filters map[string]string `json:"filters,omitempty"`
	Columns []string          `json:"columns,omitempty"`
	Format  string            `json:"format,omitempty"`
}

// customReport is the JSON form: the export's CSV cells under the chosen
// columns (numbers as numbers, empty cells null, anything else a string).
type customReport struct {
	Report  string           `json:"report"`
	Columns []string         `json:"columns"`
	Results []map[string]any `json:"results"`
	Count   int              `json:"count"`
}

func (a *API) customReportRoutes() []Route {
	return []Route{{Method: http.MethodPost, Path: exportBase + "custom_report",
		Summary: "One export (report: " + strings.Join(customReports, ", ") + ") with its GET parameters as filters, cut to columns; " +
			`body {report, filters: {name: value}, columns?: [...], format?: csv|json}; the file is the export's, named custom-…`,
		Tag: "exports", Cache: CacheNone, Rate: RateExport, Handler: returning[customReport](posted("a JSON object {report, filters?, columns?, format?}", a.customReport))}}
}

func (a *API) customReport(r *http.Request, body *customReportBody) (any, error) {
	if body.Format == "" {
		body.Format = "csv"
	}
	if body.Format != "csv" && body.Format != "json" {
		return nil, httpio.BadParam("format", "must be csv or json")
	}
	i := slices.IndexFunc(a.routes, func(rt Route) bool { return rt.Method == http.MethodGet && rt.Path == exportBase+body.Report })
	if !slices.Contains(customReports, body.Report) || i < 0 {
		return nil, httpio.BadParam("report", "must be one of %s", strings.Join(customReports, ", "))
	}
	rt := a.routes[i]
	// The export's own request: GET, the filters as its query, always CSV.
	q := url.Values{}
	for k, v := range body.Filters {
		if !slices.ContainsFunc(rt.Params, func(p Param) bool { return p.Name == k }) {
			names := make([]string, len(rt.known))
			for n, p := range rt.known {
				names[n] = p.Name
			}
			return nil, httpio.BadParam("filters", "%q is not a parameter of the %s export; its parameters are: %s", k, body.Report, strings.Join(names, ", "))
		}
		q.Set(k, v)
	}
	q.Set("format", "csv")
	r2 := r.Clone(r.Context())
	r2.Method, r2.Body, r2.URL = http.MethodGet, http.NoBody, &url.URL{Path: rt.Path, RawQuery: q.Encode()}
	rt.canonicalize(r2)
	v, err := a.call(rt, r2)
	if err != nil {
		return nil, err // the export's own 400 or 404
	}
	s, ok := v.(streamer)
	if !ok {
		return nil, fmt.Errorf("export %s answered %T, not a file", body.Report, v)
	}
	pr, pw := io.Pipe()
	fw := &fileWriter{h: http.Header{}, w: pw}
	go func() {
		defer func() {
			if p := recover(); p != nil {
				pw.CloseWithError(fmt.Errorf("export %s: %v", body.Report, p))
			}
		}()
		s.stream(fw)
		pw.Close()
	}()
	rd := csv.NewReader(pr)
	header, err := rd.Read()
	if err != nil {
		pr.CloseWithError(err)
		return nil, fmt.Errorf("export %s: %w", body.Report, err)
	}
	cols, idx := header, make([]int, 0, len(header))
	if len(body.Columns) > 0 {
		cols = body.Columns
	}
	for n, c := range cols {
		j := slices.Index(header, c)
		if j < 0 || slices.Index(cols, c) != n {
			pr.CloseWithError(io.ErrClosedPipe)
			return nil, httpio.BadParam("columns", "%q is not a column of the %s report or is named twice; its columns are: %s", c, body.Report, strings.Join(header, ", "))
		}
		idx = append(idx, j)
	}
	_, name, _ := strings.Cut(fw.h.Get("Content-Disposition"), "filename=")
	name = strings.Trim(name, `"`)
	name = "custom-" + strings.TrimSuffix(name, path.Ext(name)) + "." + body.Format
	return customReportFile{report: body.Report, name: name, asJSON: body.Format == "json", cols: cols, idx: idx, rd: rd, src: pr}, nil
}

// fileWriter is the ResponseWriter an export streams into (a pipe).
type fileWriter struct {
	h http.Header
	w io.Writer
}

func (f *fileWriter) Header() http.Header         { return f.h }
func (f *fileWriter) Write(b []byte) (int, error) { return f.w.Write(b) }
func (f *fileWriter) WriteHeader(int)             {}

// customReportFile copies the export's remaining rows, cut to the columns.
type customReportFile struct {
	report, name string
	asJSON       bool
	cols         []string
	idx          []int
	rd           *csv.Reader
	src          *io.PipeReader
}

func (f customReportFile) stream(w http.ResponseWriter) {
	defer f.src.Close() // stops the export if the copy ends early
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Disposition", `attachment; filename="`+f.name+`"`)
	rows := func(yield func([]string) bool) {
		for rec, err := f.rd.Read(); err == nil; rec, err = f.rd.Read() {
			cut := make([]string, len(f.idx))
			for n, j := range f.idx {
				cut[n] = rec[j]
			}
			if !yield(cut) {
				return
			}
		}
	}
	if !f.asJSON {
		h.Set("Content-Type", "text/csv; charset=utf-8")
		cw := csv.NewWriter(w)
		cw.Write(f.cols)
		for rec := range rows {
			cw.Write(rec)
		}
		cw.Flush()
		return
	}
	h.Set("Content-Type", "application/json")
	head, _ := json.Marshal(map[string]any{"report": f.report, "columns": f.cols})
	var b []byte
	b = append(append(b, head[:len(head)-1]...), `,"results":[`...)
	count := 0
	for rec := range rows {
		if count > 0 {
			b = append(b, ",\n"...)
		}
		count++
		for n, c := range rec {
			b = append(b, "{,"[min(n, 1)])
			k, _ := json.Marshal(f.cols[n])
			b = append(append(b, k...), ':')
			switch {
			case c == "":
				b = append(b, "null"...)
			case (c[0] == '-' || c[0] >= '0' && c[0] <= '9') && json.Valid([]byte(c)):
				b = append(b, c...)
			default:
				s, _ := json.Marshal(c)
				b = append(b, s...)
			}
		}
		b = append(b, '}')
		if len(b) > 64<<10 {
			w.Write(b)
			b = b[:0]
		}
	}
	w.Write(fmt.Appendf(b, "],\"count\":%d}\n", count))
}
