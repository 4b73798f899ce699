package readmodel

import (
	"bytes"
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// Every team stat row, in a season's list and in a franchise's history,
// carries the bytes encoding/json writes for it (HTML escaping off), names
// that need escaping and pointer fields included.
func TestTeamStatRowsCarryTheirJSON(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": escapingFixture()}, nil); err != nil {
		t.Fatal(err)
	}
	m := newModel(st)
	sc := Scope{Sport: "basketball", Level: "professional"}
	list, _, err := m.TeamStatRows(ctx, TeamStatsQuery{Scope: sc})
	if err != nil || len(list) != 2 {
		t.Fatalf("rows = %d, %v", len(list), err)
	}
	rows := append([]*TeamStatRow{}, list...)
	for _, r := range list {
		slug := r.TeamID
		tm, err := st.TeamBySlug(ctx, slug)
		if err != nil {
			t.Fatal(err)
		}
		hist, err := m.TeamHistoryDesc(ctx, tm)
		if err != nil || len(hist) != 1 {
			t.Fatalf("%s history = %d rows, %v", slug, len(hist), err)
		}
		rows = append(rows, &hist[0])
	}
	for _, r := range rows {
		if got, want := r.EncodedJSON(), stdJSON(t, r); !bytes.Equal(got, want) {
			t.Errorf("%s: row JSON\n got  %s\n want %s", r.TeamID, got, want)
		}
	}
	var none *TeamStatRow
	if none.EncodedJSON() != nil {
		t.Error("a nil row has bytes")
	}
}
