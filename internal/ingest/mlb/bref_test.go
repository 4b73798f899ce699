package mlb

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/ingest/source"
)

const (
	mlbBrefBatHeader = "Rk,Player,Age,Team,Lg,WAR,G,PA,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,BA,OBP,SLG,OPS,OPS+,rOBA,Rbat+,TB,GIDP,HBP,SH,SF,IBB,Pos,Awards,Player-additional\n"
	mlbBrefPitHeader = "Rk,Player,Age,Team,Lg,WAR,W,L,W-L%,ERA,G,GS,GF,CG,SHO,SV,IP,H,R,ER,HR,BB,IBB,SO,HBP,BK,WP,BF,ERA+,FIP,WHIP,H9,HR9,BB9,SO9,SO/BB,Awards,Player-additional\n"
	mlbBrefFldHeader = "Rk,Player,Age,Team,Lg,G,GS,CG,Inn,Ch,PO,A,E,DP,Fld%,Rtot,Rtot/yr,Rdrs,Rdrs/yr,RF/9,lgRF9,RF/G,lgRFG,PB,WP,SB,CS,CS%,Pick,Pos,Awards,-9999\n"
)

func TestMLBBrefOuts(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		ok   bool
	}{{"205.1", 616, true}, {"12", 36, true}, {"0.2", 2, true}, {"3.3", 0, false}, {"x", 0, false}, {"1.10", 0, false}} {
		got, err := mlbBrefOuts(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("mlbBrefOuts(%q) = %d, %v", c.in, got, err)
		}
	}
}

// mlbBrefFixtureTeams: three 2025 clubs, two AL and one NL.
func mlbBrefFixtureTeams() func(string) *mlbTeam {
	m := map[string]*mlbTeam{
		"NYY": {Year: 2025, ID: "NYA", LgID: "AL", Franch: "NYY", BR: "NYY"},
		"BOS": {Year: 2025, ID: "BOS", LgID: "AL", Franch: "BOS", BR: "BOS"},
		"SFG": {Year: 2025, ID: "SFN", LgID: "NL", Franch: "SFG", BR: "SFG"},
	}
	return func(c string) *mlbTeam { return m[c] }
}

func mlbBrefTable(t *testing.T, name, body string) *source.Table {
	t.Helper()
	tab, err := source.ReadTable(fstest.MapFS{name: {Data: []byte(body)}}, name)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func TestMLBBrefMerge(t *testing.T) {
	teams := mlbBrefFixtureTeams()
	bat := mlbBrefBatHeader +
		"1,Aaron Judge,33,NYY,AL,10.1,152,679,541,137,179,30,2,53,114,12,5,124,160,.331,.457,.688,1.145,215,.462,212,372,16,7,0,7,36,*9D/H,MVP-1,judgeaa01\n" +
		"2,Rafael Devers*,28,3TM,2LG,4.1,163,729,607,99,153,33,0,35,109,1,1,112,192,.252,.372,.479,.851,140,.366,139,291,16,6,0,4,10,*D3/5H,,deverra01\n" +
		"2,Rafael Devers*,28,2TM,AL,2.3,83,344,282,47,75,18,0,15,58,1,1,56,76,.272,.401,.504,.905,151,.387,153,137,7,4,0,2,7,D,,deverra01\n" +
		"2,Rafael Devers*,28,BOS,AL,2.3,73,334,272,47,74,18,0,15,58,1,1,56,76,.272,.401,.504,.905,151,.387,153,137,7,4,0,2,7,D,,deverra01\n" +
		"2,Rafael Devers*,28,SFG,NL,1.9,80,385,325,52,78,15,0,20,51,0,0,56,116,.236,.347,.460,.807,130,.349,127,154,9,2,0,2,3,D3/5H,,deverra01\n" +
		"2,Rafael Devers*,28,NYY,AL,0,10,10,10,0,1,0,0,0,0,0,0,0,0,.1,.1,.1,.2,0,0,0,1,0,0,0,0,0,H,,deverra01\n" +
		",MLB Average,,,,,,,,,,,,,,,,,,.245,.315,.404,.719,100,.319,100,,,,,,,,,\n"
	pit := mlbBrefPitHeader +
		"5,Cam Rookie*,24,SFG,NL,1.0,3,2,.600,3.00,10,10,0,0,0,0,60.1,50,22,20,5,20,1,70,2,0,1,250,120,3.5,1.1,7,1,3,10,3.5,,rookica01\n"
	fld := mlbBrefFldHeader +
		"1,Aaron Judge,33,NYY,AL,95,94,80,800.0,202,201,1,1,0,.995,0,0,0,0,0,0,0,0,,,,,,,*9,,judgeaa01\n"
	var files [3][]mlbBrefLine
	for f, body := range []string{bat, pit, fld} {
		lines, err := mlbBrefParse(mlbBrefTable(t, mlbBrefFiles[f].file, body), f, teams)
		if err != nil {
			t.Fatal(err)
		}
		files[f] = lines
	}
	order, seasons := mlbBrefMerge(files)
	if len(order) != 3 || order[0] != "judgeaa01" || order[2] != "rookica01" {
		t.Fatalf("order %v", order)
	}
	j := seasons["judgeaa01"]
	if len(j) != 1 || j[0].gamesPlayed() != 152 || j[0].position() != "RF" || j[0].acc.v[msHR] != 53 || j[0].acc.v[mfPO] != 201 ||
		j[0].source() != "bref_player_batting_2025.csv.gz; bref_player_fielding_2025.csv.gz" {
		t.Errorf("judge %+v", j)
	}
	// Devers: an AL total (BOS + NYY) leads the AL rows; the NL row stands alone.
	var got []string
	for _, s := range seasons["deverra01"] {
		got = append(got, fmt.Sprintf("%s %s %d %g", s.lg, s.code, s.gamesPlayed(), s.acc.v[msHR]))
	}
	if want := []string{"AL TOT 83 15", "AL BOS 73 15", "AL NYY 10 0", "NL SFG 80 20"}; !reflect.DeepEqual(got, want) {
		t.Errorf("devers %v", got)
	}
	r := seasons["rookica01"][0]
	st := r.acc.stats()
	if r.position() != "P" || st["outs_pitched"] != 181 || st["era"] != 2.98 || st["strikeouts"] != 70 || files[mlbBrefPit][0].thrw != "L" {
		t.Errorf("rookie %+v %v", r, st)
	}
	if files[mlbBrefBat][1].bats != "L" || files[mlbBrefBat][0].bats != "R" || files[mlbBrefBat][1].name != "Rafael Devers" {
		t.Errorf("bats / names %+v", files[mlbBrefBat][:2])
	}
}

func TestMLBBrefBadRows(t *testing.T) {
	row := func(rk, team, lg, g, hr, id string) string {
		return rk + ",X Y,30," + team + "," + lg + ",0," + g + ",1,1,0,0,0,0," + hr + ",0,0,0,0,0,.0,.0,.0,.0,0,0,0,0,0,0,0,0,0,9,," + id + "\n"
	}
	for _, c := range []struct{ name, body, want string }{
		{"unknown team", row("1", "XXX", "AL", "1", "0", "a01"), "line 2: unknown team \"XXX\""},
		{"wrong league", row("1", "NYY", "NL", "1", "0", "a01"), "line 2: team NYY is in the AL"},
		{"no rank", row("", "NYY", "AL", "1", "0", "a01"), "line 2: no rank"},
		{"bad number", row("1", "NYY", "AL", "1", "x", "a01"), "line 2: bad HR \"x\""},
		{"no id", row("1", "NYY", "AL", "1", "0", ""), "line 2: no player id"},
		{"total off", row("1", "2TM", "AL", "2", "3", "a01") + row("1", "NYY", "AL", "1", "1", "a01") + row("1", "BOS", "AL", "1", "1", "a01"),
			"line 2: a01 total at_bats 1, team rows sum to 2"},
		{"total count", row("1", "2TM", "2LG", "1", "1", "a01") + row("1", "NYY", "AL", "1", "1", "a01"), "line 2: a01 total of 2 teams has 1 team rows"},
		{"same team twice", row("1", "NYY", "AL", "1", "1", "a01") + row("1", "NYY", "AL", "1", "1", "a01"), "line 3: second row for a01 with NYY"},
	} {
		_, err := mlbBrefParse(mlbBrefTable(t, "b.csv", mlbBrefBatHeader+c.body), mlbBrefBat, mlbBrefFixtureTeams())
		if err == nil || !strings.Contains(err.Error(), "b.csv "+c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
}
