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
	cfg := config.Defaults()
	cfg.ResponseCacheMB = 0 // every answer built afresh
	h := api.New(api.Deps{Store: realStore, Config: cfg, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}).Handler()
	get := func(u string) string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, u, nil))
		if rec.Code != http.StatusOK {
			t.Errorf("%s: %d %s", u, rec.Code, rec.Body)
		}
		return rec.Body.String()
	}
	urls := []string{
		"/api/games?team=new-york-yankees&season=2024&page_size=50",
		"/api/games?sport__slug=football&page_size=20",
		"/api/games/recent",
		"/api/games?page_size=3",
		"/api/games?game_date__gte=2024-02-11&game_date__lte=2024-02-11",
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
