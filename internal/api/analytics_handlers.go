package api

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"weak"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/stats"
	"github.com/almanac-sports/almanac/internal/store"
)

// Forecasts: the walk-forward backtest, game predictions and the
// predictions export. The tables come from internal/forecast, one per sport
// and level and dataset version.

func (a *API) analyticsRoutes() []Route {
	scope := ScopeParams
	return []Route{
		{Path: "/api/v1/analytics/analytics/backtest", Summary: "Walk-forward forecast scores of a sport and level: ours, the home-rate baseline and FiveThirtyEight's",
			Tag: "analytics", Params: scope, Cache: backtestCache, Rate: RateAnalytics, PerSite: true, Handler: declared[*backtestAnswer](a.backtest)},
		{Method: http.MethodPost, Path: "/api/v1/analytics/analytics/predict_game", Summary: "Win probability, expected score and key factors for home_team_id against away_team_id (slug or id) in the JSON body",
			Tag: "analytics", Cache: CacheNone, Rate: RateAnalytics, Handler: posted("a JSON object with home_team_id and away_team_id", a.predictGame)},
		{Path: "/api/v1/analytics/export/predictions", Summary: "Every final game of a sport and level with the walk-forward pre-game home win probability (CSV, or JSON)",
			Tag: "analytics", Params: append(append([]Param(nil), scope...), Param{Name: "format", Type: "string", Description: "csv (default) or json", Enum: []string{"csv", "json"}, Default: "csv"}),
			Cache: CacheNone, Rate: RateExport, PerSite: true, Handler: declared[predictions](a.exportPredictions)},
		a.liveRoute(),
	}
}

// forecastTable resolves the sport and level (parameters, else the site's)
// and returns its table.
func (a *API) forecastTable(r *http.Request) (*forecast.Table, error) {
	sc, err := a.siteScope(r)
	if err != nil {
		return nil, err
	}
	if sc.Sport == "" {
		return nil, httpio.BadParam("sport__slug", "is required (one of %s)", strings.Join(sports, ", "))
	}
	fs := forecast.Scope{Sport: sc.Sport, Level: sc.Level}
	if !forecast.Known(fs) {
		return nil, httpio.NotFound(fmt.Sprintf("Forecasts for %s %s", sc.Sport, sc.Level))
	}
	return a.model().Forecast(r.Context(), fs)
}

// backtestAnswer is a scope's walk-forward backtest: {games, brier, accuracy,
// log_loss, calibration, baseline, fivethirtyeight} plus the decades and the
// model.
type backtestAnswer struct {
	Sport string `json:"sport"`
	Level string `json:"level"`
	stats.Report
	Baseline        stats.Report           `json:"baseline"`
	FiveThirtyEight *fiveThirtyEightAnswer `json:"fivethirtyeight"`
	Model           backtestModel          `json:"model"`
}

type fiveThirtyEightAnswer struct {
	Source string `json:"source"`
	Rows   int    `json:"rows"` // games with a result in FiveThirtyEight's file
	stats.Report
	// Almanac is our forecast on the same games.
	Almanac stats.Report `json:"almanac"`
}

type backtestModel struct {
	Method      string          `json:"method"`
	Latest      stats.EloParams `json:"latest_fit"`
	Ensemble    int             `json:"ensemble"`
	Seasons     int             `json:"seasons"`
	LastGame    string          `json:"last_game"`
	DatasetVer  int64           `json:"dataset_version"`
	BuildMillis int64           `json:"build_ms"`
}

// backtest answers a table's report encoded once per table (kept in
// a.backtests, one per sport and level, replaced with the table): ~1,000
// floats that only a new dataset changes, whose writing was half of each
// answer's time.
func (a *API) backtest(r *http.Request) (any, error) {
	t, err := a.forecastTable(r)
	if err != nil {
		return nil, err
	}
	key := t.Sport + "|" + t.Level
	if e, ok := a.backtests.Load(key); ok && e.(tableAnswer).t.Value() == t {
		return e.(tableAnswer).ans, nil
	}
	ans, _, err := encode(backtestOf(t), backtestCache.header(), true)
	if err != nil {
		return nil, err
	}
	a.backtests.Store(key, tableAnswer{weak.Make(t), ans})
	return ans, nil
}

// backtestCache is the backtest route's class, which its answers, encoded
// in the handler, carry.
const backtestCache = CacheSemiStatic

// tableAnswer is an answer encoded from one forecast table, which it does
// not keep alive: a replaced table goes, and its answer with the next ask.
type tableAnswer struct {
	t   weak.Pointer[forecast.Table]
	ans *answer
}

func backtestOf(t *forecast.Table) *backtestAnswer {
	ans := backtestAnswer{Sport: t.Sport, Level: t.Level, Report: t.Ours, Baseline: t.Base,
		Model: backtestModel{Method: "Elo with home edge, rest days, margin of victory, reversion between seasons and playoff weighting; " +
			"each season forecast by the mean of the systems with the best Brier score on earlier seasons",
			Latest: t.Params(), Ensemble: len(t.Forecast.Ensemble), Seasons: len(t.Forecast.Fits), DatasetVer: t.Version,
			BuildMillis: t.BuildTime.Milliseconds()}}
	if n := len(t.Games); n > 0 {
		ans.Model.LastGame = t.Games[n-1].Date()
	}
	if c := t.FTE; c != nil {
		ans.FiveThirtyEight = &fiveThirtyEightAnswer{Source: c.Source, Rows: c.Rows, Report: c.Theirs, Almanac: c.Ours}
	}
	return &ans
}

// predictInput is the body of predict_game: the two teams, each a
// franchise id or slug.
type predictInput struct {
	HomeTeamID idOrSlug `json:"home_team_id" openapi:"nonnull"`
	AwayTeamID idOrSlug `json:"away_team_id" openapi:"nonnull"`
}

func (a *API) predictGame(r *http.Request, in *predictInput) (*forecast.Prediction, error) {
	names := [2]string{"home_team_id", "away_team_id"}
	refs, err := pairRefs("team", names, [2]idOrSlug{in.HomeTeamID, in.AwayTeamID})
	if err != nil {
		return nil, err
	}
	var teams [2]store.Team
	for i, ref := range refs {
		teams[i], err = a.model().TeamBySlug(r.Context(), ref)
		if errors.Is(err, store.ErrNotFound) {
			return nil, httpio.NotFound(fmt.Sprintf("Team %q (%s)", ref, names[i]))
		}
		if err != nil {
			return nil, err
		}
	}
	home, away := teams[0], teams[1]
	if home.ID == away.ID {
		return nil, httpio.BadParam("away_team_id", "must be another team than home_team_id")
	}
	if home.Sport.Slug != away.Sport.Slug || home.Level.Slug != away.Level.Slug {
		return nil, httpio.BadParam("away_team_id", "plays %s %s, the home team %s %s", away.Sport.Slug, away.Level.Slug, home.Sport.Slug, home.Level.Slug)
	}
	sc := forecast.Scope{Sport: home.Sport.Slug, Level: home.Level.Slug}
	if !forecast.Known(sc) {
		return nil, httpio.NotFound(fmt.Sprintf("Forecasts for %s %s", sc.Sport, sc.Level))
	}
	t, err := a.model().Forecast(r.Context(), sc)
	if err != nil {
		return nil, err
	}
	p, err := t.Predict(home.ID, away.ID)
	if err != nil {
		return nil, httpio.BadParam("home_team_id", "%v", err)
	}
	return &p, nil
}

// streamer is an answer written by the handler itself (large exports),
// bypassing JSON encoding and the response cache.
type streamer interface {
	stream(w http.ResponseWriter)
}

type predictionsExport struct {
	t      *forecast.Table
	asJSON bool
}

// predictions is the JSON export: the CSV's rows under results.
type predictions struct {
	Sport   string          `json:"sport"`
	Level   string          `json:"level"`
	Results []predictionRow `json:"results"`
}

// predictionRow is one export row in JSON.
type predictionRow struct {
	GameID             int64   `json:"game_id"`
	GameDate           string  `json:"game_date"`
	HomeTeam           string  `json:"home_team"`
	AwayTeam           string  `json:"away_team"`
	HomeScore          int     `json:"home_score"`
	AwayScore          int     `json:"away_score"`
	HomeWinProbability float64 `json:"home_win_probability"`
}

func (a *API) exportPredictions(r *http.Request) (any, error) {
	p := paramsOf(r)
	format := p.Enum("format", "csv", "json")
	if err := p.Err(); err != nil {
		return nil, err
	}
	t, err := a.forecastTable(r)
	if err != nil {
		return nil, err
	}
	return predictionsExport{t: t, asJSON: format == "json"}, nil
}

func (e predictionsExport) stream(w http.ResponseWriter) {
	name := "predictions-" + e.t.Sport + "-" + e.t.Level
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	bw := bufio.NewWriterSize(w, 64<<10)
	defer bw.Flush()
	rows := func(fn func(predictionRow)) {
		for i, g := range e.t.Games {
			if !g.Final {
				continue
			}
			hn, an := e.t.Names(g)
			fn(predictionRow{g.ID, g.Date(), hn, an, int(g.HomeScore), int(g.AwayScore), e.t.Forecast.Prob[i]})
		}
	}
	if e.asJSON {
		h.Set("Content-Type", "application/json")
		h.Set("Content-Disposition", `attachment; filename="`+name+`.json"`)
		// Streamed as predictions encodes: rows are written as they come.
		head, _ := json.Marshal(predictions{Sport: e.t.Sport, Level: e.t.Level, Results: []predictionRow{}})
		bw.Write(head[:len(head)-2]) // up to "results":[
		sep := ""
		rows(func(p predictionRow) {
			b, _ := json.Marshal(p)
			bw.WriteString(sep)
			bw.Write(b)
			sep = ",\n"
		})
		bw.WriteString("]}\n")
		return
	}
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+name+`.csv"`)
	cw := csv.NewWriter(bw)
	cw.Write([]string{"game_id", "game_date", "home_team", "away_team", "home_score", "away_score", "home_win_probability"})
	rows(func(p predictionRow) {
		// Shortest exact form: the export's Brier recomputes to the served one.
		cw.Write([]string{strconv.FormatInt(p.GameID, 10), p.GameDate, p.HomeTeam, p.AwayTeam, strconv.Itoa(p.HomeScore),
			strconv.Itoa(p.AwayScore), strconv.FormatFloat(p.HomeWinProbability, 'g', -1, 64)})
	})
	cw.Flush()
}
