package source

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// SchoolNamesFile maps each spelling a college source gives a school
// ("Alcorn St", Kaggle's) to the one name every college sport shows
// ("Alcorn State"); schools are joined by Kaggle's MTeamSpellings.csv.
const SchoolNamesFile = "crosswalks/ncaa_school_names.csv"

// SchoolNames is spelling -> school name.
type SchoolNames map[string]string

// ReadSchoolNames reads SchoolNamesFile; a data folder without it (a unit
// test's) keeps the sources' names.
func ReadSchoolNames(fsys fs.FS) (SchoolNames, error) {
	t, err := ReadTable(fsys, SchoolNamesFile)
	if errors.Is(err, fs.ErrNotExist) {
		return SchoolNames{}, nil
	}
	if err != nil {
		return nil, err
	}
	names := SchoolNames{}
	err = t.Each(func(r Row) error {
		from, to := r.S("name"), r.S("school")
		if from == "" || to == "" || from == to {
			return fmt.Errorf("%s: name and a different school are required (%q, %q)", SchoolNamesFile, from, to)
		}
		if _, dup := names[from]; dup {
			return fmt.Errorf("%s: %q given twice", SchoolNamesFile, from)
		}
		names[from] = to
		return nil
	})
	if err != nil {
		return nil, err
	}
	for from, to := range names {
		if _, chained := names[to]; chained {
			return nil, fmt.Errorf("%s: %q maps to %q, itself a spelling", SchoolNamesFile, from, to)
		}
	}
	return names, nil
}

// Of is the school's name for a spelling (the spelling itself when it is
// the name).
func (n SchoolNames) Of(name string) string {
	if to, ok := n[name]; ok {
		return to
	}
	return name
}

// Apply names every school of a college dataset by its one name: the
// franchise, its team-seasons, its games and its titles. These are
// spellings of the same name, not the names of other eras.
func (n SchoolNames) Apply(ds *dataset.Dataset) {
	if len(n) == 0 {
		return
	}
	for i := range ds.Franchises {
		ds.Franchises[i].Name = n.Of(ds.Franchises[i].Name)
	}
	for i := range ds.TeamSeasons {
		ds.TeamSeasons[i].Name = n.Of(ds.TeamSeasons[i].Name)
	}
	for i := range ds.Games {
		g := &ds.Games[i]
		g.HomeName, g.AwayName = n.Of(g.HomeName), n.Of(g.AwayName)
	}
	for i := range ds.ChampionshipResults {
		r := &ds.ChampionshipResults[i]
		r.WinnerName, r.RunnerUpName = n.Of(r.WinnerName), n.Of(r.RunnerUpName)
	}
}

// FillAbbreviations gives a franchise without an abbreviation the one of
// its latest team-season that has one (Utah's NHL club: the curated table
// leaves it unverified, the 2025-26 games call it UTA).
func FillAbbreviations(ds *dataset.Dataset) {
	last, _ := LastSeasons(ds, func(ts *dataset.TeamSeason) bool { return ts.Abbrev != "" })
	for i := range ds.Franchises {
		f := &ds.Franchises[i]
		if l, ok := last[f.Key]; ok && f.Abbrev == "" {
			f.Abbrev = ds.TeamSeasons[l.Row].Abbrev
		}
	}
}

// Latest is a franchise's latest team-season: its start year and its
// index in ds.TeamSeasons (of several that year, the last).
type Latest struct {
	Year int
	Row  int
}

// LastSeasons gives each franchise's latest team-season among those keep
// accepts (nil: all), and the latest start year of them all.
func LastSeasons(ds *dataset.Dataset, keep func(*dataset.TeamSeason) bool) (map[string]Latest, int) {
	year := make(map[string]int, len(ds.Seasons))
	for _, s := range ds.Seasons {
		year[s.Key] = s.StartYear
	}
	last, latest := map[string]Latest{}, 0
	for i := range ds.TeamSeasons {
		ts := &ds.TeamSeasons[i]
		if keep != nil && !keep(ts) {
			continue
		}
		y := year[ts.SeasonKey]
		if l, ok := last[ts.FranchiseKey]; !ok || y >= l.Year {
			last[ts.FranchiseKey] = Latest{y, i}
		}
		latest = max(latest, y)
	}
	return last, latest
}
