package search

import (
	"encoding/json"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// searchFixture is a small index with every field a saved item carries.
func searchFixture() *Index {
	idx := &Index{}
	years, team := "1901–present", "New York Yankees"
	add := func(k *Kind, id, prom int, sport, level, name string, aliases ...string) {
		h := Hit{ID: id, Slug: rmbase.Fold(name), Name: name, Label: "label of " + name, URL: "/x/" + rmbase.Fold(name),
			Sport: rmbase.NameSlug{Name: sport, Slug: sport}, Level: rmbase.NameSlug{Name: level, Slug: level}}
		if id%2 == 0 {
			h.Years, h.Team = &years, &team
		}
		k.Add(Item{Hit: h, Sport: sport, Level: level, Prominence: prom, SortName: rmbase.Fold(name)}, append([]string{name}, aliases...)...)
	}
	add(&idx.Teams, 1, 5, "baseball", "professional", "New York Yankees", "New York Highlanders", "NYY", "new york yankees")
	add(&idx.Teams, 2, 9, "hockey", "ncaa-d1", "San José State")
	add(&idx.Players, 3, 50, "baseball", "professional", "Babe Ruth", "George Herman Ruth")
	add(&idx.Players, 4, 40, "hockey", "professional", "Pierre-Luc Dubois")
	add(&idx.Coaches, 5, 7, "basketball", "professional", "Phil Jackson")
	add(&idx.Championships, 6, 1000, "football", "professional", "Super Bowl", "AFL-NFL World Championship Game")
	add(&idx.Seasons, 7, 20155, "basketball", "professional", "2015-16 NBA Season", "NBA 2015-16", "2016 NBA")
	for _, k := range idx.Kinds() {
		k.Finish()
	}
	return idx
}

func answers(t *testing.T, idx *Index, q string, sc rmbase.Scope) string {
	t.Helper()
	var all [][]Hit
	for _, k := range idx.Kinds() {
		all = append(all, k.Query(rmbase.Fold(q), sc, 10))
	}
	b, err := json.Marshal(all)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var searchQueries = []string{"new york", "highlanders", "nyy", "jose", "ruth", "george", "dubois", "pierre luc", "jackson",
	"super", "afl", "2015", "nba 2015", "e", "zz"}

func TestSavedSearchAnswersAlike(t *testing.T) {
	built := searchFixture()
	data, err := Encode(built)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range []rmbase.Scope{{}, {Sport: "baseball"}, {Level: "ncaa-d1"}} {
		for _, q := range searchQueries {
			if got, want := answers(t, loaded, q, sc), answers(t, built, q, sc); got != want {
				t.Fatalf("%q %+v: loaded %s\nbuilt %s", q, sc, got, want)
			}
		}
	}
	if _, err := Decode(data[:len(data)/2]); err == nil {
		t.Fatal("a truncated copy must not decode")
	}
}

func TestSearchRanking(t *testing.T) {
	var k Kind
	add := func(id, prom int, name string, aliases ...string) {
		k.Add(Item{Hit: Hit{ID: id, Name: name}, Sport: "baseball", Level: "professional", Prominence: prom, SortName: rmbase.Fold(name)},
			append([]string{name}, aliases...)...)
	}
	add(1, 5, "New York Yankees", "New York Highlanders", "NYY")
	add(2, 1, "New York Yankees")
	add(3, 100, "Yankee Stadium Club")
	add(4, 50, "Boston Yanks")
	add(5, 1, "Yank")
	add(6, 1000, "The Hollywood Stars")
	k.Finish()
	ids := func(q string) []int {
		var out []int
		for _, h := range k.Query(rmbase.Fold(q), rmbase.Scope{}, 10) {
			out = append(out, h.ID)
		}
		return out
	}
	eq := func(q string, want ...int) {
		t.Helper()
		got := ids(q)
		if len(got) != len(want) {
			t.Fatalf("%q: got %v, want %v", q, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%q: got %v, want %v", q, got, want)
			}
		}
	}
	// exact "Yank", then prefix of a full name (Yankee Stadium Club), then word
	// prefixes by prominence.
	eq("yank", 5, 3, 4, 1, 2)
	eq("yankees", 1, 2)
	eq("highlanders", 1)
	eq("nyy", 1)
	eq("wood", 6) // substring
	eq("ollywood st", 6)
	if got := k.Query("yankees", rmbase.Scope{Sport: "hockey"}, 10); len(got) != 0 {
		t.Errorf("scope ignored: %v", got)
	}
	if got := k.Query("highlanders", rmbase.Scope{}, 10); len(got) != 1 || got[0].MatchedName == nil || *got[0].MatchedName != "New York Highlanders" {
		t.Errorf("matched name: %+v", got)
	}
}
