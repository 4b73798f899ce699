package nfl

import (
	"strings"
	"testing"
	"testing/fstest"
)

// Defensive lines: PFR team codes mapped, linked to the roster's person by
// name, team and season; a game the import lacks is skipped.
func TestNFLDefenseBox(t *testing.T) {
	ds, err := loadNFL(nflFixture(), [2]int{2024, 2025}, [2]int{2024, 2024}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.BoxScores) != 1 {
		t.Fatalf("box scores: %+v", ds.BoxScores)
	}
	bs := ds.BoxScores[0]
	if bs.GameKey != "nfl:2025_16_GB_SEA" || len(bs.Players) != 2 || bs.Away != nil || bs.Columns[0] != "tackles" {
		t.Fatalf("box score: %+v", bs)
	}
	love, safety := bs.Players[0], bs.Players[1]
	if love.Home || love.PersonKey == "" || love.Name != "Jordan Love" || love.Values[0] != 4 || love.Values[4] != 0.5 || love.Values[6] != 1 {
		t.Errorf("Love: %+v", love)
	}
	if !safety.Home || safety.PersonKey != "" || safety.Values[1] != 5 {
		t.Errorf("unmatched home player: %+v", safety)
	}
}

func TestNFLDefenseBoxBadRows(t *testing.T) {
	for _, tc := range []struct{ name, row, want string }{
		{"team not in game", "2025,X Y,DAL,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,2025_16_GB_SEA", "line 2: team \"DAL\" did not play"},
		{"bad number", "2025,X Y,SEA,0,0,0,0,0,0,x,1,0,0,0,0,0,0,0,2025_16_GB_SEA", "line 2: bad tackles_combined"},
		{"bad game id", "2025,X Y,SEA,0,0,0,0,0,0,1,1,0,0,0,0,0,0,0,2025-16", "line 2: bad game_id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := nflFixture()
			fsys["football/"+nflSrcDefense] = &fstest.MapFile{Data: []byte(nflDefenseHeader + tc.row + "\n")}
			_, err := loadNFL(fsys, [2]int{2024, 2025}, [2]int{2024, 2024}, false)
			if err == nil || !strings.Contains(err.Error(), nflSrcDefense) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %s %s", err, nflSrcDefense, tc.want)
			}
		})
	}
}
