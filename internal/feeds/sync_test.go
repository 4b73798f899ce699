package feeds

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// nhlFixture is a league of six of the NHL's teams with the 2025-26 season
// and one game the import already holds (the opener, scheduled, no score).
func nhlFixture() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{{Key: "nhl", Name: "National Hockey League", Abbrev: "NHL", Sport: dataset.Hockey, Level: dataset.Pro}}
	for _, t := range [][3]string{{"FLA", "Florida Panthers", "Florida"}, {"CHI", "Chicago Blackhawks", "Chicago"}, {"PIT", "Pittsburgh Penguins", "Pittsburgh"},
		{"NYR", "New York Rangers", "New York"}, {"COL", "Colorado Avalanche", "Colorado"}, {"LAK", "Los Angeles Kings", "Los Angeles"}} {
		d.Franchises = append(d.Franchises, dataset.Franchise{Key: "nhl:" + t[0], Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "nhl", Name: t[1], City: t[2], Abbrev: t[0]})
		d.TeamSeasons = append(d.TeamSeasons, dataset.TeamSeason{FranchiseKey: "nhl:" + t[0], SeasonKey: "nhl:2025", Name: t[1], Abbrev: t[0], Source: "fixture"})
	}
	d.Seasons = []dataset.Season{{Key: "nhl:2025", LeagueKey: "nhl", StartYear: 2025, EndYear: 2026, Name: "2025-26 NHL Season"}}
	d.Games = []dataset.Game{{Key: "nhl:opener", SeasonKey: "nhl:2025", Date: "2025-10-07", HomeKey: "nhl:FLA", AwayKey: "nhl:CHI",
		Status: dataset.StatusScheduled, GameType: dataset.TypeRegular, Source: "fixture schedule"}}
	return d
}

func newSyncer(t *testing.T, st *store.Store, url string) *Syncer {
	return &Syncer{Store: st, Data: os.DirFS("../../data"), Bases: map[string]string{"nhl": url},
		sleep: func(context.Context, time.Duration) error { return nil }}
}

var week = time.Date(2025, 10, 7, 0, 0, 0, 0, time.UTC)

func TestSyncRecordedNHLWeek(t *testing.T) {
	payload := recorded(t, "peruukki-nhl-score-api/schedule-2025-10-07.json")
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": nhlFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	var etagHits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if serveNHLBox(w, r, 0) {
			return
		}
		if r.URL.Path != "/v1/schedule/2025-10-07" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("ETag", `"week-1"`)
		if r.Header.Get("If-None-Match") == `"week-1"` {
			etagHits.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Write(payload)
	}))
	defer srv.Close()
	s := newSyncer(t, st, srv.URL)
	var written []int64
	s.Written = func(_ context.Context, id int64) { written = append(written, id) }

	rep := s.Run(ctx, nhl{}, week, week)
	t.Log(rep)
	if len(rep.Errors) != 0 {
		t.Fatalf("errors: %v", rep.Errors)
	}
	// The fixture knows six of the 32 teams: every game naming another is
	// skipped with the reason; the opener the import held is updated.
	if rep.Fetched != 48 || rep.Created+rep.Updated+rep.Skipped != 48 || rep.Updated != 1 || len(written) != rep.Created+rep.Updated+rep.BoxScores {
		t.Fatalf("first run: %s", rep)
	}
	for reason := range rep.SkipReasons {
		if !strings.HasPrefix(reason, "unknown team ") {
			t.Errorf("skip reason %q", reason)
		}
	}
	// The opener the import held is taken over, not doubled: 3-2 final.
	var n, home, away int
	var status string
	if err := st.DB.QueryRow(`SELECT COUNT(*), MAX(home_score), MAX(away_score), MAX(status) FROM games g JOIN franchises f ON f.id = g.home_franchise_id WHERE g.game_date = '2025-10-07' AND f.key = 'nhl:FLA'`).Scan(&n, &home, &away, &status); err != nil {
		t.Fatal(err)
	}
	if n != 1 || home != 3 || away != 2 || status != "final" {
		t.Fatalf("opener: %d rows, %d-%d %s", n, home, away, status)
	}

	// Again: the feed answers 304 and nothing is written.
	again := s.Run(ctx, nhl{}, week, week)
	if again.NotModified != 1 || again.Created+again.Updated != 0 || etagHits.Load() != 1 {
		t.Fatalf("second run: %s", again)
	}
	// Without the validator the same games are read and found unchanged.
	s.validators = nil
	third := s.Run(ctx, nhl{}, week, week)
	if third.Created+third.Updated != 0 || third.Unchanged != rep.Created+rep.Updated {
		t.Fatalf("third run: %s", third)
	}

	// A re-import of the league keeps the feed's result of the opener.
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": nhlFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	if err := st.DB.QueryRow(`SELECT COUNT(*), MAX(home_score), MAX(status) FROM games g JOIN franchises f ON f.id = g.home_franchise_id WHERE g.game_date = '2025-10-07' AND f.key = 'nhl:FLA'`).Scan(&n, &home, &status); err != nil {
		t.Fatal(err)
	}
	if n != 1 || home != 3 || status != "final" {
		t.Fatalf("opener after a re-import: %d rows, home %d, %s", n, home, status)
	}
}

// Faults fail the request they hit, are reported, and write nothing; a
// passing fault (a 503, a 429) is retried.
func TestSyncFaults(t *testing.T) {
	payload := recorded(t, "peruukki-nhl-score-api/schedule-2025-10-07.json")
	for _, tc := range []struct {
		name    string
		handler func(calls int32, w http.ResponseWriter)
		errors  int
		calls   int32
		written bool
	}{
		{"503 then the week", func(c int32, w http.ResponseWriter) {
			if c == 1 {
				w.WriteHeader(http.StatusServiceUnavailable)
				return
			}
			w.Write(payload)
		}, 0, 2, true},
		{"429 with Retry-After, then the week", func(c int32, w http.ResponseWriter) {
			if c == 1 {
				w.Header().Set("Retry-After", "1")
				w.WriteHeader(http.StatusTooManyRequests)
				return
			}
			w.Write(payload)
		}, 0, 2, true},
		{"always 500", func(_ int32, w http.ResponseWriter) { w.WriteHeader(http.StatusInternalServerError) }, 1, maxAttempts, false},
		{"404 is not retried", func(_ int32, w http.ResponseWriter) { w.WriteHeader(http.StatusNotFound) }, 1, 1, false},
		{"truncated body", func(_ int32, w http.ResponseWriter) { w.Write(payload[:len(payload)/2]) }, 1, 1, false},
		{"a renamed field", func(_ int32, w http.ResponseWriter) {
			w.Write([]byte(strings.ReplaceAll(string(payload), `"gameWeek"`, `"gameWeeks"`)))
		}, 1, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			st := storetest.NewTestStore(t)
			if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"nhl": nhlFixture()}, nil); err != nil {
				t.Fatal(err)
			}
			var calls atomic.Int32
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if !serveNHLBox(w, r, 0) {
					tc.handler(calls.Add(1), w)
				}
			}))
			defer srv.Close()
			rep := newSyncer(t, st, srv.URL).Run(ctx, nhl{}, week, week)
			var games int
			if err := st.DB.QueryRow(`SELECT COUNT(*) FROM games`).Scan(&games); err != nil {
				t.Fatal(err)
			}
			if len(rep.Errors) != tc.errors || calls.Load() != tc.calls || (games > 1) != tc.written {
				t.Fatalf("%s: %d calls, %d games in the data", rep, calls.Load(), games)
			}
		})
	}
}
