package server

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/config"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestHealthz(t *testing.T) {
	st := storetest.NewTestStore(t)
	cfg := config.Defaults()
	h, err := New(Deps{Config: cfg, Store: st, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		return rec
	}
	if rec := get("/healthz"); rec.Code != 200 || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("healthz: %d %v", rec.Code, rec.Header())
	}
	// The empty store's indexes build at once: healthz reports them ready.
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(get("/healthz").Body.String(), `"indexes":"ready"`) {
		if time.Now().After(deadline) {
			t.Fatalf("indexes never reported ready: %s", get("/healthz").Body.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if rec := get("/api/nope"); rec.Code != 404 || rec.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("api 404: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	st.Close()
	if rec := get("/healthz"); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("healthz with the database gone: %d", rec.Code)
	}
}
