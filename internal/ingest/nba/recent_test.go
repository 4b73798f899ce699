package nba

import (
	"strconv"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const nbaGamelogHeader = "SEASON_ID,TEAM_ID,TEAM_ABBREVIATION,TEAM_NAME,GAME_ID,GAME_DATE,MATCHUP,WL,MIN,PTS,season,season_type\n"

// TestNBARecentGames: the game logs skip a game an older file has, keep a
// neutral-site game (both rows "@") and overtime; the tracker file adds the
// 2025-26 games (preseason skipped), its final standings, and a Finals
// derived from round-4 games that names its single source.
func TestNBARecentGames(t *testing.T) {
	tracker := `{"season":"2025-26","teams":[{"tricode":"PHX","wins":1,"losses":4},{"tricode":"MIL","wins":4,"losses":1}],"finishedGames":[
{"gameId":"0012500001","gameDate":"2025-10-02","homeTricode":"PHX","awayTricode":"MIL","homeScore":99,"awayScore":98},
{"gameId":"0022500001","gameDate":"2025-10-22","homeTricode":"PHX","awayTricode":"MIL","homeScore":100,"awayScore":110},
{"gameId":"0022500002","gameDate":"2025-10-23","homeTricode":"MIL","awayTricode":"PHX","homeScore":101,"awayScore":99},
{"gameId":"0022500003","gameDate":"2025-10-24","homeTricode":"PHX","awayTricode":"MIL","homeScore":90,"awayScore":80}` +
		""
	for n := 1; n <= 4; n++ {
		home, away := "MIL", "PHX"
		if n%2 == 0 {
			home, away = away, home
		}
		hs, as := 100, 90
		if home == "PHX" {
			hs, as = 90, 100
		}
		if n == 2 { // PHX wins one game of the Finals
			hs, as = 105, 95
		}
		tracker += `,{"gameId":"004250040` + strconv.Itoa(n) + `","gameDate":"2026-06-0` + strconv.Itoa(n+1) + `","homeTricode":"` + home +
			`","awayTricode":"` + away + `","homeScore":` + strconv.Itoa(hs) + `,"awayScore":` + strconv.Itoa(as) + `}`
	}
	tracker += `,{"gameId":"0042500405","gameDate":"2026-06-07","homeTricode":"MIL","awayTricode":"PHX","homeScore":101,"awayScore":99}]}`
	fsys := nbaWithFiles(nbaCrosswalkFS, map[string]string{
		nbaDir + "bref_game_attendance_derived.csv": "bref_game_id,attendance\n",
		nbaDir + "bref_games_1947_2020.csv":         "bref_game_id,league,season,game_date,start_time_et,home_team,home_team_name,away_team,away_team_name,home_pts,away_pts,overtimes,neutral_site,is_playoffs,notes,seen_from_both_sides\n",
		nbaDir + "game_info.csv":                    "game_id,game_date,attendance,game_time\n",
		nbaDir + "play_off_totals_2010_2024.csv":    "SEASON_YEAR,TEAM_ID,TEAM_ABBREVIATION,TEAM_NAME,GAME_ID,GAME_DATE,MATCHUP,WL,MIN,PTS\n",
		nbaDir + "nba_elo_latest.csv": `
date,season,neutral,playoff,team1,team2,score1,score2
2021-10-20,2022,0,,PHO,MIL,104,112
`,
		nbaDir + nbaSrcGamelogs: nbaGamelogHeader + `
22021,1,PHX,Phoenix Suns,0022100001,2021-10-20,PHX vs. MIL,L,240,104,2021-22,Regular Season
22021,2,MIL,Milwaukee Bucks,0022100001,2021-10-20,MIL @ PHX,W,240,112,2021-22,Regular Season
22022,2,MIL,Milwaukee Bucks,0022200002,2022-11-02,MIL @ PHX,W,265,120,2022-23,Regular Season
22022,1,PHX,Phoenix Suns,0022200002,2022-11-02,PHX @ MIL,L,265,118,2022-23,Regular Season
`,
	})
	fsys[nbaDir+nbaSrcTracker] = ingesttest.Gzip(t, tracker)
	// The 2025-26 game log: a neutral-site game whose "home" side differs
	// from the tracker's (confirmed, not doubled) and a game whose score
	// differs by a point (recorded, tracker kept).
	fsys[nbaDir+nbaSrcGamelogs2026] = nbaTestFile(nbaGamelogHeader + `
22025,2,MIL,Milwaukee Bucks,0022500002,2025-10-23,MIL @ PHX,W,240,101,2025-26,Regular Season
22025,1,PHX,Phoenix Suns,0022500002,2025-10-23,PHX @ MIL,L,240,99,2025-26,Regular Season
22025,1,PHX,Phoenix Suns,0022500003,2025-10-24,PHX vs. MIL,W,240,90,2025-26,Regular Season
22025,2,MIL,Milwaukee Bucks,0022500003,2025-10-24,MIL @ PHX,L,240,81,2025-26,Regular Season
`)
	fsys[nbaDir+nbaSrcHoopr] = nbaTestFile(`
home_GAME_ID,home_PTS,home_FGM,home_REB,away_GAME_ID,away_PTS,away_FGM,away_REB
0022500001,100,38,44,0022500001,110,41,40
0022500999,1,1,1,0022500999,2,2,2
`)
	l := nbaNewTestLoader(t, fsys)
	for _, y := range []int{2022, 2023, 2026} {
		for _, code := range []string{"PHO", "MIL"} {
			l.season("NBA", y)
			l.leagueOf[code+"|"+strconv.Itoa(y)] = "nba"
		}
	}
	for _, fr := range []string{"nba:PHX", "nba:MIL"} {
		l.teamSeasonIx[fr+"|nba:2025"] = len(l.ds.TeamSeasons)
		l.ds.TeamSeasons = append(l.ds.TeamSeasons, dataset.TeamSeason{FranchiseKey: fr, SeasonKey: "nba:2025", Wins: 1, Source: "snapshot"})
	}
	if err := l.loadGames(); err != nil {
		t.Fatal(err)
	}
	if err := l.loadRecentFinals(map[int]bool{}); err != nil {
		t.Fatal(err)
	}
	// Box scores: team totals of each game the import has, matched by date
	// and teams (the 2021 game is the Elo file's), a neutral-site game's
	// designated home team as the game's.
	if err := l.loadBoxScores(); err != nil {
		t.Fatal(err)
	}
	boxes := map[string]dataset.BoxScore{}
	for _, bs := range l.ds.BoxScores {
		boxes[bs.GameKey] = bs
	}
	if len(boxes) != 5 {
		t.Errorf("box scores: %+v", l.ds.BoxScores)
	}
	if b := boxes["nba:0022500002"]; b.Home["points"] != 101 || b.Away["points"] != 99 || b.Source != nbaDir+nbaSrcGamelogs2026+".gz" {
		t.Errorf("2025-26 neutral-site box score (sides as the tracker's): %+v", b)
	}
	if l.Gamelogs2026Confirmed != 2 || len(l.ds.Disagreements) != 1 || l.ds.Disagreements[0].KeptValue != "90-80" || l.ds.Disagreements[0].OtherValue != "90-81" {
		t.Errorf("2025-26 game log: %d confirmed, disagreements %+v", l.Gamelogs2026Confirmed, l.ds.Disagreements)
	}
	if b := boxes["nba:202110200PHO"]; b.Home["points"] != 104 || b.Away["points"] != 112 {
		t.Errorf("game log box score: %+v", b)
	}
	if b := boxes["nba:0022200002"]; b.Home["points"] != 118 || b.Away["points"] != 120 {
		t.Errorf("neutral-site box score: %+v", b)
	}
	if b := boxes["nba:0022500001"]; b.Home["points"] != 100 || b.Away["field_goals_made"] != 41 || b.Home["rebounds"] != 44 || b.Source != nbaDir+nbaSrcHoopr+".gz" {
		t.Errorf("hoopR box score: %+v", b)
	}
	games := map[string]dataset.Game{}
	for _, g := range l.ds.Games {
		games[g.Key] = g
	}
	if len(l.ds.Games) != 1+1+3+5 {
		t.Fatalf("%d games: %+v", len(l.ds.Games), l.ds.Games)
	}
	if g := games["nba:0022200002"]; !g.Neutral || g.HomeKey != "nba:PHX" || *g.HomeScore != 118 || g.Overtime != "OT" || g.GameType != dataset.TypeRegular || g.SeasonKey != "nba:2022" {
		t.Errorf("neutral game: %+v", g)
	}
	if g := games["nba:0022500001"]; g.SeasonKey != "nba:2025" || *g.AwayScore != 110 || !strings.Contains(g.Notes, "Single source") {
		t.Errorf("tracker game: %+v", g)
	}
	if g := games["nba:0022500002"]; g.Notes != "" || g.HomeKey != "nba:MIL" {
		t.Errorf("confirmed tracker game: %+v", g)
	}
	if g := games["nba:0022500003"]; !strings.Contains(g.Notes, "Single source") || *g.AwayScore != 80 {
		t.Errorf("disputed tracker game: %+v", g)
	}
	if _, ok := games["nba:0012500001"]; ok {
		t.Error("preseason game imported")
	}
	if len(l.ds.ChampionshipResults) != 1 {
		t.Fatalf("results: %+v", l.ds.ChampionshipResults)
	}
	r := l.ds.ChampionshipResults[0]
	if r.Year != 2026 || r.WinnerKey != "nba:MIL" || r.SeriesResult != "4-1" || *r.WinnerScore != 101 || *r.RunnerUpScore != 99 ||
		r.GameKey != "nba:0042500405" || r.Notes != nbaTrackerNote+" (no second file confirms this result)" || r.Source != nbaSrcTracker {
		t.Errorf("Finals: %+v", r)
	}
	for _, ts := range l.ds.TeamSeasons {
		if ts.FranchiseKey == "nba:MIL" && (ts.Wins != 4 || ts.Losses != 1 || !ts.HasRecord || !ts.MadePlayoffs || !strings.HasPrefix(ts.Source, nbaSrcTracker)) {
			t.Errorf("Bucks 2025-26: %+v", ts)
		}
	}
}

// TestNBAComPlayerStats: rows join by person id: a traded player's row his
// total row, a one-team row the row of that franchise or his only team row
// (NBA.com names the current team); a games mismatch joins and is recorded
// as a disagreement; a player no season has gets one from NBA.com alone;
// both files are read; a bad row fails with file and line.
func TestNBAComPlayerStats(t *testing.T) {
	head := "season,PLAYER_ID,PLAYER_NAME,TEAM_ABBREVIATION,GP,W,L,PTS,FG_PCT,DD2,TEAM_COUNT\n"
	for _, tc := range []struct {
		name, body, wantErr string
		want                map[int]float64 // player-season index -> points_per_game
	}{
		{"joins", head + "2023-24,1,Luka Dončić,PHX,70,40,30,28.1,0.5,30,2\n2023-24,2,Ayo Jr.,MIL,60,30,30,10.5,0.45,1,1\n2023-24,3,Zed,OKC,9,1,8,1,0.1,0,1\n2023-24,4,Newman,MIL,9,1,8,2,0.1,0,1\n",
			"", map[int]float64{0: 28.1, 2: 10.5, 3: 1, 4: 27.7, 5: 2}},
		{"bad row", head + "2023-24,1,Luka Doncic,PHX,x,40,30,28.1,0.5,30,2\n", "line 2: bad GP", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := nbaNewTestLoader(t, nbaWithFiles(nbaCrosswalkFS, map[string]string{nbaDir + nbaSrcNBAComPlayers: tc.body,
				nbaDir + nbaNBAComPlayerFiles[1]: head + "2025-26,5,Nikola Jokić,PHX,65,40,25,27.7,0.57,50,1\n"}))
			l.nbaIDIx = map[string][]int{"1|2024": {0, 1}, "2|2024": {2}, "3|2024": {3}, "5|2026": {4}}
			l.nbaPerson = map[string]string{}
			l.season("NBA", 2024)
			gp := func(n float64) map[string]float64 { return map[string]float64{"games_played": n} }
			l.ds.PlayerSeasons = []dataset.PlayerSeason{
				{PersonKey: "nba:doncilu01", TeamAbbrev: "TOT", Stats: gp(70)},
				{PersonKey: "nba:doncilu01", FranchiseKey: "nba:PHX", TeamAbbrev: "PHO", Stats: gp(50)},
				{PersonKey: "nba:ayo01", FranchiseKey: "nba:MIL", TeamAbbrev: "MIL", Stats: gp(60)},
				{PersonKey: "nba:zed01", FranchiseKey: "nba:MIL", TeamAbbrev: "MIL", Stats: gp(10)},
				{PersonKey: "nba:jokicni01", FranchiseKey: "nba:PHX", TeamAbbrev: "PHO", Stats: gp(65)},
			}
			err := l.addNBAComPlayerStats()
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), nbaSrcNBAComPlayers) || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, ps := range l.ds.PlayerSeasons {
				if got := ps.Stats["points_per_game"]; got != tc.want[i] {
					t.Errorf("season %d points_per_game %v, want %v", i, got, tc.want[i])
				}
			}
			if s := l.ds.PlayerSeasons[0].Stats; s["double_doubles"] != 30 || s["field_goal_percentage"] != 0.5 || s["points"] != 0 {
				t.Errorf("Doncic %+v (per-game stats must not become totals)", s)
			}
			if d := l.ds.Disagreements; len(d) != 1 || d[0].Field != "games_played" || d[0].KeptValue != "10" || d[0].OtherValue != "9" {
				t.Errorf("disagreements %+v", d)
			}
			if n := l.ds.PlayerSeasons[5]; n.PersonKey != "nba:nbaid-4" || n.FranchiseKey != "nba:MIL" || n.Stats["games_played"] != 9 ||
				len(l.ds.People) != 1 || l.ds.People[0].LastName != "Newman" || l.NBAComOnly != 1 {
				t.Errorf("NBA.com-only season %+v, people %+v", n, l.ds.People)
			}
		})
	}
}
