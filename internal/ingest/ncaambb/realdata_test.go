package ncaambb_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/ncaambb"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNCAAMBBRealData(t *testing.T) {
	ds := ingesttest.Load(t, "ncaa-basketball", ncaambb.Load)
	atLeast := func(what string, got, want int) {
		if got < want {
			t.Errorf("%s: %d, want >= %d", what, got, want)
		}
	}
	atLeast("franchises", len(ds.Franchises), 300)
	atLeast("tournament games", len(ds.Games), 2585)
	atLeast("results", len(ds.ChampionshipResults), 70)
	atLeast("coaches", len(ds.People), 1300)
	atLeast("coach tenures", len(ds.Coaches), 10000)
	records := 0
	for _, ts := range ds.TeamSeasons {
		if ts.HasRecord {
			records++
		}
	}
	atLeast("team seasons with W-L", records, 12000)

	names := map[string]string{}
	for _, f := range ds.Franchises {
		names[f.Key] = f.Name
	}
	res := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	for y, want := range map[int]string{1939: "Oregon", 1945: "Oklahoma St", 1950: "City College of New York", 1966: "UTEP", 1968: "UCLA",
		1985: "Villanova", 2013: "", 2024: "Connecticut", 2025: "Florida", 2026: "Michigan"} {
		if got := names[res[y].WinnerKey]; got != want {
			t.Errorf("%d champion %q, want %q", y, got, want)
		}
	}
	if r := res[2025]; r.GameKey == "" || *r.WinnerScore != 65 || *r.RunnerUpScore != 63 || r.Date != "2025-04-07" {
		t.Errorf("2025 final: %+v", r)
	}
	if r := res[2019]; r.Notes != "OT" || r.City != "Minneapolis, MN" || r.WinningCoach != "Tony Bennett" {
		t.Errorf("2019 final: %+v", r)
	}
	if r := res[1966]; r.WinnerName != "Texas Western" || *r.WinnerScore != 72 || *r.RunnerUpScore != 65 || names[r.RunnerUpKey] != "Kentucky" {
		t.Errorf("1966 final: %+v", r)
	}
	if r := res[2026]; names[r.RunnerUpKey] != "Connecticut" || *r.WinnerScore != 69 || *r.RunnerUpScore != 63 || r.Date != "2026-04-06" || r.GameKey == "" {
		t.Errorf("2026 final: %+v", r)
	}
	// Titles: Indiana 5 (1940 curated); UCLA's run after Texas Western's 1966
	// title is 7 (1967-1973).
	titles := map[string]int{}
	for _, r := range ds.ChampionshipResults {
		titles[names[r.WinnerKey]]++
	}
	if titles["Indiana"] != 5 || titles["UCLA"] != 11 || titles["Oklahoma St"] != 2 {
		t.Errorf("titles: Indiana %d, UCLA %d, Oklahoma St %d", titles["Indiana"], titles["UCLA"], titles["Oklahoma St"])
	}
	run := 0
	for y := 1973; names[res[y].WinnerKey] == "UCLA"; y-- {
		run++
	}
	if run != 7 {
		t.Errorf("UCLA run to 1973: %d, want 7", run)
	}
	games2026 := 0
	for _, g := range ds.Games {
		if g.SeasonKey == "ncaa-basketball:2025" {
			games2026++
		}
	}
	if games2026 != 67 {
		t.Errorf("2026 tournament games: %d, want 67", games2026)
	}
	// John Wooden at UCLA: 26 of his 27 seasons (1950-51 is missing from
	// ncaa-team-data.csv), 601-137.
	var seasons, w, l int
	for _, c := range ds.Coaches {
		if c.PersonKey == "ncaa-basketball:coach:john_wooden" && names[c.FranchiseKey] == "UCLA" {
			seasons, w, l = seasons+1, w+c.Wins, l+c.Losses
		}
	}
	if seasons != 26 || w != 601 || l != 137 {
		t.Errorf("Wooden at UCLA: %d seasons, %d-%d", seasons, w, l)
	}
	ingesttest.WriteAndCheck(t, "ncaa-basketball", ds)
}
