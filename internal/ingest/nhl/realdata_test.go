package nhl_test

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/nhl"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNHLRealData(t *testing.T) {
	ds := ingesttest.LoadTwice(t, "nhl", nhl.Load)
	ingesttest.WriteAndCheck(t, "nhl", ds)
	ingesttest.BoxScoresAtLeast(t, ds, map[string]int{"fastrhockey_nhl_player_box": 10400})

	for _, p := range ds.People {
		if strings.EqualFold(p.FirstName, "vacant") || strings.EqualFold(p.LastName, "vacant") {
			t.Errorf("pseudo-person %q imported", p.Key)
		}
	}

	// Leagues and franchises.
	leagues := map[string]bool{}
	for _, l := range ds.Leagues {
		leagues[l.Key] = true
	}
	for _, k := range []string{"nhl", "nha", "pcha", "wchl", "wha"} {
		if !leagues[k] {
			t.Errorf("league %s missing", k)
		}
	}
	nhlFr := 0
	fr := map[string]dataset.Franchise{}
	for _, f := range ds.Franchises {
		fr[f.Key] = f
		if f.LeagueKey == "nhl" {
			nhlFr++
		}
	}
	if nhlFr < 30 {
		t.Errorf("%d NHL franchises, want >= 30", nhlFr)
	}
	if f := fr["nhl:SEA"]; f.Name != "Seattle Kraken" || f.FoundedYear != 2021 || f.DivisionKey != "nhl:div:WC-PC" {
		t.Errorf("Kraken = %+v", f)
	}
	if f := fr["nhl:VGK"]; f.Name != "Vegas Golden Knights" || f.City != "Las Vegas" || f.FoundedYear != 2017 {
		t.Errorf("Golden Knights = %+v", f)
	}
	if f := fr["nhl:BOS"]; f.FoundedYear != 1924 || f.VenueKey != "nhl:td-garden" {
		t.Errorf("Bruins = %+v", f)
	}

	// Franchise continuity across relocations.
	names := map[string]string{}
	for _, ts := range ds.TeamSeasons {
		names[ts.FranchiseKey+"|"+ts.SeasonKey] = ts.Name
	}
	for key, want := range map[string]string{
		"nhl:CGY|nhl:1975": "Atlanta Flames", "nhl:CGY|nhl:2000": "Calgary Flames",
		"nhl:COL|nhl:1990": "Quebec Nordiques", "nhl:COL|wha:1975": "Quebec Nordiques",
		"nhl:CAR|nhl:1990": "Hartford Whalers", "nhl:DAL|nhl:1980": "Minnesota North Stars",
		"nhl:ARI|wha:1975": "Winnipeg Jets", "nhl:ARI|nhl:1990": "Winnipeg Jets", "nhl:ARI|nhl:2000": "Phoenix Coyotes",
		"nhl:ARI|nhl:2022": "Arizona Coyotes", "nhl:ARI|nhl:2024": "Utah Hockey Club",
		"nhl:WPG|nhl:2005": "Atlanta Thrashers", "nhl:WPG|nhl:2022": "Winnipeg Jets",
		"nhl:NJD|nhl:1974": "Kansas City Scouts", "nhl:SEA|nhl:2022": "Seattle Kraken",
	} {
		if names[key] != want {
			t.Errorf("team season %s = %q, want %q", key, names[key], want)
		}
	}

	// Team seasons: standings through 2017-18, computed from the games from
	// 2018-19 through the complete 2025-26 regular season, each W-L-OTL.
	otl := map[string]int{}
	for _, ts := range ds.TeamSeasons {
		switch ts.SeasonKey {
		case "nhl:2022", "nhl:2017", "nhl:2023", "nhl:2024", "nhl:2025":
			if !ts.HasRecord {
				t.Errorf("%s %s has no record", ts.Name, ts.SeasonKey)
			}
			otl[ts.SeasonKey] += ts.OTLosses
		}
		if ts.FranchiseKey == "nhl:BOS" && ts.SeasonKey == "nhl:2010" && (ts.Wins != 46 || ts.Losses != 25 || ts.OTLosses != 11 || ts.HeadCoach != "Claude Julien") {
			t.Errorf("Bruins 2010-11 = %+v", ts)
		}
		// Official 2024-25 records (NHL.com standings): Winnipeg 56-22-4
		// (116 points), Washington 51-22-9 (111).
		if ts.FranchiseKey == "nhl:WPG" && ts.SeasonKey == "nhl:2024" && (ts.Wins != 56 || ts.Losses != 22 || ts.OTLosses != 4 || 2*ts.Wins+ts.OTLosses != 116) {
			t.Errorf("Jets 2024-25 = %+v", ts)
		}
		if ts.FranchiseKey == "nhl:WSH" && ts.SeasonKey == "nhl:2024" && (ts.Wins != 51 || ts.Losses != 22 || ts.OTLosses != 9) {
			t.Errorf("Capitals 2024-25 = %+v", ts)
		}
	}
	for _, k := range []string{"nhl:2022", "nhl:2023", "nhl:2024", "nhl:2025"} {
		if otl[k] < 200 {
			t.Errorf("%s: %d overtime losses in all, want a few hundred", k, otl[k])
		}
	}

	// Games: one source per season, >= 60,000 in all.
	if len(ds.Games) < 60000 {
		t.Errorf("%d games, want >= 60000", len(ds.Games))
	}
	src := map[string]map[string]bool{}
	games := map[string]dataset.Game{}
	so := 0
	for _, g := range ds.Games {
		if src[g.SeasonKey] == nil {
			src[g.SeasonKey] = map[string]bool{}
		}
		src[g.SeasonKey][g.Source] = true
		games[g.Key] = g
		if g.Overtime == "SO" {
			so++
		}
	}
	for s, m := range src {
		// 2025-26: the playoffs after the schedule stops come from the series lists.
		if s == "nhl:2025" && len(m) == 2 && m["hockey/fastrhockey_nhl_playoff_games_2026_0506_to_0614.csv.gz"] {
			continue
		}
		if len(m) != 1 {
			t.Errorf("season %s has games from %v", s, m)
		}
	}
	if !src["nhl:2012"]["hockey/NHL_results.csv"] || !src["nhl:2015"]["hockey/NHL_Schedule_20152016.csv"] {
		t.Errorf("wrong source choice: %v %v", src["nhl:2012"], src["nhl:2015"])
	}
	if so < 1500 {
		t.Errorf("%d shootout games", so)
	}
	// 2011 Final, game 7: Boston 4 at Vancouver 0.
	if g := games["nhl:20110615-BOS-VAN"]; g.GameType != dataset.TypeChampionship || *g.AwayScore != 4 || *g.HomeScore != 0 {
		t.Errorf("2011 game 7 = %+v", g)
	}
	// 2022 Final, game 6: Colorado 2 at Tampa Bay 1.
	if g := games["nhl:2021030416"]; g.GameType != dataset.TypeChampionship || g.Date != "2022-06-26" || *g.AwayScore != 2 || *g.HomeScore != 1 || g.AwayKey != "nhl:COL" {
		t.Errorf("2022 game 6 = %+v", g)
	}

	// Champions: every Stanley Cup 1914-2025 except 1919 (no decision) and 2005 (lockout).
	cups := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		if r.ChampionshipKey == "stanley-cup" {
			cups[r.Year] = r
		}
	}
	for y := 1914; y <= 2025; y++ {
		_, ok := cups[y]
		if ok == (y == 1919 || y == 2005) {
			t.Errorf("Stanley Cup %d present = %v", y, ok)
		}
	}
	if len(cups) < 100 {
		t.Errorf("%d Stanley Cup results", len(cups))
	}
	if r := cups[1920]; r.WinnerName != "Ottawa Senators" || r.RunnerUpName != "Seattle Metropolitans" || r.SeriesResult != "3-2" {
		t.Errorf("1920 (fixed SeriesPost row) = %+v", r)
	}
	if r := cups[1925]; r.WinnerKey != "nhl:VIC" || r.SeasonKey != "wchl:1924" {
		t.Errorf("1925 Victoria = %+v", r)
	}
	if r := cups[2011]; r.WinnerKey != "nhl:BOS" || r.RunnerUpKey != "nhl:VAN" || r.GameKey != "nhl:20110615-BOS-VAN" || r.MVP != "Tim Thomas" || r.WinningCoach != "Claude Julien" || r.SeriesResult != "4-3" {
		t.Errorf("2011 = %+v", r)
	}
	// The latest completed season: 2024-25, linked to game 6 (2025-06-17, local date).
	if r := cups[2025]; r.WinnerKey != "nhl:FLA" || r.RunnerUpKey != "nhl:EDM" || r.MVP != "Sam Bennett" || *r.WinnerScore != 5 ||
		*r.RunnerUpScore != 1 || r.SeriesResult != "4-2" || r.GameKey != "nhl:2024030416" {
		t.Errorf("2025 = %+v", r)
	}
	if r := cups[2019]; r.GameKey == "" || r.WinnerKey != "nhl:STL" {
		t.Errorf("2019 = %+v", r)
	}
	for y := 1950; y <= 2025; y++ {
		if r, ok := cups[y]; ok && r.GameKey == "" {
			t.Errorf("Stanley Cup %d not linked to its deciding game", y)
		}
	}

	// People, players, coaches.
	people := map[string]dataset.Person{}
	for _, p := range ds.People {
		people[p.Key] = p
	}
	if p := people["nhl:gretzwa01"]; p.BirthDate != "1961-01-26" || p.BirthCity != "Brantford" {
		t.Errorf("Gretzky = %+v", p)
	}
	rostered := map[string]bool{}
	for _, r := range ds.Roster {
		rostered[r.PersonKey+"|"+r.SeasonKey] = true
	}
	if !rostered["nhl:ovechal01|nhl:2022"] || !rostered["nhl:crosbsi01|nhl:2009"] {
		t.Errorf("roster players not matched to Master.csv")
	}
	api := 0
	for _, p := range ds.Players {
		if strings.HasPrefix(p.PersonKey, "nhl:api:") {
			api++
		}
		if p.PersonKey == "nhl:gretzwa01" && (!p.HallOfFame || p.FirstYear != 1978 || p.LastYear != 1998) {
			t.Errorf("Gretzky player = %+v", p)
		}
	}
	// Master.csv ends with 2017-18: players who debuted later are API people.
	if api > 1300 {
		t.Errorf("%d roster players not matched to Master.csv", api)
	}
	spot := 0
	for _, ps := range ds.PlayerSeasons {
		switch ps.PersonKey + "|" + ps.SeasonKey {
		case "nhl:kucheni01|nhl:2018", "nhl:mcdavco01|nhl:2022", "nhl:draisle01|nhl:2024":
			spot++
		}
		if ps.PersonKey == "nhl:gretzwa01" && ps.SeasonKey == "nhl:1981" && (ps.Stats["goals"] != 92 || ps.Stats["points"] != 212) {
			t.Errorf("Gretzky 1981-82 = %+v", ps.Stats)
		}
		// Summed game lines (SOURCES.md spot checks).
		if ps.PersonKey == "nhl:kucheni01" && ps.SeasonKey == "nhl:2018" && (ps.Stats["games_played"] != 82 || ps.Stats["goals"] != 41 || ps.Stats["assists"] != 87) {
			t.Errorf("Kucherov 2018-19 = %+v", ps.Stats)
		}
		if ps.PersonKey == "nhl:mcdavco01" && ps.SeasonKey == "nhl:2022" && (ps.Stats["goals"] != 64 || ps.Stats["assists"] != 89) {
			t.Errorf("McDavid 2022-23 = %+v", ps.Stats)
		}
		if ps.PersonKey == "nhl:draisle01" && ps.SeasonKey == "nhl:2024" && ps.Stats["goals"] != 52 {
			t.Errorf("Draisaitl 2024-25 = %+v", ps.Stats)
		}
		if ps.PersonKey == "nhl:brodema01" && ps.SeasonKey == "nhl:2006" && ps.Stats["wins"] != 48 {
			t.Errorf("Brodeur 2006-07 = %+v", ps.Stats)
		}
	}
	// Shutouts: Hockey Databank's to 2017-18, then counted from the game
	// lines. Fleury's 76 and Hellebuyck's league-leading 8 in 2024-25 are
	// the published figures.
	var fleury float64
	hellebuyck := false
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey == "nhl:fleurma01" && ps.FranchiseKey != "" {
			fleury += ps.Stats["shutouts"]
		}
		if ps.PersonKey == "nhl:helleco01" && ps.SeasonKey == "nhl:2024" {
			hellebuyck = true
			if ps.Stats["shutouts"] != 8 {
				t.Errorf("Hellebuyck 2024-25 = %+v", ps.Stats)
			}
		}
	}
	if !hellebuyck {
		t.Error("Hellebuyck 2024-25 not found")
	}
	if fleury != 76 {
		t.Errorf("Fleury career shutouts = %v, want 76", fleury)
	}
	if spot != 3 {
		t.Errorf("%d of the 3 spot-checked recent player seasons found", spot)
	}
	if len(ds.PlayerSeasons) < 50000 || len(ds.Coaches) < 2000 || len(ds.Awards) < 2500 {
		t.Errorf("player seasons %d, coach tenures %d, awards %d", len(ds.PlayerSeasons), len(ds.Coaches), len(ds.Awards))
	}
}
