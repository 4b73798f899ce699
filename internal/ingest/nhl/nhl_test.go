package nhl

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nhlFixtureHeaders are the header lines of every file Load reads; the
// fixture fills the files it cares about and leaves the rest header-only.
var nhlFixtureHeaders = map[string]string{
	"hockey/abbrev.csv":                 "Type,Code,Fullname",
	"hockey/Teams.csv":                  "year,lgID,tmID,franchID,confID,divID,rank,playoff,G,W,L,T,OTL,Pts,SoW,SoL,GF,GA,name",
	"hockey/SeriesPost.csv":             "year,round,series,tmIDWinner,lgIDWinner,tmIDLoser,lgIDLoser,W,L,T,GoalsWinner,GoalsLoser,note",
	"hockey/Master.csv":                 "playerID,coachID,hofID,firstName,lastName,nameNote,nameGiven,nameNick,height,weight,shootCatch,legendsID,ihdbID,hrefID,firstNHL,lastNHL,firstWHA,lastWHA,pos,birthYear,birthMon,birthDay,birthCountry,birthState,birthCity,deathYear,deathMon,deathDay,deathCountry,deathState,deathCity",
	"hockey/Coaches.csv":                "coachID,year,tmID,lgID,stint,notes,g,w,l,t,otl,postg,postw,postl,postt",
	"hockey/Scoring.csv":                "playerID,year,stint,tmID,lgID,pos,GP,G,A,Pts,PIM,+/-,PPG,PPA,SHG,SHA,GWG,GTG,SOG,PostGP,PostG,PostA,PostPts,PostPIM,Post+/-,PostPPG,PostPPA,PostSHG,PostSHA,PostGWG,PostSOG",
	"hockey/Goalies.csv":                "playerID,year,stint,tmID,lgID,GP,Min,W,L,T/OL,ENG,SHO,GA,SA,PostGP,PostMin,PostW,PostL,PostT,PostENG,PostSHO,PostGA,PostSA",
	"hockey/AwardsPlayers.csv":          "playerID,award,year,lgID,note,pos",
	"hockey/AwardsCoaches.csv":          "coachID,award,year,lgID,note",
	"hockey/HOF.csv":                    "year,hofID,name,category",
	"hockey/NHL_results.csv":            `"season","Date","Visitor","G","Home","G","Var.7","Att.","LOG","Notes","playoffs"`,
	"curated/nhl_teams.csv":             "team,abbreviation,city,state_province,country,first_nhl_season,conference,division,arena,arena_capacity_hockey,arena_opened,notes,verified,unverified_fields,source",
	"curated/stanley_cup_2019_2025.csv": "season,champion,runner_up,series_result,final_game,clinching_score,clinching_date,champion_home_or_away,conn_smythe,notes,verified,unverified_fields,source",
	"crosswalks/nhl_franchises.csv":     "hdb_franch_id,franchise_key,curated_team,nickname,notes",
	"crosswalks/nhl_team_codes.csv":     "nhl_code,hdb_tmid,franchise_key,name,first_year,last_year",
	"crosswalks/nhl_results_names.csv":  "name,first_year,last_year,franchise_key,hdb_tmid",
}

const nhlSchedHeader = "game_id,season,game_date,start_time_ET,season_type,game_schedule_state,away_team_id,away_score,away_abbreviation,home_score,home_team_id,home_abbreviation,pbp_link,shift_link,start_time_utc"
const nhlRosterHeader = "season,team,player_id,headshot,firstName,lastName,positionCode,shootsCatches,sweaterNumber,heightInInches,weightInPounds,heightInCentimeters,weightInKilograms,birthDate,birthCity,birthCountry,birthStateProvince,pos_F,pos_D,pos_G,hand_R,hand_L"

// nhlFixture: Ottawa (OTS, franchise STE) and the Seattle Metropolitans
// (PCHA, franchID SEA -> nhl:SEM) in 1919-20 with the swapped SeriesPost
// row; Toronto and the Winnipeg Jets -> Coyotes -> Utah franchise (ARI) in
// 2009-10 (NHL_results) and 2018-19/2019-20 (NHL API); the Kraken.
func nhlFixture(extra map[string]string) fstest.MapFS {
	files := map[string]string{}
	for k, v := range nhlFixtureHeaders {
		files[k] = v + "\n"
	}
	for y := nhlFirstSched; y <= nhlLastSched; y++ {
		files[nhlDir+nhlScheduleFile(y)] = nhlSchedHeader + "\n"
	}
	files[nhlDir+nhlSrcFastrSched] = "game_id,game_type,game_time,home_team_abbr,away_team_abbr,home_score,away_score,file_season,game_date_local\n"
	files[nhlDir+nhlSrcFastrBox] = "game_id,game_type,file_season,home_away,team_abbrev,player_id,player_name,position,goals,assists,toi,decision,goals_against\n"
	files[nhlDir+nhlSrcFastrPlayoffs2026] = "game_id,season,game_type,game_date_local,start_time_utc,away_team_abbr,away_score,home_team_abbr,home_score,last_period_type,ot_periods\n"
	files[nhlDir+nhlSrcFastrBox2026] = files[nhlDir+nhlSrcFastrBox]
	files[nhlDir+nhlSrcFastrRosters] = "player_id,first_name,last_name,team_abbr,position_code,sweater_number,file_season\n"
	for y := 2009; y <= nhlLastRoster; y++ {
		files[nhlDir+nhlRosterFile(y)] = nhlRosterHeader + "\n"
	}
	add := func(name, body string) { files[name] += strings.TrimLeft(body, "\n") }
	add("hockey/abbrev.csv", `
Conference,EC,Eastern Conference
Conference,WC,Western Conference
Division,PC,Pacific Division
Division,AT,Atlantic Division
Division,NE,Northeast Division
`)
	add("hockey/Teams.csv", `
1919,NHL,OTS,STE,,,1,SC,24,19,5,0,,38,,,121,64,Ottawa Senators
1919,PCHA,SEA,SEA,,,1,F,22,12,10,0,,24,,,59,55,Seattle Metropolitans
2009,NHL,PHO,ARI,WC,PC,2,CQF,82,2,0,0,0,4,1,0,5,3,Phoenix Coyotes
2009,NHL,TOR,TOR,EC,NE,5,,82,0,0,0,2,2,0,1,3,5,Toronto Maple Leafs
2017,NHL,TOR,TOR,EC,AT,3,CQF,82,49,26,0,7,105,,,277,232,Toronto Maple Leafs
2017,NHL,ARI,ARI,WC,PC,8,,82,29,41,0,12,70,,,208,256,Arizona Coyotes
`)
	add("hockey/SeriesPost.csv", `
1918,SCF,,SEA,PCHA,MTL,NHL,2,2,0,19,10,ND
1919,SCF,,SEA,PCHA,OTS,NHL,3,2,0,15,11,
`)
	add("hockey/Master.csv", `
smithjo01,,,John,Smith,,,,72,190,L,,,,2009,2017,,,G,1985,3,4,Canada,ON,Toronto,,,,,,
doejo01,doejo01c,doejo01h,Joe,Doe,,,,70,180,R,,,,,,,,C,1890,1,2,Canada,ON,Ottawa,1960,5,6,,,
,coachca01c,,Carl,Coach,,,,,,,,,,,,,,,1950,,,USA,,,,,,,,
`)
	add("hockey/Coaches.csv", `
doejo01c,1919,OTS,NHL,1,,24,19,5,0,,5,3,2,
coachca01c,2009,PHO,NHL,1,,40,1,0,0,,,,,
doejo01c,2009,PHO,NHL,2,,42,0,0,0,1,7,3,4,
`)
	add("hockey/Scoring.csv", `
smithjo01,2009,1,PHO,NHL,G,60,0,2,2,4,,,,,,,,,7,0,0,0,0,,,,,,,
doejo01,1919,1,OTS,NHL,C,24,10,5,15,12,,,,,,,,,5,2,1,3,0,,,,,,,
`)
	add("hockey/Goalies.csv", `
smithjo01,2009,1,PHO,NHL,60,3600,30,20,10,2,5,150,1500,7,420,3,4,,0,1,20,200
`)
	add("hockey/AwardsPlayers.csv", `
smithjo01,Vezina,2009,NHL,,
`)
	add("hockey/HOF.csv", `
1961,doejo01h,Joe Doe,Player
`)
	add("hockey/NHL_results.csv", `
2010,"2009-10-03","Toronto Maple Leafs","2","Phoenix Coyotes","3","SO","","","",0
2010,"2009-10-05","Phoenix Coyotes","","Toronto Maple Leafs","","","","","Postponed due to snow until 2009-10-06",0
2010,"2009-10-06","Phoenix Coyotes","2","Toronto Maple Leafs","1","OT","","","at Hamilton, ON",0
2010,"2010-04-20","Toronto Maple Leafs","1","Phoenix Coyotes","4","","","","",1
2010,"2010-04-22","Phoenix Coyotes","0","Toronto Maple Leafs","2","","","","",1
`)
	add("curated/nhl_teams.csv", `
Toronto Maple Leafs,TOR,Toronto,Ontario,Canada,1917-18,Eastern,Atlantic,Scotiabank Arena,18800,1999,,no,arena_opened,src
Utah Hockey Club,UTA,Salt Lake City,Utah,USA,2024-25,Western,Central,Delta Center,16200,1991,,no,arena_opened; first_nhl_season; conference; division; abbreviation,src
Seattle Kraken,SEA,Seattle,Washington,USA,2021-22,Western,Pacific,Climate Pledge Arena,17459,2021,,yes,,src
`)
	add("curated/stanley_cup_2019_2025.csv", `
2018-19,Toronto Maple Leafs,Utah Hockey Club,4-3,Game 7,4-1,2019-06-12,away,"Jim Hero (C, Toronto)",,yes,,src
2023-24,Seattle Kraken,Toronto Maple Leafs,4-0,Game 4,3-2,2024-06-01,home,,,no,champion,src
`)
	add("crosswalks/nhl_franchises.csv", `
STE,nhl:STE,,,
SEA,nhl:SEM,,,Seattle Metropolitans
TOR,nhl:TOR,Toronto Maple Leafs,Maple Leafs,
ARI,nhl:ARI,Utah Hockey Club,Hockey Club,
,nhl:SEA,Seattle Kraken,Kraken,
`)
	add("crosswalks/nhl_team_codes.csv", `
ARI,ARI,nhl:ARI,Arizona Coyotes,2014,2023
PHX,PHO,nhl:ARI,Phoenix Coyotes,1996,2013
SEA,,nhl:SEA,Seattle Kraken,2021,
TOR,TOR,nhl:TOR,Toronto Maple Leafs,1927,
UTA,,nhl:ARI,Utah Hockey Club,2024,
`)
	add("crosswalks/nhl_results_names.csv", `
Phoenix Coyotes,1996,2013,nhl:ARI,PHO
Toronto Maple Leafs,1949,2014,nhl:TOR,TOR
Winnipeg Jets,1979,1995,nhl:ARI,WIN
`)
	// fastRhockey 2018-19 on: the first game went to overtime (Toronto's
	// goalie has the decision O), the second to a shootout (Toronto's skaters
	// scored 4 of its 5); the 2024-25 game is Utah's (code UTA).
	add(nhlDir+nhlSrcFastrSched, `
2018020001,R,2018-10-03T23:00:00Z,TOR,ARI,2,3,2019,2018-10-03
2018020002,R,2018-10-05T23:00:00Z,ARI,TOR,4,5,2019,2018-10-05
2018030411,P,2019-06-11T00:00:00Z,TOR,ARI,2,1,2019,2019-06-10
2018030412,P,2019-06-13T00:00:00Z,ARI,TOR,1,4,2019,2019-06-12
2019020001,R,2019-10-03T23:00:00Z,TOR,ARI,2,3,2020,2019-10-03
2019030001,R,2020-08-02T19:00:00Z,TOR,ARI,1,4,2020,2020-08-02
2019030011,P,2020-08-03T19:00:00Z,ARI,TOR,1,4,2020,2020-08-03
2023020001,R,2023-10-10T23:00:00Z,TOR,SEA,2,3,2024,2023-10-10
2024020001,R,2024-10-10T23:00:00Z,UTA,TOR,2,1,2025,2024-10-10
`)
	add(nhlDir+nhlSrcFastrBox, `
2018020001,R,2019,away,ARI,8480100,A. Skater,C,3,1,18:00,,
2018020001,R,2019,away,ARI,8470001,J. Smith,,,,65:00,W,2
2018020001,R,2019,home,TOR,8480002,N. Newman,C,2,0,20:00,,
2018020001,R,2019,home,TOR,8480200,B. Backup,,,,00:00,,0
2018020001,R,2019,home,TOR,8480201,T. Keeper,,,,64:00,O,3
2018020002,R,2019,away,TOR,8480002,N. Newman,C,4,1,21:30,,
2018020002,R,2019,away,TOR,8480201,T. Keeper,,,,65:00,W,4
2018020002,R,2019,home,ARI,8480100,A. Skater,C,4,0,19:00,,
2018020002,R,2019,home,ARI,8470001,J. Smith,,,,65:00,O,4
2018030411,P,2019,home,TOR,8480002,N. Newman,C,1,1,17:00,,
2023020001,R,2024,away,SEA,8490000,K. Kraken,C,3,0,15:00,,
2023020001,R,2024,home,TOR,8480201,T. Keeper,,,,59:00,L,3
`)
	// fastRhockey rosters: 2024-25 adds a roster entry; A. Skater and
	// K. Kraken get their full names from here.
	add(nhlDir+nhlSrcFastrRosters, `
8480100,Adam,Skater,ARI,C,11,2019
8490000,Kai,Kraken,SEA,C,9,2024
8480002,Nick,Newman,UTA,C,91,2025
`)
	add(nhlDir+nhlRosterFile(2018), `
2019,ARI,8470001,,John,Smith,G,L,31,72,190,183,86,1985-03-04,Toronto,CAN,ON,0,0,1,0,1
2019,TOR,8480002,,Nick,Newman,C,R,91,73,200,185,91,1998-07-01,Helsinki,FIN,,1,0,0,1,0
2019,TOR,8480002,,Nick,Newman,C,R,91,73,200,185,91,1998-07-01,Helsinki,FIN,,1,0,0,1,0
`)
	for k, v := range extra {
		files[k] = v
	}
	fsys := fstest.MapFS{}
	for k, v := range files {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return fsys
}

func TestNHLFixSeries1919(t *testing.T) {
	for _, tc := range []struct {
		in, want nhlSeries
	}{
		{nhlSeries{Year: 1919, Round: "SCF", Winner: "SEA", LgWinner: "pcha", Loser: "OTS", LgLoser: "nhl", W: 3, L: 2},
			nhlSeries{Year: 1919, Round: "SCF", Winner: "OTS", LgWinner: "nhl", Loser: "SEA", LgLoser: "pcha", W: 3, L: 2}},
		// Other rows are left alone.
		{nhlSeries{Year: 1918, Round: "SCF", Winner: "SEA", Loser: "MTL", Note: "ND"},
			nhlSeries{Year: 1918, Round: "SCF", Winner: "SEA", Loser: "MTL", Note: "ND"}},
		{nhlSeries{Year: 1919, Round: "PF", Winner: "SEA", Loser: "VML"},
			nhlSeries{Year: 1919, Round: "PF", Winner: "SEA", Loser: "VML"}},
	} {
		got := tc.in
		nhlFixSeries(&got)
		if got != tc.want {
			t.Errorf("nhlFixSeries(%+v) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func TestNHLGameSource(t *testing.T) {
	for _, tc := range []struct {
		year int
		want string
	}{
		{1948, ""}, {1949, "NHL_results.csv"}, {2009, "NHL_results.csv"}, {2014, "NHL_results.csv"},
		{2015, "NHL_Schedule_20152016.csv"}, {2017, "NHL_Schedule_20172018.csv"},
		{2018, nhlSrcFastrSched}, {2025, nhlSrcFastrSched},
	} {
		if got := nhlGameSource(tc.year); got != tc.want {
			t.Errorf("nhlGameSource(%d) = %q, want %q", tc.year, got, tc.want)
		}
	}
}

func TestNHLSmallParsers(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		err      bool
	}{{"", "", false}, {"OT", "OT", false}, {"2OT", "2OT", false}, {"5OT", "5OT", false}, {"SO", "SO", false}, {"1OT", "", true}, {"X", "", true}} {
		got, err := nhlOvertime(tc.in)
		if got != tc.want || (err != nil) != tc.err {
			t.Errorf("nhlOvertime(%q) = %q, %v", tc.in, got, err)
		}
	}
	for note, want := range map[string]bool{"at Hamilton, ON": true, "Moved to Toronto for circus at MSG": true, "NHL Winter Classic": false, "": false} {
		if nhlNeutral(note) != want {
			t.Errorf("nhlNeutral(%q) != %v", note, want)
		}
	}
	for _, tc := range []struct{ id, st, typ, week string }{
		{"2019020001", "R", dataset.TypeRegular, ""},
		{"2019030001", "R", dataset.TypePlayoff, "Seeding round robin"},
		{"2019030033", "P", dataset.TypePlayoff, "Qualifying round"},
		{"2019030111", "P", dataset.TypePlayoff, "First round"},
		{"2019030416", "P", dataset.TypeChampionship, "Stanley Cup Final"},
	} {
		typ, week := nhlRound(tc.id, tc.st)
		if typ != tc.typ || week != tc.week {
			t.Errorf("nhlRound(%s,%s) = %s %q", tc.id, tc.st, typ, week)
		}
	}
	if w, l, ok := source.Score("4-1"); !ok || w != 4 || l != 1 {
		t.Errorf("nhlScore")
	}
	if got := nhlMVPName("Ryan O'Reilly (C, St. Louis)"); got != "Ryan O'Reilly" {
		t.Errorf("nhlMVPName = %q", got)
	}
	if got := nhlModeGames([]int{82, 82, 82, 81}); got != 82 {
		t.Errorf("mode = %d", got)
	}
	if got := nhlModeGames([]int{70, 71, 69, 68}); got != 0 {
		t.Errorf("uneven mode = %d", got)
	}
	if d := nhlDateDiff("1982-07-09", "1982-07-19"); d != 1 {
		t.Errorf("date diff = %d", d)
	}
	if got := nhlTiesStat(1998) + nhlTiesStat(2001) + nhlTiesStat(2005); got != "tiesties_ot_lossesot_losses" {
		t.Errorf("ties stat names %q", got)
	}
}

func TestNHLCrosswalk(t *testing.T) {
	x, err := readNHLXwalk(nhlFixture(nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		code string
		year int
		want string
	}{{"PHX", 2012, "nhl:ARI"}, {"ARI", 2014, "nhl:ARI"}, {"ARI", 2024, ""}, {"SEA", 2021, "nhl:SEA"}, {"SEA", 2015, ""}, {"TOR", 2020, "nhl:TOR"}} {
		c, _ := x.byCode(tc.code, tc.year)
		if c.Key != tc.want {
			t.Errorf("byCode(%s,%d) = %q, want %q", tc.code, tc.year, c.Key, tc.want)
		}
	}
	if n, ok := x.byName("Winnipeg Jets", 1985); !ok || n.Key != "nhl:ARI" || n.TmID != "WIN" {
		t.Errorf("byName Winnipeg Jets 1985 = %+v", n)
	}
	if _, ok := x.byName("Winnipeg Jets", 2012); ok {
		t.Errorf("Winnipeg Jets 2012 is not in this fixture")
	}
	if x.franchKey["SEA"] != "nhl:SEM" {
		t.Errorf("franchID SEA -> %q", x.franchKey["SEA"])
	}
}

func TestNHLLoadFixture(t *testing.T) {
	ds, err := Load(nhlFixture(nil))
	if err != nil {
		t.Fatal(err)
	}
	find := func(n int, fn func(i int) bool) int {
		for i := 0; i < n; i++ {
			if fn(i) {
				return i
			}
		}
		return -1
	}
	// Franchises: Utah identity with unverified abbreviation/alignment blanked,
	// first NHL season from Teams.csv (curated value unverified).
	i := find(len(ds.Franchises), func(i int) bool { return ds.Franchises[i].Key == "nhl:ARI" })
	if i < 0 {
		t.Fatal("no nhl:ARI")
	}
	if f := ds.Franchises[i]; f.Name != "Utah Hockey Club" || f.Abbrev != "" || f.ConferenceKey != "" || f.DivisionKey != "" || f.FoundedYear != 2009 || f.City != "Salt Lake City" || f.VenueKey != "nhl:delta-center" {
		t.Errorf("Utah franchise = %+v", f)
	}
	i = find(len(ds.Franchises), func(i int) bool { return ds.Franchises[i].Key == "nhl:SEM" })
	if i < 0 || ds.Franchises[i].LeagueKey != "pcha" || ds.Franchises[i].LastYear != 1919 {
		t.Errorf("Seattle Metropolitans franchise missing or wrong")
	}
	for _, v := range ds.Venues {
		if v.Name == "Scotiabank Arena" && v.OpenedYear != 0 {
			t.Errorf("unverified arena_opened imported: %+v", v)
		}
	}
	// Champions: the swapped 1919-20 SeriesPost row is fixed; 1918-19 (ND) has
	// no result; the unverified 2023-24 champion is skipped.
	var cups []string
	for _, r := range ds.ChampionshipResults {
		s := fmt.Sprintf("%d %s>%s %s", r.Year, r.WinnerKey, r.RunnerUpKey, r.SeriesResult)
		if r.WinnerScore != nil {
			s += fmt.Sprintf(" %d-%d %s %s", *r.WinnerScore, *r.RunnerUpScore, r.GameKey, r.MVP)
		}
		s += " coach=" + r.WinningCoach
		cups = append(cups, s)
	}
	want := []string{
		"1920 nhl:STE>nhl:SEM 3-2 coach=Joe Doe",
		"2019 nhl:TOR>nhl:ARI 4-3 4-1 nhl:2018030412 Jim Hero coach=",
	}
	if strings.Join(cups, "\n") != strings.Join(want, "\n") {
		t.Errorf("champions:\n%s\nwant:\n%s", strings.Join(cups, "\n"), strings.Join(want, "\n"))
	}
	// Games: postponed placeholder skipped, SO kept as reported, neutral site,
	// last series marked as the final; 2019-20 round robin is postseason.
	games := map[string]dataset.Game{}
	for _, g := range ds.Games {
		games[g.Key] = g
	}
	if len(ds.Games) != 4+4+3+1+1 {
		t.Errorf("%d games", len(ds.Games))
	}
	if g := games["nhl:20091003-TOR-PHO"]; g.Overtime != "SO" || *g.HomeScore != 3 || *g.AwayScore != 2 || g.AwayName != "Toronto Maple Leafs" || g.Source != "hockey/NHL_results.csv" {
		t.Errorf("shootout game = %+v", g)
	}
	if g := games["nhl:20091006-PHO-TOR"]; !g.Neutral || g.Overtime != "OT" || g.Notes != "at Hamilton, ON" {
		t.Errorf("neutral game = %+v", g)
	}
	if g := games["nhl:20100420-TOR-PHO"]; g.GameType != dataset.TypeChampionship {
		t.Errorf("last series not the final: %+v", g)
	}
	if g := games["nhl:2019030001"]; g.GameType != dataset.TypePlayoff || g.Week != "Seeding round robin" || !g.Neutral {
		t.Errorf("round robin game = %+v", g)
	}
	if g := games["nhl:2023020001"]; g.HomeName != "Toronto Maple Leafs" || g.AwayKey != "nhl:SEA" || g.StartTime != "19:00" || g.TimeZone != "America/New_York" || g.Overtime != "" {
		t.Errorf("schedule game = %+v", g)
	}
	// Overtime and shootout from the goalie decisions and skater goals.
	if g := games["nhl:2018020001"]; g.Overtime != "OT" {
		t.Errorf("overtime game = %+v", g)
	}
	if g := games["nhl:2018020002"]; g.Overtime != "SO" {
		t.Errorf("shootout game = %+v", g)
	}
	// Team seasons: 2018-19 computed (complete) with overtime losses apart,
	// 2019-20 counts only the one regular game, 2023-24 has no record
	// (season incomplete in the file).
	ts := map[string]dataset.TeamSeason{}
	for _, s := range ds.TeamSeasons {
		ts[s.FranchiseKey+"|"+s.SeasonKey] = s
	}
	if s := ts["nhl:ARI|nhl:2018"]; !s.HasRecord || s.Wins != 1 || s.Losses != 0 || s.OTLosses != 1 || s.Name != "Arizona Coyotes" || !s.MadePlayoffs {
		t.Errorf("ARI 2018 = %+v", s)
	}
	if s := ts["nhl:TOR|nhl:2019"]; !s.HasRecord || s.Wins != 0 || s.Losses != 1 {
		t.Errorf("TOR 2019 = %+v", s)
	}
	if s := ts["nhl:SEA|nhl:2023"]; s.HasRecord || s.Name != "Seattle Kraken" {
		t.Errorf("SEA 2023 = %+v", s)
	}
	if s := ts["nhl:ARI|nhl:2009"]; s.HeadCoach != "Joe Doe" || s.Name != "Phoenix Coyotes" || s.DivisionKey != "nhl:div:WC-PC" {
		t.Errorf("PHO 2009 = %+v", s)
	}
	// Utah's code comes from the fastRhockey schedule (the curated one is unverified).
	if s := ts["nhl:ARI|nhl:2024"]; s.Name != "Utah Hockey Club" || s.Abbrev != "UTA" {
		t.Errorf("Utah 2024 = %+v", s)
	}
	// Seasons: 2024-25 exists; 1919 PCHA season has no champion (Ottawa is NHL).
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["nhl:1919"]; s.ChampionKey != "nhl:STE" || s.Name != "1919-20 NHL Season" {
		t.Errorf("nhl:1919 = %+v", s)
	}
	if s := seasons["nhl:2018"]; s.ChampionKey != "nhl:TOR" || s.PlayoffsEnd != "2019-06-12" {
		t.Errorf("nhl:2018 = %+v", s)
	}
	if _, ok := seasons["nhl:2024"]; !ok {
		t.Errorf("no 2024-25 season")
	}
	// People: roster player matched to Master by name + birth date; new API
	// person for the other; duplicate roster row imported once.
	if len(ds.Roster) != 3 || ds.Roster[0].PersonKey != "nhl:smithjo01" || ds.Roster[1].PersonKey != "nhl:api:8480002" || ds.Roster[0].Jersey != "31" ||
		ds.Roster[2].SeasonKey != "nhl:2024" || ds.Roster[2].FranchiseKey != "nhl:ARI" {
		t.Errorf("roster = %+v", ds.Roster)
	}
	var api dataset.Person
	for _, p := range ds.People {
		if p.Key == "nhl:api:8480002" {
			api = p
		}
	}
	if api.BirthCountry != "Finland" || api.BirthDate != "1998-07-01" || api.HeightIn != 73 {
		t.Errorf("api person = %+v", api)
	}
	// Goalie stats merged into the scoring row; from 2018-19 the summed
	// fastRhockey lines (the backup who never played has no season).
	if len(ds.PlayerSeasons) != 2+6 {
		t.Fatalf("%d player seasons", len(ds.PlayerSeasons))
	}
	box := map[string]dataset.PlayerSeason{}
	for _, ps := range ds.PlayerSeasons[2:] {
		box[ps.PersonKey+"|"+ps.FranchiseKey+"|"+ps.SeasonKey] = ps
	}
	if ps := box["nhl:api:8480002|nhl:TOR|nhl:2018"]; ps.Stats["games_played"] != 2 || ps.Stats["goals"] != 6 || ps.Stats["assists"] != 1 || ps.Postseason["goals"] != 1 || ps.Position != "C" {
		t.Errorf("Newman 2018-19 = %+v", ps)
	}
	if ps := box["nhl:api:8480201|nhl:TOR|nhl:2018"]; ps.Stats["wins"] != 1 || ps.Stats["ot_losses"] != 1 || ps.Stats["minutes"] != 129 || ps.Position != "G" {
		t.Errorf("Keeper 2018-19 = %+v", ps)
	}
	if ps := box["nhl:smithjo01|nhl:ARI|nhl:2018"]; ps.Stats["wins"] != 1 || ps.Stats["ot_losses"] != 1 || ps.Stats["games_played"] != 2 {
		t.Errorf("Smith 2018-19 = %+v", ps)
	}
	for _, p := range ds.People {
		if p.Key == "nhl:api:8490000" && (p.FirstName != "Kai" || p.LastName != "Kraken") {
			t.Errorf("fastRhockey person = %+v", p)
		}
	}
	g := ds.PlayerSeasons[0]
	if g.Stats["wins"] != 30 || g.Stats["ot_losses"] != 10 || g.Stats["goals_against_average"] != 2.5 || g.Stats["save_percentage"] != 0.9 || g.Stats["assists"] != 2 || g.Postseason["wins"] != 3 || g.FranchiseKey != "nhl:ARI" ||
		g.Stats["saves"] != 1350 || g.Postseason["saves"] != 180 {
		t.Errorf("goalie season = %+v", g)
	}
	// Coaches: tenure per stint; coach-only person; Hall of Fame flag.
	if len(ds.Coaches) != 3 || ds.Coaches[2].Order != 2 || ds.Coaches[2].PlayoffWins != 3 {
		t.Errorf("coaches = %+v", ds.Coaches)
	}
	for _, p := range ds.Players {
		if p.PersonKey == "nhl:doejo01" && !p.HallOfFame {
			t.Errorf("Joe Doe not in the Hall of Fame")
		}
		if p.PersonKey == "nhl:smithjo01" && (p.FirstYear != 2009 || p.LastYear != 2018) {
			t.Errorf("Smith years = %+v", p)
		}
	}
}

func TestNHLVacantCoachIsNotAPerson(t *testing.T) {
	for id, want := range map[string]bool{"vacant": true, "Vacant": true, "bowmasc01c": false, "": false} {
		if got := nhlVacantCoach(id); got != want {
			t.Errorf("nhlVacantCoach(%q) = %v", id, got)
		}
	}
}
