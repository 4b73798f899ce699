package authapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/auth"
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

// WriteError answers an *auth.Error as it says (429 with Retry-After),
// anything else as a 500 whose cause the caller logs.
func WriteError(w http.ResponseWriter, err error) {
	var e *auth.Error
	if !errors.As(err, &e) {
		WriteDetail(w, http.StatusInternalServerError, "Internal server error.")
		return
	}
	if e.RetryAfter > 0 {
		secs := int((e.RetryAfter + 999_999_999) / 1_000_000_000)
		w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
	}
	WriteDetail(w, e.Status, e.Detail)
}

// DecodeJSON reads a JSON object body into v; a 400 detail when it is not
// one (too large, malformed, or a field of the wrong type, named).
func DecodeJSON(w http.ResponseWriter, r *http.Request, v any) (detail string, ok bool) {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return "Content-Type must be application/json.", false
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	if err := dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		var mbe *http.MaxBytesError
		switch {
		case errors.As(err, &te) && te.Field != "":
			return te.Field + ": must be a " + jsonKind(te.Type.Kind().String()), false
		case errors.As(err, &mbe):
			return "Request body too large.", false
		case errors.Is(err, io.EOF):
			return "Request body must be a JSON object.", false
		}
		return "Request body must be a JSON object.", false
	}
	return "", true
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
