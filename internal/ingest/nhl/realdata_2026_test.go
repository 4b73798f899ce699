package nhl_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/nhl"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// The 2025-26 playoffs are whole: the Final (Carolina d. Vegas 4-2, clinched
// 3-0 at Vegas on 2026-06-14) with its box lines, and Carolina the champion.
func TestNHL2026PlayoffsRealData(t *testing.T) {
	ds := ingesttest.Load(t, "nhl", nhl.Load)
	seen := map[string]bool{}
	rounds := map[string]int{}
	wins := map[string]int{}
	for _, g := range ds.Games {
		if seen[g.Key] {
			t.Errorf("game %s twice", g.Key)
		}
		seen[g.Key] = true
		if g.SeasonKey != "nhl:2025" || g.GameType == dataset.TypeRegular {
			continue
		}
		rounds[g.Week]++
		if g.GameType == dataset.TypeChampionship {
			w := g.HomeKey
			if *g.AwayScore > *g.HomeScore {
				w = g.AwayKey
			}
			wins[w]++
		}
	}
	t.Logf("2025-26 playoff games by round: %v", rounds)
	if rounds["Stanley Cup Final"] != 6 || rounds["Third round"] != 9 || wins["nhl:CAR"] != 4 || wins["nhl:VGK"] != 2 {
		t.Errorf("rounds %v, Final wins %v", rounds, wins)
	}
	boxed := 0
	for _, bs := range ds.BoxScores {
		if bs.GameKey >= "nhl:2025030411" && bs.GameKey <= "nhl:2025030416" && len(bs.Players) >= 36 {
			boxed++
		}
	}
	if boxed != 6 {
		t.Errorf("%d Final games with box lines, want 6", boxed)
	}
	var cup *dataset.ChampionshipResult
	for i, r := range ds.ChampionshipResults {
		if r.ChampionshipKey == "stanley-cup" && r.Year == 2026 {
			cup = &ds.ChampionshipResults[i]
		}
	}
	if cup == nil || cup.WinnerKey != "nhl:CAR" || cup.RunnerUpKey != "nhl:VGK" || cup.SeriesResult != "4-2" ||
		cup.GameKey != "nhl:2025030416" || *cup.WinnerScore != 3 || *cup.RunnerUpScore != 0 {
		t.Errorf("2026 Stanley Cup: %+v", cup)
	}
	for _, s := range ds.Seasons {
		if s.Key == "nhl:2025" && (s.ChampionKey != "nhl:CAR" || s.PlayoffsEnd != "2026-06-14") {
			t.Errorf("2025-26 season: %+v", s)
		}
	}
	t.Logf("disagreements: %v", ds.Disagreements)
}
