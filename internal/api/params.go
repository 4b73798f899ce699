package api

import (
	"maps"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Paging defaults (DESIGN §4).
const (
	DefaultPageSize = 100
	MaxPageSize     = 500
)

// Page is a validated page request.
type Page struct {
	Number int // 1-based
	Size   int
}

// Offset of the first row.
func (p Page) Offset() int { return (p.Number - 1) * p.Size }

// ParsePage reads page and page_size; bad values are a 400 naming the parameter.
func ParsePage(q url.Values, defaultSize int) (Page, error) {
	p := Page{Number: 1, Size: defaultSize}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1_000_000 {
			return p, BadParam("page", "must be a positive integer, got %q", v)
		}
		p.Number = n
	}
	if v := q.Get("page_size"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxPageSize {
			return p, BadParam("page_size", "must be an integer from 1 to %d, got %q", MaxPageSize, v)
		}
		p.Size = n
	}
	return p, nil
}

// IntParam reads an optional integer within [min, max].
func IntParam(q url.Values, name string, min, max int) (int, bool, error) {
	v := strings.TrimSpace(q.Get(name))
	if v == "" {
		return 0, false, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < min || n > max {
		return 0, false, BadParam(name, "must be an integer from %d to %d, got %q", min, max, v)
	}
	return n, true, nil
}

// YearParam reads an optional season/year (1850..2100).
func YearParam(q url.Values, name string) (int, bool, error) {
	return IntParam(q, name, 1850, 2100)
}

// DateParam reads an optional yyyy-MM-dd date.
func DateParam(q url.Values, name string) (string, bool, error) {
	v := strings.TrimSpace(q.Get(name))
	if v == "" {
		return "", false, nil
	}
	if _, err := time.Parse("2006-01-02", v); err != nil {
		return "", false, BadParam(name, "must be a date as YYYY-MM-DD, got %q", v)
	}
	return v, true, nil
}

// EnumParam reads an optional value from a fixed set.
func EnumParam(q url.Values, name string, allowed ...string) (string, error) {
	v := strings.TrimSpace(q.Get(name))
	if v == "" {
		return "", nil
	}
	for _, a := range allowed {
		if strings.EqualFold(v, a) {
			return a, nil
		}
	}
	return "", BadParam(name, "must be one of %s, got %q", strings.Join(allowed, ", "), v)
}

// TextParam reads a trimmed optional text filter, capped in length.
func TextParam(q url.Values, name string) (string, error) {
	v := strings.TrimSpace(q.Get(name))
	if len(v) > 200 {
		return "", BadParam(name, "must be at most 200 characters")
	}
	return v, nil
}

// Paged is the list envelope.
type Paged[T any] struct {
	Count    int     `json:"count"`
	Next     *string `json:"next"`
	Previous *string `json:"previous"`
	Results  []T     `json:"results"`
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
