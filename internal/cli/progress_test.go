package cli

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Written to a log (not a terminal), an import says a line per source with
// the share done and the time left, and a line per phase: not a line per
// table.
func TestProgressPlainLines(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, 2)
	for _, st := range []string{"clear games", "clear people"} {
		p.update(st, 0, 1)
	}
	for _, src := range []string{"mlb", "ncaa-baseball"} {
		for i, table := range []string{"leagues", "games", "people"} {
			p.update(src+": "+table, i, 3)
		}
		p.update(src+": games", 500, 1000)
		p.update(src, 3, 3)
	}
	p.update("index games_slug", 0, 2)
	p.update("index people_slug", 1, 2)
	p.update("commit", 0, 1)
	p.update("commit", 1, 1)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	want := []*regexp.Regexp{
		regexp.MustCompile(`^clearing the previous import$`),
		regexp.MustCompile(`^wrote mlb: 1 of 2 sources \(50%\), \d+s so far, about \d+s left$`),
		regexp.MustCompile(`^wrote ncaa-baseball: 2 of 2 sources \(100%\), \d+s so far$`),
		regexp.MustCompile(`^building the indexes$`),
		regexp.MustCompile(`^committing$`),
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), b.String())
	}
	for i, re := range want {
		if !re.MatchString(lines[i]) {
			t.Errorf("line %d = %q, want %s", i, lines[i], re)
		}
	}
}

// The line of what a source holds says why it has no players.
func TestHolds(t *testing.T) {
	d := &dataset.Dataset{Seasons: []dataset.Season{{StartYear: 2025, EndYear: 2025}, {StartYear: 1947, EndYear: 1947}}, Games: make([]dataset.Game, 12207)}
	got := holds("ncaa-baseball", d)
	want := "ncaa-baseball holds 12,207 games in seasons 1947-2025, 0 people, 0 player seasons, 0 box scores (no players: "
	if !strings.HasPrefix(got, want) {
		t.Errorf("holds = %q, want it to start %q", got, want)
	}
	if got := holds("mlb", &dataset.Dataset{Games: make([]dataset.Game, 3), PlayerSeasons: make([]dataset.PlayerSeason, 1)}); got != "mlb holds 3 games, 0 people, 1 player seasons, 0 box scores" {
		t.Errorf("holds = %q", got)
	}
}
