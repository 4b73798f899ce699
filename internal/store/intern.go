package store

import "unique"

// texts keeps one copy of each repeated text read from many rows (team
// names across games and seasons) for values that live in memory for a
// dataset version.
type texts map[string]string

func (t texts) intern(s string) string {
	if v, ok := t[s]; ok {
		return v
	}
	t[s] = s
	return s
}

// share replaces each text by the process's one copy of it (unique), for
// rows kept across many memoized tables, which one query's texts map
// cannot share between: a season's standings repeat the
// names, slugs and sources of the season before, and each scanned text is
// an object of its own that the collector marks on every cycle.
func share(ps ...*string) {
	for _, p := range ps {
		*p = unique.Make(*p).Value()
	}
}
