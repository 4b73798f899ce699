package ingest

import "strings"

// Shared rules for people's names: other names become aliases, accents a
// source gives are kept (search folds them).

// givenAlias is a person's short legal name from the given names a source
// lists (Lahman's and the Hockey Databank's nameGiven): "Robert Orr" for
// Bobby Orr (given "Robert Gordon"), "George Ruth" for Babe Ruth; "" when
// it is the name he went by.
func givenAlias(first, last, given string) string {
	g, _, _ := strings.Cut(strings.TrimSpace(given), " ")
	if g == "" || last == "" || nhlNorm(g) == nhlNorm(first) {
		return ""
	}
	return g + " " + last
}

// nonASCII counts the letters outside ASCII (accented ones, mostly).
func nonASCII(s string) int {
	n := 0
	for _, r := range s {
		if r >= 128 {
			n++
		}
	}
	return n
}
