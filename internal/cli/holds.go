package cli

import (
	"fmt"
	"strings"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// emptyWhy says why a source holds no games or no people (data/README.md,
// "Coverage"), so an import's "0 people" reads as the data's shape, not a
// failure.
var emptyWhy = map[string]string{
	"ncaa-baseball":   "no players: the source's player lines are not imported; games 2025-26 only, champions 1947-2024 without games",
	"ncaa-basketball": "no players: no college roster source; games are the NCAA tournament's, 1985-2026",
	"ncaa-football":   "no players: no college roster source; games with scores 2021-2025 only",
	"ncaa-hockey":     "no players: no college roster source; games 1998-99 .. 2012-13 and 2024-26",
}

// holds is the line saying what a source holds: its games and seasons'
// span, people, player seasons and box scores, and why any of them is
// missing.
func holds(name string, d *dataset.Dataset) string {
	first, last := 0, 0
	for _, s := range d.Seasons {
		if first == 0 || s.StartYear < first {
			first = s.StartYear
		}
		last = max(last, s.EndYear, s.StartYear)
	}
	span := ""
	if first > 0 {
		span = fmt.Sprintf(" in seasons %d-%d", first, last)
	}
	parts := []string{fmt.Sprintf("%s games%s", thousands(len(d.Games)), span), thousands(len(d.People)) + " people",
		thousands(len(d.PlayerSeasons)) + " player seasons", thousands(len(d.BoxScores)) + " box scores"}
	line := fmt.Sprintf("%s holds %s", name, strings.Join(parts, ", "))
	if why := emptyWhy[name]; why != "" && (len(d.Games) == 0 || len(d.PlayerSeasons) == 0) {
		line += " (" + why + ")"
	}
	return line
}

// thousands writes n with comma separators ("218,075").
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
