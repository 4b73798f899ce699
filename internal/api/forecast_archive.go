package api

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel"
	"github.com/almanac-sports/almanac/internal/store"
)

// The forecast archive: game forecasts published before the games and
// season odds of seasons under way, as stored (never rewritten). Not
// cached: the archive grows without the dataset changing.

func (a *API) archiveRoute() Route {
	params := append(append([]Param(nil), ScopeParams...),
		Param{Name: "kind", Type: "string", Description: "game or season_odds", Enum: []string{"game", "season_odds"}},
		Param{Name: "season", Type: "integer", Description: "Season start year"},
		Param{Name: "date__gte", Type: "string", Description: "Game (or as-of) date from, YYYY-MM-DD"},
		Param{Name: "date__lte", Type: "string", Description: "Game (or as-of) date to, YYYY-MM-DD"},
		Param{Name: "format", Type: "string", Description: "json (default) or csv (the page's rows)", Enum: []string{"json", "csv"}, Default: "json"})
	return Route{Path: "/api/v1/analytics/forecasts/archive", Summary: "Archived forecasts: game forecasts made before the games and season odds of seasons under way, stored once with their dataset version and never changed",
		Tag: "analytics", Params: append(params, PageParams...), Cache: CacheNone, Rate: RateAnalytics, PerSite: true, Handler: declared[Paged[archiveRow]](a.forecastArchive)}
}

// checksRoute scores the archive: calibration and Brier of the archived
// game forecasts against the results (the "Checking our work" page).
func (a *API) checksRoute() Route {
	return Route{Path: "/api/v1/analytics/forecasts/calibration", Summary: "Checking our work: the archived game forecasts (the last made before each game) scored against the results, per sport and level: Brier score, log loss, accuracy and calibration by probability bin",
		Tag: "analytics", Params: ScopeParams, Cache: CacheNone, Rate: RateAnalytics, PerSite: true, Handler: typed(a.forecastChecks)}
}

func (a *API) forecastChecks(r *http.Request) (*readmodel.ForecastChecks, error) {
	sc, err := a.siteScope(r)
	if err != nil {
		return nil, err
	}
	return a.model().ForecastChecks(r.Context(), sc.Sport, sc.Level)
}

// archiveRow is one archived forecast; forecast is its JSON as published.
type archiveRow struct {
	Kind           string          `json:"kind"`
	Subject        string          `json:"subject"`
	Sport          string          `json:"sport"`
	Level          string          `json:"level"`
	Season         int             `json:"season"`
	Date           string          `json:"date"`
	DatasetVersion int64           `json:"dataset_version"`
	CreatedAt      string          `json:"created_at"` // RFC 3339, UTC
	Forecast       json.RawMessage `json:"forecast"`
}

func (a *API) forecastArchive(r *http.Request) (any, error) {
	p := paramsOf(r)
	sc, err := a.siteScope(r)
	if err != nil {
		return nil, err
	}
	f := store.ArchiveFilter{Sport: sc.Sport, Level: sc.Level}
	f.Kind = p.Enum("kind", "game", "season_odds")
	f.Season, _ = p.Year("season")
	f.DateFrom, _ = p.Date("date__gte")
	f.DateTo, _ = p.Date("date__lte")
	format := p.Enum("format", "json", "csv")
	pg := p.Page(DefaultPageSize)
	if err := p.Err(); err != nil {
		return nil, err
	}
	f.Limit, f.Offset = pg.Size, pg.Offset()
	got, total, err := a.Store.ForecastArchive(r.Context(), f)
	if err != nil {
		return nil, err
	}
	rows := make([]archiveRow, len(got))
	for i, g := range got {
		rows[i] = archiveRow{Kind: g.Kind, Subject: g.Subject, Sport: g.Sport, Level: g.Level, Season: g.Season, Date: g.Date, DatasetVersion: g.DatasetVersion,
			CreatedAt: time.Unix(g.CreatedAt, 0).UTC().Format(time.RFC3339), Forecast: json.RawMessage(g.Payload)}
	}
	if format == "csv" {
		return archiveCSV(rows), nil
	}
	return NewPaged(r, pg, total, rows), nil
}

// archiveCSV is a page of the archive as CSV, the forecast as JSON text.
type archiveCSV []archiveRow

func (rows archiveCSV) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="forecast-archive.csv"`)
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	cw := csv.NewWriter(bw)
	cw.Write([]string{"kind", "subject", "sport", "level", "season", "date", "dataset_version", "created_at", "forecast"})
	for _, r := range rows {
		cw.Write([]string{r.Kind, r.Subject, r.Sport, r.Level, strconv.Itoa(r.Season), r.Date, strconv.FormatInt(r.DatasetVersion, 10), r.CreatedAt, string(r.Forecast)})
	}
	cw.Flush()
}
