package store_test

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A qualified rate by plate appearances (AB + BB + HBP + SF + SH, a figure
// absent adding nothing) keeps the rows reaching their own season's
// minimum: the rows are picked on the lowest minimum of the scope, then
// each is held to its season's.
func TestFinderQualifiedPlateAppearances(t *testing.T) {
	ctx := context.Background()
	d := finderFixture()
	bat := func(person, season string, st map[string]float64) dataset.PlayerSeason {
		return dataset.PlayerSeason{PersonKey: person, SeasonKey: season, FranchiseKey: "gl:AAA", Position: "1B", Stats: st, Source: "fixture"}
	}
	d.PlayerSeasons = []dataset.PlayerSeason{
		bat("gl:ann", "gl:2022", map[string]float64{"at_bats": 400, "walks": 60, "batting_average": 0.300}),                                                               // 460
		bat("gl:bob", "gl:2022", map[string]float64{"at_bats": 440, "batting_average": 0.500}),                                                                            // 440: 2023's minimum, not 2022's
		bat("gl:cy", "gl:2022", map[string]float64{"at_bats": 300, "batting_average": 0.400}),                                                                             // 300
		bat("gl:ann", "gl:2023", map[string]float64{"at_bats": 380, "walks": 50, "hit_by_pitch": 5, "sacrifice_flies": 3, "sacrifice_hits": 2, "batting_average": 0.310}), // 440
		bat("gl:bob", "gl:2023", map[string]float64{"at_bats": 430, "batting_average": 0.350}),                                                                            // 430
		bat("gl:cy", "gl:2023", map[string]float64{"walks": 500, "batting_average": 0.200}),                                                                               // 500, no at-bats recorded
	}
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"gl": d})
	sc := store.FinderScope{Sport: "hockey", Level: "professional"}
	q := store.PlayerSeasonQuery{FinderScope: sc, Columns: []string{"batting_average"},
		FinderPage: store.FinderPage{Order: "batting_average", Desc: true, Limit: 10},
		Qualify: &store.FinderQualify{Measure: "plate_appearances", Min: map[int64]float64{
			seasonID(t, st, sc, 2022): 450, seasonID(t, st, sc, 2023): 435}}}
	hits, n, err := st.FindPlayerSeasons(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		name   string
		season int
	}
	want := []row{{"Ann Alpha", 2023}, {"Ann Alpha", 2022}, {"Cy Gamma", 2023}}
	if n != len(want) || len(hits) != len(want) {
		t.Fatalf("count %d, rows %+v", n, hits)
	}
	for i, w := range want {
		if got := (row{hits[i].PlayerName, hits[i].Season}); got != w {
			t.Errorf("row %d: %+v, want %+v", i, got, w)
		}
	}
	// The budget counts the picked rows: the three, and Bob's 2022 row the
	// pick reads before his season's minimum leaves it out. Each is read
	// for the average and plate appearances' five parts, six statistics:
	// 12/7 of a row read for one. 6 row reads hold 3 rows, 7 hold 4.
	q.MaxRows = 6
	if _, _, err := st.FindPlayerSeasons(ctx, q); err == nil {
		t.Error("a budget of 6 row reads held 4 rows")
	}
	q.MaxRows = 7
	if _, n, err := st.FindPlayerSeasons(ctx, q); err != nil || n != 3 {
		t.Errorf("budget of 7: %v %d", err, n)
	}
}
