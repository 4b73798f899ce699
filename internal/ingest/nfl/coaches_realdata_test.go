package nfl_test

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/nfl"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// coachCareer sums the head-coach tenures of the coach of that name (a coach
// who also played is the player's person, so the name finds him).
func coachCareer(ds *dataset.Dataset, name string) (rec [5]int, seasons int) {
	coaches := map[string]bool{}
	for _, c := range ds.Coaches {
		coaches[c.PersonKey] = true
	}
	person := ""
	for _, p := range ds.People {
		if coaches[p.Key] && p.FirstName+" "+p.LastName == name {
			person = p.Key
		}
	}
	for _, c := range ds.Coaches {
		if c.PersonKey == person {
			rec = [5]int{rec[0] + c.Wins, rec[1] + c.Losses, rec[2] + c.Ties, rec[3] + c.PlayoffWins, rec[4] + c.PlayoffLoss}
			seasons++
		}
	}
	return rec, seasons
}

// Coaching careers summed from the tenures equal the published records
// (Pro-Football-Reference; Mora Sr.'s from the team pages), the 2026
// schedule is whole and scheduled.
func TestNFLCoachesRealData(t *testing.T) {
	ds := ingesttest.Load(t, "nfl", nfl.Load)
	for _, tc := range []struct {
		person  string
		rec     [5]int // W, L, T, playoff W, playoff L
		seasons int
	}{
		{"Don Shula", [5]int{328, 156, 6, 19, 17}, 33}, // 347 wins with the playoffs
		{"George Halas", [5]int{318, 148, 31, 6, 3}, 40},
		{"Bill Belichick", [5]int{302, 165, 0, 31, 13}, 29},
		{"Vince Lombardi", [5]int{96, 34, 6, 9, 1}, 10},
		{"Tom Landry", [5]int{250, 162, 6, 20, 16}, 29},
		{"Curly Lambeau", [5]int{226, 132, 22, 3, 2}, 33},
		{"Jim Mora Sr.", [5]int{125, 106, 0, 0, 6}, 15},
		{"Jon Gruden", [5]int{117, 112, 0, 5, 4}, 15}, // 5-4 after the 2021 playoff fix
	} {
		if rec, n := coachCareer(ds, tc.person); rec != tc.rec || n != tc.seasons {
			t.Errorf("%s: %v in %d seasons, want %v in %d", tc.person, rec, n, tc.rec, tc.seasons)
		}
	}
	// One tenure per coach per team-season; every team-season with a record
	// 1920-2025 has a head coach.
	seen := map[string]bool{}
	hasCoach := map[string]bool{}
	for _, c := range ds.Coaches {
		k := c.PersonKey + "|" + c.FranchiseKey + "|" + c.SeasonKey
		if seen[k] {
			t.Errorf("tenure %s twice", k)
		}
		seen[k] = true
		hasCoach[c.FranchiseKey+"|"+c.SeasonKey] = true
	}
	missing := 0
	for _, ts := range ds.TeamSeasons {
		if ts.HasRecord && ts.SeasonKey != "nfl:2026" && !hasCoach[ts.FranchiseKey+"|"+ts.SeasonKey] {
			missing++
			t.Logf("no coach: %s %s", ts.FranchiseKey, ts.SeasonKey)
		}
		if ts.FranchiseKey == "nfl:MIA" && ts.SeasonKey == "nfl:1972" && ts.HeadCoach != "Don Shula" {
			t.Errorf("1972 Dolphins head coach %q", ts.HeadCoach)
		}
	}
	if missing > 0 {
		t.Errorf("%d team-seasons without a head coach", missing)
	}
	var coachDis []dataset.Disagreement
	for _, d := range ds.Disagreements {
		if strings.Contains(d.Field, "W-L-T") {
			coachDis = append(coachDis, d)
		}
	}
	if n := len(coachDis); n == 0 || n > 30 {
		t.Errorf("%d coach record disagreements, want a few", n)
	}
	for _, d := range coachDis {
		t.Logf("disagreement: %s | %s: kept %s (%s), other %s (%s)", d.Subject, d.Field, d.KeptValue, d.KeptSource, d.OtherValue, d.OtherSource)
	}

	// 2026: 272 regular-season games, 17 per team, all scheduled.
	perTeam := map[string]int{}
	n := 0
	for _, g := range ds.Games {
		if g.SeasonKey != "nfl:2026" {
			continue
		}
		n++
		perTeam[g.HomeKey]++
		perTeam[g.AwayKey]++
		if g.GameType != dataset.TypeRegular || g.Status != dataset.StatusScheduled || g.HomeScore != nil || g.Date == "" {
			t.Errorf("2026 game %+v", g)
		}
	}
	if n != 272 || len(perTeam) != 32 {
		t.Errorf("2026: %d games, %d teams; want 272 and 32", n, len(perTeam))
	}
	for fr, k := range perTeam {
		if k != 17 {
			t.Errorf("2026 %s: %d games", fr, k)
		}
	}
}
