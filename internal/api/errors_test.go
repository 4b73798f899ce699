package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

func TestWriteErrorStatuses(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}
	for _, c := range []struct {
		name       string
		err        error
		status     int
		retryAfter string
	}{
		{"database unreachable", fmt.Errorf("games: %w", refused), http.StatusServiceUnavailable, "5"},
		{"took too long", context.DeadlineExceeded, http.StatusServiceUnavailable, "5"},
		{"not found", store.ErrNotFound, http.StatusNotFound, ""},
		{"bad parameter", httpio.BadParam("page", "must be a number"), http.StatusBadRequest, ""},
		{"unknown", errors.New("boom"), http.StatusInternalServerError, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := httptest.NewRecorder()
			writeError(w, httptest.NewRequest(http.MethodGet, "/api/games", nil), c.err)
			if w.Code != c.status || w.Header().Get("Retry-After") != c.retryAfter {
				t.Errorf("status %d Retry-After %q, want %d %q", w.Code, w.Header().Get("Retry-After"), c.status, c.retryAfter)
			}
			var body struct{ Detail string }
			if json.Unmarshal(w.Body.Bytes(), &body) != nil || body.Detail == "" || body.Detail == "boom" {
				t.Errorf("body %q: want a detail that names no cause", w.Body.String())
			}
		})
	}
}
