package api

import (
	"net/http"
	"time"

	"github.com/almanac-sports/almanac/internal/feeds"
)

func (a *API) freshnessRoutes() []Route {
	return []Route{
		{Path: "/api/freshness", Summary: "Each score feed's freshness: whether it runs, its last run, success and error, the latest day of a final game it reported, and the games it added in the last 24 hours",
			Tag: "data-quality", Cache: CacheNone, Handler: typed(a.freshness)},
	}
}

// FeedFreshness is one score feed in GET /api/freshness/. Times are RFC 3339
// (UTC), null when the feed has not run, succeeded or failed yet.
type FeedFreshness struct {
	Source        string  `json:"source"`
	Sport         string  `json:"sport"`
	Level         string  `json:"level"`
	Enabled       bool    `json:"enabled"`
	LastRun       *string `json:"last_run"`
	LastSuccess   *string `json:"last_success"`
	LastErrorAt   *string `json:"last_error_at"`
	LastError     string  `json:"last_error"`
	Runs          int64   `json:"runs"`
	FailedRuns    int64   `json:"failed_runs"`
	LastGameDate  *string `json:"last_game_date"`
	GamesAdded24h int     `json:"games_added_24h"`
}

// Freshness is GET /api/freshness/.
type Freshness struct {
	// Sync is whether this deployment polls the feeds (SYNC=on).
	Sync    bool            `json:"sync"`
	Count   int             `json:"count"`
	Results []FeedFreshness `json:"results" openapi:"nonnull"`
}

func (a *API) freshness(r *http.Request) (Freshness, error) {
	now := time.Now()
	out := Freshness{Sync: a.Config.Sync, Results: []FeedFreshness{}}
	for _, ad := range feeds.Adapters() {
		f, err := a.Store.Freshness(r.Context(), ad.Name(), now.Unix())
		if err != nil {
			return out, err
		}
		sport, level := ad.Sport()
		out.Results = append(out.Results, FeedFreshness{Source: ad.Name(), Sport: sport, Level: level,
			Enabled: a.Config.Sync && (ad.Name() != "mlb" || a.Config.SyncMLBTerms),
			LastRun: unixTime(f.LastRun), LastSuccess: unixTime(f.LastSuccess), LastErrorAt: unixTime(f.LastErrorAt), LastError: f.LastError,
			Runs: f.Runs, FailedRuns: f.Failed, LastGameDate: nonEmpty(f.LastGameDate), GamesAdded24h: f.GamesAdded24h})
	}
	out.Count = len(out.Results)
	return out, nil
}

func unixTime(s int64) *string {
	if s == 0 {
		return nil
	}
	t := time.Unix(s, 0).UTC().Format(time.RFC3339)
	return &t
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
