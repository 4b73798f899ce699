package source

import (
	"strings"

	"github.com/almanac-sports/almanac/internal/slug"
)

// Shared rules for people's names: other names become aliases, accents a
// source gives are kept (search folds them).

// GivenAlias is a person's short legal name from the given names a source
// lists (Lahman's and the Hockey Databank's nameGiven): "Robert Orr" for
// Bobby Orr (given "Robert Gordon"), "George Ruth" for Babe Ruth; "" when
// it is the name he went by.
func GivenAlias(first, last, given string) string {
	g, _, _ := strings.Cut(strings.TrimSpace(given), " ")
	if g == "" || last == "" || NameKey(g) == NameKey(first) {
		return ""
	}
	return g + " " + last
}

// NonASCII counts the letters outside ASCII (accented ones, mostly).
func NonASCII(s string) int {
	n := 0
	for _, r := range s {
		if r >= 128 {
			n++
		}
	}
	return n
}

// NameKey folds a name for matching: accents, case, punctuation and spaces dropped.
func NameKey(s string) string { return strings.ReplaceAll(slug.Make(s), "-", "") }

// SplitName splits "LeBron James" into first and last name at the first space.
func SplitName(full string) (string, string) {
	full = strings.TrimSpace(full)
	if i := strings.IndexByte(full, ' '); i > 0 {
		return full[:i], strings.TrimSpace(full[i+1:])
	}
	return "", full
}
