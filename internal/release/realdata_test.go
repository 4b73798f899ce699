package release_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/release"
	"github.com/almanac-sports/almanac/internal/store"
)

// TestRealRelease builds a release of the imported shipped dataset
// (ALMANAC_TEST_DB, read only) and checks it against the API: the CSV row
// counts equal the API's counts, the SQLite file answers a known question
// as the API does, and the checksums verify. Skipped when unset; building
// the SQLite file of the whole dataset takes minutes: run with -timeout 30m.
func TestRealRelease(t *testing.T) {
	dbURL := os.Getenv("ALMANAC_TEST_DB")
	if dbURL == "" {
		t.Skip("ALMANAC_TEST_DB not set")
	}
	ctx := context.Background()
	st, err := store.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	scopes := []release.Scope{{Dir: "nhl", Sport: "hockey", Level: "professional"}, {Dir: "nba", Sport: "basketball", Level: "professional"}}
	out := t.TempDir()
	m, err := release.Build(ctx, st, out, scopes, time.Now(), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(out, m.ID)
	h := api.New(api.Deps{Store: st}).Handler()
	type page struct {
		Count   int `json:"count"`
		Results []struct {
			Slug      string `json:"slug"`
			HomeScore *int   `json:"home_score"`
			AwayScore *int   `json:"away_score"`
		} `json:"results"`
	}
	get := func(path string) page {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
		if w.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", path, w.Code, w.Body)
		}
		var p page
		if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		return p
	}
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, release.SQLiteName)+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, sc := range scopes {
		p := get("/api/games/?sport__slug=" + sc.Sport + "&level__slug=" + sc.Level + "&page_size=1")
		if n := len(readCSV(t, filepath.Join(dir, sc.Dir, "games.csv"))) - 1; n != p.Count || n == 0 {
			t.Errorf("%s games.csv: %d rows, the API counts %d", sc.Dir, n, p.Count)
		}
		var n int
		if err := db.QueryRow(`SELECT COUNT(*) FROM games g JOIN sports s ON s.id = g.sport_id JOIN levels l ON l.id = g.level_id
			WHERE s.slug = ? AND l.slug = ?`, sc.Sport, sc.Level).Scan(&n); err != nil || n != p.Count {
			t.Errorf("%s: the SQLite file counts %d games (%v), the API %d", sc.Dir, n, err, p.Count)
		}
		// The newest game's score, as the API gives it.
		g := p.Results[0]
		var home, away sql.NullInt64
		if err := db.QueryRow(`SELECT home_score, away_score FROM games WHERE slug = ?`, g.Slug).Scan(&home, &away); err != nil {
			t.Fatal(err)
		}
		if home.Valid != (g.HomeScore != nil) || home.Valid && (int(home.Int64) != *g.HomeScore || int(away.Int64) != *g.AwayScore) {
			t.Errorf("%s %s: SQLite %v-%v, API %v-%v", sc.Dir, g.Slug, home, away, g.HomeScore, g.AwayScore)
		}
	}
	checkSums(t, dir)
}
