package authapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// WriteError answers an *auth.Error as it says (429 with Retry-After), a
// client that went away as 499, a database that cannot answer now as 503
// with Retry-After, anything else as a 500 whose cause the caller logs.
func WriteError(w http.ResponseWriter, err error) {
	var e *auth.Error
	if !errors.As(err, &e) {
		if clientGone(err) {
			// Nobody reads this answer, and the server is not at fault.
			httpio.WriteDetail(w, statusClientClosed, "Client closed request.")
			return
		}
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

// statusClientClosed answers a request whose client went away first.
const statusClientClosed = 499

// clientGone reports whether err is the request's context being canceled:
// the client closed the connection before its answer.
func clientGone(err error) bool { return errors.Is(err, context.Canceled) }
