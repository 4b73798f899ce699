package api_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/config"
)

// The saved search index answers every query exactly as the built one.
func TestSavedSearchIndexAnswersAlike(t *testing.T) {
	a := api.New(api.Deps{Store: realStore, Config: config.Defaults(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err := api.SearchRoundTrip(a, []string{"jo", "yankees", "new york", "babe ruth", "wayne", "2015-16", "super bowl", "é", "x"}); err != nil {
		t.Fatal(err)
	}
}

// A second API on the same database (a restart, another instance) loads the
// index the first one saved instead of rebuilding it, and answers alike.
func TestSearchIndexLoadsFromDatabase(t *testing.T) {
	ctx := context.Background()
	if _, ok, err := realStore.LoadReadModel(ctx, "search-entries", realStore.Version(ctx)); err != nil || !ok {
		// The first API built (and saved) it while earlier tests searched.
		rec := httptest.NewRecorder()
		realAPI.ServeHTTP(rec, httptest.NewRequest("GET", "/api/search?q=jo", nil))
		if _, ok, err := realStore.LoadReadModel(ctx, "search-entries", realStore.Version(ctx)); err != nil || !ok {
			t.Fatalf("no saved search index after a search: %v", err)
		}
	}
	fresh := api.New(api.Deps{Store: realStore, Config: config.Defaults(), Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	for _, q := range []string{"jo", "yankees"} {
		want, got := httptest.NewRecorder(), httptest.NewRecorder()
		realAPI.ServeHTTP(want, httptest.NewRequest("GET", "/api/search?q="+q, nil))
		fresh.Handler().ServeHTTP(got, httptest.NewRequest("GET", "/api/search?q="+q, nil))
		if want.Code != 200 || got.Body.String() != want.Body.String() || !strings.Contains(got.Body.String(), `"teams":[{`) {
			t.Fatalf("%q: %d %.300s\nwant %.300s", q, got.Code, got.Body, want.Body)
		}
	}
}
