package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// Season odds: playoff, division, final and title probabilities of every
// team of a league-season as of a date, from simulations (internal/odds).

func (a *API) oddsRoutes() []Route {
	params := append(append([]Param(nil), ScopeParams...),
		Param{Name: "season", Type: "integer", Description: "Season start year (default: the latest with games)"},
		Param{Name: "as_of", Type: "string", Description: "YYYY-MM-DD: the odds before that day's games (default: the day after the season's last final game)"})
	return []Route{
		{Path: "/api/v1/analytics/analytics/season_odds", Summary: "Season odds: each team's record, projected record and playoff, division, final and title probabilities as of a date, from 10,000 simulations of the rest of the season",
			Tag: "analytics", Params: params, Cache: CacheDynamic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.seasonOdds)},
		{Path: "/api/v1/analytics/analytics/season_odds_backtest", Summary: "Season odds backtest: every past season at opening day, midpoint and three quarters, Brier of playoff and log loss of title probabilities against two baselines, with calibration. Computed in the background once per dataset version: until it is ready the answer is 202 with status computing or queued and a Retry-After",
			Tag: "analytics", Params: ScopeParams, Cache: CacheSemiStatic, Rate: RateAnalytics, PerSite: true, Handler: declared[readmodel.OddsBacktest](a.seasonOddsBacktest)},
		{Path: "/api/v1/analytics/analytics/season_odds_history", Summary: "Season odds over a season: each team's playoff and title probabilities weekly from opening day to the last game, each as season_odds answered that day (2,000 simulations a date; computed once per dataset version)",
			Tag: "analytics", Params: append(append([]Param(nil), ScopeParams...), Param{Name: "season", Type: "integer", Description: "Season start year (default: the latest with games)"}),
			Cache: CacheDynamic, Rate: RateAnalytics, PerSite: true, Handler: typed(a.seasonOddsHistory)},
		a.archiveRoute(),
		a.checksRoute(),
	}
}

// oddsScope is the request's sport and level, which must be one of the
// four professional leagues.
func (a *API) oddsScope(r *http.Request) (forecast.Scope, error) {
	sc, err := a.siteScope(r)
	if err != nil {
		return forecast.Scope{}, err
	}
	if sc.Sport == "" {
		return forecast.Scope{}, httpio.BadParam("sport__slug", "is required (one of football, basketball, baseball, hockey)")
	}
	if sc.Level != "professional" {
		return forecast.Scope{}, httpio.BadParam("level__slug", "must be professional: season odds cover the NFL, NBA, MLB and NHL, got %q", sc.Level)
	}
	return forecast.Scope{Sport: sc.Sport, Level: sc.Level}, nil
}

func (a *API) seasonOdds(r *http.Request) (*readmodel.SeasonOdds, error) {
	p := paramsOf(r)
	sc, err := a.oddsScope(r)
	if err != nil {
		return nil, err
	}
	oq := readmodel.OddsQuery{Scope: sc}
	oq.Year, _ = p.Year("season")
	oq.AsOf, _ = p.Date("as_of")
	if err := p.Err(); err != nil {
		return nil, err
	}
	ans, err := a.model().SeasonOdds(r.Context(), oq)
	var pe *readmodel.OddsParamError
	switch {
	case errors.As(err, &pe):
		return nil, httpio.BadParam(pe.Param, "%s", pe.Msg)
	case errors.Is(err, readmodel.ErrNoSeason):
		return nil, noOddsSeason(oq)
	case err != nil:
		return nil, err
	}
	a.model().ArchiveSeasonOdds(r.Context(), ans)
	return ans, nil
}

func (a *API) seasonOddsHistory(r *http.Request) (*readmodel.OddsHistory, error) {
	p := paramsOf(r)
	sc, err := a.oddsScope(r)
	if err != nil {
		return nil, err
	}
	oq := readmodel.OddsQuery{Scope: sc}
	oq.Year, _ = p.Year("season")
	if err := p.Err(); err != nil {
		return nil, err
	}
	ans, err := a.model().SeasonOddsHistory(r.Context(), oq)
	if errors.Is(err, readmodel.ErrNoSeason) {
		return nil, noOddsSeason(oq)
	}
	return ans, err
}

// noOddsSeason answers a question whose season has no games: a 400 naming
// the season asked for, or, when none was, a 404 (the scope has no season
// with games yet; no parameter is wrong).
func noOddsSeason(q readmodel.OddsQuery) error {
	if q.Year != 0 {
		return httpio.BadParam("season", "no %s %s season with games starting in %d", q.Scope.Sport, q.Scope.Level, q.Year)
	}
	return &httpio.Error{Status: http.StatusNotFound, Detail: fmt.Sprintf("No %s %s season has games yet.", q.Scope.Sport, q.Scope.Level)}
}

func (a *API) seasonOddsBacktest(r *http.Request) (any, error) {
	sc, err := a.oddsScope(r)
	if err != nil {
		return nil, err
	}
	bt, state := a.model().SeasonOddsBacktestReady(r.Context(), a.Stopping, sc)
	if bt != nil {
		return bt, nil
	}
	// Not computed yet: say so now rather than hold the request for the
	// minutes the backtest takes.
	retry := 15
	detail := fmt.Sprintf("The %s backtest is being computed (%d s so far); ask again shortly.", sc.Sport, state.Seconds)
	if state.Status == "queued" {
		retry = 30 * state.Ahead
		detail = fmt.Sprintf("The %s backtest is queued behind %d other sport(s); ask again shortly.", sc.Sport, state.Ahead)
	}
	return accepted{body: readmodel.OddsBacktest{Status: state.Status, Detail: detail, RetryAfter: retry, Sport: sc.Sport, Level: sc.Level,
		Skipped: []readmodel.OddsSkipped{}, Dates: []readmodel.OddsBacktestDate{}}, retry: retry}, nil
}

// accepted is a 202 answer: the work asked for is under way, not cached
// (the next request may find it done).
type accepted struct {
	body  any
	retry int // seconds
}

func (x accepted) stream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("Retry-After", strconv.Itoa(x.retry))
	w.WriteHeader(http.StatusAccepted)
	json.NewEncoder(w).Encode(x.body)
}

// QueueOddsBacktests starts the season-odds backtests of the four leagues
// in the background (one sport at a time, on one core), fastest first,
// until the server stops.
func (a *API) QueueOddsBacktests() {
	sc := func(sport string) forecast.Scope { return forecast.Scope{Sport: sport, Level: "professional"} }
	a.model().QueueOddsBacktests(a.Stopping, sc("football"), sc("basketball"), sc("hockey"), sc("baseball"))
}
