package mlb_test

import (
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/mlb"
	"github.com/almanac-sports/almanac/internal/ingest/ncaabsb"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestMLBRealData(t *testing.T) {
	ds := ingesttest.LoadTwice(t, "mlb", mlb.Load)
	ingesttest.BoxScoresAtLeast(t, ds, map[string]int{"retrosheet_teamstats": 61600})

	leagues := map[string]string{}
	for _, l := range ds.Leagues {
		leagues[l.Key] = l.Name
	}
	for k, name := range map[string]string{"al": "American League", "nl": "National League", "aa": "American Association",
		"ua": "Union Association", "pl": "Players' League", "fl": "Federal League", "na": "National Association"} {
		if leagues[k] != name {
			t.Errorf("league %s = %q", k, leagues[k])
		}
	}
	if len(ds.Divisions) != 6 {
		t.Errorf("divisions %d", len(ds.Divisions))
	}
	for _, d := range ds.Divisions {
		if (strings.HasSuffix(d.Key, "-central") && d.FirstYear != 1994) || (!strings.HasSuffix(d.Key, "-central") && d.FirstYear != 1969) || d.LastYear != 0 {
			t.Errorf("division %+v", d)
		}
	}

	// Franchises: current league is the latest one.
	fr := map[string]dataset.Franchise{}
	active := map[string]int{}
	byLeague := map[string]int{}
	for _, f := range ds.Franchises {
		fr[f.Key] = f
		byLeague[f.LeagueKey]++
		if f.LastYear == 0 {
			active[f.LeagueKey]++
		}
	}
	if active["al"] != 15 || active["nl"] != 15 {
		t.Errorf("active franchises AL %d NL %d", active["al"], active["nl"])
	}
	if byLeague["al"]+byLeague["nl"] < 30 {
		t.Errorf("AL+NL franchises %d", byLeague["al"]+byLeague["nl"])
	}
	for _, f := range ds.Franchises {
		if f.Name == "Washington Nationals" {
			if f.Key != "mlb:WSN" {
				t.Errorf("the current Nationals must come first (slug order), got %s", f.Key)
			}
			break
		}
	}
	if fr["mlb:HOU"].LeagueKey != "al" || fr["mlb:MIL"].LeagueKey != "nl" {
		t.Errorf("Astros/Brewers league: %s %s", fr["mlb:HOU"].LeagueKey, fr["mlb:MIL"].LeagueKey)
	}
	if f := fr["mlb:OAK"]; f.Name != "Athletics" || f.City != "Sacramento" || f.Abbrev != "ATH" || f.FoundedYear != 1901 {
		t.Errorf("Athletics %+v", f)
	}
	if f := fr["mlb:NYY"]; f.Name != "New York Yankees" || f.VenueKey != "mlb:NYC21" || f.DivisionKey != "mlb:al-east" {
		t.Errorf("Yankees %+v", f)
	}
	// Continuity: names per team-season under one franchise.
	names := map[string]map[string]bool{}
	years := map[int]bool{}
	for _, ts := range ds.TeamSeasons {
		if names[ts.FranchiseKey] == nil {
			names[ts.FranchiseKey] = map[string]bool{}
		}
		names[ts.FranchiseKey][ts.Name] = true
		var y int
		for i := strings.LastIndexByte(ts.SeasonKey, ':') + 1; i < len(ts.SeasonKey); i++ {
			y = y*10 + int(ts.SeasonKey[i]-'0')
		}
		years[y] = true
	}
	for k, want := range map[string][]string{
		"mlb:OAK": {"Philadelphia Athletics", "Kansas City Athletics", "Oakland Athletics"},
		"mlb:LAD": {"Brooklyn Dodgers", "Los Angeles Dodgers"},
		"mlb:SFG": {"New York Giants", "San Francisco Giants"},
		"mlb:ATL": {"Boston Braves", "Milwaukee Braves", "Atlanta Braves"},
		"mlb:MIN": {"Washington Senators", "Minnesota Twins"},
	} {
		for _, n := range want {
			if !names[k][n] {
				t.Errorf("%s has no team-season named %q", k, n)
			}
		}
	}
	for y := 1871; y <= 2025; y++ {
		if !years[y] {
			t.Errorf("no team-seasons in %d", y)
		}
	}
	if len(ds.TeamSeasons) != 3075+30+30 { // Lahman to 2024, carried into 2025 and 2026
		t.Errorf("team seasons %d", len(ds.TeamSeasons))
	}
	noRecord := 0
	for _, ts := range ds.TeamSeasons {
		if !ts.HasRecord {
			noRecord++
		}
		// 2026 to the snapshot (SOURCES.md: leader Brewers 80-49).
		if ts.SeasonKey == "nl:2026" && ts.FranchiseKey == "mlb:MIL" && (ts.Wins != 80 || ts.Losses != 49) {
			t.Errorf("2026 Brewers %+v", ts)
		}
		if ts.SeasonKey == "nl:2025" && ts.FranchiseKey == "mlb:MIL" && (ts.Wins != 97 || ts.Losses != 65 || !ts.HasRecord) {
			t.Errorf("2025 Brewers %+v", ts)
		}
		if ts.SeasonKey == "al:2025" && ts.FranchiseKey == "mlb:OAK" && (ts.Name != "Athletics" || ts.VenueKey != "mlb:SAC01") {
			t.Errorf("2025 Athletics %+v", ts)
		}
		if ts.SeasonKey == "al:1927" && ts.FranchiseKey == "mlb:NYY" && (ts.Wins != 110 || ts.Losses != 44 || ts.Ties != 1 || ts.HeadCoach != "Miller Huggins" || !ts.MadePlayoffs) {
			t.Errorf("1927 Yankees %+v", ts)
		}
	}
	if noRecord != 0 { // official even where the game logs differ (standings explain it)
		t.Errorf("%d team-seasons without record", noRecord)
	}

	// Seasons.
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["al:2024"]; s.RegularSeasonGames != 162 || s.StartDate != "2024-03-28" || s.PlayoffsEnd != "2024-10-30" || s.ChampionKey != "mlb:NYY" {
		t.Errorf("al:2024 %+v", s)
	}
	if s := seasons["nl:2020"]; s.RegularSeasonGames != 60 || s.ChampionKey != "mlb:LAD" {
		t.Errorf("nl:2020 %+v", s)
	}

	// Games.
	if len(ds.Games) < 200000 {
		t.Errorf("games %d", len(ds.Games))
	}
	perYear := map[string]int{}
	types := map[string]int{}
	var ws2024 *dataset.Game
	for i, g := range ds.Games {
		perYear[g.Date[:4]]++
		types[g.GameType]++
		if strings.Contains(g.Key, "ALS") || strings.Contains(g.Key, "NLS") {
			t.Errorf("All-Star game imported: %s", g.Key)
		}
		if g.Key == "mlb:NYA202410300" {
			ws2024 = &ds.Games[i]
		}
	}
	if perYear["2024"] != 2472 || perYear["2019"] != 2466 || perYear["2025"] != 2430+7 || perYear["2026"] != 1934 {
		t.Errorf("games 2024 %d, 2019 %d, 2025 %d, 2026 %d", perYear["2024"], perYear["2019"], perYear["2025"], perYear["2026"])
	}
	if ws2024 == nil || *ws2024.HomeScore != 6 || *ws2024.AwayScore != 7 || ws2024.GameType != dataset.TypeChampionship ||
		ws2024.Week != "World Series" || ws2024.AwayKey != "mlb:LAD" || ws2024.VenueKey != "mlb:NYC21" || ws2024.Attendance == 0 {
		t.Errorf("2024 WS game 5: %+v", ws2024)
	}
	t.Logf("game types: %v", types)

	// World Series.
	if len(ds.ChampionshipResults) < 120 {
		t.Errorf("champions %d", len(ds.ChampionshipResults))
	}
	res := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	if _, ok := res[1904]; ok {
		t.Error("1904: no World Series was played")
	}
	if r := res[2016]; r.WinnerKey != "mlb:CHC" || r.RunnerUpName != "Cleveland Indians" || r.SeriesResult != "4-3" ||
		*r.WinnerScore != 8 || *r.RunnerUpScore != 7 || r.Date != "2016-11-02" || r.MVP != "Ben Zobrist" || r.WinningCoach != "Joe Maddon" {
		t.Errorf("2016 %+v", r)
	}
	// The latest completed season: the 2025 World Series from the curated games.
	if r := res[2025]; r.WinnerKey != "mlb:LAD" || r.RunnerUpKey != "mlb:TOR" || r.SeriesResult != "4-3" || *r.WinnerScore != 5 ||
		*r.RunnerUpScore != 4 || r.Date != "2025-11-01" || r.GameKey != "mlb:TOR202511010" || r.MVP != "Yoshinobu Yamamoto" ||
		r.WinningCoach != "Dave Roberts" || r.SeasonKey != "nl:2025" || r.VenueName == "" {
		t.Errorf("2025 %+v", r)
	}
	if s := seasons["nl:2025"]; s.ChampionKey != "mlb:LAD" || s.RegularSeasonGames != 162 || s.PlayoffsEnd != "2025-11-01" {
		t.Errorf("nl:2025 %+v", s)
	}
	if r := res[1981]; r.MVP != "Ron Cey, Pedro Guerrero, Steve Yeager" {
		t.Errorf("1981 MVPs %q", r.MVP)
	}
	if r := res[2013]; r.SeriesResult != "4-2" {
		t.Errorf("2013 %q", r.SeriesResult)
	}
	if r := res[1912]; r.SeriesResult != "4-3-1" || r.WinnerName != "Boston Red Sox" {
		t.Errorf("1912 %+v", r)
	}
	if r := res[1927]; r.WinnerKey != "mlb:NYY" || r.SeriesResult != "4-0" || r.SeasonKey != "al:1927" {
		t.Errorf("1927 %+v", r)
	}

	// People, players and stats.
	if len(ds.People) < 21000 || len(ds.Players) < 20000 || len(ds.PlayerSeasons) < 110000 {
		t.Errorf("people %d players %d player seasons %d", len(ds.People), len(ds.Players), len(ds.PlayerSeasons))
	}
	for _, p := range ds.Players {
		if p.PersonKey == "mlb:ruthba01" && (!p.HallOfFame || p.FirstYear != 1914 || p.LastYear != 1935) {
			t.Errorf("Ruth %+v", p)
		}
	}
	found := 0
	for _, ps := range ds.PlayerSeasons {
		switch {
		case ps.PersonKey == "mlb:ruthba01" && ps.SeasonKey == "al:1927":
			found++
			if ps.Stats["home_runs"] != 60 || ps.Stats["batting_average"] != 0.356 || ps.Postseason["hits"] != 6 {
				t.Errorf("Ruth 1927 %v %v", ps.Stats, ps.Postseason)
			}
		case ps.PersonKey == "mlb:bondsba01" && ps.SeasonKey == "nl:2001":
			found++
			if ps.Stats["home_runs"] != 73 || ps.FranchiseKey != "mlb:SFG" {
				t.Errorf("Bonds 2001 %v", ps.Stats)
			}
		case ps.PersonKey == "mlb:gibsobo01" && ps.SeasonKey == "nl:1968":
			found++
			if ps.Stats["era"] != 1.12 || ps.Stats["wins"] != 22 || ps.Position != "P" {
				t.Errorf("Gibson 1968 %v", ps.Stats)
			}
		}
	}
	if found != 3 {
		t.Errorf("spot-check player seasons found %d", found)
	}
	heads, assistants := 0, 0
	for _, c := range ds.Coaches {
		if c.IsHead {
			heads++
		} else {
			assistants++
		}
	}
	// 3,786 Managers.csv rows less the 89 stand-ins whose games go to the manager.
	if heads != 3697 || assistants < 5000 {
		t.Errorf("coach tenures: %d managers, %d coaches", heads, assistants)
	}
	mlbCheckCareers(t, ds)
	ingesttest.WriteAndCheck(t, "mlb", ds)

	// The import's form: the player seasons LoadFrozen freezes as it builds
	// them are the rows Load builds, frozen afterwards.
	frozen, err := mlb.LoadFrozen(os.DirFS("../../../data"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ps := range frozen.PlayerSeasons {
		if ps.Frozen {
			n++
		}
	}
	if n < 100000 {
		t.Errorf("LoadFrozen froze %d player seasons, want the Lahman ones (over 100,000)", n)
	}
	if err := ds.Freeze(); err != nil {
		t.Fatal(err)
	}
	if err := frozen.Freeze(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ds, frozen) {
		t.Error("LoadFrozen's dataset differs from Load's, both frozen")
	}
}

func TestNCAABaseballRealData(t *testing.T) {
	ds := ingesttest.Load(t, "ncaa-baseball", ncaabsb.Load)
	if len(ds.ChampionshipResults) < 70 {
		t.Errorf("champions %d", len(ds.ChampionshipResults))
	}
	res := map[int]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.Year] = r
	}
	if _, ok := res[2020]; ok {
		t.Error("2020 was not held")
	}
	if r := res[1947]; r.WinnerName != "California" || r.RunnerUpName != "Yale" || *r.WinnerScore != 8 || r.VenueName != "Hyames Field" {
		t.Errorf("1947 %+v", r)
	}
	if r := res[2025]; r.WinnerKey != "ncaa-baseball:lsu" || r.SeriesResult != "2-0" || r.MVP != "Kade Anderson" {
		t.Errorf("2025 %+v", r)
	}
	if r := res[1967]; r.RunnerUpName != "" || r.WinnerScore != nil {
		t.Errorf("1967 unverified runner-up/score imported: %+v", r)
	}
	lsu := 0
	for _, r := range ds.ChampionshipResults {
		if r.WinnerKey == "ncaa-baseball:lsu" {
			lsu++
		}
	}
	if lsu != 8 {
		t.Errorf("LSU titles %d", lsu)
	}
	ingesttest.WriteAndCheck(t, "ncaa-baseball", ds)
}

// mlbCareer sums a stat over a player's seasons: per league-season the total
// rows when there are any, else the team rows.
func mlbCareer(ds *dataset.Dataset, person, stat string) float64 {
	hasTot := map[string]bool{}
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey == person && ps.FranchiseKey == "" {
			hasTot[ps.SeasonKey] = true
		}
	}
	sum := 0.0
	for _, ps := range ds.PlayerSeasons {
		if ps.PersonKey == person && (ps.FranchiseKey == "") == hasTot[ps.SeasonKey] {
			sum += ps.Stats[stat]
		}
	}
	return sum
}

// mlbCheckCareers: 2025 rows (Baseball-Reference) on top of Lahman's, careers
// summed from season rows against the published totals (SOURCES.md), and
// managers' records against their teams'.
func mlbCheckCareers(t *testing.T, ds *dataset.Dataset) {
	for _, c := range []struct {
		person, stat string
		want         float64
	}{
		{"mlb:judgeaa01", "home_runs", 368}, {"mlb:ohtansh01", "home_runs", 280}, {"mlb:stantmi03", "home_runs", 453},
		{"mlb:kershcl01", "strikeouts", 3052}, {"mlb:verlaju01", "wins", 266}, {"mlb:verlaju01", "strikeouts", 3553},
		{"mlb:ruthba01", "home_runs", 714}, {"mlb:ruthba01", "wins", 94}, {"mlb:ruthba01", "losses", 46},
	} {
		if got := mlbCareer(ds, c.person, c.stat); got != c.want {
			t.Errorf("%s career %s = %g, want %g", c.person, c.stat, got, c.want)
		}
	}
	rows := map[string][]dataset.PlayerSeason{}
	for _, ps := range ds.PlayerSeasons {
		if strings.HasSuffix(ps.SeasonKey, ":2025") {
			rows[ps.PersonKey] = append(rows[ps.PersonKey], ps)
		}
	}
	if j := rows["mlb:judgeaa01"]; len(j) != 1 || j[0].Stats["home_runs"] != 53 || j[0].Stats["batting_average"] != 0.331 ||
		j[0].FranchiseKey != "mlb:NYY" || j[0].Stats["games_played"] != 152 {
		t.Errorf("Judge 2025 %+v", j)
	}
	if r := rows["mlb:raleica01"]; len(r) != 1 || r[0].Stats["home_runs"] != 60 || r[0].Position != "C" {
		t.Errorf("Raleigh 2025 %+v", r)
	}
	if k := rows["mlb:kershcl01"]; len(k) != 1 || k[0].Stats["wins"] != 11 || k[0].Stats["losses"] != 2 ||
		k[0].Stats["outs_pitched"] != 338 || k[0].Stats["era"] != 3.36 || k[0].Position != "P" {
		t.Errorf("Kershaw 2025 %+v", k)
	}
	// Ohtani pitched and hit: both lines on one row.
	if o := rows["mlb:ohtansh01"]; len(o) != 1 || o[0].Stats["home_runs"] != 55 || o[0].Stats["strikeouts"] != 62 || o[0].Stats["games_pitched"] != 14 {
		t.Errorf("Ohtani 2025 %+v", o)
	}
	// Five clubs in both leagues: per league a total row leads its team rows (leagues in the order he joined them).
	var got []string
	for _, ps := range rows["mlb:urenajo01"] {
		got = append(got, fmt.Sprintf("%s %s %g", ps.SeasonKey, ps.TeamAbbrev, ps.Stats["games_pitched"]))
	}
	if want := []string{"nl:2025 TOT 3", "nl:2025 NYM 1", "nl:2025 LAD 2", "al:2025 TOT 16", "al:2025 TOR 6", "al:2025 MIN 4", "al:2025 LAA 6"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Urena 2025 %v", got)
	}
	if d := rows["mlb:deverra01"]; len(d) != 2 || d[0].TeamAbbrev != "BOS" || d[1].TeamAbbrev != "SFG" || d[0].Stats["home_runs"]+d[1].Stats["home_runs"] != 35 {
		t.Errorf("Devers 2025 %+v", d)
	}
	// A 2025 debut not in Lahman People is a new person.
	if y := rows["mlb:youngco01"]; len(y) == 0 || y[0].FranchiseKey != "mlb:SEA" {
		t.Errorf("Cole Young 2025 %+v", y)
	}
	// Bobby Cox: the stand-ins' games are his (2000: the Braves' 95-67; career 2,504-2,001).
	w, l := 0, 0
	for _, c := range ds.Coaches {
		if c.PersonKey == "mlb:coxbo01" && c.IsHead {
			w, l = w+c.Wins, l+c.Losses
			if c.SeasonKey == "nl:2000" && (c.Wins != 95 || c.Losses != 67) {
				t.Errorf("Cox 2000 %+v", c)
			}
		}
	}
	if w != 2504 || l != 2001 {
		t.Errorf("Cox career %d-%d", w, l)
	}
	er := 0
	for _, d := range ds.Disagreements {
		if d.Field == "earned_runs" {
			v, _ := strconv.Atoi(d.KeptValue)
			o, _ := strconv.Atoi(d.OtherValue)
			er += v - o
		}
	}
	if er != 34 { // SOURCES.md: 19,903 vs 19,869
		t.Errorf("2025 earned runs differ by %d", er)
	}
}
