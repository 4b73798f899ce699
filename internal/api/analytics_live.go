package api

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// win_probability_live: a game's home win probability from its score,
// period and clock and the walk-forward pre-game forecast. The dataset has
// no live feed, so the state comes in the query (home_score, away_score,
// period, clock); without it the answer is the pre-game figure, or the
// result of a final game.

func (a *API) liveRoute() Route {
	return Route{Path: "/api/v1/analytics/analytics/win_probability_live",
		Summary: "Home win probability of a game now, from the score, period and clock given and the pre-game forecast",
		Tag:     "analytics", Cache: CacheRealtime, Rate: RateAnalytics, Handler: typed(a.winProbabilityLive),
		Params: []Param{
			{Name: "game_id", Type: "string", Description: "The game's id or slug (required)"},
			{Name: "home_score", Type: "integer", Description: "Home score now"},
			{Name: "away_score", Type: "integer", Description: "Away score now"},
			{Name: "period", Type: "integer", Description: "Period (quarter, half, period or inning) now, from 1; past regulation is overtime"},
			{Name: "clock", Type: "string", Description: "Time left in the period, MM:SS (default: the whole period)"},
		}}
}

type liveAnswer struct {
	GameID             int64   `json:"game_id"`
	GameDate           string  `json:"game_date"`
	Status             string  `json:"status"` // scheduled, in_progress (a state was given) or final
	HomeTeam           string  `json:"home_team"`
	AwayTeam           string  `json:"away_team"`
	HomeScore          *int    `json:"home_score"`
	AwayScore          *int    `json:"away_score"`
	Period             *int    `json:"period"`
	RemainingShare     float64 `json:"remaining_share"` // of regulation
	PregameProbability float64 `json:"pregame_home_win_probability"`
	HomeWinProbability float64 `json:"home_win_probability"`
	AwayWinProbability float64 `json:"away_win_probability"`
	ExpectedMargin     float64 `json:"expected_margin"` // pre-game, home minus away
	MarginSD           float64 `json:"margin_sd"`       // measured on the sport's games
}

func (a *API) winProbabilityLive(r *http.Request) (*liveAnswer, error) {
	q := query(r)
	ref := strings.TrimSpace(q.Get("game_id"))
	if ref == "" {
		return nil, httpio.BadParam("game_id", "is required (a game id or slug)")
	}
	id, date, sport, level, err := a.model().ForecastGameRef(r.Context(), ref)
	if errors.Is(err, store.ErrNotFound) {
		return nil, httpio.NotFound(fmt.Sprintf("Game %q", ref))
	}
	if err != nil {
		return nil, err
	}
	sc := forecast.Scope{Sport: sport, Level: level}
	if !forecast.Known(sc) {
		return nil, httpio.NotFound(fmt.Sprintf("Forecasts for %s %s", sport, level))
	}
	state, err := liveState(q, forecast.RegulationOf(sc))
	if err != nil {
		return nil, err
	}
	t, err := a.model().Forecast(r.Context(), sc)
	if err != nil {
		return nil, err
	}
	i, ok := t.Find(id, date)
	if !ok {
		return nil, httpio.NotFound(fmt.Sprintf("A forecast for game %q (a side is not a known franchise)", ref))
	}
	l := t.LiveProb(i, state)
	g := t.Games[i]
	ans := liveAnswer{GameID: g.ID, GameDate: g.Date(), Status: "scheduled", HomeTeam: t.Teams[g.HomeID()].Name, AwayTeam: t.Teams[g.AwayID()].Name,
		RemainingShare: l.Remaining, PregameProbability: l.Pregame, HomeWinProbability: l.Prob, AwayWinProbability: 1 - l.Prob,
		ExpectedMargin: l.ExpectedMargin, MarginSD: t.MarginSD}
	switch {
	case state != nil:
		ans.Status, ans.HomeScore, ans.AwayScore, ans.Period = "in_progress", &state.HomeScore, &state.AwayScore, &state.Period
	case g.Final:
		hs, as := int(g.HomeScore), int(g.AwayScore)
		ans.Status, ans.HomeScore, ans.AwayScore = "final", &hs, &as
	}
	return &ans, nil
}

// liveState reads the game state from the query (nil when none is given).
func liveState(q url.Values, reg forecast.Regulation) (*forecast.LiveState, error) {
	p := params{httpio.NewQuery(q)}
	if q.Get("home_score") == "" && q.Get("away_score") == "" && q.Get("period") == "" && q.Get("clock") == "" {
		return nil, nil
	}
	s := &forecast.LiveState{MinutesLeft: reg.PeriodMinutes}
	for _, f := range []struct {
		name    string
		dst     *int
		lo, max int
	}{{"home_score", &s.HomeScore, 0, 999}, {"away_score", &s.AwayScore, 0, 999}, {"period", &s.Period, 1, reg.Periods + 20}} {
		n, ok := p.Int(f.name, f.lo, f.max)
		if err := p.Err(); err != nil {
			return nil, err
		}
		if !ok {
			return nil, httpio.BadParam(f.name, "is required with a game state (home_score, away_score, period)")
		}
		*f.dst = n
	}
	if c := strings.TrimSpace(q.Get("clock")); c != "" && reg.PeriodMinutes > 0 {
		mins, secs, found := strings.Cut(c, ":")
		m, err1 := strconv.Atoi(mins)
		sec := 0
		var err2 error
		if found {
			sec, err2 = strconv.Atoi(secs)
		}
		left := float64(m) + float64(sec)/60
		if err1 != nil || err2 != nil || m < 0 || sec < 0 || sec > 59 || left > reg.PeriodMinutes {
			return nil, httpio.BadParam("clock", "must be the time left in the period as MM:SS (at most %g minutes), got %q", reg.PeriodMinutes, c)
		}
		s.MinutesLeft = left
	}
	return s, nil
}
