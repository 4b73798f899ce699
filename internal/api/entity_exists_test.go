package api_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
)

// A detail page answers 404 exactly when its API route does: the same
// look-ups, on the real dataset.
func TestEntityExists(t *testing.T) {
	ctx := context.Background()
	a := api.New(api.Deps{Store: realStore, Config: config.Defaults(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	tests := []struct {
		kind, slug string
		want       bool
	}{
		{"team", "boston-celtics", true},
		{"team", "no-such-team", false},
		{"championship", "stanley-cup", true},
		{"championship", "no-such-cup", false},
		{"season", "nba-2015-16", true},
		{"season", "nba-1850-51", false},
		{"player", "lebron-james", true},
		{"player", "alex-ovechkin", true},
		{"player", "no-such-player", false},
		{"coach", "phil-jackson", true},
		{"coach", "lebron-james", false}, // a player, never a coach: the coach page says Coach Not Found
		{"coach", "nobody-at-all", false},
		{"game", "nfl-2023-22-sf-kc", true},
		{"game", "999999999", false},
		{"game", "no-such-game", false},
		{"team", "", false},
	}
	for _, tc := range tests {
		got, err := a.EntityExists(ctx, tc.kind, tc.slug)
		if err != nil || got != tc.want {
			t.Errorf("EntityExists(%s, %q) = %v, %v; want %v", tc.kind, tc.slug, got, err, tc.want)
		}
		// The page's API route agrees.
		path := map[string]string{"team": "/api/teams/", "championship": "/api/championships/championships/", "season": "/api/seasons/",
			"player": "/api/players/", "coach": "/api/coaches/", "game": "/api/games/"}[tc.kind] + tc.slug
		if tc.slug == "" {
			continue
		}
		rec := httptest.NewRecorder()
		realAPI.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if code := rec.Code; (code == 200) != tc.want {
			t.Errorf("%s: API answers %d, EntityExists %v", path, code, tc.want)
		}
	}
	if _, err := a.EntityExists(ctx, "venue", "x"); err == nil {
		t.Error("an unknown kind is an error, not a missing entity")
	}
}
