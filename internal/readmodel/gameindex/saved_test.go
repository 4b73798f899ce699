package gameindex

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// sameGameIndex fails unless b answers as a does, game by game and in every
// lookup a list or a detail uses.
func sameGameIndex(t *testing.T, a, b *Index) {
	t.Helper()
	if len(a.Games) != len(b.Games) || len(a.Games) == 0 {
		t.Fatalf("%d games, want %d", len(b.Games), len(a.Games))
	}
	for p := range a.Games {
		if a.Games[p] != b.Games[p] || a.Base(int32(p)) != b.Base(int32(p)) || a.show[p].hasNotes != b.show[p].hasNotes {
			t.Fatalf("position %d: %+v, want %+v", p, b.Base(int32(p)), a.Base(int32(p)))
		}
	}
	eq := func(x, y map[int32][]int32) bool { return maps.EqualFunc(x, y, slices.Equal) }
	if !eq(a.ByTeam, b.ByTeam) || !eq(a.BySeason, b.BySeason) || !maps.EqualFunc(a.ByScope, b.ByScope, slices.Equal) ||
		!slices.Equal(a.bySlugHash, b.bySlugHash) || !slices.Equal(a.byIDDense, b.byIDDense) || !maps.Equal(a.live, b.live) {
		t.Fatal("lookups differ")
	}
	for p := range a.Games {
		if q, ok := b.RefPos(string(a.slugAt(int32(p)))); !ok || q != int32(p) {
			t.Fatalf("slug %s: position %d %v, want %d", a.slugAt(int32(p)), q, ok, p)
		}
	}
}

// The saved arrays give back the index they were taken from, whatever order
// the rows came in and with a live game's period, clock and feed id.
func TestGameIndexSavedRoundTrip(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	rmtest.Ingest(t, st, "feed:1", "2021-02-01", "live", 7) // between imported games: the build sorts it in
	built, err := Build(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	data, err := encodeGames(built, 42)
	if err != nil {
		t.Fatal(err)
	}
	loaded, writes, err := decodeGames(data, built.Dims)
	if err != nil || writes != 42 {
		t.Fatalf("decode: writes %d, %v", writes, err)
	}
	sameGameIndex(t, built, loaded)
	if len(loaded.live) != 1 {
		t.Fatalf("live games: %+v", loaded.live)
	}
	for _, bad := range [][]byte{nil, []byte("not gzip"), data[:len(data)/2]} {
		if _, _, err := decodeGames(bad, built.Dims); err == nil {
			t.Fatalf("%d damaged bytes decoded", len(bad))
		}
	}
}

// A server's first game index is saved; the next server on the database
// loads it instead of reading the games, until a game write (counted in its
// own transaction) makes it stale.
func TestGameIndexSavedUntilAGameWrite(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	first, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := st.LoadReadModel(ctx, gamesPart, st.Version(ctx)); !ok || err != nil {
		t.Fatalf("no saved game index: %v", err)
	}
	// A change behind the store's back (no write counted) is not seen: the
	// next model loaded the saved copy.
	if _, err := st.DB.ExecContext(ctx, `UPDATE games SET home_score = 1`); err != nil {
		t.Fatal(err)
	}
	second, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	sameGameIndex(t, first, second)
	// A correction counts a write: the next model reads the games again.
	g := first.Base(0)
	if _, err := st.CorrectGame(ctx, g.ID, store.GameCorrection{HomeScore: 120, AwayScore: 90},
		func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }); err != nil {
		t.Fatal(err)
	}
	third, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if hs := third.Games[0].HS; hs != 120 {
		t.Fatalf("first game's home score %d after the correction, want 120", hs)
	}
	if hs := third.Games[1].HS; hs != 1 {
		t.Fatalf("second game's home score %d, want the database's 1", hs)
	}
	// That build was saved for the new count: a fourth model loads it.
	fourth, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	sameGameIndex(t, third, fourth)
	// A live game counts too.
	rmtest.Ingest(t, st, "feed:9", "2026-11-25", "live", 5)
	fifth, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if len(fifth.Games) != len(first.Games)+1 {
		t.Fatalf("%d games after a live one, want %d", len(fifth.Games), len(first.Games)+1)
	}
	// A damaged copy is read past: the games come from the database.
	if err := st.SaveReadModel(ctx, gamesPart, st.Version(ctx), []byte("damaged")); err != nil {
		t.Fatal(err)
	}
	sixth, err := Load(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	sameGameIndex(t, fifth, sixth)
}
