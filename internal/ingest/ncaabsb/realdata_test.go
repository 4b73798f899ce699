package ncaabsb_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/ncaabsb"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// TestNCAABaseballGamesRealData: the D-I games of the shipped 2025-2026 box
// scores (the whole group is written and checked by TestNCAABaseballRealData).
func TestNCAABaseballGamesRealData(t *testing.T) {
	ds := ingesttest.Load(t, "ncaa-baseball", ncaabsb.Load)
	franchise := map[string]string{}
	for _, f := range ds.Franchises {
		franchise[f.Key] = f.Name
	}
	perSeason := map[string]int{}
	neutral, nonD1 := 0, 0
	byKey := map[string]dataset.Game{}
	for _, g := range ds.Games {
		perSeason[g.SeasonKey]++
		byKey[g.Key] = g
		if g.Neutral {
			neutral++
		}
		if g.HomeKey == "" || g.AwayKey == "" {
			nonD1++
		}
		if g.HomeKey == g.AwayKey {
			t.Errorf("game %s: %s plays itself", g.Key, g.HomeName)
		}
		for _, k := range []string{g.HomeKey, g.AwayKey} {
			if _, ok := franchise[k]; k != "" && !ok {
				t.Errorf("game %s: team %q is not a franchise", g.Key, k)
			}
		}
		if g.HomeKey == "" && g.AwayKey == "" {
			t.Errorf("game %s has no D-I team", g.Key)
		}
	}
	t.Logf("neutral %d, against non-D-I opponents %d", neutral, nonD1)
	// 32,628 contests; 12,240 have a D-I team; 32 are the same game entered
	// again and one has no batting line on either side.
	if perSeason["ncaa-baseball:2025"] != 8452 || perSeason["ncaa-baseball:2026"] != 3755 {
		t.Errorf("games per season %v, want 2025: 8452, 2026: 3755", perSeason)
	}
	// Every D-I team-season of the list is a team season of a franchise named
	// as the College World Series table names it.
	ts := map[string]dataset.TeamSeason{}
	for _, s := range ds.TeamSeasons {
		ts[s.FranchiseKey+" "+s.SeasonKey] = s
	}
	if len(ds.TeamSeasons) != 307+308 {
		t.Errorf("team seasons %d, want 615 (D-I: 307 in 2025, 308 in 2026)", len(ds.TeamSeasons))
	}
	for key, name := range map[string]string{"ncaa-baseball:usc": "USC", "ncaa-baseball:miami-fl": "Miami (FL)",
		"ncaa-baseball:oregon-state": "Oregon State", "ncaa-baseball:cal-state-fullerton": "Cal State Fullerton", "ncaa-baseball:lsu": "LSU"} {
		if franchise[key] != name || !ts[key+" ncaa-baseball:2025"].HasRecord {
			t.Errorf("%s: franchise %q, 2025 %+v", key, franchise[key], ts[key+" ncaa-baseball:2025"])
		}
	}
	// Published 2025 records (with the two finals games): LSU 53-15, Coastal Carolina 56-13.
	for key, want := range map[string][2]int{"ncaa-baseball:lsu": {53, 15}, "ncaa-baseball:coastal-carolina": {56, 13}} {
		if s := ts[key+" ncaa-baseball:2025"]; s.Wins != want[0] || s.Losses != want[1] {
			t.Errorf("%s 2025 final record %d-%d, want %d-%d", key, s.Wins, s.Losses, want[0], want[1])
		}
	}
	// 2025 finals: LSU 1-0 and 5-3 over Coastal Carolina at Charles Schwab Field.
	var r25 dataset.ChampionshipResult
	for _, r := range ds.ChampionshipResults {
		if r.Year == 2025 {
			r25 = r
		}
	}
	final := byKey[r25.GameKey]
	if r25.Date != "2025-06-22" || final.GameType != dataset.TypeChampionship || !final.Neutral || final.AwayKey != "ncaa-baseball:lsu" ||
		*final.AwayScore != 5 || *final.HomeScore != 3 || final.VenueKey != "ncaa-baseball:charles-schwab-field-omaha-omaha-ne" {
		t.Errorf("2025 final %+v: game %+v", r25, final)
	}
	g1 := 0
	for _, g := range ds.Games {
		if g.Date == "2025-06-21" && g.GameType == dataset.TypeChampionship && g.HomeKey == "ncaa-baseball:lsu" && *g.HomeScore == 1 && *g.AwayScore == 0 {
			g1++
		}
	}
	if g1 != 1 {
		t.Errorf("2025 finals game 1 (LSU 1-0) found %d times", g1)
	}
	for _, r := range ds.ChampionshipResults {
		if r.Year != 2025 && r.GameKey != "" {
			t.Errorf("%d linked to a game", r.Year)
		}
	}
}
