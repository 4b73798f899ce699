package ingest_test

import (
	"os"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest"
)

func TestNCAAMBBRealData(t *testing.T) {
	start := time.Now()
	ds, err := ingest.LoadNCAAMBB(os.DirFS("../../data"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("ncaa-basketball: loaded in %v: %d franchises, %d seasons, %d team seasons, %d games, %d results, %d people, %d coach tenures, %d conferences",
		time.Since(start), len(ds.Franchises), len(ds.Seasons), len(ds.TeamSeasons), len(ds.Games), len(ds.ChampionshipResults),
		len(ds.People), len(ds.Coaches), len(ds.Conferences))
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
	res := map[int]ingest.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	for y, want := range map[int]string{1950: "City College of New York", 1966: "", 1968: "UCLA", 1985: "Villanova", 2013: "", 2024: "Connecticut", 2025: "Florida"} {
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
	writeAndCheck(t, "ncaa-basketball", ds)
}
