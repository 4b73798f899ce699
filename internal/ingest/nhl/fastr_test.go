package nhl

import (
	"strings"
	"testing"
)

// A malformed fastRhockey row fails the whole load, naming file and line.
func TestNHLFastrBadRows(t *testing.T) {
	box := "game_id,game_type,file_season,home_away,team_abbrev,player_id,player_name,position,goals,assists,toi,decision,goals_against\n"
	sched := "game_id,game_type,game_time,home_team_abbr,away_team_abbr,home_score,away_score,file_season,game_date_local\n"
	for _, tc := range []struct {
		name, file, body, want string
	}{
		{"bad goals", nhlSrcFastrBox, box + "2018020001,R,2019,away,ARI,1,A. B,C,3,0,10:00,\n2018020001,R,2019,home,TOR,2,C. D,C,x,0,10:00,\n", "line 3: bad goals"},
		{"bad decision", nhlSrcFastrBox, box + "2018020001,R,2019,away,ARI,1,A. B,,,,60:00,Q\n", "line 2: unknown decision"},
		{"bad toi", nhlSrcFastrBox, box + "2018020001,R,2019,away,ARI,1,A. B,,,,60:xx,W\n", "line 2: bad toi"},
		{"unknown code", nhlSrcFastrSched, sched + "2018020001,R,2018-10-03T23:00:00Z,XXX,ARI,2,3,2019,2018-10-03\n", "line 2: code not in"},
		{"no score", nhlSrcFastrSched, sched + "2018020001,R,2018-10-03T23:00:00Z,TOR,ARI,,3,2019,2018-10-03\n", "line 2: game 2018020001: no score"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(nhlFixture(map[string]string{nhlDir + tc.file: tc.body}))
			if err == nil || !strings.Contains(err.Error(), tc.file) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %s %s", err, tc.file, tc.want)
			}
		})
	}
}

// Shutouts are counted from the game lines: the lone goalie of a team whose
// opponent's players scored no goal. A 0-0 game decided in the shootout is
// one for him too; two goalies sharing a clean sheet get none; an
// empty-net goal (none charged to the goalie) spoils it; every goalie who
// played has his shutouts, wins, losses and overtime losses recorded, zero
// included.
func TestNHLFastrShutouts(t *testing.T) {
	box := "game_id,game_type,file_season,home_away,team_abbrev,player_id,player_name,position,goals,assists,toi,decision,goals_against\n" +
		// Smith blanks Toronto.
		"2018020001,R,2019,away,ARI,8480100,A. Skater,C,1,0,18:00,,\n" +
		"2018020001,R,2019,away,ARI,8470001,J. Smith,,,,60:00,W,0\n" +
		"2018020001,R,2019,home,TOR,8480002,N. Newman,C,0,0,20:00,,\n" +
		"2018020001,R,2019,home,TOR,8480201,T. Keeper,,,,60:00,L,1\n" +
		// 0-0 after overtime: Smith's shutout; Keeper and Backup share theirs.
		"2018020002,R,2019,away,TOR,8480002,N. Newman,C,0,0,21:30,,\n" +
		"2018020002,R,2019,away,TOR,8480201,T. Keeper,,,,32:30,W,0\n" +
		"2018020002,R,2019,away,TOR,8480200,B. Backup,,,,32:30,,0\n" +
		"2018020002,R,2019,home,ARI,8480100,A. Skater,C,0,0,19:00,,\n" +
		"2018020002,R,2019,home,ARI,8470001,J. Smith,,,,65:00,O,0\n" +
		// Arizona's only goal goes into Toronto's empty net.
		"2018030411,P,2019,home,TOR,8480002,N. Newman,C,2,0,17:00,,\n" +
		"2018030411,P,2019,home,TOR,8480201,T. Keeper,,,,58:00,W,0\n" +
		"2018030411,P,2019,away,ARI,8480100,A. Skater,C,1,0,17:00,,\n" +
		"2018030411,P,2019,away,ARI,8470001,J. Smith,,,,60:00,L,2\n" +
		// Keeper's playoff shutout.
		"2018030412,P,2019,away,TOR,8480002,N. Newman,C,1,0,17:00,,\n" +
		"2018030412,P,2019,away,TOR,8480201,T. Keeper,,,,60:00,W,0\n" +
		"2018030412,P,2019,home,ARI,8480100,A. Skater,C,0,0,17:00,,\n" +
		"2018030412,P,2019,home,ARI,8470001,J. Smith,,,,60:00,L,1\n"
	ds, err := Load(nhlFixture(map[string]string{nhlDir + nhlSrcFastrBox: box}))
	if err != nil {
		t.Fatal(err)
	}
	name := map[string]string{}
	for _, p := range ds.People {
		name[p.Key] = p.LastName
	}
	type so struct{ reg, post float64 }
	got := map[string]so{}
	for _, ps := range ds.PlayerSeasons {
		if ps.SeasonKey != "nhl:2018" || ps.Position != "G" {
			continue
		}
		r, ok := ps.Stats["shutouts"]
		if !ok {
			t.Errorf("%s: no shutouts recorded: %+v", name[ps.PersonKey], ps.Stats)
		}
		for _, k := range []string{"wins", "losses", "ot_losses"} {
			if _, ok := ps.Stats[k]; !ok {
				t.Errorf("%s: no %s recorded (a zero is a figure): %+v", name[ps.PersonKey], k, ps.Stats)
			}
		}
		got[name[ps.PersonKey]] = so{r, ps.Postseason["shutouts"]}
	}
	want := map[string]so{"Smith": {2, 0}, "Keeper": {0, 1}, "Backup": {0, 0}}
	for n, w := range want {
		if got[n] != w {
			t.Errorf("%s shutouts = %+v, want %+v (all %v)", n, got[n], w, got)
		}
	}
}
