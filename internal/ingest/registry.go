package ingest

import (
	"fmt"
	"io/fs"
	"slices"
)

// Group is one importer: a competition (sport + level) and the files it reads.
// Each group owns its rows in the database, so groups import independently.
type Group struct {
	Name  string // "nfl", "nba", "mlb", "nhl", "ncaa-football", ...
	Sport string
	Level string
	// Load reads the group's files from data (the repo's data/ folder) and
	// returns the rows. It must not depend on other groups.
	Load func(data fs.FS) (*Dataset, error)
}

// groups are the importers, one per competition and in name order (the
// order imports run and reports list them); each is its own package under
// internal/ingest and owns its rows.
var groups = []Group{
	{Name: "mlb", Sport: Baseball, Level: Pro, Load: LoadMLB},
	{Name: "nba", Sport: Basketball, Level: Pro, Load: LoadNBA},
	{Name: "ncaa-baseball", Sport: Baseball, Level: NCAA, Load: LoadNCAABaseball},
	{Name: "ncaa-basketball", Sport: Basketball, Level: NCAA, Load: LoadNCAAMBB},
	{Name: "ncaa-football", Sport: Football, Level: NCAA, Load: LoadNCAAFootball},
	{Name: "ncaa-hockey", Sport: Hockey, Level: NCAA, Load: LoadNCAAHockey},
	{Name: "nfl", Sport: Football, Level: Pro, Load: LoadNFL},
	{Name: "nhl", Sport: Hockey, Level: Pro, Load: LoadNHL},
}

// Groups lists every importer, sorted by name.
func Groups() []Group {
	return slices.Clone(groups)
}

// Lookup finds one importer by name.
func Lookup(name string) (Group, error) {
	names := []string{}
	for _, g := range Groups() {
		if g.Name == name {
			return g, nil
		}
		names = append(names, g.Name)
	}
	return Group{}, fmt.Errorf("unknown source %q (known: %v)", name, names)
}
