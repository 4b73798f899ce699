package store_test

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// changesAfter lists the log after seq as "kind action slug year" lines.
func changesAfter(t *testing.T, st *store.Store, after int64) ([]string, int64) {
	t.Helper()
	page, err := st.Changes(context.Background(), after, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range page.Changes {
		if c.Sport != dataset.Football || c.Level != dataset.Pro || c.ChangedAt == 0 {
			t.Errorf("change %+v: want football/pro and a time", c)
		}
		out = append(out, c.Kind+" "+c.Action+" "+c.Slug+" "+strconv.FormatInt(c.Year, 10))
	}
	return out, page.Next
}

// The changes log is written by the real write paths: a first import is its
// starting point, a correction logs the game and its teams' seasons, a
// champion correction the champion, a re-import what it added, changed and
// removed (and nothing when nothing changed), a live score its game.
func TestChangesLog(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	if got, next := changesAfter(t, st, 0); len(got) != 0 || next != 0 {
		t.Fatalf("after the first import: %v, next %d", got, next)
	}
	var gameID, resultID int64
	var g1 string
	if err := st.DB.QueryRow(`SELECT id, slug FROM games WHERE key = 'tl:g1'`).Scan(&gameID, &g1); err != nil {
		t.Fatal(err)
	}
	if err := st.DB.QueryRow(`SELECT id FROM championship_results`).Scan(&resultID); err != nil {
		t.Fatal(err)
	}
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	if _, err := st.CorrectGame(ctx, gameID, store.GameCorrection{HomeScore: 24, AwayScore: 7}, noAudit); err != nil {
		t.Fatal(err)
	}
	got, cursor := changesAfter(t, st, 0)
	want := []string{"game changed " + g1 + " 0", "team_season changed alpha-ants 2020", "team_season changed beta-bees 2020"}
	if !slices.Equal(got, want) {
		t.Fatalf("after a game correction: %v, want %v", got, want)
	}
	beta, err := st.IngestTeamBySlug(ctx, "beta-bees")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CorrectChampion(ctx, resultID, store.ChampionCorrection{Winner: beta}, func(*store.ChampionRow, store.ChampionRow) *store.AuditEntry { return nil }); err != nil {
		t.Fatal(err)
	}
	got, cursor = changesAfter(t, st, cursor)
	if want := []string{"champion changed test-bowl 2021"}; !slices.Equal(got, want) {
		t.Fatalf("after a champion correction: %v, want %v", got, want)
	}

	// The same data again: the corrections are reapplied, nothing changed.
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	if got, next := changesAfter(t, st, cursor); len(got) != 0 || next != cursor {
		t.Fatalf("after an identical re-import: %v, next %d (was %d)", got, next, cursor)
	}

	var g2 string
	if err := st.DB.QueryRow(`SELECT slug FROM games WHERE key = 'tl:g2'`).Scan(&g2); err != nil {
		t.Fatal(err)
	}
	// A source update: a player's stats change, a game is added, the
	// title game is gone (and its champion row with it).
	d := fixture()
	d.PlayerSeasons[0].Stats = map[string]float64{"passing_yards": 4100, "passing_touchdowns": 30}
	d.Games = append(d.Games[:1], dataset.Game{Key: "tl:g3", SeasonKey: "tl:2020", Date: "2020-09-17", HomeKey: "tl:BBB", AwayKey: "tl:AAA",
		HomeScore: dataset.IntPtr(3), AwayScore: dataset.IntPtr(0), Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Source: "fixture"})
	d.ChampionshipResults = nil
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	var g3 string
	if err := st.DB.QueryRow(`SELECT slug FROM games WHERE key = 'tl:g3'`).Scan(&g3); err != nil {
		t.Fatal(err)
	}
	got, cursor2 := changesAfter(t, st, cursor)
	want = []string{
		"game changed " + g3 + " 0", "team_season changed beta-bees 2020", "team_season changed alpha-ants 2020",
		"player_season changed pat-passer 2020",
		"champion removed test-bowl 2021", "game removed " + g2 + " 0",
	}
	if !slices.Equal(sortedTail(got, 4), sortedTail(want, 4)) || !slices.Equal(got[:4], want[:4]) {
		t.Fatalf("after a re-import with changes: %v, want %v", got, want)
	}
	if cursor2 != cursor+int64(len(want)) {
		t.Fatalf("cursor %d after %d changes from %d", cursor2, len(want), cursor)
	}
	// Paging: the first two, then the rest, with the cursor between.
	page, err := st.Changes(ctx, cursor, 2)
	if err != nil || len(page.Changes) != 2 || !page.More || page.Next != cursor+2 {
		t.Fatalf("first page: %+v, %v", page, err)
	}
	page, err = st.Changes(ctx, page.Next, 10)
	if err != nil || len(page.Changes) != len(want)-2 || page.More || page.Next != cursor2 {
		t.Fatalf("second page: %+v, %v", page, err)
	}
	if _, err := st.Changes(ctx, cursor2+1, 10); !errors.Is(err, store.ErrChangesAhead) {
		t.Fatalf("a cursor past the latest change: %v", err)
	}
}

func sortedTail(s []string, from int) []string {
	return slices.Sorted(slices.Values(s[from:]))
}

// Entries older than the retention are pruned by the next write, and a
// cursor from before them is refused as gone rather than answered with a gap.
func TestChangesRetention(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	var gameID int64
	if err := st.DB.QueryRow(`SELECT id FROM games WHERE key = 'tl:g1'`).Scan(&gameID); err != nil {
		t.Fatal(err)
	}
	noAudit := func(*store.GameBase, store.GameBase) *store.AuditEntry { return nil }
	if _, err := st.CorrectGame(ctx, gameID, store.GameCorrection{HomeScore: 24, AwayScore: 7}, noAudit); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-store.ChangesKept - time.Hour).Unix()
	if _, err := st.DB.Exec(st.Rebind(`UPDATE changes SET changed_at = ?`), old); err != nil {
		t.Fatal(err)
	}
	if _, err := st.CorrectGame(ctx, gameID, store.GameCorrection{HomeScore: 25, AwayScore: 7}, noAudit); err != nil {
		t.Fatal(err)
	}
	last, floor, err := st.ChangesHead(ctx)
	if err != nil || last != 6 || floor != 3 {
		t.Fatalf("head %d, floor %d, %v: want 6 and 3", last, floor, err)
	}
	if _, err := st.Changes(ctx, 0, 10); !errors.Is(err, store.ErrChangesGone) {
		t.Fatalf("a cursor before the pruned entries: %v", err)
	}
	if got, next := changesAfter(t, st, floor); len(got) != 3 || next != 6 {
		t.Fatalf("after the floor: %v, next %d", got, next)
	}
}
