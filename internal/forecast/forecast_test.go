package forecast

import (
	"context"
	"sync"
	"testing"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

func TestCrosswalks(t *testing.T) {
	nfl, err := nflCodes(data.FS)
	if err != nil {
		t.Fatal(err)
	}
	nba, err := nbaCodes(data.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		got, want string
	}{
		{nfl("OAK", 1970), "nfl:LVR"}, // FiveThirtyEight's Raiders in every era
		{nfl("WSH", 2020), "nfl:WAS"},
		{nfl("XXX", 2020), ""},
		{nba("BRK", 2022), "nba:BKN"},
		{nba("PHO", 2022), "nba:PHX"},
		{nba("BRK", 1990), ""}, // not a code in use then
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestCacheOneTablePerVersion(t *testing.T) {
	st := storetest.NewTestStore(t)
	c := NewCache(st, nil)
	sc := Scope{"football", "professional"}
	var wg sync.WaitGroup
	tables := make([]*Table, 4)
	for i := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tb, err := c.Get(context.Background(), sc)
			if err != nil {
				t.Error(err)
			}
			tables[i] = tb
		}()
	}
	wg.Wait()
	for _, tb := range tables[1:] {
		if tb != tables[0] {
			t.Fatalf("concurrent callers got different tables")
		}
	}
	if tb := tables[0]; len(tb.Games) != 0 || tb.Ours.Games != 0 || tb.FTE != nil {
		t.Errorf("empty database: %+v", tb.Ours)
	}
	if Known(Scope{"baseball", "ncaa-d1"}) || !Known(sc) {
		t.Errorf("Known")
	}
}
