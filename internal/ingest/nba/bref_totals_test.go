package nba

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nbaPBPStatsHeader = "season_type,nba_id,Name,GamesPlayed,Minutes,Points,OffRebounds,DefRebounds,Rebounds,Assists,Steals,Blocks,Turnovers,FG2M,FG2A,FG3M,FG3A,FtPoints,FTA,year\n"

// nbaPlayerSeasonFS is a small Player Totals era (2020-21) followed by the
// BRef totals file's 2021-22 season.
func nbaPlayerSeasonFS(t *testing.T, brefTotals, pbpstats string) fstest.MapFS {
	fsys := nbaWithFiles(nbaCrosswalkFS, map[string]string{
		nbaDir + "Player Career Info.csv": `
player,player_id,pos,ht_in_in,wt,birth_date,colleges,from,to,debut,hof
John Smith,smithjo01,G,75,200,1995-01-01,,2021,2022,,FALSE
Bob Jones,jonesbo01,F,80,230,1994-01-01,,2021,2022,,FALSE
`,
		nbaDir + "Draft Pick History.csv": "season,lg,round,overall_pick,player_id\n",
		nbaDir + "Player Totals.csv": `
seas_id,season,player_id,player,birth_year,pos,age,experience,lg,tm,g,gs,mp,fg,fga,ft,fta,trb,ast,pts
1,2021,100,John Smith,1995,G,26,1,NBA,PHO,10,10,300,40,90,20,25,30,40,100
2,2021,101,Bob Jones,1994,F,27,1,NBA,MIL,12,0,200,30,70,10,12,50,10,98
`,
		nbaDir + "Player Season Info.csv": `
season,lg,player,player_id,age,team,pos,experience
2021,NBA,John Smith,smithjo01,26,PHO,G,1
2021,NBA,Bob Jones,jonesbo01,27,MIL,F,1
2022,NBA,John Smith,smithjo01,27,PHO,G,2
`,
		nbaDir + "Player Play By Play.csv": `
season,lg,player,player_id,age,team,pos,g,gs,mp
2021,NBA,John Smith,smithjo01,26,PHO,G,10,10,300
2022,NBA,John Smith,smithjo01,27,PHO,G,20,5,400
2022,NBA,Bob Jones,jonesbo01,28,2TM,F,30,3,500
2022,NBA,Bob Jones,jonesbo01,28,PHO,F,10,1,100
2022,NBA,Bob Jones,jonesbo01,28,MIL,F,19,2,400
`,
		nbaDir + nbaSrcNBAComPlayers:     "season,PLAYER_ID,PLAYER_NAME,TEAM_ABBREVIATION,GP,PTS,TEAM_COUNT\n",
		nbaDir + nbaNBAComPlayerFiles[1]: "season,PLAYER_ID,PLAYER_NAME,TEAM_ABBREVIATION,GP,PTS,TEAM_COUNT\n",
		nbaDir + nbaSrcBRefTotals:        "Player,TS%,PTS,MP,Tm,G,FTA,FGA,year,nba_id\n" + brefTotals,
	})
	fsys[nbaDir+nbaSrcPBPStats+".gz"] = ingesttest.Gzip(t, nbaPBPStatsHeader+pbpstats)
	return fsys
}

const nbaBRefTotalsFixture = `
John Smith*,0.5,100.0,300.0,PHO,10,25.0,90.0,2021,1.0
Bob Jones,0.5,99.0,200.0,MIL,12,12.0,70.0,2021,2.0
John Smith,0.5,250.0,400.0,PHO,20,30.0,200.0,2022,1.0
Bob Jones,0.5,300.0,500.0,2TM,30,40.0,250.0,2022,2.0
Bob Jones,0.5,80.0,100.0,PHO,10,10.0,60.0,2022,2.0
Bob Jones,0.5,220.0,400.0,MIL,20,30.0,190.0,2022,2.0
Rookie Guy,0.5,12.0,40.0,MIL,5,2.0,10.0,2022,3.0
`

// TestNBABRefTotals: Player Totals seasons are compared (a points difference
// recorded), later seasons added with the person of the same name and team
// in Play By Play (games started only where the games agree), a traded
// player's 2TM row as his total row, an unknown player as a new person; the
// pbpstats file adds rebounds to the total row of a later season, playoff
// lines as postseason stats, and records a difference beyond 2 in an older
// season.
func TestNBABRefTotals(t *testing.T) {
	pbp := `
Regular Season,1,John Smith,10,300,104,10,20,30,40,5,6,7,40,90,,,20,25,2021
Regular Season,2,Bob Jones,30,500,300,10,40,50,20,5,6,7,100,220,10,30,70,40,2022
Playoffs,1,John Smith,4,100,44,1,2,3,4,5,6,7,8,9,1,3,13,15,2022
`
	l := nbaNewTestLoader(t, nbaPlayerSeasonFS(t, strings.TrimLeft(nbaBRefTotalsFixture, "\n"), strings.TrimLeft(pbp, "\n")))
	l.season("NBA", 2021)
	l.season("NBA", 2022)
	if err := l.loadPeople(); err != nil {
		t.Fatal(err)
	}
	if err := l.loadPlayerSeasons(); err != nil {
		t.Fatal(err)
	}
	got := map[string]dataset.PlayerSeason{}
	for _, ps := range l.ds.PlayerSeasons {
		got[ps.PersonKey+" "+ps.SeasonKey+" "+ps.TeamAbbrev] = ps
	}
	if len(l.ds.PlayerSeasons) != 7 || l.BRefTotalsAdded != 5 || l.BRefTotalsNewPeople != 1 || l.BRefTotalsUnjoined != 0 {
		t.Fatalf("%d seasons, %d added, %d new people, %d unjoined: %v", len(l.ds.PlayerSeasons), l.BRefTotalsAdded,
			l.BRefTotalsNewPeople, l.BRefTotalsUnjoined, got)
	}
	smith := got["nba:smithjo01 nba:2021 PHO"]
	if s := smith.Stats; s["points"] != 250 || s["games_started"] != 5 || s["field_goals_attempted"] != 200 || s["rebounds"] != 0 || smith.FranchiseKey != "nba:PHX" {
		t.Errorf("Smith 2021-22: %+v", smith)
	}
	if _, ok := smith.Stats["rebounds"]; ok {
		t.Error("Smith 2021-22 has no rebounds in any file: not covered, not 0")
	}
	if p := smith.Postseason; p["points"] != 44 || p["field_goals_made"] != 9 || p["free_throws_made"] != 13 {
		t.Errorf("Smith 2022 playoffs: %+v", p)
	}
	tot := got["nba:jonesbo01 nba:2021 TOT"]
	if s := tot.Stats; tot.FranchiseKey != "" || s["points"] != 300 || s["games_started"] != 3 || s["rebounds"] != 50 ||
		s["field_goals_made"] != 110 || s["three_pointers_made"] != 10 || s["free_throws_made"] != 70 || s["free_throws_attempted"] != 40 {
		t.Errorf("Jones 2021-22 total row: %+v", tot)
	}
	mil := got["nba:jonesbo01 nba:2021 MIL"]
	if _, ok := mil.Stats["games_started"]; ok || mil.Stats["points"] != 220 {
		t.Errorf("Jones 2021-22 MIL (Play By Play says 19 games, totals 20: no games started): %+v", mil.Stats)
	}
	rookie := got["nba:nbaid-3 nba:2021 MIL"]
	if rookie.Stats["points"] != 12 || l.ds.People[len(l.ds.People)-1].LastName != "Guy" {
		t.Errorf("rookie: %+v", rookie)
	}
	// Older season: BRef's two copies differ in points (99 vs 98), pbpstats
	// by 4 (104 vs 100); the later season's figures agree.
	var ds []string
	for _, d := range l.ds.Disagreements {
		ds = append(ds, d.Subject+" "+d.Field+" "+d.KeptValue+"/"+d.OtherValue)
	}
	want := "Bob Jones 2020-21 MIL points 98/99|John Smith 2020-21 PHO points 100/104"
	if strings.Join(ds, "|") != want {
		t.Errorf("disagreements %q, want %q", strings.Join(ds, "|"), want)
	}
	roster := 0
	for _, r := range l.ds.Roster {
		if r.SeasonKey == "nba:2021" {
			roster++
		}
	}
	if roster != 4 { // Smith from Season Info; Jones PHO, MIL and the rookie from the totals
		t.Errorf("2021-22 roster entries %d, want 4: %+v", roster, l.ds.Roster)
	}
}

func TestNBABRefTotalsBadRow(t *testing.T) {
	for _, tc := range []struct{ name, totals, pbp, want string }{
		{"bad id", "John Smith,0.5,100.0,300.0,PHO,10,25.0,90.0,2021,x\n", "", nbaSrcBRefTotals + " line 2: bad nba_id"},
		{"bad points", "John Smith,0.5,abc,300.0,PHO,10,25.0,90.0,2021,1.0\n", "", nbaSrcBRefTotals + " line 2: bad PTS"},
		{"bad pbpstats", "", "Regular Season,1,John Smith,10,300,x,1,2,3,4,5,6,7,8,9,,,20,25,2021\n", nbaSrcPBPStats + " line 2: bad Points"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := nbaNewTestLoader(t, nbaPlayerSeasonFS(t, tc.totals, tc.pbp))
			l.season("NBA", 2021)
			l.season("NBA", 2022)
			if err := l.loadPeople(); err != nil {
				t.Fatal(err)
			}
			err := l.loadPlayerSeasons()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %s", err, tc.want)
			}
		})
	}
}
