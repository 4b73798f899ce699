package nfl

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// nflCareerFixture adds the season files of every era to nflFixture: Brett
// Favre (a PFR roster person) in the nflverse season and kicking files and
// in NFL.com (1996 values; from 1999 its official figures over nflverse's), Bart Starr only in NFL.com and
// the PFR fantasy table, Lynn Dickey only in the fantasy table, a defender
// nobody knows, the 2025 team row without a player.
func nflCareerFixture() fstest.MapFS {
	fs := nflFixture()
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(strings.TrimLeft(s, "\n"))} }
	var weekly []string
	for _, c := range nflStatCols {
		weekly = append(weekly, c.col)
	}
	kg := "Player Id,Name,Position,Year,Team,Games Played,"
	fs["football/pfr_rosters_1996_2023.csv"] = f(`
No.,Player,Age,Pos,G,GS,Wt,Ht,College/Univ,BirthDate,Yrs,AV,Drafted (tm/rnd/yr),Salary,Player-additional,team_code,season
4,Brett Favre,26,QB,16,16,222,6-2,Southern Miss,10/10/1969,5,20,,,FavrBr00,gnb,1996
4,Brett Favre,29,QB,16,16,222,6-2,Southern Miss,10/10/1969,8,15,,,FavrBr00,gnb,1999
`)
	fs["football/"+nflSrcSeasonOff] = f(`
season,season_type,player_id,player_display_name,position,games,recent_team,passing_yards,passing_tds,rushing_yards
1999,REG,0,,,247,GB,0,0,0
1999,REG,00-0005106,Brett Favre,QB,16,GB,4089,22,142
`)
	fs["football/"+nflSrcWeekly1013] = f("player_id,season,season_type,week,recent_team,position," + strings.Join(weekly, ",") + "\n")
	fs["football/"+nflSrcReg2025] = f(`
player_id,player_display_name,position,season,season_type,recent_team,games,passing_yards
,,,2025,REG,GB,17,0
`)
	fs["football/"+nflSrcKicking] = f(`
season,week,season_type,player_id,team,player_display_name,position,fg_made,fg_att,pat_made,pat_att
1999,1,REG,00-0005106,GB,Brett Favre,QB,1,2,1,1
1999,2,REG,00-0005106,GB,Brett Favre,QB,,,2,2
`)
	fs["football/"+nflSrcNflgame] = f("season,name,id,team,pos,defense_tkl\n")
	fs["football/"+nflSrcFantasy] = f(`
season,Player,Tm,Pos,G,PassingYds,PassingTD,RushingYds
1970,Bart Starr*,GNB,QB,8.0,1645.0,8.0,12.0
1976,Lynn Dickey,GNB,QB,10.0,1465.0,7.0,0.0
1977,Lynn Dickey,GNB,QB,9.0,1346.0,5.0,0.0
1996,Brett Favre,GNB,QB,16.0,3899.0,39.0,136.0
season,Player,Tm,Pos,G,PassingYds,PassingTD,RushingYds
`)
	fs["football/"+nflSrcPFRDef] = f(`
season,Player,Tm,Pos,G,Sk,Tkl,Ast
2000,Reggie White+,GNB,DE,16,5.5,,
`)
	fs["football/"+nflSrcNFLcomBios] = f(`
Birth Place,Birthday,College,Height (inches),Name,Player Id,Position,Weight (lbs)
"Montgomery , AL",1/9/1934,Alabama,73,"Starr, Bart",bartstarr/2519,QB,197
`)
	for _, tb := range nflNFLcomTables {
		var cols []string
		for _, c := range tb.cols {
			cols = append(cols, c.col)
		}
		head := kg + strings.Join(cols, ",") + "\n"
		if strings.Contains(tb.file, "passing") {
			head += `bartstarr/2519,"Starr, Bart",,1966,Green Bay Packers,14,251,156,"2,257",14,3,--,--
bartstarr/2519,"Starr, Bart",,1969,Green Bay Packers,12,148,92,"1,161",9,6,--,--
brettfavre/2500,"Favre, Brett",,1996,Green Bay Packers,16,543,325,"3,899",39,13,40,241
brettfavre/2500,"Favre, Brett",,1999,Green Bay Packers,16,595,341,"4,091",22,23,35,223
bartstarr/2519,"Starr, Bart",,1971,Green Bay Packers,0,--,--,--,--,--,--,--
`
		}
		fs["football/"+tb.file] = f(head)
	}
	return fs
}

func TestNFLCareerFilesFixture(t *testing.T) {
	ds, err := loadNFL(nflCareerFixture(), [2]int{2024, 2025}, [2]int{2024, 2024}, true)
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]dataset.PlayerSeason{}
	for _, ps := range ds.PlayerSeasons {
		rows[ps.PersonKey+"|"+ps.SeasonKey+"|"+ps.FranchiseKey] = ps
	}
	favre := func(y string) map[string]float64 { return rows["nfl:pfr:FavrBr00|nfl:"+y+"|nfl:GB"].Stats }
	for _, tc := range []struct {
		name string
		got  map[string]float64
		stat string
		want float64
	}{
		{"Favre 1996 games (PFR roster)", favre("1996"), "games_played", 16},
		{"Favre 1996 yards (NFL.com)", favre("1996"), "passing_yards", 3899},
		{"Favre 1996 completions (NFL.com)", favre("1996"), "completions", 325},
		{"Favre 1999 yards (NFL.com, official, over nflverse)", favre("1999"), "passing_yards", 4091},
		{"Favre 1999 games (PFR roster over nflverse)", favre("1999"), "games_played", 16},
		{"Favre 1999 field goals (kicking weeks)", favre("1999"), "field_goals_made", 1},
		{"Favre 1999 field-goal attempts", favre("1999"), "field_goals_attempted", 2},
		{"Favre 1999 extra points", favre("1999"), "extra_points_made", 3},
		{"Starr 1966 (NFL.com)", rows["nfl:nflcom:bartstarr-2519|nfl:1966|nfl:GB"].Stats, "passing_yards", 2257},
		{"Starr 1970 (PFR fantasy, joined to his NFL.com person)", rows["nfl:nflcom:bartstarr-2519|nfl:1970|nfl:GB"].Stats, "passing_yards", 1645},
		{"Dickey 1977 (one person for a run of seasons)", rows["nfl:pfrname:lynn-dickey-1976|nfl:1977|nfl:GB"].Stats, "passing_yards", 1346},
	} {
		if v, ok := tc.got[tc.stat]; !ok || v != tc.want {
			t.Errorf("%s: %s = %v (%v), want %v", tc.name, tc.stat, v, ok, tc.want)
		}
	}
	if v, ok := favre("1999")["completions"]; ok {
		t.Errorf("Favre 1999 completions = %v: from 1999 NFL.com gives only the official figures (nflverse has none here)", v)
	}
	if _, ok := rows["nfl:nflcom:bartstarr-2519|nfl:1971|nfl:GB"]; ok {
		t.Errorf("a roster stint without statistics made a season row")
	}
	if _, ok := rows["nfl:pfrname:lynn-dickey-1976|nfl:1976|nfl:GB"].Stats["rushing_yards"]; ok {
		t.Errorf("a 0.0 of the fantasy table became a figure")
	}
	var starr dataset.Person
	for _, p := range ds.People {
		if p.Key == "nfl:nflcom:bartstarr-2519" {
			starr = p
		}
	}
	if starr.FirstName != "Bart" || starr.LastName != "Starr" || starr.BirthDate != "1934-01-09" || starr.BirthState != "AL" {
		t.Errorf("Starr's bio: %+v", starr)
	}
	var got []string
	for _, d := range ds.Disagreements {
		if strings.Contains(d.Field, "W-L-T") {
			continue // the fixture's coaches, checked by the coach tests
		}
		got = append(got, d.Subject+" "+d.Field+" "+d.KeptValue+" "+d.OtherValue)
	}
	if want := "Brett Favre 1999 passing_yards 4091 4089"; strings.Join(got, "; ") != want {
		t.Errorf("disagreements %q, want %q", got, want)
	}
}

func TestNFLRosterName(t *testing.T) {
	for _, tc := range []struct{ full, football, first, last, wantFirst, wantLast, alias string }{
		{"Deshaun Watson", "Deshaun", "Derrick", "Watson", "Deshaun", "Watson", "Derrick Watson"},
		{"Odell Beckham Jr.", "Odell", "Odell", "Beckham", "Odell", "Beckham Jr.", ""},
		{"Tom Brady", "", "Thomas", "Brady", "Tom", "Brady", "Thomas Brady"},
		{"", "", "Jordan", "Love", "Jordan", "Love", ""},
	} {
		f, l, a := nflRosterName(tc.full, tc.football, tc.first, tc.last)
		if f != tc.wantFirst || l != tc.wantLast || strings.Join(a, ",") != tc.alias {
			t.Errorf("nflRosterName(%q) = %q %q %v", tc.full, f, l, a)
		}
	}
}

func TestNFLPFRSeasonTeam(t *testing.T) {
	for _, tc := range []struct {
		code string
		y    int
		want string
	}{{"BAL", 1980, "nfl:IND"}, {"BAL", 1999, "nfl:BAL"}, {"HOU", 1990, "nfl:TEN"}, {"HOU", 2005, "nfl:HOU"},
		{"STL", 1985, "nfl:ARI"}, {"STL", 2000, "nfl:LAR"}, {"GNB", 1970, "nfl:GB"}, {"RAI", 1990, "nfl:LVR"}} {
		if got := nflPFRSeasonTeam(tc.code, tc.y); got != tc.want {
			t.Errorf("%s %d = %s, want %s", tc.code, tc.y, got, tc.want)
		}
	}
}
