package httpio

import (
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Paging: a list answers DefaultPageSize rows unless page_size asks for
// another number, at most MaxPageSize.
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

// Query reads a request's query parameters, declared one per line; the
// first bad value is kept as a 400 naming its parameter (Err), and reads
// after it answer zero values. Values are trimmed.
type Query struct {
	Values url.Values
	err    error
}

// NewQuery reads q.
func NewQuery(q url.Values) *Query { return &Query{Values: q} }

// Err is the first bad value's 400, or nil.
func (p *Query) Err() error { return p.err }

// Fail keeps err (when it is the first) as the answer Err gives: a check
// of the caller's own.
func (p *Query) Fail(err error) {
	if p.err == nil && err != nil {
		p.err = err
	}
}

// Page reads page (from 1) and page_size (1 to MaxPageSize, default defaultSize).
func (p *Query) Page(defaultSize int) Page {
	pg := Page{Number: 1, Size: defaultSize}
	if p.err != nil {
		return pg
	}
	if v := p.Values.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1_000_000 {
			p.err = BadParam("page", "must be a positive integer, got %q", v)
			return pg
		}
		pg.Number = n
	}
	if v := p.Values.Get("page_size"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxPageSize {
			p.err = BadParam("page_size", "must be an integer from 1 to %d, got %q", MaxPageSize, v)
			return pg
		}
		pg.Size = n
	}
	return pg
}

// Int reads an optional integer within [min, max]; has says it was given.
func (p *Query) Int(name string, min, max int) (n int, has bool) {
	v := p.get(name)
	if v == "" {
		return 0, false
	}
	n, ok := IntIn(v, min, max)
	if !ok {
		p.err = BadParam(name, "must be an integer from %d to %d, got %q", min, max, v)
		return 0, false
	}
	return n, true
}

// IntIn parses v as an integer within [min, max].
func IntIn(v string, min, max int) (int, bool) {
	n, err := strconv.Atoi(v)
	return n, err == nil && n >= min && n <= max
}

// Year reads an optional season or year (1850 to 2100).
func (p *Query) Year(name string) (int, bool) { return p.Int(name, 1850, 2100) }

// Date reads an optional date as YYYY-MM-DD.
func (p *Query) Date(name string) (string, bool) {
	v := p.get(name)
	if v == "" {
		return "", false
	}
	if _, err := time.Parse("2006-01-02", v); err != nil {
		p.err = BadParam(name, "must be a date as YYYY-MM-DD, got %q", v)
		return "", false
	}
	return v, true
}

// Enum reads an optional value from a fixed set (any case; answered as the
// set spells it).
func (p *Query) Enum(name string, allowed ...string) string {
	v := p.get(name)
	if v == "" {
		return ""
	}
	for _, a := range allowed {
		if strings.EqualFold(v, a) {
			return a
		}
	}
	p.err = BadParam(name, "must be one of %s, got %q", strings.Join(allowed, ", "), v)
	return ""
}

// Text reads an optional text filter of at most 200 characters.
func (p *Query) Text(name string) string {
	v := p.get(name)
	if len(v) > 200 {
		p.err = BadParam(name, "must be at most 200 characters")
		return ""
	}
	return v
}

// get is the trimmed value of name, or "" once a value was bad.
func (p *Query) get(name string) string {
	if p.err != nil {
		return ""
	}
	return strings.TrimSpace(p.Values.Get(name))
}
