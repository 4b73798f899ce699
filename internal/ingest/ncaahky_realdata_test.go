package ingest_test

import (
	"os"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest"
)

func TestNCAAHockeyRealData(t *testing.T) {
	start := time.Now()
	ds, err := ingest.LoadNCAAHockey(os.DirFS("../../data"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("ncaa-hockey: loaded in %v: %d franchises, %d seasons, %d champions", time.Since(start), len(ds.Franchises), len(ds.Seasons), len(ds.ChampionshipResults))
	writeAndCheck(t, "ncaa-hockey", ds)
	if len(ds.ChampionshipResults) < 70 {
		t.Errorf("%d champions, want >= 70", len(ds.ChampionshipResults))
	}
	res := map[int]ingest.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	if _, ok := res[2020]; ok {
		t.Errorf("2020 was not held")
	}
	for y := 1948; y <= 2025; y++ {
		if _, ok := res[y]; !ok && y != 2020 {
			t.Errorf("no %d champion", y)
		}
	}
	if r := res[1948]; r.WinnerName != "Michigan" || r.RunnerUpName != "Dartmouth" || r.SeasonKey != "ncaa-hockey:1947" {
		t.Errorf("1948 = %+v", r)
	}
	if r := res[1973]; r.RunnerUpName != "Denver" || r.RunnerUpKey != "ncaa-hockey:denver" || r.Notes == "" {
		t.Errorf("1973 = %+v", r)
	}
	if r := res[2025]; r.WinnerKey != "ncaa-hockey:western-michigan" || *r.WinnerScore != 6 || *r.RunnerUpScore != 2 || r.MVP != "Owen Michaels" {
		t.Errorf("2025 = %+v", r)
	}
	if r := res[1975]; r.MVP != "" {
		t.Errorf("1975 unverified MOP imported: %q", r.MVP)
	}
	seasons := map[string]bool{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = true
	}
	if !seasons["ncaa-hockey:1947"] || !seasons["ncaa-hockey:2019"] || !seasons["ncaa-hockey:2024"] {
		t.Errorf("seasons missing")
	}
}
