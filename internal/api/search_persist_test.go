package api_test

import (
	"context"
	"net/http/httptest"
	"testing"
)

// Building the search index on the real dataset saves it with the data, for
// the next server start (the codec itself is tested in the read model).
func TestSearchIndexIsSaved(t *testing.T) {
	ctx := context.Background()
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest("GET", "/api/search?q=jo", nil))
	if rec.Code != 200 {
		t.Fatalf("search: %d", rec.Code)
	}
	if _, ok, err := realStore.LoadReadModel(ctx, "search-entries", realStore.Version(ctx)); err != nil || !ok {
		t.Fatalf("no saved search index after a search: %v", err)
	}
}
