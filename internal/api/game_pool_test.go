package api_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
)

// Game pages are drawn from a pool and returned once encoded: answers built
// at the same time, and one after another, each show their own games.
func TestGameListsFromThePool(t *testing.T) {
	h := uncachedAPI()
	urls := []string{
		"/api/games?team=new-york-yankees&season=2024&page_size=50",
		"/api/games?sport__slug=football&page_size=20",
		"/api/games/recent",
		"/api/games?page_size=3",
		"/api/games?game_date__gte=2024-02-11&game_date__lte=2024-02-11",
	}
	sameAnswers(t, h, urls)
}

// uncachedAPI is the API over the real dataset with no response cache:
// every answer is built afresh.
func uncachedAPI() http.Handler {
	cfg := config.Defaults()
	cfg.ResponseCacheMB = 0
	return api.New(api.Deps{Store: realStore, Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}).Handler()
}

// sameAnswers gets each of urls once, then again from 8 goroutines at once:
// every answer must be the first one.
func sameAnswers(t *testing.T, h http.Handler, urls []string) {
	t.Helper()
	get := func(u string) string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, u, nil))
		if rec.Code != http.StatusOK {
			t.Errorf("%s: %d %s", u, rec.Code, rec.Body)
		}
		return rec.Body.String()
	}
	want := map[string]string{}
	for _, u := range urls {
		want[u] = get(u)
	}
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for i := range 40 {
				u := urls[(w+i)%len(urls)]
				if got := get(u); got != want[u] {
					t.Errorf("%s: answer differs from the first (%d vs %d bytes)", u, len(got), len(want[u]))
					return
				}
			}
		})
	}
	wg.Wait()
}

// A team's seasons are drawn from a pool too.
func TestTeamSeasonsFromThePool(t *testing.T) {
	h := uncachedAPI()
	urls := []string{"/api/teams/boston-celtics/seasons", "/api/teams/new-york-yankees/seasons?page_size=5", "/api/teams/kansas-city-chiefs/seasons"}
	sameAnswers(t, h, urls)
}

// So are a team's trends: its season series and form, with and without
// forecasts, for several form lengths.
func TestTeamTrendsFromThePool(t *testing.T) {
	h := uncachedAPI()
	base := "/api/v1/analytics/analytics/team_trends?team_id="
	urls := []string{base + "boston-celtics", base + "new-york-yankees&games=3", base + "kansas-city-chiefs&games=50", base + "gonzaga-basketball"}
	sameAnswers(t, h, urls)
}

// The players, coaches, coach statistics and seasons lists build their pages in pooled arrays:
// pages of different sizes and filters, at the same time.
func TestPeopleAndSeasonListsFromThePool(t *testing.T) {
	h := uncachedAPI()
	urls := []string{
		"/api/players?sport__slug=baseball&page_size=20", "/api/players?search=john&page_size=7", "/api/players?page=3",
		"/api/coaches?page_size=20", "/api/coaches?sport__slug=football&page_size=50",
		"/api/seasons?page_size=20", "/api/seasons?sport__slug=hockey&page_size=3",
		"/api/coaches/stats?sport__slug=basketball&page_size=20", "/api/coaches/stats?timeframe=last5&sort=wins&page=2",
	}
	sameAnswers(t, h, urls)
}
