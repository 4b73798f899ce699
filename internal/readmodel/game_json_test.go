package readmodel

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A page's games read their slug and date texts from the page's own bytes:
// the same games as base gives, still so after those bytes outgrew their
// first array.
func TestGamePageTexts(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	ix, err := gameindex.Build(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	al := newGameAlloc(1) // room for one game's texts: the others move them
	var got []store.GameBase
	for p := range ix.Games {
		got = append(got, ix.BaseIn(int32(p), al.textBuf()))
	}
	for p, g := range got {
		if want := ix.Base(int32(p)); g != want || g.Slug == "" || g.Date == "" {
			t.Fatalf("position %d: %+v, want %+v", p, g, want)
		}
	}
}
