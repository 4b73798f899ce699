package api

import (
	"maps"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
)

// Paging: a list answers DefaultPageSize rows unless page_size asks for
// another number, at most MaxPageSize.
const (
	DefaultPageSize = httpio.DefaultPageSize
	MaxPageSize     = httpio.MaxPageSize
)

// Page is a validated page request.
type Page = httpio.Page

// params are a request's query parameters, read one per line; Err is the
// first bad value's 400 naming its parameter.
type params struct{ *httpio.Query }

func paramsOf(r *http.Request) params { return params{httpio.NewQuery(query(r))} }

// Scope reads sport__slug and level__slug (ParseScope).
func (p params) Scope() Scope {
	s, err := ParseScope(p.Values)
	p.Fail(err)
	return s
}

// Paged is the list envelope. Its results are never null: NewPaged, its
// only maker, makes a nil list empty.
type Paged[T any] struct {
	Count    int     `json:"count"`
	Next     *string `json:"next"`
	Previous *string `json:"previous"`
	Results  []T     `json:"results" openapi:"nonnull"`
	// release returns pooled results once the answer is encoded (wrap).
	release func()
}

// ReleaseValues returns the page's pooled results, if any; nothing may read
// them after.
func (p *Paged[T]) ReleaseValues() {
	if p.release != nil {
		p.release()
		p.release = nil
	}
}

// releaser is an answer holding pooled values, returned once it is encoded
// (the read model's pooled answers have the method too).
type releaser interface{ ReleaseValues() }

// query is the request's query string, parsed once and kept in r.Form,
// which every parameter helper of the request then reads (each
// r.URL.Query() parsed it anew, ~1.5 KB of garbage a list answer). wrap
// leaves the canonical query in r.URL.RawQuery (canonicalize) and r.Form
// empty, so the values are the key's, parsed only if a handler runs.
// Callers that change the values copy them.
func query(r *http.Request) url.Values {
	if r.Form == nil {
		r.Form = r.URL.Query()
	}
	return r.Form
}

// NewPaged builds the envelope with relative next/previous links (/api/…).
func NewPaged[T any](r *http.Request, p Page, count int, results []T) Paged[T] {
	if results == nil {
		results = []T{}
	}
	out := Paged[T]{Count: count, Results: results}
	link := func(n int) *string {
		u := *r.URL
		q := maps.Clone(query(r))
		if n == 1 {
			q.Del("page")
		} else {
			q.Set("page", strconv.Itoa(n))
		}
		u.RawQuery = q.Encode()
		// Relative: never built from the Host or forwarded headers a client sends.
		s := u.RequestURI()
		return &s
	}
	if p.Offset()+len(results) < count {
		out.Next = link(p.Number + 1)
	}
	if p.Number > 1 {
		out.Previous = link(p.Number - 1)
	}
	return out
}

// pathSlug reads the {slug} wildcard; when the mux did not fill path values
// (API.Handler looks handlers up with mux.Handler) it takes the idx-th path
// segment ("/api/players/{slug}" has it at 2).
func pathSlug(r interface {
	PathValue(string) string
}, path string, idx int) string {
	v := r.PathValue("slug")
	if v == "" {
		segs := strings.Split(strings.Trim(path, "/"), "/")
		if idx < len(segs) {
			v = segs[idx]
		}
	}
	return strings.ToLower(strings.TrimSpace(v))
}
