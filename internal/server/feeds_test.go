package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// With SYNC=on the server polls the feeds (here a replay server) and
// /api/freshness/ says so, per feed; mlb stays off without its terms.
func TestSyncOnReportsFreshness(t *testing.T) {
	replay := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"gameWeek": [], "events": [], "dates": []}`))
	}))
	defer replay.Close()
	st, err := store.Open(context.Background(), storetest.NewTestURL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := st.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	cfg := config.Defaults()
	cfg.RateLimits, cfg.Sync, cfg.SyncURLs = nil, true, map[string]string{}
	for _, src := range config.FeedSources {
		cfg.SyncURLs[src] = replay.URL
	}
	h, err := New(Deps{Config: cfg, Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	deadline := time.Now().Add(30 * time.Second)
	for {
		a := call(t, h, "GET", "/api/freshness/", "", nil)
		if a.code != 200 {
			t.Fatalf("freshness: %d %s", a.code, a.raw)
		}
		byName := map[string]map[string]any{}
		for _, r := range a.body["results"].([]any) {
			f := r.(map[string]any)
			byName[f["source"].(string)] = f
		}
		if nhl := byName["nhl"]; nhl != nil && nhl["last_success"] != nil {
			if a.body["sync"] != true || a.body["count"] != float64(6) || byName["mlb"]["enabled"] != false || nhl["enabled"] != true ||
				nhl["sport"] != "hockey" || nhl["runs"].(float64) < 1 || byName["mlb"]["last_run"] != nil {
				t.Fatalf("freshness: %s", a.raw)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no nhl run reported after 30 s: %s", a.raw)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
