package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// The embeds may be framed by any site (their own CSP, no X-Frame-Options)
// while the app's pages keep theirs; they show the standings and a team's
// latest results, and bad input is a 400 naming the parameter.
func TestEmbeds(t *testing.T) {
	d := twoTeams()
	d.TeamSeasons = []dataset.TeamSeason{
		{FranchiseKey: "nba:BOS", SeasonKey: "nba:2023", Name: "Boston Celtics", Wins: 2, HasRecord: true, Source: "fixture"},
		{FranchiseKey: "nba:LAL", SeasonKey: "nba:2023", Name: "Los Angeles Lakers", Wins: 1, Losses: 1, HasRecord: true, Source: "fixture"},
		{FranchiseKey: "nba:NYK", SeasonKey: "nba:2023", Name: "New York Knicks", Losses: 2, HasRecord: true, Source: "fixture"},
	}
	names := map[string]string{"nba:BOS": "Boston Celtics", "nba:LAL": "Los Angeles Lakers", "nba:NYK": "New York Knicks"}
	game := func(key, date, home, away string, hs, as int, typ string) dataset.Game {
		return dataset.Game{Key: key, SeasonKey: "nba:2023", Date: date, HomeKey: home, AwayKey: away, HomeName: names[home], AwayName: names[away],
			HomeScore: dataset.IntPtr(hs), AwayScore: dataset.IntPtr(as), Status: dataset.StatusFinal, GameType: typ, Source: "fixture"}
	}
	d.Games = []dataset.Game{
		game("g1", "2023-11-01", "nba:BOS", "nba:LAL", 110, 100, dataset.TypeRegular),
		game("g2", "2023-11-03", "nba:LAL", "nba:NYK", 99, 98, dataset.TypeRegular),
		game("g3", "2023-11-05", "nba:NYK", "nba:BOS", 90, 120, dataset.TypeRegular),
		game("g4", "2024-04-20", "nba:BOS", "nba:LAL", 101, 104, dataset.TypePlayoff),
	}
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(context.Background(), map[string]*dataset.Dataset{"nba": d}, nil); err != nil {
		t.Fatal(err)
	}
	h, err := New(Deps{Config: config.Defaults(), Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	get := func(host, path string) (*http.Response, string) {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Host = host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		b, _ := io.ReadAll(rec.Result().Body)
		return rec.Result(), string(b)
	}
	for _, tc := range []struct {
		name, host, path string
		status           int
		contains         []string
	}{
		{"standings", "nba.localhost", "/embed/standings", 200, []string{"Standings", "2023-24 NBA Season", "Boston Celtics", "New York Knicks", `<abbr title="Games behind">GB</abbr>`}},
		{"standings, trailing slash", "nba.localhost", "/embed/standings/?season=2023", 200, []string{"Los Angeles Lakers"}},
		{"results", "nba.localhost", "/embed/teams/boston-celtics/results", 200, []string{"Boston Celtics: recent results", "<strong>2-1</strong>", "vs Los Angeles Lakers <small>playoffs</small>", "101-104", "at New York Knicks", "120-90", "110-100"}},
		{"results, one game", "nba.localhost", "/embed/teams/boston-celtics/results/?count=1", 200, []string{"<strong>0-1</strong>", "2023-24 NBA Season, latest final game<"}},
		{"hub standings without a sport", "localhost", "/embed/standings", 400, []string{`\"sport__slug\"`}},
		{"count out of range", "nba.localhost", "/embed/teams/boston-celtics/results?count=0", 400, []string{`\"count\"`}},
		{"unknown team", "nba.localhost", "/embed/teams/nope/results", 404, []string{"Team not found"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := get(tc.host, tc.path)
			if res.StatusCode != tc.status {
				t.Fatalf("%s: %d, want %d: %.300s", tc.path, res.StatusCode, tc.status, body)
			}
			for _, s := range tc.contains {
				if !strings.Contains(body, s) {
					t.Errorf("%s lacks %q: %.1500s", tc.path, s, body[strings.Index(body, "</header>"):])
				}
			}
			if tc.status != 200 {
				return
			}
			if csp := res.Header.Get("Content-Security-Policy"); !strings.HasSuffix(csp, "frame-ancestors *") || !strings.Contains(csp, "default-src 'none'") {
				t.Errorf("embed CSP: %q", csp)
			}
			if xfo := res.Header.Get("X-Frame-Options"); xfo != "" {
				t.Errorf("embed X-Frame-Options: %q", xfo)
			}
		})
	}
	res, _ := get("nba.localhost", "/standings")
	if xfo, csp := res.Header.Get("X-Frame-Options"), res.Header.Get("Content-Security-Policy"); xfo != "SAMEORIGIN" || !strings.Contains(csp, "frame-ancestors 'self'") {
		t.Errorf("the app's page: X-Frame-Options %q, CSP %q", xfo, csp)
	}
}
