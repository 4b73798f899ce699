package httpio

import (
	"fmt"
	"net/http"
)

// Error is an answer other than 200: its status and the text of its
// {"detail"} body.
type Error struct {
	Status int
	Detail string
}

func (e *Error) Error() string { return e.Detail }

// BadParam is a 400 naming the parameter.
func BadParam(name, format string, args ...any) *Error {
	return &Error{Status: http.StatusBadRequest, Detail: fmt.Sprintf("Invalid parameter %q: %s", name, fmt.Sprintf(format, args...))}
}

// NotFound is a 404 saying what was missing ("Team not found.").
func NotFound(what string) *Error {
	return &Error{Status: http.StatusNotFound, Detail: what + " not found."}
}
