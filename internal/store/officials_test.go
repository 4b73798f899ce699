package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A game's officials round-trip in the source's order (SQLite and
// PostgreSQL); a re-import keeps one row each; a game no source names
// officials for has none; an official without a name is refused.
func TestGameOfficials(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := fixture()
	d.GameOfficials = []dataset.GameOfficial{
		{GameKey: "tl:g1", Position: "Referee", Name: "Shawn Hochuli", Source: "fixture"},
		{GameKey: "tl:g1", Position: "Umpire", Name: "Al Riveron", Source: "fixture"},
	}
	for range 2 {
		write(t, st, map[string]*dataset.Dataset{"tl": d})
	}
	games := ids(t, st, "SELECT key, id FROM games")
	tests := []struct {
		game string
		want []store.GameOfficial
	}{
		{"tl:g1", []store.GameOfficial{{Position: "Referee", Name: "Shawn Hochuli"}, {Position: "Umpire", Name: "Al Riveron"}}},
		{"tl:g2", nil},
	}
	for _, tc := range tests {
		got, err := st.GameOfficials(ctx, games[tc.game])
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: officials %+v (%v), want %+v", tc.game, got, err, tc.want)
		}
	}
	var n int
	if err := st.DB.QueryRow("SELECT COUNT(*) FROM game_officials").Scan(&n); err != nil || n != 2 {
		t.Errorf("%d rows after two imports (%v)", n, err)
	}
	d.GameOfficials = []dataset.GameOfficial{{GameKey: "tl:g1", Position: "Referee", Source: "fixture"}}
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err == nil {
		t.Error("an official without a name was written")
	}
}
