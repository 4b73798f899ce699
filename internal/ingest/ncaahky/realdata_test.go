package ncaahky_test

import (
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/ncaahky"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNCAAHockeyRealData(t *testing.T) {
	ds := ingesttest.Load(t, "ncaa-hockey", ncaahky.Load)
	ingesttest.WriteAndCheck(t, "ncaa-hockey", ds)
	if len(ds.ChampionshipResults) < 70 {
		t.Errorf("%d champions, want >= 70", len(ds.ChampionshipResults))
	}
	res := map[int]dataset.ChampionshipResult{}
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

// Games per season from the two game files: every season 1998-99 .. 2012-13
// and 2024-25 .. 2025-26, no game twice, the national finals linked.
func TestNCAAHockeyGamesRealData(t *testing.T) {
	ds := ingesttest.Load(t, "ncaa-hockey", ncaahky.Load)
	per := map[string]int{}
	seen := map[string]bool{}
	for _, g := range ds.Games {
		if seen[g.Key] {
			t.Errorf("game %s twice", g.Key)
		}
		seen[g.Key] = true
		per[g.SeasonKey]++
	}
	t.Logf("%d games, %d team seasons, %d franchises", len(ds.Games), len(ds.TeamSeasons), len(ds.Franchises))
	want := map[string]int{"ncaa-hockey:1998": 977, "ncaa-hockey:1999": 1037, "ncaa-hockey:2000": 1088, "ncaa-hockey:2001": 1096,
		"ncaa-hockey:2002": 1124, "ncaa-hockey:2003": 1092, "ncaa-hockey:2004": 1087, "ncaa-hockey:2005": 1105,
		"ncaa-hockey:2006": 1109, "ncaa-hockey:2007": 1122, "ncaa-hockey:2008": 1099, "ncaa-hockey:2009": 1098,
		"ncaa-hockey:2010": 1095, "ncaa-hockey:2011": 1103, "ncaa-hockey:2012": 1106, "ncaa-hockey:2024": 886, "ncaa-hockey:2025": 874}
	if !reflect.DeepEqual(per, want) {
		t.Errorf("games per season %v, want %v", per, want)
	}
	// Every national final in the files is the curated champion's.
	linked := 0
	for _, r := range ds.ChampionshipResults {
		if r.GameKey != "" {
			linked++
		}
		if r.Year == 2025 && r.GameKey != "ncaa-hockey:2025-04-11-western-michigan-boston-university" {
			t.Errorf("2025 final game %q", r.GameKey)
		}
	}
	if linked != 16 || len(ds.Disagreements) != 0 {
		t.Errorf("%d finals linked, disagreements %v", linked, ds.Disagreements)
	}
	for _, ts := range ds.TeamSeasons {
		// 2024-25: the bracket file lacks some teams, so no record is given.
		if ts.FranchiseKey == "ncaa-hockey:western-michigan" && ts.SeasonKey == "ncaa-hockey:2024" && (ts.HasRecord || !ts.MadePlayoffs) {
			t.Errorf("Western Michigan 2024-25: %+v", ts)
		}
		// Boston College 2000-01 (USCHO): 33-8-2 overall, the title included.
		if ts.FranchiseKey == "ncaa-hockey:boston-college" && ts.SeasonKey == "ncaa-hockey:2000" && (ts.Wins != 33 || ts.Losses != 8 || ts.Ties != 2) {
			t.Errorf("Boston College 2000-01: %+v", ts)
		}
	}
	ingesttest.WriteAndCheck(t, "ncaa-hockey", ds)
}
