package ingest

import (
	"fmt"
	"io/fs"
	"slices"

	"github.com/almanac-sports/almanac/internal/ingest/mlb"
	"github.com/almanac-sports/almanac/internal/ingest/nba"
	"github.com/almanac-sports/almanac/internal/ingest/ncaabsb"
	"github.com/almanac-sports/almanac/internal/ingest/ncaafb"
	"github.com/almanac-sports/almanac/internal/ingest/ncaahky"
	"github.com/almanac-sports/almanac/internal/ingest/ncaambb"
	"github.com/almanac-sports/almanac/internal/ingest/nfl"
	"github.com/almanac-sports/almanac/internal/ingest/nhl"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Group is one importer: a competition (sport + level) and the files it reads.
// Each group owns its rows in the database, so groups import independently.
type Group struct {
	Name  string // "nfl", "nba", "mlb", "nhl", "ncaa-football", ...
	Sport string
	Level string
	// Load reads the group's files from data (the repo's data/ folder) and
	// returns the rows. It must not depend on other groups.
	Load func(data fs.FS) (*dataset.Dataset, error)
	// LoadFrozen, when set, is Load with the player seasons frozen as they
	// are built (dataset.Dataset.Freeze): what the import uses, for a
	// source whose stat maps would otherwise all be held at once.
	LoadFrozen func(data fs.FS) (*dataset.Dataset, error)
}

// groups are the importers, one per competition and in name order (the
// order imports run and reports list them); each is its own package under
// internal/ingest and owns its rows.
var groups = []Group{
	{Name: "mlb", Sport: dataset.Baseball, Level: dataset.Pro, Load: mlb.Load, LoadFrozen: mlb.LoadFrozen},
	{Name: "nba", Sport: dataset.Basketball, Level: dataset.Pro, Load: nba.Load},
	{Name: "ncaa-baseball", Sport: dataset.Baseball, Level: dataset.NCAA, Load: ncaabsb.Load},
	{Name: "ncaa-basketball", Sport: dataset.Basketball, Level: dataset.NCAA, Load: ncaambb.Load},
	{Name: "ncaa-football", Sport: dataset.Football, Level: dataset.NCAA, Load: ncaafb.Load},
	{Name: "ncaa-hockey", Sport: dataset.Hockey, Level: dataset.NCAA, Load: ncaahky.Load},
	{Name: "nfl", Sport: dataset.Football, Level: dataset.Pro, Load: nfl.Load},
	{Name: "nhl", Sport: dataset.Hockey, Level: dataset.Pro, Load: nhl.Load},
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
