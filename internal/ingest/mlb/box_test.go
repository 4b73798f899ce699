package mlb

import (
	"strings"
	"testing"
)

// Box scores from the Retrosheet team table: both teams' totals of an
// imported game; a game the import does not have is skipped.
func TestMLBBoxScores(t *testing.T) {
	ds, err := Load(mlbFixtureFS(mlbFixtureFiles()))
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.BoxScores) != 1 {
		t.Fatalf("%d box scores, want 1 (HOU201909290 is not a game of the fixture)", len(ds.BoxScores))
	}
	bs := ds.BoxScores[0]
	if bs.GameKey != "mlb:HOU201909280" || bs.Source != "baseball/retrosheet_teamstats_2000_2025.csv.gz" {
		t.Errorf("box score %s from %s", bs.GameKey, bs.Source)
	}
	for _, c := range []struct {
		side map[string]float64
		stat string
		want float64
	}{
		{bs.Home, "runs", 5}, {bs.Home, "hits", 9}, {bs.Home, "home_runs", 2}, {bs.Home, "left_on_base", 7}, {bs.Home, "outs_pitched", 27},
		{bs.Away, "runs", 1}, {bs.Away, "strikeouts", 11}, {bs.Away, "errors", 1},
	} {
		if got, ok := c.side[c.stat]; !ok || got != c.want {
			t.Errorf("%s = %v (%v), want %v", c.stat, got, ok, c.want)
		}
	}
}

func TestMLBBoxScoresBadRows(t *testing.T) {
	row := "HOU201909280,HOU,7,36,31,5,9,2,0,2,5,0,1,0,4,0,8,1,0,0,27,38,7,1,1,1,3,0,11,1,0,0,27,7,0,1,20190928,"
	for _, tc := range []struct{ name, body, want string }{
		{"bad number", strings.Replace(row, ",31,", ",x,", 1) + "h,WAS,1,0,0\n", "line 2: bad b_ab"},
		{"bad side", row + "z,WAS,1,0,0\n", "line 2: bad vishome"},
		{"one side", row + "h,WAS,1,0,0\n", "one team's row only"},
		{"two home rows", row + "h,WAS,1,0,0\n" + row + "h,WAS,1,0,0\n", "two home rows"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := mlbFixtureFiles()
			files["baseball/retrosheet_teamstats_2000_2025.csv"] = mlbTeamstatsHeader + tc.body
			_, err := Load(mlbFixtureFS(files))
			if err == nil || !strings.Contains(err.Error(), mlbSrcTeamstats) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %s: %s", err, mlbSrcTeamstats, tc.want)
			}
		})
	}
}
