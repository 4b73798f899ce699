package source

// Rules several sources share for curated rows and scores.

import (
	"strings"
)

// Unverified parses a curated unverified_fields cell ("a; b" or "a, b").
func Unverified(v string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ';' || r == ',' }) {
		if f = strings.TrimSpace(f); f != "" {
			m[f] = true
		}
	}
	return m
}

// CuratedRow returns the row's fields with every unverified field blanked.
func CuratedRow(r Row, cols []string) map[string]string {
	un := Unverified(r.S("unverified_fields"))
	m := make(map[string]string, len(cols))
	for _, c := range cols {
		if un[c] {
			m[c] = ""
			continue
		}
		m[c] = r.S(c)
	}
	return m
}

// Score parses a winner-first score "23-21", optionally followed by a
// note after a space ("23-21 (2OT)").
func Score(s string) (w, l int, ok bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, ' '); i > 0 {
		s = s[:i]
	}
	a, b, found := strings.Cut(s, "-")
	if !found {
		return 0, 0, false
	}
	w, ok1 := ParseInt(a)
	l, ok2 := ParseInt(b)
	return w, l, ok1 && ok2
}
