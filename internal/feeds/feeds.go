// Package feeds keeps a deployment current from public, keyless score feeds
// (the NHL's schedule, MLB's Stats API, ESPN's scoreboards): one adapter per
// upstream turns its payload into Games, a Resolver maps the feed's teams to
// franchises, and Sync writes each game through the store's ingest path, the
// one operators' live scores take (idempotent by source and feed id; a game
// the import already holds is matched by date and teams, never doubled).
package feeds

import (
	"errors"
	"fmt"
	"time"
)

// Game is one game as a feed reports it, before its teams are resolved.
type Game struct {
	Source       string // adapter name: "nhl", "mlb", "espn-nfl", ...
	ID           string // the feed's own id of the game
	Sport, Level string // slugs: "hockey", "professional"
	// Date is the league's own day of the game, as the dataset keeps it
	// (the NHL's schedule day, MLB's officialDate, ESPN's Eastern day),
	// never the UTC date of its start.
	Date       string
	Home, Away Team
	Type       string // regular, playoff
	Status     string // scheduled, live, final, postponed
	Period     int    // 0 when the feed gives none
	Clock      string // time left in the period, live games only
	HomeScore  int
	AwayScore  int
	Neutral    bool
	// Overtime marks a final game decided after regulation as the dataset
	// does: "OT", "2OT", ... (the overtime periods played) or "SO".
	Overtime string
	// Skip says why the game is not written (a preseason or cancelled
	// game): counted and reported, not an error.
	Skip string
}

// Team is a side of a feed's game: what the feed calls it.
type Team struct {
	Code string // abbreviation ("TOR", "KC")
	Name string // full name ("Toronto Maple Leafs")
	// Location is the school or city part ("Alabama"), where the feed splits it.
	Location string
}

// Adapter reads one upstream.
type Adapter interface {
	// Name is the source's name: SYNC_<NAME>_URL sets its base URL.
	Name() string
	// Sport and Level are the competition the source covers.
	Sport() (sport, level string)
	// Requests are the paths (under the base URL) that cover the days from
	// .. to, in order.
	Requests(from, to time.Time) []string
	// Parse reads one response body into games.
	Parse(body []byte) ([]Game, error)
}

// ErrShape is a payload that is not what the adapter knows: a changed or
// missing field. It fails that request only.
var ErrShape = errors.New("unexpected payload")

func shapeErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrShape, fmt.Sprintf(format, args...))
}

// Adapters lists every adapter, by name.
func Adapters() []Adapter {
	return []Adapter{
		espn{name: "espn-cfb", sport: "football", level: "ncaa-d1", path: "football/college-football"},
		espn{name: "espn-mbb", sport: "basketball", level: "ncaa-d1", path: "basketball/mens-college-basketball"},
		espn{name: "espn-nba", sport: "basketball", level: "professional", path: "basketball/nba"},
		espn{name: "espn-nfl", sport: "football", level: "professional", path: "football/nfl"},
		mlb{},
		nhl{},
	}
}

// AdapterByName finds an adapter; ok is false for an unknown name.
func AdapterByName(name string) (Adapter, bool) {
	for _, a := range Adapters() {
		if a.Name() == name {
			return a, true
		}
	}
	return nil, false
}

// overtimeMark names the overtime periods of a game that ended in period
// last of a game of reg regulation periods: "" (none), "OT", "2OT", ...
func overtimeMark(last, reg int) string {
	switch n := last - reg; {
	case reg <= 0 || n <= 0:
		return ""
	case n == 1:
		return "OT"
	default:
		return fmt.Sprintf("%dOT", n)
	}
}

// days are the calendar days from .. to (inclusive), at most max of them.
func days(from, to time.Time, max int) []time.Time {
	var out []time.Time
	for d := from; !d.After(to) && len(out) < max; d = d.AddDate(0, 0, 1) {
		out = append(out, d)
	}
	return out
}
