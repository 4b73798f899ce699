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
	"github.com/almanac-sports/almanac/internal/ingest/source"
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

// Groups lists every importer, sorted by name, each load finished by the
// rules all importers share (finish).
func Groups() []Group {
	out := slices.Clone(groups)
	for i := range out {
		g := &out[i]
		g.Load, g.LoadFrozen = finish(g.Level, g.Load), finish(g.Level, g.LoadFrozen)
	}
	return out
}

// finish wraps an importer's load with what every group's rows share: a
// college school has one name in every sport (source.SchoolNamesFile) and
// a franchise without an abbreviation takes its latest season's.
func finish(level string, load func(fs.FS) (*dataset.Dataset, error)) func(fs.FS) (*dataset.Dataset, error) {
	if load == nil {
		return nil
	}
	return func(data fs.FS) (*dataset.Dataset, error) {
		ds, err := load(data)
		if err != nil {
			return nil, err
		}
		if level == dataset.NCAA {
			names, err := source.ReadSchoolNames(data)
			if err != nil {
				return nil, err
			}
			names.Apply(ds)
		}
		source.FillAbbreviations(ds)
		return ds, nil
	}
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
