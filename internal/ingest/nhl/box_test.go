package nhl

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Player lines per game: the backup goalie who did not play has none, a
// goalie's position is G, time on ice is in seconds, lines link to people.
func TestNHLBoxScores(t *testing.T) {
	ds, err := Load(nhlFixture(nil))
	if err != nil {
		t.Fatal(err)
	}
	boxes := map[string]dataset.BoxScore{}
	for _, bs := range ds.BoxScores {
		boxes[bs.GameKey] = bs
	}
	bs, ok := boxes["nhl:2018020001"]
	if !ok || len(bs.Players) != 4 {
		t.Fatalf("box scores: %+v", ds.BoxScores)
	}
	col := map[string]int{}
	for i, c := range bs.Columns {
		col[c] = i
	}
	skater, goalie := bs.Players[0], bs.Players[1]
	if skater.Home || skater.Name != "A. Skater" || skater.PersonKey != "nhl:api:8480100" || skater.Values[col["goals"]] != 3 ||
		skater.Values[col["time_on_ice_seconds"]] != 1080 || skater.Has&(1<<uint(col["saves"])) != 0 {
		t.Errorf("skater: %+v", skater)
	}
	if goalie.Position != "G" || goalie.PersonKey == "" || goalie.Values[col["time_on_ice_seconds"]] != 3900 {
		t.Errorf("goalie: %+v", goalie)
	}
	for _, p := range bs.Players {
		if p.Name == "B. Backup" {
			t.Error("the backup goalie who did not play has a line")
		}
	}
	if b := boxes["nhl:2018030411"]; len(b.Players) != 1 || !b.Players[0].Home {
		t.Errorf("playoff game: %+v", b)
	}
}
