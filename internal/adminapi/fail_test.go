package adminapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

// An operator's write fails as its cause says: a client that went away is
// no server error (499, nothing logged above debug), a database that cannot
// answer now is a 503 with Retry-After, and only the rest is a logged 500.
func TestFailAnswersByCause(t *testing.T) {
	for _, tc := range []struct {
		name     string
		err      error
		status   int
		logged   string // the level logged ("" for nothing above debug)
		retrying bool
	}{
		{"client gone", fmt.Errorf("upsert: %w", context.Canceled), 499, "", false},
		{"database refused", fmt.Errorf("dial: %w", syscall.ECONNREFUSED), http.StatusServiceUnavailable, "ERROR", true},
		{"not found", store.ErrNotFound, http.StatusNotFound, "", false},
		{"anything else", errors.New("boom"), http.StatusInternalServerError, "ERROR", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var logs bytes.Buffer
			a := &API{log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}
			w := httptest.NewRecorder()
			a.fail(w, httptest.NewRequest(http.MethodPost, "/api/v1/ingest/games/", nil), tc.err)
			if w.Code != tc.status {
				t.Fatalf("status %d %s, want %d", w.Code, w.Body, tc.status)
			}
			if got := w.Header().Get("Retry-After") != ""; got != tc.retrying {
				t.Errorf("Retry-After %q, want one: %v", w.Header().Get("Retry-After"), tc.retrying)
			}
			for _, lvl := range []string{"WARN", "ERROR"} {
				if strings.Contains(logs.String(), "level="+lvl) != (lvl == tc.logged) {
					t.Errorf("logged %q, want a line at %q", logs.String(), tc.logged)
				}
			}
		})
	}
}
