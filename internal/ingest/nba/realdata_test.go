package nba_test

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/nba"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNBARealData(t *testing.T) {
	ds := ingesttest.Load(t, "nba", nba.Load)

	nbaFr := 0
	fr := map[string]dataset.Franchise{}
	for _, f := range ds.Franchises {
		fr[f.Key] = f
		if f.LeagueKey == "nba" {
			nbaFr++
		}
	}
	atLeast := func(what string, got, want int) {
		if got < want {
			t.Errorf("%s: %d, want >= %d", what, got, want)
		}
	}
	atLeast("NBA franchises", nbaFr, 30)
	atLeast("games", len(ds.Games), 60000)
	atLeast("players", len(ds.Players), 5000)
	atLeast("team seasons", len(ds.TeamSeasons), 1800)
	atLeast("coach tenures", len(ds.Coaches), 1700)
	// Box scores: NBA.com game logs 2017-18 .. 2025-26 (9,856 + 1,230); the
	// hoopR file has no game they lack.
	ingesttest.BoxScoresAtLeast(t, ds, map[string]int{"nbacom_team_gamelogs": 11086})

	finals := map[int]dataset.ChampionshipResult{}
	aba := 0
	for _, r := range ds.ChampionshipResults {
		switch r.ChampionshipKey {
		case "nba-finals":
			finals[r.Year] = r
		case "aba-championship":
			aba++
		}
	}
	atLeast("NBA Finals results", len(finals), 78)
	if aba != 7 {
		t.Errorf("ABA finals: %d, want 7 (1968 and 1971 not derivable)", aba)
	}
	// Spot checks: champions, a final score, franchise continuity.
	for y, want := range map[int]string{1947: "nba:GSW", 1948: "nba:BLB", 1958: "nba:ATL", 1979: "nba:OKC", 2002: "nba:LAL", 2019: "nba:TOR", 2021: "nba:MIL", 2024: "nba:BOS"} {
		if got := finals[y].WinnerKey; got != want {
			t.Errorf("%d champion %s, want %s", y, got, want)
		}
	}
	if r := finals[2016]; r.GameKey != "nba:201606190GSW" || *r.WinnerScore != 93 || *r.RunnerUpScore != 89 || r.SeriesResult != "4-3" {
		t.Errorf("2016 Finals: %+v", r)
	}
	if r := finals[2020]; r.GameKey != "nba:0041900406" || *r.WinnerScore != 106 || *r.RunnerUpScore != 93 {
		t.Errorf("2020 Finals: game %s %v-%v", r.GameKey, *r.WinnerScore, *r.RunnerUpScore)
	}
	// The latest seasons: 2025 Finals from the NBA.com game logs, 2026 from
	// the single-source tracker file (named on the result).
	if r := finals[2025]; r.WinnerKey != "nba:OKC" || r.RunnerUpKey != "nba:IND" || r.SeriesResult != "4-3" || *r.WinnerScore != 103 ||
		*r.RunnerUpScore != 91 || r.Date != "2025-06-22" || r.GameKey != "nba:0042400407" {
		t.Errorf("2025 Finals: %+v", r)
	}
	if r := finals[2026]; r.WinnerKey != "nba:NYK" || r.RunnerUpKey != "nba:SAS" || r.SeriesResult != "4-1" || *r.WinnerScore != 94 ||
		*r.RunnerUpScore != 90 || r.Date != "2026-06-13" || !strings.Contains(r.Notes, "Single source") {
		t.Errorf("2026 Finals: %+v", r)
	}
	regular := map[string]int{}
	for _, g := range ds.Games {
		if g.GameType == dataset.TypeRegular {
			regular[g.SeasonKey]++
		}
	}
	for sk, want := range map[string]int{"nba:2020": 1080, "nba:2021": 1230, "nba:2022": 1230, "nba:2023": 1230, "nba:2024": 1230, "nba:2025": 1230} {
		if regular[sk] != want {
			t.Errorf("%s: %d regular-season games, want %d", sk, regular[sk], want)
		}
	}
	// The 2025-26 regular season: every tracker score confirmed by the NBA.com
	// game log (no "single source" note left), no game doubled.
	for _, g := range ds.Games {
		if g.SeasonKey == "nba:2025" && g.GameType == dataset.TypeRegular && g.Notes != "" {
			t.Errorf("2025-26 game %s: note %q", g.Key, g.Notes)
		}
	}
	for _, ts := range ds.TeamSeasons {
		if ts.FranchiseKey == "nba:OKC" && ts.SeasonKey == "nba:2025" && (ts.Wins != 64 || ts.Losses != 18 || !ts.HasRecord || !ts.MadePlayoffs) {
			t.Errorf("Thunder 2025-26: %+v", ts)
		}
	}
	if fr["nba:OKC"].Name != "Oklahoma City Thunder" || fr["nba:BKN"].Abbrev != "BKN" || fr["nba:GSW"].City != "" {
		t.Errorf("franchise facts: %+v / %+v / %+v", fr["nba:OKC"], fr["nba:BKN"], fr["nba:GSW"])
	}
	names := map[string][]string{}
	for _, ts := range ds.TeamSeasons {
		names[ts.FranchiseKey] = append(names[ts.FranchiseKey], ts.Name)
	}
	for f, want := range map[string][]string{
		"nba:OKC": {"Seattle SuperSonics", "Oklahoma City Thunder"},
		"nba:BKN": {"New Jersey Americans", "New York Nets", "New Jersey Nets", "Brooklyn Nets"},
		"nba:CHA": {"Charlotte Hornets", "Charlotte Bobcats"},
		"nba:NOP": {"New Orleans Hornets", "New Orleans/Oklahoma City Hornets", "New Orleans Pelicans"},
		"nba:ATL": {"Tri-Cities Blackhawks", "Milwaukee Hawks", "St. Louis Hawks", "Atlanta Hawks"},
		"nba:UTS": {"Anaheim Amigos", "Los Angeles Stars", "Utah Stars"},
	} {
		got := strings.Join(names[f], "|")
		for _, n := range want {
			if !strings.Contains(got, n) {
				t.Errorf("%s has no %q season", f, n)
			}
		}
	}
	ingesttest.WriteAndCheck(t, "nba", ds)
}
