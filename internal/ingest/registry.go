package ingest

import (
	"fmt"
	"io/fs"
	"sort"
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

var registry = map[string]Group{}

// Register adds an importer; called from init functions.
func Register(g Group) {
	if _, dup := registry[g.Name]; dup {
		panic("ingest: duplicate group " + g.Name)
	}
	registry[g.Name] = g
}

// Groups lists every importer, sorted by name.
func Groups() []Group {
	out := make([]Group, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup finds one importer by name.
func Lookup(name string) (Group, error) {
	g, ok := registry[name]
	if !ok {
		names := []string{}
		for _, g := range Groups() {
			names = append(names, g.Name)
		}
		return Group{}, fmt.Errorf("unknown source %q (known: %v)", name, names)
	}
	return g, nil
}
