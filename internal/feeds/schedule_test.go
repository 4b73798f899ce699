package feeds

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A scheduled run fetches yesterday through tomorrow (and once a day the
// day a week ago), records each feed's run, and polls often only while
// games are on; its games and runs are what /api/freshness reports.
func TestSchedulerRun(t *testing.T) {
	payload := recorded(t, "peruukki-nhl-score-api/schedule-2025-10-07.json")
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": nhlFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	var paths []string
	var boxes int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if serveNHLBox(w, r, 0) {
			boxes++
			return
		}
		paths = append(paths, r.URL.Path)
		w.Write(payload)
	}))
	defer srv.Close()
	sc := &Scheduler{Syncer: newSyncer(t, st, srv.URL), Adapters: []Adapter{nhl{}}, Busy: time.Minute, Idle: 15 * time.Minute,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), now: func() time.Time { return time.Date(2025, 10, 8, 15, 0, 0, 0, time.UTC) }}
	sc.Syncer.now = sc.now
	wait := sc.runOnce(ctx)
	want := []string{"/v1/schedule/2025-10-07", "/v1/schedule/2025-10-01"}
	if len(paths) != 2 || paths[0] != want[0] || paths[1] != want[1] {
		t.Fatalf("requests %v, want %v", paths, want)
	}
	// The final games' box scores are asked once: the week-ago pass finds
	// the games unchanged and a day old, not yet in the correction pass.
	if boxes != 3 {
		t.Errorf("%d box score requests, want 3", boxes)
	}
	// The fixture's teams play no game on the 7th or 8th still to come.
	if wait != 15*time.Minute {
		t.Errorf("wait %v with no game on", wait)
	}
	f, err := st.Freshness(ctx, "nhl", time.Now().Unix())
	if err != nil {
		t.Fatal(err)
	}
	if f.Runs != 2 || f.Failed != 0 || f.LastSuccess == 0 || f.LastError != "" || f.LastGameDate != "2025-10-07" || f.GamesAdded24h != 3 {
		t.Fatalf("freshness %+v", f)
	}
	// The week-ago day is fetched once a day; a feed that fails says why.
	srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		paths = append(paths, r.URL.Path)
		w.WriteHeader(http.StatusBadGateway)
	})
	paths = nil
	if _, err := st.DB.Exec(`UPDATE games SET status = 'live' WHERE game_date = '2025-10-07' AND external_id = 'nhl:2025020001'`); err != nil {
		t.Fatal(err)
	}
	if wait := sc.runOnce(ctx); wait != time.Minute || len(paths) != maxAttempts || paths[0] != want[0] {
		t.Errorf("wait %v while a game is live; requests %v (one, retried: the week-ago day is fetched once a day)", wait, paths)
	}
	if f, _ = st.Freshness(ctx, "nhl", time.Now().Unix()); f.Runs != 3 || f.Failed != 1 || f.LastErrorAt == 0 || f.LastError == "" || f.LastSuccess == 0 {
		t.Fatalf("after a failed run: %+v", f)
	}
}
