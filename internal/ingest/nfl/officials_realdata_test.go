package nfl_test

import (
	"os"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/nfl"
	"github.com/almanac-sports/almanac/internal/ingest/source"
)

// Every referee games.csv names is the official of that game, as the file
// spells him; nflverse adds the referees of the 2025 games games.csv lacks;
// no game has two referees.
func TestNFLRefereesRealData(t *testing.T) {
	fsys := os.DirFS("../../../data")
	ds, err := nfl.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	bySource := map[string]int{}
	for _, o := range ds.GameOfficials {
		if o.Position != "Referee" {
			t.Errorf("game %s: position %q", o.GameKey, o.Position)
		}
		if _, dup := got[o.GameKey]; dup {
			t.Errorf("game %s has two referees", o.GameKey)
		}
		got[o.GameKey] = o.Name
		bySource[o.Source]++
	}
	raw, err := source.ReadTable(fsys, "football/games.csv")
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	err = raw.Each(func(r source.Row) error {
		if ref := r.S("referee"); ref != "" {
			want++
			if k := "nfl:" + r.S("game_id"); got[k] != ref {
				t.Errorf("%s: referee %q, games.csv %q", k, got[k], ref)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if bySource["games.csv"] != want || want < 4300 {
		t.Errorf("%d referees from games.csv, the file names %d", bySource["games.csv"], want)
	}
	// Known answers: Super Bowl LVIII (2023 season) and the 2024 opener.
	for k, name := range map[string]string{"nfl:2023_22_SF_KC": "Bill Vinovich", "nfl:2024_01_BAL_KC": "Shawn Hochuli"} {
		if got[k] != name {
			t.Errorf("%s: referee %q, want %q", k, got[k], name)
		}
	}
	if bySource["nflverse_games_2020_2025.tsv"] == 0 {
		t.Errorf("no referee from nflverse: %v", bySource)
	}
	t.Logf("referees by source: %v", bySource)
}
