package nhl

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// The playoff series list: a game already in the schedule is not added
// again (a different score is recorded as a disagreement), a new game is
// added with its overtimes; the Final's box file adds lines to games the
// first box file lacks, never to a game it has.
func TestNHLPlayoffs2026(t *testing.T) {
	games := "game_id,season,game_type,game_date_local,start_time_utc,away_team_abbr,away_score,home_team_abbr,home_score,last_period_type,ot_periods\n" +
		"2018030411,20182019,P,2019-06-10,2019-06-11T00:00:00Z,ARI,1,TOR,3,REG,\n" +
		"2018030413,20182019,P,2019-06-15,2019-06-16T00:00:00Z,TOR,2,ARI,3,OT,2\n"
	box := "game_id,game_type,file_season,home_away,team_abbrev,player_id,player_name,position,goals,assists,toi,decision,goals_against\n" +
		"2018030411,P,2019,away,ARI,8480100,A. Skater,C,1,0,17:00,\n" +
		"2018030413,P,2019,home,ARI,8480100,A. Skater,C,2,0,25:00,\n"
	ds, err := Load(nhlFixture(map[string]string{nhlDir + nhlSrcFastrPlayoffs2026: games, nhlDir + nhlSrcFastrBox2026: box}))
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]dataset.Game{}
	for _, g := range ds.Games {
		if _, dup := byKey[g.Key]; dup {
			t.Errorf("game %s twice", g.Key)
		}
		byKey[g.Key] = g
	}
	if g := byKey["nhl:2018030411"]; *g.HomeScore != 2 || g.Source != nhlDir+nhlSrcFastrSched+".gz" {
		t.Errorf("overlap game replaced: %+v", g)
	}
	g, ok := byKey["nhl:2018030413"]
	if !ok || g.Overtime != "2OT" || g.GameType != dataset.TypeChampionship || *g.HomeScore != 3 || g.HomeKey != "nhl:ARI" || g.Date != "2019-06-15" {
		t.Errorf("new Final game: %+v (present %v)", g, ok)
	}
	if len(ds.Disagreements) != 1 || ds.Disagreements[0].Field != "score" || ds.Disagreements[0].OtherValue != "nhl:ARI 1, nhl:TOR 3" {
		t.Errorf("disagreements: %+v", ds.Disagreements)
	}
	lines := map[string]int{}
	for _, bs := range ds.BoxScores {
		lines[bs.GameKey] = len(bs.Players)
	}
	if lines["nhl:2018030411"] != 1 || lines["nhl:2018030413"] != 1 {
		t.Errorf("box lines per game: %v", lines)
	}

	// A malformed row fails the load with file and line.
	_, err = Load(nhlFixture(map[string]string{nhlDir + nhlSrcFastrPlayoffs2026: games + "2018030414,20182019,P,2019-06-17,,ARI,2,TOR,2,REG,\n"}))
	if err == nil || !strings.Contains(err.Error(), nhlSrcFastrPlayoffs2026+" line 4") {
		t.Errorf("tie row: err = %v", err)
	}
}
