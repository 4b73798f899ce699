package readmodel

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// The live list names each game's external id: the feed's id of an ingested
// game, null for an imported one.
func TestLiveGamesExternalID(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := rmtest.LiveFixture()
	d.Games[2].Status, d.Games[2].HomeScore, d.Games[2].AwayScore = dataset.StatusLive, nil, nil
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err != nil {
		t.Fatal(err)
	}
	g := rmtest.Ingest(t, st, "feed:42", "2021-03-02", "live", 10)
	m := newModel(st)
	_, games, err := m.LiveGames(ctx, gameindex.Filter{Status: "live", Asc: true}, 0, 10)
	if err != nil || len(games) != 2 {
		t.Fatalf("live games: %+v %v", games, err)
	}
	b, _ := json.Marshal(games)
	if games[0].ExternalID != nil || games[1].ID != g.ID || *games[1].ExternalID != "feed:42" ||
		!strings.Contains(string(b), `"external_id":null`) || !strings.Contains(string(b), `"external_id":"feed:42"`) {
		t.Fatalf("external ids: %s", b)
	}
	if item, err := m.LiveGameItem(ctx, games[0].ID); err != nil || item.ExternalID != nil {
		t.Fatalf("imported item: %+v %v", item, err)
	}
}

func TestPatchGame(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	// Before any index is built a patch has nothing to do.
	g := rmtest.Ingest(t, st, "x1", "2026-11-24", "live", 10)
	if kind, err := m.PatchGame(ctx, g.ID); err != nil || kind != PatchNone {
		t.Fatalf("no index: %v %v", kind, err)
	}
	count, games, err := m.LiveGames(ctx, gameindex.Filter{Status: "live"}, 0, 10)
	if err != nil || count != 1 || games[0].ID != g.ID || *games[0].Period != 2 || *games[0].TimeRemaining != "5:00" || *games[0].ExternalID != "x1" {
		t.Fatalf("live list: %d %+v %v", count, games, err)
	}
	// A score change: in place; counts and lists see it at once.
	g = rmtest.Ingest(t, st, "x1", "2026-11-24", "final", 12)
	if kind, err := m.PatchGame(ctx, g.ID); err != nil || kind != PatchInPlace {
		t.Fatalf("score change: %v %v", kind, err)
	}
	if count, _, _ := m.Games(ctx, gameindex.Filter{Status: "live"}, 0, 10); count != 0 {
		t.Fatalf("still live: %d", count)
	}
	item, err := m.LiveGameItem(ctx, g.ID)
	if err != nil || item.Status != "final" || *item.HomeScore != 12 || *item.ExternalID != "x1" {
		t.Fatalf("item: %+v %v", item, err)
	}
	// A new game in the middle of the dates: placed in order.
	mid := rmtest.Ingest(t, st, "x2", "2021-02-01", "live", 1)
	if kind, err := m.PatchGame(ctx, mid.ID); err != nil || kind != PatchInsert {
		t.Fatalf("new game: %v %v", kind, err)
	}
	_, all, _ := m.Games(ctx, gameindex.Filter{Asc: true}, 0, 10)
	var order []string
	for _, x := range all {
		order = append(order, x.GameDate)
	}
	if len(order) != 5 || order[2] != "2021-02-01" || order[4] != "2026-11-24" {
		t.Fatalf("order: %v", order)
	}
	if d, err := m.Game(ctx, mid.Slug); err != nil || d.ID != mid.ID || *d.HomeScore != 1 {
		t.Fatalf("detail by slug: %+v %v", d, err)
	}
	// New games of today: appended (twice, then a score change of one).
	for i, ext := range []string{"x3", "x4"} {
		last := rmtest.Ingest(t, st, ext, "2026-11-25", "live", int64(i))
		if kind, err := m.PatchGame(ctx, last.ID); err != nil || kind != PatchAppend {
			t.Fatalf("appended game: %v %v", kind, err)
		}
		if d, err := m.Game(ctx, last.Slug); err != nil || d.ID != last.ID {
			t.Fatalf("appended game by slug: %+v %v", d, err)
		}
	}
	x3 := rmtest.Ingest(t, st, "x3", "2026-11-25", "live", 50)
	if kind, err := m.PatchGame(ctx, x3.ID); err != nil || kind != PatchInPlace {
		t.Fatalf("appended game's score: %v %v", kind, err)
	}
	if count, _, _ := m.Games(ctx, gameindex.Filter{Status: "live", Sport: "basketball", Level: "professional"}, 0, 10); count != 3 {
		t.Fatalf("live in scope: %d", count)
	}
	if tid, ok, _ := m.GameTeam(ctx, "alpha-ants"); !ok {
		t.Fatal("team")
	} else if count, _, _ := m.Games(ctx, gameindex.Filter{TeamID: tid}, 0, 10); count != 7 {
		t.Fatalf("team's games: %d", count)
	}
	// The same answer as a fresh build from the database.
	fresh, err := gameindex.Build(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	ix, _ := m.gameIndex(ctx)
	if len(fresh.Games) != len(ix.Games) {
		t.Fatalf("%d games patched, %d built", len(ix.Games), len(fresh.Games))
	}
	for p := range fresh.Games {
		if fresh.Base(int32(p)) != ix.Base(int32(p)) {
			t.Fatalf("position %d: patched %+v, built %+v", p, ix.Base(int32(p)), fresh.Base(int32(p)))
		}
	}
}

// BenchmarkPatchGame measures a live update on a real imported database:
// ALMANAC_TEST_DB=path (a copy: the benchmark writes a game into it).
func BenchmarkPatchGame(b *testing.B) {
	path := os.Getenv("ALMANAC_PATCH_DB")
	if path == "" {
		b.Skip("ALMANAC_PATCH_DB not set")
	}
	ctx := context.Background()
	st, err := store.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	if err := st.Migrate(ctx); err != nil {
		b.Fatal(err)
	}
	m := newModel(st)
	t0 := time.Now()
	if err := m.WarmGames(ctx); err != nil {
		b.Fatal(err)
	}
	b.Logf("index built from the database in %s", time.Since(t0))
	home, _ := st.IngestTeamBySlug(ctx, "boston-celtics")
	away, _ := st.IngestTeamBySlug(ctx, "los-angeles-lakers")
	up := func(hs int64) int64 {
		g, _, err := st.UpsertIngestedGame(ctx, store.IngestGame{ExternalID: "bench", SportID: home.SportID, LevelID: home.LevelID, Home: home, Away: away,
			Date: "2026-11-24", Status: "live", HomeScore: hs}, func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil })
		if err != nil {
			b.Fatal(err)
		}
		return g.ID
	}
	id := up(0)
	t0 = time.Now()
	kind, err := m.PatchGame(ctx, id)
	b.Logf("first patch (%s) in %s", kind, time.Since(t0))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		up(int64(i + 1))
		b.StartTimer()
		if kind, err = m.PatchGame(ctx, id); err != nil || kind != PatchInPlace {
			b.Fatal(kind, err)
		}
	}
}

// A score feed's box score of a final game reaches the game's page with
// the patch that follows it, though the list of games with one was read
// before.
func TestPatchGameBoxScore(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	g := rmtest.Ingest(t, st, "feed:7", "2021-03-05", "final", 101)
	if _, err := m.PatchGame(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	before, err := m.Game(ctx, strconv.FormatInt(g.ID, 10))
	if err != nil || before.BoxScore != nil {
		t.Fatalf("before: %+v %v", before, err)
	}
	box := store.FeedBox{Source: "test feed", Box: dataset.BoxScore{Columns: []string{"points"},
		Players: []dataset.BoxLine{{Home: true, Name: "A. Scorer", Position: "G", Values: []float64{31}, Has: 1}}}}
	if changed, err := st.SaveFeedBox(ctx, g.ID, int64(g.SportID), box, "test"); err != nil || !changed {
		t.Fatalf("save: %v %v", changed, err)
	}
	if _, err := m.PatchGame(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	after, err := m.Game(ctx, strconv.FormatInt(g.ID, 10))
	if err != nil || after.BoxScore == nil || len(after.BoxScore.Players) != 1 || after.BoxScore.Source != "test feed" {
		t.Fatalf("after: %+v %v", after.BoxScore, err)
	}
}

// A season the ingest opens reaches the search index in the background,
// after the write dropped the cached answers: the model counts that change,
// so an answer cached from the old index meanwhile is not served after it.
func TestOpenedSeasonChangesAnswers(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": rmtest.LiveFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	if s, err := m.Search(ctx, "2026-27", Scope{}, 10); err != nil || len(s.Seasons) != 0 {
		t.Fatalf("search before: %+v %v", s, err)
	}
	before := m.Changed()
	g := rmtest.Ingest(t, st, "x1", "2026-11-24", "live", 10)
	if _, err := m.PatchGame(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	// The deadline bounds a hang; it measures nothing.
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		s, err := m.Search(ctx, "2026-27", Scope{}, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Seasons) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("search after the season opened: %+v", s)
		}
	}
	if m.Changed() == before {
		t.Fatal("the search index changed in the background without counting it")
	}
}
