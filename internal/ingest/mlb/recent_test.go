package mlb

import (
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// TestMLBRecentSeason carries the 2019 fixture teams into 2020 with the
// Retrosheet game table, and reads a curated World Series for the season
// after Lahman (the real file is 2025; the fixture shifts the year).
func TestMLBRecentSeason(t *testing.T) {
	files := mlbFixtureFiles()
	files["baseball/retrosheet_gameinfo_2000_2025.csv"] = mlbGameinfoHeader +
		"HOU202007240,WAS,HOU,HOU03,20200724,0,night,,true,180,0,,,,,,,,,,,,,1,5,HOU,WAS,2020\n" +
		"WAS202007250,HOU,WAS,WAS11,20200725,0,night,,true,180,0,,,,,,,,,,,,,3,2,HOU,WAS,2020\n" +
		"WAS202007260,HOU,WAS,WAS11,20200726,0,day,,true,180,0,,,,,,,,,,,,,0,4,WAS,HOU,2020\n"
	// MLB Stats API 2021: one game listed twice (suspended and resumed), a
	// postponed entry, a scheduled one.
	files["baseball/kurimareiji_mlb_games_2026.json.gz"] = `{"season":"2021",
"teams":[{"name":"Houston Astros","clubName":"Astros"},{"name":"Washington Nationals","clubName":"Nationals"}],
"games":[
{"gamePk":1,"officialDate":"2021-04-01","status":"Final","teams":{"away":{"team":"Nationals","score":2},"home":{"team":"Astros","score":3}}},
{"gamePk":1,"officialDate":"2021-04-01","status":"Final","teams":{"away":{"team":"Nationals","score":2},"home":{"team":"Astros","score":3}}},
{"gamePk":2,"officialDate":"2021-04-02","status":"Postponed","teams":{"away":{"team":"Nationals"},"home":{"team":"Astros"}}},
{"gamePk":2,"officialDate":"2021-04-03","status":"Completed Early","teams":{"away":{"team":"Nationals","score":5},"home":{"team":"Astros","score":1}}},
{"gamePk":3,"officialDate":"2021-09-30","status":"Scheduled","teams":{"away":{"team":"Astros"},"home":{"team":"Nationals"}}}]}`
	for _, tc := range []struct {
		name, ws, wantErr string
	}{
		{"no series", mlbWS2025Header, ""},
		{"unknown team", mlbWS2025Header + "1,2020-10-20,Houston Astros,1,Boston Red Sox,2,9,x,x,,yes,,x\n", "line 2: unknown team"},
		{"unverified", mlbWS2025Header + "1,2020-10-20,Houston Astros,1,Washington Nationals,2,9,x,x,,no,,x\n", "line 2: unverified row"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := map[string]string{}
			for k, v := range files {
				f[k] = v
			}
			f["curated/world_series_2025.csv"] = tc.ws
			ds, err := Load(mlbFixtureFS(f))
			if tc.wantErr != "" {
				// The curated file is for 2025: any row fails on the 2020 fixture
				// or on its own fault, naming file and line.
				if err == nil || !strings.Contains(err.Error(), "world_series_2025.csv") {
					t.Fatalf("err = %v, want file and line", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var n2020 int
			for _, g := range ds.Games {
				if strings.HasPrefix(g.Date, "2020") {
					n2020++
					if g.Source != "retrosheet_gameinfo_2000_2025.csv.gz" || g.GameType != dataset.TypeRegular {
						t.Errorf("2020 game %+v", g)
					}
				}
			}
			if n2020 != 3 {
				t.Errorf("%d games in 2020, want 3", n2020)
			}
			var n2021 int
			for _, g := range ds.Games {
				if strings.HasPrefix(g.Date, "2021") {
					n2021++
					if g.Source != mlbSrcStatsAPI || g.VenueKey != "mlb:HOU03" || g.Status != dataset.StatusFinal {
						t.Errorf("2021 game %+v", g)
					}
				}
			}
			if n2021 != 2 {
				t.Errorf("%d games in 2021, want 2", n2021)
			}
			for _, s := range ds.Seasons {
				if s.Key == "al:2021" && s.RegularSeasonGames != 3 {
					t.Errorf("2021 season %+v (games on the schedule: 3)", s)
				}
			}
			for _, ts := range ds.TeamSeasons {
				if ts.SeasonKey == "al:2021" && (ts.Wins != 1 || ts.Losses != 1) {
					t.Errorf("Astros 2021 %+v", ts)
				}
				if ts.SeasonKey == "al:2020" && (ts.FranchiseKey != "mlb:HOU" || ts.Wins != 2 || ts.Losses != 1 || !ts.HasRecord || ts.VenueKey != "mlb:HOU03") {
					t.Errorf("Astros 2020 %+v", ts)
				}
				if ts.SeasonKey == "nl:2020" && (ts.Wins != 1 || ts.Losses != 2 || ts.Name != "Washington Nationals") {
					t.Errorf("Nationals 2020 %+v", ts)
				}
			}
		})
	}
}

func TestMLBWorldSeries2025Notes(t *testing.T) {
	notes := "Dodgers win the series 4-3; World Series MVP Yoshinobu Yamamoto (P, Los Angeles); manager Dave Roberts"
	if m := mlbWSMVP.FindStringSubmatch(notes); m == nil || m[1] != "Yoshinobu Yamamoto" {
		t.Errorf("MVP %v", m)
	}
	if m := mlbWSManager.FindStringSubmatch(notes); m == nil || m[1] != "Dave Roberts" {
		t.Errorf("manager %v", m)
	}
}
