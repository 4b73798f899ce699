package forecast

import (
	"testing"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/store"
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

func TestOrientNeutral(t *testing.T) {
	games := []store.ForecastGame{
		{ID: 1, Home: 9, Away: 4, HomeName: "Winners", AwayName: "Losers", HomeScore: 80, AwayScore: 70, Neutral: true},
		{ID: 2, Home: 4, Away: 9, HomeScore: 60, AwayScore: 50, Neutral: true},
		{ID: 3, Home: 9, Away: 4, HomeScore: 60, AwayScore: 50}, // a real home game keeps its sides
	}
	orientNeutral(games)
	want := []store.ForecastGame{
		{ID: 1, Home: 4, Away: 9, HomeName: "Losers", AwayName: "Winners", HomeScore: 70, AwayScore: 80, Neutral: true},
		{ID: 2, Home: 4, Away: 9, HomeScore: 60, AwayScore: 50, Neutral: true},
		{ID: 3, Home: 9, Away: 4, HomeScore: 60, AwayScore: 50},
	}
	for i := range want {
		if games[i] != want[i] {
			t.Errorf("game %d = %+v, want %+v", i+1, games[i], want[i])
		}
	}
}
