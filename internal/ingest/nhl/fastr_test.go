package nhl

import (
	"strings"
	"testing"
)

// A malformed fastRhockey row fails the whole load, naming file and line.
func TestNHLFastrBadRows(t *testing.T) {
	box := "game_id,game_type,file_season,home_away,team_abbrev,player_id,player_name,position,goals,assists,toi,decision\n"
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
