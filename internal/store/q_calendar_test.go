package store_test

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A game's calendar revision stays while it is unchanged and rises when a
// re-import (or a sync) changes it.
func TestTeamCalendarRevisions(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := gamesFixture()
	write(t, st, map[string]*dataset.Dataset{"gl": d})
	aaa := ids(t, st, "SELECT key, id FROM franchises")["gl:AAA"]
	seqs := func(now int64) map[string][2]int64 {
		games, err := st.TeamCalendar(ctx, aaa, "2000-01-01", now)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string][2]int64{}
		for _, g := range games {
			out[g.Date] = [2]int64{int64(g.Seq), g.Stamp}
		}
		return out
	}
	first := seqs(100)
	if len(first) != 5 || first["2023-10-12"] != [2]int64{0, 100} {
		t.Fatalf("first listing: %v", first)
	}
	if again := seqs(200); again["2023-10-12"] != [2]int64{0, 100} {
		t.Errorf("unchanged game: %v, want sequence 0 stamped 100", again["2023-10-12"])
	}
	d.Games[1].HomeScore = dataset.IntPtr(7)
	write(t, st, map[string]*dataset.Dataset{"gl": d})
	after := seqs(300)
	if after["2023-10-12"] != [2]int64{1, 300} {
		t.Errorf("changed game: %v, want sequence 1 stamped 300", after["2023-10-12"])
	}
	if after["2022-10-10"] != [2]int64{0, 100} {
		t.Errorf("untouched game: %v, want sequence 0 stamped 100", after["2022-10-10"])
	}
}
