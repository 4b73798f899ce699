package httpio

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/goccy/go-json/jsontext"
	jsonv2 "github.com/goccy/go-json/v2"
)

// MaxBody bounds a request body (every JSON body a client sends is small).
const MaxBody = 64 << 10

// ReadJSON reads a JSON object body into v strictly; its error is the
// *Error to answer. A Content-Type other than JSON is 415 and a body over
// MaxBody 413; anything but exactly one JSON object with v's own field
// names (exact case, each once, no unknown field, nothing after it) is 400
// naming what is wrong, so "HOME_SCORE", a repeated "home_score" or a second
// object are refused, not half-read. The decoder is encoding/json/v2's
// semantics (goccy/go-json/v2, already the API's encoder), which reject
// duplicate names and match names exactly by default.
func ReadJSON(r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return &Error{Status: http.StatusUnsupportedMediaType, Detail: "Content-Type must be application/json."}
	}
	raw, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) || len(raw) > MaxBody {
		return &Error{Status: http.StatusRequestEntityTooLarge, Detail: "Request body too large (at most " + strconv.Itoa(MaxBody>>10) + " KB)."}
	}
	if err != nil {
		return &Error{Status: http.StatusBadRequest, Detail: "Could not read the request body."}
	}
	if err := jsonv2.Unmarshal(raw, v, jsonv2.RejectUnknownMembers(true)); err != nil {
		return &Error{Status: http.StatusBadRequest, Detail: bodyProblem(err)}
	}
	return nil
}

// DecodeJSON is ReadJSON for a handler that writes its own answer: it
// answers the problem itself and reports false. The body is read through
// http.MaxBytesReader, so the server closes a connection that sent too much.
func DecodeJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	var e *Error
	if err := ReadJSON(r, v); errors.As(err, &e) {
		WriteDetail(w, e.Status, e.Detail)
		return false
	}
	return true
}

// bodyProblem names what is wrong with a body in the API's words.
func bodyProblem(err error) string {
	var se *jsonv2.SemanticError
	var syn *jsontext.SyntacticError
	switch {
	case errors.As(err, &se) && errors.Is(se.Err, jsonv2.ErrUnknownName):
		return se.JSONPointer.LastToken() + ": unknown field (field names are exact)."
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
