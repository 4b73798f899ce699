package mlb

import (
	"bytes"
	"compress/gzip"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// mlbTable builds a Table from CSV text.
func mlbTable(t *testing.T, name, text string) *source.Table {
	t.Helper()
	fsys := fstest.MapFS{name: {Data: []byte(strings.TrimLeft(text, "\n"))}}
	tab, err := source.ReadTable(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

const mlbTeamsHeader = "yearID,lgID,teamID,franchID,divID,Rank,G,Ghome,W,L,DivWin,WCWin,LgWin,WSWin,name,park,teamIDBR,teamIDretro\n"

func TestMLBParseTeamsKeepsNAAndFixesRetroID(t *testing.T) {
	tab := mlbTable(t, "Teams.csv", mlbTeamsHeader+`
1871,NA,BS1,BNA,,3,31,,20,10,,,N,,Boston Red Stockings,South End Grounds I,BOS,BS1
1882,AA,BL2,BLO,,6,74,,19,54,,,N,,Baltimore Orioles,Newington Park,BAL,BL5
1979,AL,CHA,CHW,W,5,159,,73,87,N,,N,N,Chicago White Sox,Comiskey Park,CHW,CHA
`)
	ts, err := mlbParseTeams(tab)
	if err != nil {
		t.Fatal(err)
	}
	bs := ts.byID[mlbYT{1871, "BS1"}]
	if bs == nil || bs.LgID != "NA" || bs.League() != "na" || bs.SeasonKey() != "na:1871" {
		t.Fatalf("NA league lost: %+v", bs)
	}
	if bs.Ties() != 1 {
		t.Errorf("ties = G-W-L: got %d", bs.Ties())
	}
	// Source fix: Lahman's 1882 BL2 teamIDretro "BL5" is Retrosheet's BL2.
	if ts.byRetro[mlbYT{1882, "BL2"}] == nil || ts.byRetro[mlbYT{1882, "BL5"}] != nil {
		t.Errorf("retro id fix not applied")
	}
	// 1979 CHA: forfeit counted in W/L but not in G -> no negative ties.
	if got := ts.byID[mlbYT{1979, "CHA"}].Ties(); got != 0 {
		t.Errorf("ties 1979 CHA = %d", got)
	}
}

func TestMLBStartTime(t *testing.T) {
	for _, c := range []struct {
		in   string
		year int
		want string
		drop bool
	}{
		{"19:05:00", 2024, "19:05", false},
		{"12:00:00", 1905, "", true}, // Retrosheet 0:00PM placeholder
		{"12:00:00", 2024, "12:00", false},
		{"", 1950, "", false},
		{"13:30:00", 1925, "13:30", false},
	} {
		got, drop := mlbStartTime(c.in, c.year)
		if got != c.want || drop != c.drop {
			t.Errorf("mlbStartTime(%q,%d) = %q,%v want %q,%v", c.in, c.year, got, drop, c.want, c.drop)
		}
	}
}

func TestMLBClassifyGames(t *testing.T) {
	al := &mlbTeam{Year: 1950, ID: "NYA", LgID: "AL", G: 2, LgWin: true, InPost: true}
	nl := &mlbTeam{Year: 1950, ID: "PHI", LgID: "NL", G: 2, LgWin: true, InPost: true}
	al2 := &mlbTeam{Year: 1950, ID: "BOS", LgID: "AL", G: 1}
	games := []mlbGame{
		{GID: "NYA195009300", Date: "1950-09-30", Home: al, Away: nl},
		{GID: "PHI195009290", Date: "1950-09-29", Home: nl, Away: al},
		{GID: "NYA195010040", Date: "1950-10-04", Home: al, Away: nl},  // beyond G for both -> World Series
		{GID: "BOS195009280", Date: "1950-09-28", Home: al2, Away: al}, // doubleheader game 1 ...
	}
	// NYA has 4 games, G=2: its 3rd and 4th (09-30, 10-04) are beyond G; PHI
	// has 3 games: only 10-04 is beyond. BOS has 1 game (G=1).
	mlbClassifyGames(games)
	want := []struct{ post, ws bool }{{false, false}, {false, false}, {true, true}, {false, false}}
	for i, w := range want {
		if games[i].Post != w.post || games[i].WS != w.ws {
			t.Errorf("game %s: post=%v ws=%v, want %v %v", games[i].GID, games[i].Post, games[i].WS, w.post, w.ws)
		}
	}
	// Doubleheaders order by game number.
	a := &mlbTeam{Year: 2000, ID: "AAA", LgID: "AL", G: 1, InPost: true}
	b := &mlbTeam{Year: 2000, ID: "BBB", LgID: "AL", G: 1, InPost: true}
	dh := []mlbGame{
		{GID: "AAA200009302", Date: "2000-09-30", Num: 2, Home: a, Away: b},
		{GID: "AAA200009301", Date: "2000-09-30", Num: 1, Home: a, Away: b},
	}
	mlbClassifyGames(dh)
	if dh[1].Post || !dh[0].Post || dh[0].WS {
		t.Errorf("doubleheader: game 2 should be the (non-WS) postseason game: %+v %+v", dh[0], dh[1])
	}
	// Beyond G for one team only, or a team not in the postseason: regular.
	c := &mlbTeam{Year: 1904, ID: "NY1", LgID: "NL", G: 1, LgWin: true}
	d := &mlbTeam{Year: 1904, ID: "BRO", LgID: "NL", G: 5}
	one := []mlbGame{{GID: "BRO190410070", Date: "1904-10-07", Home: d, Away: c}, {GID: "BRO190410080", Date: "1904-10-08", Home: d, Away: c}}
	mlbClassifyGames(one)
	if one[1].Post {
		t.Errorf("game beyond G for one team only must stay regular")
	}
}

func TestMLBSeriesPostFix2013(t *testing.T) {
	teams := mlbTable(t, "Teams.csv", mlbTeamsHeader+`
2013,AL,BOS,BOS,E,1,162,81,97,65,Y,N,Y,Y,Boston Red Sox,Fenway Park II,BOS,BOS
2013,NL,SLN,STL,C,1,162,81,97,65,Y,N,Y,N,St. Louis Cardinals,Busch Stadium III,STL,SLN
`)
	ts, err := mlbParseTeams(teams)
	if err != nil {
		t.Fatal(err)
	}
	b := &mlbBuild{teams: ts, tabs: map[string]*source.Table{"SeriesPost.csv": mlbTable(t, "SeriesPost.csv", `
yearID,round,teamIDwinner,lgIDwinner,teamIDloser,lgIDloser,wins,losses,ties
2013,WS,BOS,AL,SLN,NL,4,3,0
`)}}
	if err := b.seriesPost(); err != nil {
		t.Fatal(err)
	}
	s := b.series[0]
	if s.Wins != 4 || s.Losses != 2 {
		t.Errorf("2013 World Series: got %d-%d, want 4-2 (source fix)", s.Wins, s.Losses)
	}
	if !ts.byID[mlbYT{2013, "BOS"}].InPost || b.roundOf[mlbPairOf(2013, "SLN", "BOS")] != "World Series" {
		t.Errorf("postseason participation / round label not set")
	}
}

func TestMLBRoundLabel(t *testing.T) {
	for in, want := range map[string]string{"WS": "World Series", "ALDS1": "ALDS", "NLDS2": "NLDS", "ALWC3": "AL Wild Card",
		"NLWC": "NL Wild Card", "NLCS": "NLCS", "AEDIV": "AL East Division Series"} {
		if got := mlbRoundLabel(in); got != want {
			t.Errorf("mlbRoundLabel(%q) = %q", in, got)
		}
	}
}

func TestMLBAwardNameFix(t *testing.T) {
	if mlbAwardName("SIlver Slugger") != "Silver Slugger" || mlbAwardName("Gold Glove") != "Gold Glove" {
		t.Error("award name fix")
	}
	if mlbAwardLeague("ML") != "" || mlbAwardLeague("AL") != "al" || mlbAwardLeague("NA") != "na" {
		t.Error("award league mapping")
	}
}

func TestMLBPrimaryPosition(t *testing.T) {
	// order: P C 1B 2B 3B SS LF CF RF OF DH PH PR
	if got := mlbPrimaryPosition([]int{0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0}); got != "SS" {
		t.Errorf("got %q", got)
	}
	if got := mlbPrimaryPosition([]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 50, 0, 0, 0}); got != "OF" {
		t.Errorf("OF-only: got %q", got)
	}
	if got := mlbPrimaryPosition([]int{0, 0, 0, 0, 0, 0, 20, 30, 0, 50, 0, 0, 0}); got != "CF" {
		t.Errorf("OF split: got %q", got)
	}
	if got := mlbPrimaryPosition(make([]int, 13)); got != "" {
		t.Errorf("none: got %q", got)
	}
}

func TestMLBStatsMergeStints(t *testing.T) {
	// Two stints with the same team merge before rates are computed.
	var a mlbAcc
	for _, r := range [][2]string{{"100", "30"}, {"50", "20"}} {
		a.add(msAB, r[0])
		a.add(msH, r[1])
	}
	a.add(mpOuts, "300")
	a.add(mpER, "40")
	a.add(mpH, "90")
	a.add(mpBB, "30")
	a.add(msBatGames, "40")
	a.add(msSB, "") // missing values stay absent
	m := a.stats()
	if m["at_bats"] != 150 || m["hits"] != 50 || m["batting_average"] != 0.333 {
		t.Errorf("batting: %v", m)
	}
	if m["innings_pitched"] != 100 || m["era"] != 3.6 || m["whip"] != 1.2 {
		t.Errorf("pitching: %v", m)
	}
	if m["games_played"] != 40 {
		t.Errorf("games_played falls back to Batting G: %v", m["games_played"])
	}
	if _, ok := m["stolen_bases"]; ok {
		t.Errorf("missing value imported as 0")
	}
}

func TestMLBParseCuratedHonoursUnverified(t *testing.T) {
	tab := mlbTable(t, "mlb_teams.csv", `
team,abbreviation,league,division,city,state_province,country,franchise_first_season,ballpark,ballpark_capacity,ballpark_capacity_seamheads,ballpark_first_mlb_game,ballpark_opened,retrosheet_park_id,notes,verified,unverified_fields,source
Los Angeles Angels,LAA,American League,West,Anaheim,CA,USA,1961,Angel Stadium of Anaheim,45517,45505,1966-04-19,1966,ANA01,,no,team,x
Tampa Bay Rays,TBR,American League,East,St. Petersburg,FL,USA,1998,Tropicana Field,42735,25025,1998-03-31,1998,STP01,,no,ballpark_capacity; ballpark_opened,x
`)
	rows, err := mlbParseCurated(tab)
	if err != nil {
		t.Fatal(err)
	}
	if rows[0].Team != "" || rows[0].City != "Anaheim" || rows[0].Capacity != 45517 {
		t.Errorf("row 0: %+v", rows[0])
	}
	if rows[1].Capacity != 0 || rows[1].Opened != 0 || rows[1].Ballpark != "Tropicana Field" {
		t.Errorf("row 1: %+v", rows[1])
	}
}

func TestMLBParseParks(t *testing.T) {
	bp := mlbTable(t, "ballparks.csv", `
PARKID,NAME,AKA,CITY,STATE,START,END,LEAGUE,NOTES
CHI12,Guaranteed Rate Field;U.S. Cellular Field,White Sox Park,Chicago,IL,4/18/1991,,AL,
SAC01,,Sutter Health Park,Sacramento,CA,,,AL,
SEO01,Gocheok Sky Dome,,South Korea,,3/20/2024,,,
TOR01,Exhibition Stadium,,Toronto,ONT,4/7/1977,,AL,
`)
	lp := mlbTable(t, "Parks.csv", `
park.alias,park.key,park.name,city,state,country
,SEO01,Gocheok Sky Dome,Seoul,,South Korea
,TOR01,Exhibition Stadium,Toronto,ON,CA
`)
	parks, err := mlbParseParks(bp, lp)
	if err != nil {
		t.Fatal(err)
	}
	if p := parks["CHI12"]; p.Name != "Guaranteed Rate Field" || p.Country != "USA" || p.FirstGame != "1991-04-18" {
		t.Errorf("CHI12 %+v", p)
	}
	if p := parks["SAC01"]; p.Name != "Sutter Health Park" {
		t.Errorf("SAC01 %+v", p)
	}
	if p := parks["SEO01"]; p.City != "Seoul" || p.Country != "South Korea" || mlbTimeZone(p) != "Asia/Seoul" {
		t.Errorf("SEO01 %+v", p)
	}
	if p := parks["TOR01"]; p.State != "ON" || p.Country != "Canada" || mlbTimeZone(p) != "America/Toronto" {
		t.Errorf("TOR01 %+v", p)
	}
}

func TestMLBNicknameAndMode(t *testing.T) {
	if got := mlbNickname("Tampa Bay Rays", "Tampa Bay", "Devil Rays"); got != "Rays" {
		t.Errorf("got %q", got)
	}
	if got := mlbNickname("Los Angeles Angels of Anaheim", "Anaheim", "Angels"); got != "Angels" {
		t.Errorf("got %q", got)
	}
	if got := mlbMode([]int{162, 163, 162, 163, 162}); got != 162 {
		t.Errorf("mode %d", got)
	}
	if got := mlbMode([]int{154, 155}); got != 155 {
		t.Errorf("mode tie %d", got)
	}
}

// TestMLBLoadFixture runs the whole importer on a tiny data folder: one
// season with a World Series, an All-Star game and a Negro Leagues game.
// mlbFixtureFiles is a tiny but complete set of the files Load reads.
func mlbFixtureFiles() map[string]string {
	return map[string]string{
		"baseball/Teams.csv": mlbTeamsHeader + `2019,AL,HOU,HOU,W,1,3,2,2,1,Y,N,Y,N,Houston Astros,Minute Maid Park,HOU,HOU
2019,NL,WAS,WSN,E,2,3,1,1,2,N,Y,Y,Y,Washington Nationals,Nationals Park,WSN,WAS
`,
		"baseball/TeamsFranchises.csv":   "franchID,franchName,active,NAassoc\nHOU,Houston Astros,Y,\nWSN,Washington Nationals,Y,\n",
		"baseball/SeriesPost.csv":        "yearID,round,teamIDwinner,lgIDwinner,teamIDloser,lgIDloser,wins,losses,ties\n2019,WS,WAS,NL,HOU,AL,2,0,0\n",
		"baseball/Managers.csv":          "playerID,yearID,teamID,lgID,inseason,G,W,L,rank,plyrMgr\nhinchaj01,2019,HOU,AL,1,3,2,1,1,N\nmartida01,2019,WAS,NL,1,3,1,2,2,N\n",
		"baseball/HomeGames.csv":         "year.key,league.key,team.key,park.key,span.first,span.last,games,openings,attendance\n2019,AL,HOU,HOU03,x,x,3,0,0\n2019,NL,WAS,WAS11,x,x,2,0,0\n",
		"baseball/Parks.csv":             "park.alias,park.key,park.name,city,state,country\n,HOU03,Minute Maid Park,Houston,TX,US\n,WAS11,Nationals Park,Washington,DC,US\n",
		"baseball/ballparks.csv":         "PARKID,NAME,AKA,CITY,STATE,START,END,LEAGUE,NOTES\nHOU03,Minute Maid Park,,Houston,TX,4/7/2000,,AL,\nWAS11,Nationals Park,,Washington,DC,3/30/2008,,NL,\nKAN02,Muehlebach Field,,Kansas City,MO,,,,\n",
		"baseball/NgLgNov2025-teams.csv": "TEAM,LEAGUE,CITY,NICKNAME,FIRST,LAST\nHOU,NL;AL,Houston,Astros,1962,2025\nWAS,NL,Washington,Nationals,2005,2025\n",
		"baseball/attendance_data.csv": `site,gid,date,visteam,hometeam,starttime,attendance,Capacity,vruns,hruns,temp,fieldcond,precip,sky,winddir
HOU03,HOU201909280,2019-09-28,WAS,HOU,19:10:00,40000,0,1,5,0,x,x,x,x
WAS11,WAS201909290,2019-09-29,HOU,WAS,13:05:00,35000,0,3,4,0,x,x,x,x
HOU03,HOU201909300,2019-09-30,WAS,HOU,19:10:00,0,0,1,2,0,x,x,x,x
HOU03,HOU201910220,2019-10-22,WAS,HOU,19:07:00,43339,0,5,4,0,x,x,x,x
HOU03,HOU201910230,2019-10-23,WAS,HOU,19:07:00,43357,0,12,3,0,x,x,x,x
HOU03,ALS201907090,2019-07-09,NLS,ALS,19:30:00,36119,0,3,4,0,x,x,x,x
KAN02,KCM192005020,1920-05-02,CAG,KCM,,0,0,3,4,0,x,x,x,x
`,
		"baseball/People.csv": `playerID,birthYear,birthMonth,birthDay,birthCity,birthCountry,birthState,deathYear,deathMonth,deathDay,deathCountry,deathState,deathCity,nameFirst,nameLast,nameGiven,weight,height,bats,throws,debut,bbrefID,finalGame,retroID,deathDate,birthDate
hinchaj01,1974,5,15,Midland,USA,MI,,,,,,,A. J.,Hinch,Andrew Jay,207,73,R,R,1998-04-01,hinchaj01,2004-10-03,hinca001,,1974-05-15
martida01,1964,9,26,Brooklyn,USA,NY,,,,,,,Dave,Martinez,David,150,70,L,L,1986-06-15,martida01,2000-10-01,martd001,,1964-09-26
strasst01,1988,7,20,San Diego,USA,CA,,,,,,,Stephen,Strasburg,Stephen James,239,76,R,R,2010-06-08,strasst01,2022-06-09,strat001,,1988-07-20
altuvjo01,1990,5,6,Maracay,Venezuela,Aragua,,,,,,,Jose,Altuve,Jose Carlos,165,66,R,R,2011-07-20,altuvjo01,,altuj001,,1990-05-06
`,
		"baseball/Appearances.csv":    "yearID,teamID,lgID,playerID,G_all,GS,G_batting,G_defense,G_p,G_c,G_1b,G_2b,G_3b,G_ss,G_lf,G_cf,G_rf,G_of,G_dh,G_ph,G_pr\n2019,WAS,NL,strasst01,3,3,3,3,3,0,0,0,0,0,0,0,0,0,0,0,0\n2019,HOU,AL,altuvjo01,3,3,3,3,0,0,0,3,0,0,0,0,0,0,0,0,0\n",
		"baseball/Batting.csv":        "playerID,yearID,stint,teamID,lgID,G,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,IBB,HBP,SH,SF,GIDP\naltuvjo01,2019,1,HOU,AL,3,12,2,4,1,0,1,3,0,0,1,2,0,0,0,0,0\n",
		"baseball/Pitching.csv":       "playerID,yearID,stint,teamID,lgID,W,L,G,GS,CG,SHO,SV,IPouts,H,ER,HR,BB,SO,BAOpp,ERA,IBB,WP,HBP,BK,BFP,GF,R,SH,SF,GIDP\nstrasst01,2019,1,WAS,NL,1,1,3,3,0,0,0,54,15,6,2,4,20,,3.00,0,0,0,0,70,0,7,0,0,0\n",
		"baseball/Fielding.csv":       "playerID,yearID,stint,teamID,lgID,POS,G,GS,InnOuts,PO,A,E,DP,PB,WP,SB,CS,ZR\naltuvjo01,2019,1,HOU,AL,2B,3,3,81,5,8,1,2,,,,,\n",
		"baseball/BattingPost.csv":    "yearID,round,playerID,teamID,lgID,G,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,IBB,HBP,SH,SF,GIDP\n2019,WS,altuvjo01,HOU,AL,2,8,1,2,0,0,0,0,0,0,0,1,0,0,0,0,0\n",
		"baseball/PitchingPost.csv":   "playerID,yearID,round,teamID,lgID,W,L,G,GS,CG,SHO,SV,IPouts,H,ER,HR,BB,SO,BAOpp,ERA,IBB,WP,HBP,BK,BFP,GF,R,SH,SF,GIDP\nstrasst01,2019,WS,WAS,NL,1,0,1,1,0,0,0,18,5,2,0,1,7,,3.00,0,0,0,0,24,0,2,0,0,0\n",
		"baseball/AwardsPlayers.csv":  "playerID,awardID,yearID,lgID,tie,notes\nstrasst01,World Series MVP,2019,ML,,\naltuvjo01,SIlver Slugger,2019,AL,,2B\n",
		"baseball/AwardsManagers.csv": "playerID,awardID,yearID,lgID,tie,notes\n",
		"baseball/AllstarFull.csv":    "playerID,yearID,gameNum,gameID,teamID,lgID,GP,startingPos\naltuvjo01,2019,0,ALS201907090,HOU,AL,1,4\n",
		"baseball/HallOfFame.csv":     "playerID,yearID,votedBy,ballots,needed,votes,inducted,category,needed_note\n",
		"baseball/CollegePlaying.csv": "playerID,schoolID,yearID\nstrasst01,sdsu,2007\nstrasst01,sdsu,2009\n",
		"baseball/Schools.csv":        "schoolID,name_full,city,state,country\nsdsu,San Diego State University,San Diego,CA,USA\n",
		"baseball/coaches.csv":        "id,year,team,role,start,end\nhinca001,2019,HOU,B,03/28/2019,10/30/2019\nunknw801,2019,HOU,P,03/28/2019,10/30/2019\n",
		"curated/mlb_teams.csv": `team,abbreviation,league,division,city,state_province,country,franchise_first_season,ballpark,ballpark_capacity,ballpark_capacity_seamheads,ballpark_first_mlb_game,ballpark_opened,retrosheet_park_id,notes,verified,unverified_fields,source
Houston Astros,HOU,American League,West,Houston,TX,USA,1962,Minute Maid Park,41168,41168,2000-04-07,2000,HOU03,,yes,,x
`,
		"crosswalks/mlb_retro_teams.csv": "retro_team,first_year,last_year,franchise_key,name,nickname,park_id,note\n",
		// Seasons past Lahman: the 2019 row is Lahman's season and is ignored.
		"baseball/retrosheet_gameinfo_2000_2025.csv": mlbGameinfoHeader + "HOU201909280,WAS,HOU,HOU03,20190928,0,night,,true,180,40000,,,,,,,,,,,,,1,5,HOU,WAS,2019\n",
		"curated/world_series_2025.csv":              mlbWS2025Header,
		// Box scores: both teams of one game; games not imported are skipped.
		"baseball/retrosheet_teamstats_2000_2025.csv": mlbTeamstatsHeader +
			"HOU201909280,WAS,6,38,33,1,7,1,0,1,1,0,0,1,3,0,11,0,0,1,24,36,9,2,5,5,3,0,8,0,1,0,24,9,1,0,20190928,v,HOU,0,1,0\n" +
			"HOU201909280,HOU,7,36,31,5,9,2,0,2,5,0,1,0,4,0,8,1,0,0,27,38,7,1,1,1,3,0,11,1,0,0,27,7,0,1,20190928,h,WAS,1,0,0\n" +
			"HOU201909290,WAS,6,38,33,1,7,1,0,1,1,0,0,1,3,0,11,0,0,1,24,36,9,2,5,5,3,0,8,0,1,0,24,9,1,0,20190929,v,HOU,0,1,0\n" +
			"HOU201909290,HOU,7,36,31,5,9,2,0,2,5,0,1,0,4,0,8,1,0,0,27,38,7,1,1,1,3,0,11,1,0,0,27,7,0,1,20190929,h,WAS,1,0,0\n",
		// Player tables of the season after Lahman: none here (no such season).
		"baseball/bref_player_batting_2025.csv":  mlbBrefBatHeader,
		"baseball/bref_player_pitching_2025.csv": mlbBrefPitHeader,
		"baseball/bref_player_fielding_2025.csv": mlbBrefFldHeader,
		// A season with no game played yet adds nothing.
		"baseball/kurimareiji_mlb_games_2026.json.gz": `{"season":"2020","teams":[],"games":[]}`,
	}
}

const (
	mlbGameinfoHeader  = "gid,visteam,hometeam,site,date,number,daynight,innings,usedh,timeofgame,attendance,fieldcond,precip,sky,temp,winddir,windspeed,umphome,ump1b,ump2b,ump3b,umplf,umprf,vruns,hruns,wteam,lteam,season\n"
	mlbTeamstatsHeader = "gid,team,lob,b_pa,b_ab,b_r,b_h,b_d,b_t,b_hr,b_rbi,b_sh,b_sf,b_hbp,b_w,b_iw,b_k,b_sb,b_cs,b_gdp,p_ipouts,p_bfp,p_h,p_hr,p_r,p_er,p_w,p_iw,p_k,p_hbp,p_wp,p_bk,d_po,d_a,d_e,d_dp,date,vishome,opp,win,loss,tie\n"
	mlbWS2025Header    = "game,date,home_team,home_score,away_team,away_score,innings,venue,city,notes,verified,unverified_fields,source\n"
)

func mlbFixtureFS(files map[string]string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for k, v := range files {
		if strings.HasSuffix(k, ".gz") {
			var b bytes.Buffer
			zw := gzip.NewWriter(&b)
			zw.Write([]byte(v))
			zw.Close()
			v = b.String()
		}
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	return fsys
}

func TestMLBLoadFixture(t *testing.T) {
	ds, err := Load(mlbFixtureFS(mlbFixtureFiles()))
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Games) != 5 {
		t.Fatalf("games: %d (All-Star and Negro Leagues games must be skipped)", len(ds.Games))
	}
	types := map[string]int{}
	for _, g := range ds.Games {
		types[g.GameType]++
	}
	if types[dataset.TypeRegular] != 3 || types[dataset.TypeChampionship] != 2 {
		t.Errorf("game types %v", types)
	}
	if g := ds.Games[2]; g.Attendance != 0 || g.SeasonKey != "al:2019" || g.TimeZone != "America/Chicago" || g.StartTime != "19:10" {
		t.Errorf("game %+v", g)
	}
	if len(ds.ChampionshipResults) != 1 {
		t.Fatalf("results %d", len(ds.ChampionshipResults))
	}
	r := ds.ChampionshipResults[0]
	if r.WinnerKey != "mlb:WSN" || r.SeriesResult != "2-0" || *r.WinnerScore != 12 || *r.RunnerUpScore != 3 ||
		r.Date != "2019-10-23" || r.GameKey != "mlb:HOU201910230" || r.MVP != "Stephen Strasburg" ||
		r.WinningCoach != "Dave Martinez" || r.SeasonKey != "nl:2019" || r.VenueName != "Minute Maid Park" {
		t.Errorf("result %+v", r)
	}
	for _, ts := range ds.TeamSeasons {
		if !ts.HasRecord || !ts.MadePlayoffs {
			t.Errorf("team season %+v", ts)
		}
		if ts.FranchiseKey == "mlb:HOU" && (ts.Ties != 0 || ts.HeadCoach != "A. J. Hinch" || ts.VenueKey != "mlb:HOU03") {
			t.Errorf("HOU %+v", ts)
		}
	}
	var hou dataset.Franchise
	for _, f := range ds.Franchises {
		if f.Key == "mlb:HOU" {
			hou = f
		}
	}
	if hou.LeagueKey != "al" || hou.DivisionKey != "mlb:al-west" || hou.FoundedYear != 1962 || hou.Nickname != "Astros" {
		t.Errorf("franchise %+v", hou)
	}
	for _, v := range ds.Venues {
		if v.Key == "mlb:HOU03" && v.Capacity != 41168 {
			t.Errorf("venue %+v", v)
		}
		if v.Key == "mlb:KAN02" {
			t.Errorf("unused venue written")
		}
	}
	if len(ds.PlayerSeasons) != 2 || len(ds.Players) != 2 || len(ds.People) != 4 {
		t.Fatalf("people %d players %d player seasons %d", len(ds.People), len(ds.Players), len(ds.PlayerSeasons))
	}
	alt := ds.PlayerSeasons[0]
	if alt.PersonKey != "mlb:altuvjo01" || alt.Position != "2B" || alt.Stats["batting_average"] != 0.333 ||
		alt.Stats["home_runs"] != 1 || alt.Stats["putouts"] != 5 || alt.Postseason["hits"] != 2 || alt.TeamAbbrev != "HOU" {
		t.Errorf("altuve %+v", alt)
	}
	str := ds.PlayerSeasons[1]
	if str.Stats["era"] != 3 || str.Stats["innings_pitched"] != 18 || str.Postseason["wins"] != 1 || str.Position != "P" {
		t.Errorf("strasburg %+v", str)
	}
	for _, p := range ds.People {
		if p.Key == "mlb:strasst01" && p.College != "San Diego State University" {
			t.Errorf("college %+v", p)
		}
	}
	names := map[string]bool{}
	for _, a := range ds.Awards {
		names[a.Name] = true
	}
	if !names["Silver Slugger"] || !names["All-Star"] || !names["World Series MVP"] {
		t.Errorf("awards %v", names)
	}
	var head, assist int
	for _, c := range ds.Coaches {
		if c.IsHead {
			head++
		} else if c.Title == "Bench Coach" && c.PersonKey == "mlb:hinchaj01" {
			assist++
		}
	}
	if head != 2 || assist != 1 || len(ds.Coaches) != 3 {
		t.Errorf("coaches %+v", ds.Coaches)
	}
}

func TestMLBHeadManager(t *testing.T) {
	for _, c := range []struct {
		ms   []mlbManagerRow
		g    int
		want string
	}{
		// 2024 TBA: a one-game fill-in listed second is not the manager.
		{[]mlbManagerRow{{ID: "cashke01", Inseason: 1, G: 161}, {ID: "linarro99", Inseason: 2, G: 1}}, 162, "cashke01"},
		// 2024 CHA: the interim manager finished the season.
		{[]mlbManagerRow{{ID: "grifope99", Inseason: 1, G: 117}, {ID: "sizemgr01", Inseason: 2, G: 45}}, 162, "sizemgr01"},
		{[]mlbManagerRow{{ID: "a", Inseason: 1, G: 1}, {ID: "b", Inseason: 2, G: 2}}, 40, "b"},
	} {
		if got := mlbHeadManager(c.ms, c.g); got != c.want {
			t.Errorf("mlbHeadManager = %q, want %q", got, c.want)
		}
	}
}
