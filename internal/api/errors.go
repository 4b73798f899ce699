package api

import (
	"context"
	"errors"
	"net/http"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// Error is an API error: a status and the detail shown as {"detail": ...}.
type Error = httpio.Error

// asError maps any handler error to an *Error (store.ErrNotFound -> 404, a
// database that cannot answer now -> 503, anything unknown -> 500 with a
// generic message; the cause is logged).
func asError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	if errors.Is(err, store.ErrNotFound) {
		return &Error{Status: http.StatusNotFound, Detail: "Not found."}
	}
	if errors.Is(err, context.Canceled) {
		// The client went away; nobody reads this answer.
		return &Error{Status: 499, Detail: "Client closed request."}
	}
	if store.Unavailable(err) {
		// SQLite busy with an import, PostgreSQL down or restarting: the
		// client may retry (Retry-After), the server is not broken.
		return &Error{Status: http.StatusServiceUnavailable, Detail: "The database is busy or unreachable; try again shortly."}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &Error{Status: http.StatusServiceUnavailable, Detail: "The request took too long; try again."}
	}
	return &Error{Status: http.StatusInternalServerError, Detail: "Internal server error."}
}
