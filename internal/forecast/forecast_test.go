package forecast

import (
	"testing"

	"github.com/almanac-sports/almanac/data"
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

func TestKnown(t *testing.T) {
	if Known(Scope{"baseball", "ncaa-d1"}) || !Known(Scope{"football", "professional"}) {
		t.Errorf("Known")
	}
}
