package source

import (
	"maps"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestSchoolNames(t *testing.T) {
	fsys := fstest.MapFS{SchoolNamesFile: {Data: []byte("name,school,kaggle_team_id,basis\nAlcorn St,Alcorn State,1108,x\nConnecticut,UConn,1163,x\n")}}
	names, err := ReadSchoolNames(fsys)
	if err != nil {
		t.Fatal(err)
	}
	ds := &dataset.Dataset{
		Franchises:          []dataset.Franchise{{Key: "a", Name: "Alcorn St"}, {Key: "b", Name: "Duke"}},
		TeamSeasons:         []dataset.TeamSeason{{FranchiseKey: "a", Name: "Alcorn St"}},
		Games:               []dataset.Game{{HomeName: "Connecticut", AwayName: "Alcorn St"}},
		ChampionshipResults: []dataset.ChampionshipResult{{WinnerName: "Connecticut", RunnerUpName: "Purdue"}},
	}
	names.Apply(ds)
	for _, c := range []struct{ got, want string }{
		{ds.Franchises[0].Name, "Alcorn State"}, {ds.Franchises[1].Name, "Duke"}, {ds.TeamSeasons[0].Name, "Alcorn State"},
		{ds.Games[0].HomeName, "UConn"}, {ds.Games[0].AwayName, "Alcorn State"},
		{ds.ChampionshipResults[0].WinnerName, "UConn"}, {ds.ChampionshipResults[0].RunnerUpName, "Purdue"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestSchoolNamesRejects(t *testing.T) {
	for name, body := range map[string]string{
		"twice":   "name,school\nKent,Kent State\nKent,Kent St.\n",
		"chained": "name,school\nKent,Kent St\nKent St,Kent State\n",
		"same":    "name,school\nKent State,Kent State\n",
		"empty":   "name,school\nKent,\n",
	} {
		if _, err := ReadSchoolNames(fstest.MapFS{SchoolNamesFile: {Data: []byte(body)}}); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if n, err := ReadSchoolNames(fstest.MapFS{}); err != nil || len(n) != 0 {
		t.Errorf("without the file: %v, %v", n, err)
	}
}

func TestFillAbbreviations(t *testing.T) {
	ds := &dataset.Dataset{
		Seasons: []dataset.Season{{Key: "s23", StartYear: 2023}, {Key: "s24", StartYear: 2024}, {Key: "s25", StartYear: 2025}},
		Franchises: []dataset.Franchise{
			{Key: "utah", Name: "Utah Hockey Club"},
			{Key: "bos", Name: "Boston Bruins", Abbrev: "BOS"},
		},
		TeamSeasons: []dataset.TeamSeason{
			{FranchiseKey: "utah", SeasonKey: "s25", Abbrev: "UTA"},
			{FranchiseKey: "utah", SeasonKey: "s23", Abbrev: "ARI"},
			{FranchiseKey: "utah", SeasonKey: "s24"},
			{FranchiseKey: "bos", SeasonKey: "s25", Abbrev: "BRU"},
		},
	}
	FillAbbreviations(ds)
	if got := ds.Franchises[0].Abbrev; got != "UTA" {
		t.Errorf("Utah = %q, want the latest season's UTA", got)
	}
	if got := ds.Franchises[1].Abbrev; got != "BOS" {
		t.Errorf("Boston = %q, want its own BOS kept", got)
	}
}

func TestLastSeasons(t *testing.T) {
	ds := &dataset.Dataset{
		Seasons: []dataset.Season{{Key: "s23", StartYear: 2023}, {Key: "s24", StartYear: 2024}, {Key: "s25", StartYear: 2025}},
		TeamSeasons: []dataset.TeamSeason{
			{FranchiseKey: "a", SeasonKey: "s24", Abbrev: "A1"},
			{FranchiseKey: "a", SeasonKey: "s23", Abbrev: "A0"},
			{FranchiseKey: "a", SeasonKey: "s24", Abbrev: "A2"},
			{FranchiseKey: "b", SeasonKey: "s25"},
			{FranchiseKey: "b", SeasonKey: "s23", Abbrev: "B0"},
		},
	}
	hasAbbrev := func(ts *dataset.TeamSeason) bool { return ts.Abbrev != "" }
	for _, tc := range []struct {
		name   string
		keep   func(*dataset.TeamSeason) bool
		want   map[string]Latest
		latest int
	}{
		{"all: of one year, the last row", nil, map[string]Latest{"a": {2024, 2}, "b": {2025, 3}}, 2025},
		{"kept rows only", hasAbbrev, map[string]Latest{"a": {2024, 2}, "b": {2023, 4}}, 2024},
		{"none kept", func(*dataset.TeamSeason) bool { return false }, map[string]Latest{}, 0},
	} {
		got, latest := LastSeasons(ds, tc.keep)
		if !maps.Equal(got, tc.want) || latest != tc.latest {
			t.Errorf("%s: %v, %d; want %v, %d", tc.name, got, latest, tc.want, tc.latest)
		}
	}
}
