package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// The import freezes each parsed source's stat maps (player seasons, box
// score totals) into their stored texts and hands the rows over to the
// writer, which lets go of each large table once written. What lands in the database is the same either way, and a
// caller's datasets given to WriteDatasets stay whole.
func TestFrozenStatsAndHandedOverRowsWriteTheSame(t *testing.T) {
	rows := func(d *dataset.Dataset) [][3]string {
		st := storetest.NewTestStore(t)
		write(t, st, map[string]*dataset.Dataset{"tl": d})
		r, err := st.DB.QueryContext(context.Background(), `SELECT stats, COALESCE(postseason, ''), source FROM player_seasons ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		var out [][3]string
		for r.Next() {
			var x [3]string
			if err := r.Scan(&x[0], &x[1], &x[2]); err != nil {
				t.Fatal(err)
			}
			out = append(out, x)
		}
		boxes, err := st.DB.QueryContext(context.Background(), `SELECT box, source FROM game_box_scores ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer boxes.Close()
		for boxes.Next() {
			var box []byte
			var src string
			if err := boxes.Scan(&box, &src); err != nil {
				t.Fatal(err)
			}
			out = append(out, [3]string{string(box), "", src})
		}
		return out
	}
	withPost := func() *dataset.Dataset {
		d := fixture()
		d.PlayerSeasons = append(d.PlayerSeasons, dataset.PlayerSeason{PersonKey: "tl:p1", SeasonKey: "tl:2020", FranchiseKey: "tl:BBB",
			Stats: map[string]float64{}, Postseason: map[string]float64{"passing_yards": 310.5}, Source: "fixture"})
		d.BoxScores = []dataset.BoxScore{
			{GameKey: "tl:g1", Source: "fixture box", Away: map[string]float64{"points": 7, "yards": 250.5}, Home: map[string]float64{"points": 21}},
			{GameKey: "tl:g2", Source: "fixture box", Home: map[string]float64{}, Columns: []string{"yds"},
				Players: []dataset.BoxLine{{PersonKey: "tl:p1", Name: "P One", Values: []float64{12}, Has: 1}}},
		}
		return d
	}
	plain := withPost()
	want := rows(plain)
	if len(want) != 4 || want[0][0] != `{"passing_touchdowns":30,"passing_yards":4000}` || want[1][1] != `{"passing_yards":310.5}` {
		t.Fatalf("unfrozen rows = %q", want)
	}
	// WriteDatasets wrote a copy of the header: the caller's rows are whole.
	if len(plain.PlayerSeasons) != 2 || len(plain.Games) != 2 || len(plain.People) != 2 || plain.PlayerSeasons[0].Stats["passing_yards"] != 4000 {
		t.Fatalf("the caller's dataset changed: %d player seasons, %d games", len(plain.PlayerSeasons), len(plain.Games))
	}

	frozen := withPost()
	if err := frozen.Freeze(); err != nil {
		t.Fatal(err)
	}
	for _, ps := range frozen.PlayerSeasons {
		if !ps.Frozen || ps.Stats != nil || ps.Postseason != nil {
			t.Fatalf("frozen season keeps its maps: %+v", ps)
		}
	}
	for _, bs := range frozen.BoxScores {
		if !bs.Frozen || bs.Away != nil || bs.Home != nil {
			t.Fatalf("frozen box score keeps its maps: %+v", bs)
		}
	}
	if got := rows(frozen); !slices.Equal(got, want) {
		t.Fatalf("frozen rows = %q, want %q", got, want)
	}
}
