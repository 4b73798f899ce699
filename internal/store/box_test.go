package store_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A box score round-trips (SQLite and PostgreSQL): team totals, player
// lines with person ids, unrecorded values as null; a re-import keeps one
// row per game; a game without one reads as absent.
func TestBoxScores(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := fixture()
	d.BoxScores = []dataset.BoxScore{{GameKey: "tl:g1", Source: "fixture box", Away: map[string]float64{"points": 7}, Home: map[string]float64{"points": 21},
		Columns: []string{"tackles", "sacks"},
		Players: []dataset.BoxLine{
			{Home: true, PersonKey: "tl:p1", Name: "Pat \"QB\" Passer", Position: "QB", Values: []float64{3, 0}, Has: 1},
			{Name: "Unknown", Values: []float64{1, 0.5}, Has: dataset.AllRecorded(2)},
		}}}
	for range 2 {
		write(t, st, map[string]*dataset.Dataset{"tl": d})
	}
	games := ids(t, st, "SELECT key, id FROM games")
	people := ids(t, st, "SELECT key, id FROM people")
	row, ok, err := st.BoxScore(ctx, games["tl:g1"])
	if err != nil || !ok || row.Source != "fixture box" {
		t.Fatalf("box score: %+v %v %v", row, ok, err)
	}
	var got struct {
		Away, Home map[string]float64
		Columns    []string
		Players    [][]any
	}
	if err := json.Unmarshal(row.Box, &got); err != nil {
		t.Fatalf("%s: %v", row.Box, err)
	}
	if got.Away["points"] != 7 || got.Home["points"] != 21 || len(got.Columns) != 2 || len(got.Players) != 2 {
		t.Fatalf("box: %s", row.Box)
	}
	p := got.Players[0]
	if p[0] != 1.0 || p[1] != float64(people["tl:p1"]) || p[2] != "Pat \"QB\" Passer" || p[3] != "QB" || p[4] != 3.0 || p[5] != nil {
		t.Errorf("line: %v", p)
	}
	if q := got.Players[1]; q[0] != 0.0 || q[1] != 0.0 || q[5] != 0.5 {
		t.Errorf("unlinked line: %v", q)
	}
	var n int
	if err := st.DB.QueryRow("SELECT COUNT(*) FROM game_box_scores").Scan(&n); err != nil || n != 1 {
		t.Errorf("%d rows after two imports (%v)", n, err)
	}
	if ids, err := st.BoxScoreGames(ctx); err != nil || len(ids) != 1 || ids[0] != games["tl:g1"] {
		t.Errorf("games with a box score: %v %v", ids, err)
	}
	if _, ok, err := st.BoxScore(ctx, games["tl:g2"]); ok || err != nil {
		t.Errorf("game without a box score: %v %v", ok, err)
	}
	slugs, err := st.PersonSlugs(ctx, []int64{people["tl:p1"], 999999})
	if err != nil || len(slugs) != 1 || slugs[people["tl:p1"]] != "pat-passer" {
		t.Errorf("slugs %v %v", slugs, err)
	}
}
