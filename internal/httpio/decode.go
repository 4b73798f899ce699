package httpio

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/goccy/go-json/jsontext"
	jsonv2 "github.com/goccy/go-json/v2"
)

// MaxBody bounds a request body (every JSON body a client sends is small).
const MaxBody = 64 << 10

// DecodeJSON reads a JSON object body into v strictly, or answers the
// problem itself and reports false: a body over MaxBody is 413; anything
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
	err := jsonv2.UnmarshalRead(http.MaxBytesReader(w, r.Body, MaxBody), v, jsonv2.RejectUnknownMembers(true))
	if err == nil {
		return true
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		WriteDetail(w, http.StatusRequestEntityTooLarge, "Request body too large (at most "+strconv.Itoa(MaxBody>>10)+" KB).")
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
