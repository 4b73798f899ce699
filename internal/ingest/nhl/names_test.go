package nhl

import (
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestGivenAlias(t *testing.T) {
	for _, tc := range []struct{ first, last, given, want string }{
		{"Bobby", "Orr", "Robert Gordon", "Robert Orr"},
		{"Raymond", "Bourque", "Raymond Jean", ""}, // the name he went by
		{"Teemu", "Selanne", "Teemu Ilmari", ""},
		{"Chris", "Bourque", "", ""},
		{"Babe", "Ruth", "George Herman", "George Ruth"},
	} {
		if got := source.GivenAlias(tc.first, tc.last, tc.given); got != tc.want {
			t.Errorf("%s %s (%s): %q, want %q", tc.first, tc.last, tc.given, got, tc.want)
		}
	}
}

func TestNHLRosterName(t *testing.T) {
	l := &nhlLoad{ds: &dataset.Dataset{}, people: map[string]int{}}
	for _, p := range []dataset.Person{{Key: "a", FirstName: "Danny", LastName: "Briere"}, {Key: "b", FirstName: "Tim", LastName: "Stutzle"}, {Key: "c", FirstName: "Teemu", LastName: "Selanne"}} {
		if err := l.addPerson(p); err != nil {
			t.Fatal(err)
		}
	}
	l.nhlRosterName("a", "Daniel", "Brière")
	l.nhlRosterName("a", "Daniel", "Brière") // once
	l.nhlRosterName("b", "Tim", "Stützle")
	l.nhlRosterName("c", "Teemu", "Selanne")
	want := []dataset.Person{
		{Key: "a", FirstName: "Danny", LastName: "Briere", Aliases: []string{"Daniel Brière"}},
		{Key: "b", FirstName: "Tim", LastName: "Stützle"}, // the accents a source gives are kept
		{Key: "c", FirstName: "Teemu", LastName: "Selanne"},
	}
	for i, p := range l.ds.People {
		if p.FirstName != want[i].FirstName || p.LastName != want[i].LastName || !slices.Equal(p.Aliases, want[i].Aliases) {
			t.Errorf("%s: %+v, want %+v", p.Key, p, want[i])
		}
	}
}

// On the shipped files: which Master.csv names the NHL rosters spell with
// accents, and the aliases the import gives.
func TestNHLNamesRealData(t *testing.T) {
	ds := ingesttest.Load(t, "nhl", Load)
	by := map[string]dataset.Person{}
	accented, aliased := 0, 0
	for _, p := range ds.People {
		by[p.Key] = p
		if p.Source == "hockey/Master.csv" && source.NonASCII(p.FirstName+p.LastName) > 0 {
			accented++
		}
		if len(p.Aliases) > 0 {
			aliased++
		}
	}
	t.Logf("%d Master.csv people with a roster's accented spelling, %d with aliases", accented, aliased)
	for _, tc := range []struct{ key, first, last, alias string }{
		{"nhl:orrbo01", "Bobby", "Orr", "Robert Orr"},
		{"nhl:brierda01", "Danny", "Briere", "Daniel Brière"},
		{"nhl:bourqra01", "Raymond", "Bourque", ""},
	} {
		p := by[tc.key]
		if p.FirstName != tc.first || p.LastName != tc.last || (tc.alias != "" && !slices.Contains(p.Aliases, tc.alias)) {
			t.Errorf("%s: %q %q aliases %q", tc.key, p.FirstName, p.LastName, p.Aliases)
		}
	}
}
