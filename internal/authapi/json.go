package authapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/goccy/go-json/jsontext"
	jsonv2 "github.com/goccy/go-json/v2"

	"github.com/almanac-sports/almanac/internal/auth"
	"github.com/almanac-sports/almanac/internal/store"
)

// maxBody bounds a request body (every auth and admin body is small).
const maxBody = 64 << 10

// WriteJSON answers v as JSON with status; never cached.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"detail":"Internal server error."}`)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// WriteDetail answers {"detail": detail}.
func WriteDetail(w http.ResponseWriter, status int, detail string) {
	WriteJSON(w, status, map[string]string{"detail": detail})
}

// WriteError answers an *auth.Error as it says (429 with Retry-After), a
// database that cannot answer now as 503 with Retry-After, anything else as
// a 500 whose cause the caller logs.
func WriteError(w http.ResponseWriter, err error) {
	var e *auth.Error
	if !errors.As(err, &e) {
		if store.Unavailable(err) {
			w.Header().Set("Retry-After", "5")
			WriteDetail(w, http.StatusServiceUnavailable, "The database is busy or unreachable; try again shortly.")
			return
		}
		WriteDetail(w, http.StatusInternalServerError, "Internal server error.")
		return
	}
	if e.RetryAfter > 0 {
		secs := int((e.RetryAfter + 999_999_999) / 1_000_000_000)
		w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
	}
	WriteDetail(w, e.Status, e.Detail)
}

// DecodeJSON reads a JSON object body into v strictly, or answers the
// problem itself and reports false: a body over the limit is 413; anything
// but exactly one JSON object with v's own field names (exact case, each
// once, no unknown field, nothing after it) is 400 naming what is wrong, so
// "HOME_SCORE", a repeated "home_score" or a second object are refused, not
// half-written. The decoder is encoding/json/v2's semantics (goccy/go-json/v2,
// already the API's encoder), which reject duplicate names and match names
// exactly by default.
func DecodeJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		WriteDetail(w, http.StatusUnsupportedMediaType, "Content-Type must be application/json.")
		return false
	}
	err := jsonv2.UnmarshalRead(http.MaxBytesReader(w, r.Body, maxBody), v, jsonv2.RejectUnknownMembers(true))
	if err == nil {
		return true
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		WriteDetail(w, http.StatusRequestEntityTooLarge, "Request body too large (at most "+strconv.Itoa(maxBody>>10)+" KB).")
		return false
	}
	WriteDetail(w, http.StatusBadRequest, bodyProblem(err))
	return false
}

// bodyProblem names what is wrong with a body in the API's words.
func bodyProblem(err error) string {
	var se *jsonv2.SemanticError
	var syn *jsontext.SyntacticError
	switch {
	case errors.As(err, &se) && errors.Is(se.Err, jsonv2.ErrUnknownName):
		return se.JSONPointer.LastToken() + ": unknown field (names are exact, e.g. home_score)."
	case errors.As(err, &se) && se.JSONPointer != "" && se.GoType != nil:
		return strings.TrimPrefix(string(se.JSONPointer), "/") + ": must be a " + jsonKind(se.GoType.Kind().String())
	case errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName):
		return syn.JSONPointer.LastToken() + ": given more than once."
	case errors.As(err, &syn) && strings.Contains(syn.Error(), "after top-level value"):
		return "Request body must be one JSON object (there is more after it)."
	}
	return "Request body must be a JSON object."
}

func jsonKind(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"), strings.HasPrefix(k, "float"):
		return "number"
	case k == "bool":
		return "boolean"
	case k == "ptr":
		return "value of the right type"
	}
	return k
}
