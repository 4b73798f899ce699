package authapi

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// WriteError answers an *auth.Error as it says (429 with Retry-After), a
// database that cannot answer now as 503 with Retry-After, anything else as
// a 500 whose cause the caller logs.
func WriteError(w http.ResponseWriter, err error) {
	var e *auth.Error
	if !errors.As(err, &e) {
		if store.Unavailable(err) {
			w.Header().Set("Retry-After", "5")
			httpio.WriteDetail(w, http.StatusServiceUnavailable, "The database is busy or unreachable; try again shortly.")
			return
		}
		httpio.WriteDetail(w, http.StatusInternalServerError, "Internal server error.")
		return
	}
	if e.RetryAfter > 0 {
		secs := int((e.RetryAfter + 999_999_999) / 1_000_000_000)
		w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
	}
	httpio.WriteDetail(w, e.Status, e.Detail)
}
