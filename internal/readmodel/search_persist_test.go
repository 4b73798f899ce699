package readmodel

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// searchFixture is a small index with every field a saved item carries.
func searchFixture() *searchIdx {
	idx := &searchIdx{}
	years, team := "1901–present", "New York Yankees"
	add := func(k *searchKind, id, prom int, sport, level, name string, aliases ...string) {
		h := SearchHit{ID: id, Slug: fold(name), Name: name, Label: "label of " + name, URL: "/x/" + fold(name),
			Sport: NameSlug{Name: sport, Slug: sport}, Level: NameSlug{Name: level, Slug: level}}
		if id%2 == 0 {
			h.Years, h.Team = &years, &team
		}
		k.add(searchItem{hit: h, sport: sport, level: level, prominence: prom, sortName: fold(name)}, append([]string{name}, aliases...)...)
	}
	add(&idx.teams, 1, 5, "baseball", "professional", "New York Yankees", "New York Highlanders", "NYY", "new york yankees")
	add(&idx.teams, 2, 9, "hockey", "ncaa-d1", "San José State")
	add(&idx.players, 3, 50, "baseball", "professional", "Babe Ruth", "George Herman Ruth")
	add(&idx.players, 4, 40, "hockey", "professional", "Pierre-Luc Dubois")
	add(&idx.coaches, 5, 7, "basketball", "professional", "Phil Jackson")
	add(&idx.championships, 6, 1000, "football", "professional", "Super Bowl", "AFL-NFL World Championship Game")
	add(&idx.seasons, 7, 20155, "basketball", "professional", "2015-16 NBA Season", "NBA 2015-16", "2016 NBA")
	for _, k := range idx.kinds() {
		k.finish()
	}
	return idx
}

func answers(t *testing.T, idx *searchIdx, q string, sc Scope) string {
	t.Helper()
	var all [][]SearchHit
	for _, k := range idx.kinds() {
		all = append(all, k.query(fold(q), sc, 10))
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
	data, err := encodeSearch(built)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := decodeSearch(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range []Scope{{}, {Sport: "baseball"}, {Level: "ncaa-d1"}} {
		for _, q := range searchQueries {
			if got, want := answers(t, loaded, q, sc), answers(t, built, q, sc); got != want {
				t.Fatalf("%q %+v: loaded %s\nbuilt %s", q, sc, got, want)
			}
		}
	}
	if _, err := decodeSearch(data[:len(data)/2]); err == nil {
		t.Fatal("a truncated copy must not decode")
	}
}

// A starting server's model loads the copy saved for the current dataset
// version, and only for that version and while it has every season.
func TestPreloadUsesSavedSearch(t *testing.T) {
	st := storetest.NewTestStore(t)
	ctx := context.Background()
	// One season, as in the fixture's index.
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": liveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	data, err := encodeSearch(searchFixture())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveReadModel(ctx, searchPart, st.Version(ctx)+1, data); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	if err := m.Preload(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.ppl().search.peek(); ok {
		t.Fatal("a copy saved for another dataset version was loaded")
	}
	if err := st.SaveReadModel(ctx, searchPart, st.Version(ctx), data); err != nil {
		t.Fatal(err)
	}
	m = newModel(st)
	if err := m.Preload(ctx); err != nil {
		t.Fatal(err)
	}
	idx, ok := m.ppl().search.peek()
	if !ok || answers(t, idx, "ruth", Scope{}) != answers(t, searchFixture(), "ruth", Scope{}) {
		t.Fatal("the copy saved for the current version was not loaded")
	}
	// The ingest opens a season (same version): the copy lacks it.
	ingest(t, st, "x1", "2026-11-24", "live", 10)
	m = newModel(st)
	if err := m.Preload(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.ppl().search.peek(); ok {
		t.Fatal("a copy without the season the ingest opened was loaded")
	}
}
