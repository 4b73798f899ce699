package readmodel

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/readmodel/search"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// ruthIndex is an index of one player and one season.
func ruthIndex() *search.Index {
	idx := &search.Index{}
	idx.Players.Add(search.Item{Hit: SearchHit{ID: 3, Slug: "babe-ruth", Name: "Babe Ruth", URL: "/players/babe-ruth"},
		Sport: "baseball", Level: "professional", Prominence: 50, SortName: "babe ruth"}, "Babe Ruth", "George Herman Ruth")
	// One season, as the fixture's dataset holds.
	idx.Seasons.Add(search.Item{Hit: SearchHit{ID: 7, Slug: "2015-16", Name: "2015-16 Season", URL: "/seasons/2015-16"},
		Sport: "basketball", Level: "professional", Prominence: 20155, SortName: "2015 16 season"}, "2015-16 Season")
	for _, k := range idx.Kinds() {
		k.Finish()
	}
	return idx
}

// ruthHits is what the index answers for "ruth".
func ruthHits(t *testing.T, idx *search.Index) string {
	t.Helper()
	b, err := json.Marshal(idx.Players.Query("ruth", Scope{}, 10))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A starting server's model loads the copy saved for the current dataset
// version, and only for that version and while it has every season.
func TestPreloadUsesSavedSearch(t *testing.T) {
	st := storetest.NewTestStore(t)
	ctx := context.Background()
	// One season, as in the fixture's index.
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	data, err := search.Encode(ruthIndex())
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveReadModel(ctx, search.Part, st.Version(ctx)+1, data); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	if err := m.Preload(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.ppl().search.peek(); ok {
		t.Fatal("a copy saved for another dataset version was loaded")
	}
	if err := st.SaveReadModel(ctx, search.Part, st.Version(ctx), data); err != nil {
		t.Fatal(err)
	}
	m = newModel(st)
	if err := m.Preload(ctx); err != nil {
		t.Fatal(err)
	}
	idx, ok := m.ppl().search.peek()
	if !ok || ruthHits(t, idx) != ruthHits(t, ruthIndex()) {
		t.Fatal("the copy saved for the current version was not loaded")
	}
	// The ingest opens a season (same version): the copy lacks it.
	rmtest.Ingest(t, st, "x1", "2026-11-24", "live", 10)
	m = newModel(st)
	if err := m.Preload(ctx); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.ppl().search.peek(); ok {
		t.Fatal("a copy without the season the ingest opened was loaded")
	}
}
