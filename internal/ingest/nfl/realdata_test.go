package nfl_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/ncaafb"
	"github.com/almanac-sports/almanac/internal/ingest/nfl"
	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNFLRealData(t *testing.T) {
	ds := ingesttest.LoadTwice(t, "nfl", nfl.Load)
	ingesttest.WriteAndCheck(t, "nfl", ds)
	ingesttest.BoxScoresAtLeast(t, ds, map[string]int{"pfr_defense_game_logs": 4300})

	leagues := map[string]bool{}
	for _, l := range ds.Leagues {
		leagues[l.Key] = true
	}
	for _, k := range []string{"nfl", "afl", "aafc"} {
		if !leagues[k] {
			t.Errorf("league %s missing", k)
		}
	}
	fr := map[string]dataset.Franchise{}
	nflFranchises := 0
	for _, f := range ds.Franchises {
		fr[f.Key] = f
		if f.LeagueKey == "nfl" {
			nflFranchises++
		}
	}
	if nflFranchises < 30 {
		t.Errorf("%d NFL franchises, want >= 30", nflFranchises)
	}
	if f := fr["nfl:LVR"]; f.Name != "Las Vegas Raiders" || f.FoundedYear != 1960 || f.City != "Paradise" || f.DivisionKey != "nfl:div:afc-west" || f.VenueKey != "nfl:allegiant-stadium" {
		t.Errorf("Raiders franchise: %+v", f)
	}
	if f := fr["nfl:CLE"]; f.VenueKey != "nfl:firstenergy-stadium" {
		t.Errorf("Browns venue (curated stadium unverified -> 2025 home venue): %q", f.VenueKey)
	}

	// Games: coverage, statuses, one primary source per season.
	if len(ds.Games) < 16000 {
		t.Errorf("%d games, want >= 16000", len(ds.Games))
	}
	first, last, scheduled := "9999", "", 0
	srcBySeason := map[string]map[string]int{}
	names := map[string]bool{}
	for _, g := range ds.Games {
		if g.Date < first {
			first = g.Date
		}
		if g.Date > last {
			last = g.Date
		}
		if g.Status == dataset.StatusScheduled {
			scheduled++
		}
		y := g.SeasonKey[len(g.SeasonKey)-4:]
		if srcBySeason[y] == nil {
			srcBySeason[y] = map[string]int{}
		}
		srcBySeason[y][g.Source]++
		names[g.Date+"|"+g.HomeName+"|"+g.AwayName] = true
	}
	// The 2026 schedule: 272 scheduled games to week 18 (2027-01-10).
	if first != "1920-09-26" || last != "2027-01-10" || scheduled != 272 {
		t.Errorf("games %s..%s, %d scheduled", first, last, scheduled)
	}
	for y, m := range srcBySeason {
		// 1987: the replacement games; 2025: the playoffs after games.csv stops.
		if len(m) > 1 && !(y == "1987" && m["nfl_games.csv"] == 42) && !(y == "2025" && m["nflverse_games_2020_2025.tsv"] == 13) {
			t.Errorf("season %s mixes sources: %v", y, m)
		}
	}
	// Every spreadspoke game name agrees with the era table.
	sp, err := source.ReadTable(os.DirFS("../../../data"), "football/spreadspoke_scores.csv")
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	_ = sp.Each(func(r source.Row) error {
		y, _ := r.I("schedule_season")
		if y < 1966 || y >= 2010 {
			return nil
		}
		p := strings.Split(r.S("schedule_date"), "/")
		date := fmt.Sprintf("%s-%02s-%02s", p[2], p[0], p[1])
		date = strings.ReplaceAll(date, " ", "0")
		home, away := r.S("team_home"), r.S("team_away")
		if y <= 1970 && away == "New England Patriots" {
			// spreadspoke names the Boston Patriots "New England" in 29 of
			// their 1966-69 road games (home rows say Boston Patriots).
			away = "Boston Patriots"
		}
		if !names[date+"|"+home+"|"+away] {
			bad++
			if bad < 5 {
				t.Errorf("spreadspoke game %s %s v %s: names differ from the era table", date, r.S("team_home"), r.S("team_away"))
			}
		}
		return nil
	})

	// Team seasons: records from the games, names per era.
	ts := map[string]dataset.TeamSeason{}
	for _, x := range ds.TeamSeasons {
		ts[x.FranchiseKey+"|"+x.SeasonKey] = x
	}
	for k, want := range map[string][3]int{
		"nfl:AKR|nfl:1920":  {8, 0, 3}, // curated: record 8-0-3
		"nfl:CHI|nfl:1932":  {7, 1, 6}, // incl. the tiebreaker, as in the standings
		"nfl:MIA|nfl:1972":  {14, 0, 0},
		"nfl:NE|nfl:2007":   {16, 0, 0},
		"nfl:CLE|aafc:1948": {14, 0, 0},
	} {
		x := ts[k]
		if [3]int{x.Wins, x.Losses, x.Ties} != want || !x.HasRecord {
			t.Errorf("%s: %d-%d-%d (has %v), want %v", k, x.Wins, x.Losses, x.Ties, x.HasRecord, want)
		}
	}
	for k, want := range map[string]string{
		"nfl:LVR|afl:1960": "Oakland Raiders", "nfl:LVR|nfl:1985": "Los Angeles Raiders", "nfl:LVR|nfl:2020": "Las Vegas Raiders",
		"nfl:IND|nfl:1958": "Baltimore Colts", "nfl:TEN|nfl:1997": "Tennessee Oilers", "nfl:ARI|nfl:1990": "Phoenix Cardinals",
		"nfl:LAR|nfl:1945": "Cleveland Rams", "nfl:LAR|nfl:2005": "St. Louis Rams", "nfl:LAC|nfl:2000": "San Diego Chargers",
		"nfl:WAS|nfl:2021": "Washington Football Team", "nfl:KC|afl:1962": "Dallas Texans",
	} {
		if x := ts[k]; x.Name != want {
			t.Errorf("%s name %q, want %q", k, x.Name, want)
		}
	}
	if x := ts["nfl:KC|nfl:2023"]; x.HeadCoach != "Andy Reid" || x.DivisionKey != "nfl:div:afc-west" || !x.MadePlayoffs {
		t.Errorf("Chiefs 2023: %+v", x)
	}

	// Championships.
	if len(ds.ChampionshipResults) < 100 {
		t.Errorf("%d champions, want >= 100", len(ds.ChampionshipResults))
	}
	byKey := map[string]dataset.ChampionshipResult{}
	sbs := 0
	for _, r := range ds.ChampionshipResults {
		byKey[fmt.Sprintf("%s|%d", r.ChampionshipKey, r.Year)] = r
		if r.ChampionshipKey == "super-bowl" {
			sbs++
			if r.GameKey == "" {
				t.Errorf("Super Bowl %d has no game", r.Year)
			}
		}
		if r.WinnerKey == "" {
			t.Errorf("%s %d winner unresolved", r.ChampionshipKey, r.Year)
		}
	}
	if sbs != 60 {
		t.Errorf("%d Super Bowls, want 60 (I-LX)", sbs)
	}
	if r := byKey["super-bowl|1978"]; r.MVP != "Harvey Martin, Randy White" {
		t.Errorf("Super Bowl XII MVP %q", r.MVP)
	}
	if r := byKey["super-bowl|2022"]; r.City != "Inglewood, CA" {
		t.Errorf("Super Bowl LVI city %q", r.City)
	}
	if r := byKey["super-bowl|2024"]; r.WinnerKey != "nfl:KC" || *r.WinnerScore != 25 || *r.RunnerUpScore != 22 || r.GameKey != "nfl:2023_22_SF_KC" || r.WinningCoach != "Andy Reid" || r.MVP != "Patrick Mahomes" || r.SeasonKey != "nfl:2023" {
		t.Errorf("Super Bowl LVIII: %+v", r)
	}
	if r := byKey["super-bowl|2026"]; r.WinnerKey != "nfl:SEA" || r.RunnerUpKey != "nfl:NE" || r.SeasonKey != "nfl:2025" ||
		r.GameKey != "nfl:2025_22_SEA_NE" || *r.WinnerScore != 29 || *r.RunnerUpScore != 13 {
		t.Errorf("Super Bowl LX: %+v", r)
	}
	// Rosters 1996-2009 from PFR; a player nflverse also lists keeps one person.
	early, manning := 0, false
	for _, r := range ds.Roster {
		if r.SeasonKey >= "nfl:1996" && r.SeasonKey <= "nfl:2009" {
			early++
		}
		if r.SeasonKey == "nfl:1998" && r.FranchiseKey == "nfl:IND" && r.PersonKey == "nfl:00-0010346" {
			manning = true
		}
	}
	if early != 25872 || !manning {
		t.Errorf("%d roster entries 1996-2009 (want 25,872), Manning 1998 found %v", early, manning)
	}
	// The 2025 regular season is complete: 17 games for each of the 32 teams.
	perTeam := map[string]int{}
	for _, g := range ds.Games {
		if g.SeasonKey == "nfl:2025" && g.GameType == dataset.TypeRegular && g.Status == dataset.StatusFinal {
			perTeam[g.HomeKey]++
			perTeam[g.AwayKey]++
		}
	}
	for fr, n := range perTeam {
		if n != 17 {
			t.Errorf("%s played %d 2025 games, want 17", fr, n)
		}
	}
	if len(perTeam) != 32 {
		t.Errorf("%d teams in 2025, want 32", len(perTeam))
	}
	if r := byKey["nfl-championship|1958"]; r.WinnerKey != "nfl:IND" || *r.WinnerScore != 23 || r.GameKey == "" {
		t.Errorf("1958 NFL title: %+v", r)
	}
	if r := byKey["afl-championship|1962"]; r.WinnerKey != "nfl:KC" || r.WinnerName != "Dallas Texans" {
		t.Errorf("1962 AFL title: %+v", r)
	}
	if r := byKey["aafc-championship|1949"]; r.RunnerUpKey != "nfl:SF" {
		t.Errorf("1949 AAFC title: %+v", r)
	}
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["nfl:2023"]; s.StartYear != 2023 || s.EndYear != 2024 || s.ChampionKey != "nfl:KC" || s.RegularSeasonGames != 17 {
		t.Errorf("2023 season: %+v", s)
	}
	if s := seasons["afl:1960"]; s.ChampionKey != "nfl:TEN" {
		t.Errorf("1960 AFL season: %+v", s)
	}

	// Players, player seasons, coaches.
	if len(ds.Players) < 11000 || len(ds.PlayerSeasons) < 6000 || len(ds.Roster) < 43000 {
		t.Errorf("players %d, player seasons %d, roster %d", len(ds.Players), len(ds.PlayerSeasons), len(ds.Roster))
	}
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey == "nfl:00-0033873" && ps.SeasonKey == "nfl:2022" {
			if ps.Stats["passing_yards"] != 5250 || ps.Stats["passing_touchdowns"] != 41 || ps.Postseason["passing_yards"] != 703 {
				t.Errorf("Mahomes 2022: %+v", ps)
			}
		}
	}
	found := false
	for _, c := range ds.Coaches {
		if c.PersonKey == "nfl:coach:andy-reid" && c.SeasonKey == "nfl:2023" {
			found = true
			if c.Wins != 11 || c.Losses != 6 || c.PlayoffWins != 4 || c.PlayoffLoss != 0 {
				t.Errorf("Andy Reid 2023: %+v", c)
			}
		}
	}
	if !found {
		t.Errorf("Andy Reid 2023 tenure missing")
	}
}

func TestNCAAFootballRealData(t *testing.T) {
	ds := ingesttest.LoadTwice(t, "ncaa-football", ncaafb.Load)
	ingesttest.WriteAndCheck(t, "ncaa-football", ds)

	if len(ds.ChampionshipResults) < 70 {
		t.Errorf("%d champions, want >= 70", len(ds.ChampionshipResults))
	}
	perSeason := map[string]int{}
	res := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		perSeason[r.SeasonKey]++
		res[r.Year] = r
		if r.WinnerKey == "" {
			t.Errorf("%d champion %q unresolved", r.Year, r.WinnerName)
		}
	}
	for k, n := range perSeason {
		if n != 1 {
			t.Errorf("season %s has %d champions", k, n)
		}
	}
	if r := res[2026]; r.WinnerKey != "ncaa-football:indiana" || r.RunnerUpKey != "ncaa-football:miami" || *r.WinnerScore != 27 || r.GameKey == "" {
		t.Errorf("2025 CFP final: %+v", r)
	}
	if r := res[2004]; r.WinnerName != "LSU" {
		t.Errorf("2003 season should be the BCS champion LSU: %+v", r)
	}
	if r := res[1936]; r.WinnerName != "Minnesota" {
		t.Errorf("1936: %+v", r)
	}
	// CFP finals of the cfbd seasons, linked to their games (SOURCES.md).
	for y, want := range map[int][3]string{2022: {"ncaa-football:georgia", "33", "18"}, 2023: {"ncaa-football:georgia", "65", "7"},
		2024: {"ncaa-football:michigan", "34", "13"}, 2025: {"ncaa-football:ohio-state", "34", "23"}} {
		r := res[y]
		if r.WinnerKey != want[0] || r.GameKey == "" || fmt.Sprint(*r.WinnerScore) != want[1] || fmt.Sprint(*r.RunnerUpScore) != want[2] {
			t.Errorf("CFP final %d: %+v", y, r)
		}
	}
	withRecord := map[string]int{}
	for _, ts := range ds.TeamSeasons {
		if ts.HasRecord {
			withRecord[ts.SeasonKey]++
		}
	}
	for y := 2021; y <= 2024; y++ {
		if n := withRecord[fmt.Sprintf("ncaa-football:%d", y)]; n < 120 {
			t.Errorf("%d: %d team seasons with a record", y, n)
		}
	}
	// 958 games of 2025 (cfb_schedule_2025) + 3,612 FBS games of 2021-2024 (cfbd).
	if len(ds.Franchises) < 130 || len(ds.Games) != 958+3612 {
		t.Errorf("%d franchises, %d games", len(ds.Franchises), len(ds.Games))
	}
	seasons := map[string]bool{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = true
	}
	for y := 1924; y <= 2025; y++ {
		if !seasons[fmt.Sprintf("ncaa-football:%d", y)] {
			t.Errorf("season %d missing", y)
		}
	}
	conf := map[string]string{}
	for _, ts := range ds.TeamSeasons {
		conf[ts.FranchiseKey+"|"+ts.SeasonKey] = ts.ConferenceKey
	}
	if c := conf["ncaa-football:texas|ncaa-football:2023"]; c != "ncaa-football:conf:big-12" {
		t.Errorf("Texas 2023 conference %q", c)
	}
	if c := conf["ncaa-football:texas|ncaa-football:2024"]; c != "ncaa-football:conf:sec" {
		t.Errorf("Texas 2024 conference %q", c)
	}
}
