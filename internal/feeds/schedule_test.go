package feeds

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
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

// Two instances with SYNC=on on one PostgreSQL database: exactly one
// syncs; when it dies (its database session ends) the other takes over.
func TestOneSchedulerSyncsAndAnotherTakesOver(t *testing.T) {
	payload := recorded(t, "peruukki-nhl-score-api/schedule-2025-10-07.json")
	ctx := context.Background()
	url := storetest.NewTestURL(t)
	if !strings.HasPrefix(url, "postgres") {
		t.Skip("one process serves a SQLite file: the lease is PostgreSQL's")
	}
	var mu sync.Mutex
	byInstance := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		byInstance[r.Header.Get("X-Test-Instance")]++
		mu.Unlock()
		if serveNHLBox(w, r, 0) {
			return
		}
		w.Write(payload)
	}))
	defer srv.Close()
	start := func(name string) (context.CancelFunc, chan struct{}) {
		st, err := store.Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		sy := newSyncer(t, st, srv.URL)
		sy.Client = &http.Client{Transport: tagged{name}}
		sc := &Scheduler{Syncer: sy, Adapters: []Adapter{nhl{}}, Busy: 50 * time.Millisecond, Idle: 50 * time.Millisecond,
			Log: slog.New(slog.NewTextHandler(io.Discard, nil)), retry: 50 * time.Millisecond,
			now: func() time.Time { return time.Date(2025, 10, 8, 15, 0, 0, 0, time.UTC) }}
		c, cancel := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { sc.Run(c); st.Close(); close(done) }()
		return cancel, done
	}
	seed, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := seed.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := seed.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": nhlFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	seed.Close()
	stopA, doneA := start("a")
	waitFor(t, func() bool { mu.Lock(); defer mu.Unlock(); return byInstance["a"] > 0 })
	stopB, doneB := start("b")
	defer func() { stopB(); <-doneB }()
	// A syncs every 50 ms meanwhile; B asks for the lease as often.
	time.Sleep(500 * time.Millisecond)
	mu.Lock()
	a, b := byInstance["a"], byInstance["b"]
	mu.Unlock()
	if a == 0 || b != 0 {
		t.Fatalf("requests while A leads: A %d, B %d", a, b)
	}
	stopA()
	<-doneA
	waitFor(t, func() bool { mu.Lock(); defer mu.Unlock(); return byInstance["b"] > 0 })
}

// tagged names the instance on each request.
type tagged struct{ name string }

func (t tagged) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("X-Test-Instance", t.name)
	return http.DefaultTransport.RoundTrip(r)
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("condition not met within 30 s")
		}
	}
}
