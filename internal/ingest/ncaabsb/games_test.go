package ncaabsb

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// ncaaBsbFixRow is one fixture team-game row: runs, hits, at-bats, player rows,
// runs allowed and innings pitched vary; the other box figures are fixed.
type ncaaBsbFixRow struct {
	season                int
	game, date            string
	team, name, ha        string
	opp, oppName, stadium string
	r, h, ab, rows, ra    int
	ip                    string
	alt                   int // added to doubles, walks, strikeouts and assists
}

func ncaaBsbGamesCSV(rows []ncaaBsbFixRow) string {
	var b strings.Builder
	b.WriteString("season,game_id,game_datetime,game_date,team_id,team_name,home_away,opponent_team_id,opponent_team_name,stadium_name,attendance,player_rows,batting_R,batting_AB,batting_H,batting_2B,batting_3B,batting_HR,batting_RBI,batting_BB,batting_HBP,batting_SO,batting_SB,batting_CS,batting_SH,batting_SF,pitching_IP,pitching_H,pitching_R,pitching_ER,pitching_BB,pitching_SO,pitching_HR,fielding_PO,fielding_A,fielding_E,opponent_R,result\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "%d,%s,%sT00:00:00-04:00,%s,%s,%s,%s,%s,%s,%q,100,%d,%d,%d,%d,%d,0,0,%d,%d,1,%d,0,0,0,0,%s,5,%d,%d,2,6,0,27,%d,1,,\n",
			r.season, r.game, r.date, r.date, r.team, r.name, r.ha, r.opp, r.oppName, r.stadium, r.rows, r.r, r.ab, r.h, 1+r.alt, r.r, 3+r.alt, 7+r.alt, r.ip, r.ra, r.ra, 9+r.alt)
	}
	return b.String()
}

const (
	ncaaBsbFixTeams = `season,team_id,school_id,school_name,ncaa_division,ncaa_division_formatted,team_conference_name,roster_rows
2025,101,365,LSU,1,I,SEC,40
2025,102,149,Coastal Carolina,1,I,Sun Belt,40
2025,103,657,Southern California,1,I,Big Ten,40
2025,109,900,Rollins,2,II,Sunshine State,40
2025,110,901,Tampa,2,II,Sunshine State,40
2026,201,365,LSU,1,I,SEC,40
`
	ncaaBsbFixXwalk = "school_id,stats_ncaa_name,name,note\n657,Southern California,USC,\n"
	ncaaBsbFixCWS   = ncaaBsbHeader + `2024,Tennessee,Texas A&M,6-5,2-1,"Charles Schwab Field Omaha, Omaha, NE",,,,yes,,x
2025,LSU,Coastal Carolina,5-3,2-0,"Charles Schwab Field Omaha, Omaha, NE",Kade Anderson,LSU,,yes,,x
`
	ncaaBsbBox  = "Alex Box Stadium (Baton Rouge, LA)"
	ncaaBsbCCU  = "Springs Brooks Stadium (Conway, SC)"
	ncaaBsbOmah = "Charles Schwab Field Omaha (Omaha, NE)"
	ncaaBsbUSC  = "Dedeaux Field (Los Angeles, CA)"
)

// ncaaBsbPairRows gives a contest's two rows (home first).
func ncaaBsbPairRows(game, date, stadium, home, homeName, away, awayName string, hr, ar int, hits [2]int) []ncaaBsbFixRow {
	return []ncaaBsbFixRow{
		{2025, game, date, home, homeName, "home", away, awayName, stadium, hr, hits[0], 33, 14, ar, "9", 0},
		{2025, game, date, away, awayName, "away", home, homeName, stadium, ar, hits[1], 31, 13, hr, "8", 0},
	}
}

func ncaaBsbFixture(t *testing.T, rows []ncaaBsbFixRow) fstest.MapFS {
	return fstest.MapFS{
		ncaaBsbFile:      {Data: []byte(ncaaBsbFixCWS)},
		ncaaBsbTeamsFile: ingesttest.Gzip(t, ncaaBsbFixTeams),
		ncaaBsbXwalkFile: {Data: []byte(ncaaBsbFixXwalk)},
		ncaaBsbGamesFile: ingesttest.Gzip(t, ncaaBsbGamesCSV(rows)),
	}
}

func TestNCAABaseballGames(t *testing.T) {
	var rows []ncaaBsbFixRow
	add := func(r []ncaaBsbFixRow) { rows = append(rows, r...) }
	// LSU's home park: two home games at Alex Box.
	add(ncaaBsbPairRows("1", "2025-02-14", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 5, 2, [2]int{9, 6}))
	// 2: the same game entered again (one hit differs): dropped, no disagreement (same score).
	dup := ncaaBsbPairRows("2", "2025-02-14", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 5, 2, [2]int{9, 7})
	add(dup)
	// 3: doubleheader, same score as game 1 but another box: a game of its own.
	dh := ncaaBsbPairRows("3", "2025-02-14", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 5, 2, [2]int{4, 11})
	dh[0].ab, dh[1].ab, dh[0].rows, dh[0].alt, dh[1].alt = 28, 36, 17, 1, 2
	add(dh)
	// 4: Coastal's home park.
	add(ncaaBsbPairRows("4", "2025-02-20", ncaaBsbCCU, "102", "Coastal Carolina Chanticleers", "103", "Southern California Trojans", 3, 1, [2]int{8, 5}))
	// 5: USC vs a D-II team at a neutral park given as a city only.
	add(ncaaBsbPairRows("5", "2025-02-21", "Vero Beach, FL", "103", "Southern California Trojans", "109", "Rollins Tars", 7, 0, [2]int{10, 3}))
	// 6: D-II vs D-II: not imported.
	add(ncaaBsbPairRows("6", "2025-02-22", "Bradenton, FL", "110", "Tampa Spartans", "109", "Rollins Tars", 4, 3, [2]int{6, 6}))
	// 7: LSU vs a non-NCAA school (its own id, -1 on LSU's row).
	nonNCAA := ncaaBsbPairRows("7", "2025-02-25", ncaaBsbBox, "101", "LSU Tigers", "8465097", "Trinity Baptist", 12, 1, [2]int{14, 2})
	nonNCAA[0].opp = "-1"
	add(nonNCAA)
	// 8: Coastal listed "home" at LSU's park: labels reversed in the source.
	add(ncaaBsbPairRows("8", "2025-03-01", ncaaBsbBox, "102", "Coastal Carolina Chanticleers", "101", "LSU Tigers", 6, 4, [2]int{9, 8}))
	// 9: no batting line on either side: left out.
	nobox := ncaaBsbPairRows("9", "2025-03-02", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 0, 0, [2]int{0, 0})
	nobox[0].ab, nobox[1].ab, nobox[0].rows, nobox[1].rows = 0, 0, 2, 3
	add(nobox)
	// 10: only USC's rows: the runs it allowed are the opponent's score.
	add([]ncaaBsbFixRow{{2025, "10", "2025-03-05", "103", "Southern California Trojans", "away", "101", "LSU Tigers", ncaaBsbBox, 2, 6, 30, 12, 9, "8", 0}})
	// 14-17: Coastal's and USC's home parks (USC 1-2 Coastal, USC 3-2 twice).
	add(ncaaBsbPairRows("14", "2025-03-08", ncaaBsbCCU, "102", "Coastal Carolina Chanticleers", "103", "Southern California Trojans", 2, 1, [2]int{5, 5}))
	add(ncaaBsbPairRows("16", "2025-03-10", ncaaBsbUSC, "103", "Southern California Trojans", "102", "Coastal Carolina Chanticleers", 3, 2, [2]int{7, 6}))
	add(ncaaBsbPairRows("17", "2025-03-11", ncaaBsbUSC, "103", "Southern California Trojans", "102", "Coastal Carolina Chanticleers", 3, 2, [2]int{8, 6}))
	// 11, 12: the finals, LSU 1-0 and 5-3.
	add(ncaaBsbPairRows("11", "2025-06-21", ncaaBsbOmah, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 1, 0, [2]int{5, 3}))
	add(ncaaBsbPairRows("12", "2025-06-22", ncaaBsbOmah, "102", "Coastal Carolina Chanticleers", "101", "LSU Tigers", 3, 5, [2]int{7, 9}))
	// 13: a 2026 game (season not in the curated table).
	r13 := ncaaBsbPairRows("13", "2026-02-13", ncaaBsbBox, "201", "LSU Tigers", "8400000", "Champion Chris.", 9, 2, [2]int{12, 4})
	r13[0].opp, r13[0].season, r13[1].season = "-1", 2026, 2026
	add(r13)

	ds, err := Load(ncaaBsbFixture(t, rows))
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]dataset.Game{}
	for _, g := range ds.Games {
		games[strings.TrimPrefix(g.Key, "ncaa-baseball:")] = g
	}
	var keys []string
	for _, g := range ds.Games {
		keys = append(keys, strings.TrimPrefix(g.Key, "ncaa-baseball:"))
	}
	if got := strings.Join(keys, ","); got != "1,3,4,5,7,8,10,14,16,17,11,12,13" {
		t.Fatalf("games %s, want 1,3,4,5,7,8,10,14,16,17,11,12,13 (2 duplicate, 6 D-II only, 9 no box)", got)
	}
	lsu, ccu, usc := "ncaa-baseball:lsu", "ncaa-baseball:coastal-carolina", "ncaa-baseball:usc"
	for _, c := range []struct {
		id, home, away, homeName, awayName string
		hs, as                             int
		neutral                            bool
	}{
		{"1", lsu, ccu, "LSU", "Coastal Carolina", 5, 2, false},
		{"5", usc, "", "USC", "Rollins", 7, 0, true},
		{"7", lsu, "", "LSU", "Trinity Baptist", 12, 1, false},
		{"8", lsu, ccu, "LSU", "Coastal Carolina", 4, 6, false},
		{"10", lsu, usc, "LSU", "USC", 9, 2, false},
		{"11", "", "", "", "", 1, 0, true},
	} {
		g := games[c.id]
		if c.home != "" && (g.HomeKey != c.home || g.AwayKey != c.away || g.HomeName != c.homeName || g.AwayName != c.awayName) {
			t.Errorf("game %s teams %q %q (%s, %s)", c.id, g.HomeKey, g.AwayKey, g.HomeName, g.AwayName)
		}
		if *g.HomeScore != c.hs || *g.AwayScore != c.as || g.Neutral != c.neutral {
			t.Errorf("game %s: %d-%d neutral %v, want %d-%d %v", c.id, *g.HomeScore, *g.AwayScore, g.Neutral, c.hs, c.as, c.neutral)
		}
	}
	if g := games["5"]; g.VenueKey != "" || g.Notes != "Played in Vero Beach, FL" {
		t.Errorf("city-only site: %+v", g)
	}
	if g := games["1"]; g.VenueKey != "ncaa-baseball:alex-box-stadium-baton-rouge-la" || g.Status != dataset.StatusFinal || g.GameType != dataset.TypeRegular {
		t.Errorf("game 1 %+v", g)
	}
	if g11, g12 := games["11"], games["12"]; g11.GameType != dataset.TypeChampionship || g12.GameType != dataset.TypeChampionship || g12.Week != "CWS Finals game 2" {
		t.Errorf("finals %+v %+v", g11, g12)
	}
	var r25 dataset.ChampionshipResult
	for _, r := range ds.ChampionshipResults {
		if r.Year == 2025 {
			r25 = r
		}
	}
	if r25.GameKey != "ncaa-baseball:12" || r25.Date != "2025-06-22" || r25.WinnerKey != lsu {
		t.Errorf("2025 result %+v", r25)
	}
	// Franchises: one per D-I school (crosswalk name), champion-only schools kept, no D-II team.
	fr := map[string]dataset.Franchise{}
	for _, f := range ds.Franchises {
		fr[f.Key] = f
	}
	if f := fr[lsu]; f.City != "Baton Rouge" || f.State != "LA" || f.ConferenceKey != "ncaa-baseball:sec" || f.Source != ncaaBsbTeamsFile {
		t.Errorf("LSU %+v", f)
	}
	if _, ok := fr[usc]; !ok || len(fr) != 5 {
		t.Errorf("franchises %v (want LSU, Coastal Carolina, USC + Tennessee, Texas A&M from the table; no Rollins from games)", fr)
	}
	if _, ok := fr["ncaa-baseball:rollins"]; ok {
		t.Error("a D-II opponent became a franchise")
	}
	rec := map[string]dataset.TeamSeason{}
	for _, ts := range ds.TeamSeasons {
		rec[ts.FranchiseKey+" "+ts.SeasonKey] = ts
	}
	// LSU 2025 final record: 1, 3, 7, 10 won, 8 lost, and the two finals won.
	if ts := rec[lsu+" ncaa-baseball:2025"]; ts.Wins != 6 || ts.Losses != 1 || !ts.HasRecord {
		t.Errorf("LSU 2025 %+v", ts)
	}
	if ts := rec[usc+" ncaa-baseball:2025"]; ts.Wins != 3 || ts.Losses != 3 || ts.Name != "USC" || ts.City != "Los Angeles" {
		t.Errorf("USC 2025 %+v", ts)
	}
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["ncaa-baseball:2026"]; s.StartDate != "2026-02-13" || s.ChampionKey != "" {
		t.Errorf("2026 season %+v", s)
	}
	if s := seasons["ncaa-baseball:2025"]; s.StartDate != "2025-02-14" || s.EndDate != "2025-06-22" || s.ChampionKey != lsu {
		t.Errorf("2025 season %+v", s)
	}
	if ds.Leagues[0].LastYear != 2026 || len(ds.Disagreements) != 0 {
		t.Errorf("league %+v, disagreements %v", ds.Leagues[0], ds.Disagreements)
	}
}

func TestNCAABaseballGamesDisagree(t *testing.T) {
	// The same game entered twice with another score, and a final scored
	// otherwise than the curated table: both are disagreements.
	var rows []ncaaBsbFixRow
	rows = append(rows, ncaaBsbPairRows("1", "2025-03-14", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 14, 4, [2]int{13, 5})...)
	again := ncaaBsbPairRows("2", "2025-03-14", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 15, 4, [2]int{13, 5})
	again[1].ra = 14 // the re-entry's rows disagree with each other: the first is kept
	rows = append(rows, again...)
	rows = append(rows, ncaaBsbPairRows("3", "2025-06-22", ncaaBsbOmah, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 6, 3, [2]int{9, 7})...)
	ds, err := Load(ncaaBsbFixture(t, rows))
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Games) != 2 || len(ds.Disagreements) != 2 {
		t.Fatalf("%d games, disagreements %+v", len(ds.Games), ds.Disagreements)
	}
	if d := ds.Disagreements[0]; d.Field != "score (champion-runner-up)" || d.KeptValue != "5-3" || d.OtherValue != "6-3" {
		t.Errorf("final %+v", d)
	}
	if d := ds.Disagreements[1]; d.KeptValue != "14-4" || d.OtherValue != "15-4" || !strings.Contains(d.Subject, "contest 1 kept, 2 set aside") {
		t.Errorf("duplicate %+v", d)
	}
	for _, r := range ds.ChampionshipResults {
		if r.Year == 2025 && r.GameKey != "" {
			t.Errorf("final linked to a game with another score: %+v", r)
		}
	}
}

func TestNCAABaseballGamesBadRows(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(r []ncaaBsbFixRow)
		want string
	}{
		{"home_away", func(r []ncaaBsbFixRow) { r[1].ha = "neutral" }, "line 3: home_away"},
		{"both home", func(r []ncaaBsbFixRow) { r[1].ha = "home" }, "both teams are listed as home"},
		{"opponents", func(r []ncaaBsbFixRow) { r[1].opp = "103" }, "the two rows name other opponents"},
		{"innings", func(r []ncaaBsbFixRow) { r[0].ip = "x" }, "line 2: pitching_IP"},
	} {
		rows := ncaaBsbPairRows("1", "2025-02-14", ncaaBsbBox, "101", "LSU Tigers", "102", "Coastal Carolina Chanticleers", 5, 2, [2]int{9, 6})
		c.edit(rows)
		_, err := Load(ncaaBsbFixture(t, rows))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), ncaaBsbGamesFile) {
			t.Errorf("%s: error %v, want %q with the file name", c.name, err, c.want)
		}
	}
}

func TestNCAABaseballStadium(t *testing.T) {
	for _, c := range []struct{ in, name, city, state string }{
		{"Alex Box Stadium, Skip Bertman Field (Baton Rouge, LA)", "Alex Box Stadium, Skip Bertman Field", "Baton Rouge", "LA"},
		{"Sanford Memorial Stadium (Sanford , FL)", "Sanford Memorial Stadium", "Sanford", "FL"},
		{"Vero Beach, FL", "", "", ""},
		{"", "", "", ""},
	} {
		n, city, st := ncaaBsbStadium(c.in)
		if n != c.name || city != c.city || st != c.state {
			t.Errorf("ncaaBsbStadium(%q) = %q %q %q", c.in, n, city, st)
		}
	}
}

func TestNCAABaseballSameContest(t *testing.T) {
	side := func(team string, box ...int) ncaaBsbSide {
		s := ncaaBsbSide{team: team}
		copy(s.box[:], box)
		return s
	}
	// R H AB 2B 3B HR BB SO HBP E PO A rows
	base := &ncaaBsbContest{sides: []ncaaBsbSide{side("a", 5, 9, 33, 1, 0, 0, 3, 7, 1, 1, 27, 9, 14), side("b", 2, 6, 31, 1, 0, 0, 3, 7, 1, 1, 24, 8, 13)}}
	for _, c := range []struct {
		name  string
		other *ncaaBsbContest
		same  bool
	}{
		{"identical", base, true},
		{"re-entered with another score and hit count (22 of 26 agree)", &ncaaBsbContest{sides: []ncaaBsbSide{
			side("a", 6, 10, 33, 1, 0, 0, 3, 7, 1, 1, 27, 9, 14), side("b", 2, 6, 31, 1, 0, 0, 3, 7, 1, 2, 24, 8, 12)}}, true},
		{"doubleheader, same score (9 of 26 agree)", &ncaaBsbContest{sides: []ncaaBsbSide{
			side("a", 5, 4, 28, 0, 1, 0, 2, 7, 0, 0, 21, 5, 17), side("b", 2, 11, 36, 3, 0, 1, 3, 5, 1, 2, 20, 8, 13)}}, false},
		{"one team's rows only, same box", &ncaaBsbContest{sides: []ncaaBsbSide{side("b", 2, 6, 31, 1, 0, 0, 3, 7, 1, 1, 24, 8, 13)}}, true},
		{"other teams", &ncaaBsbContest{sides: []ncaaBsbSide{side("c", 5, 9, 33, 1, 0, 0, 3, 7, 1, 1, 27, 9, 14)}}, false},
	} {
		if got := ncaaBsbSameContest(base, c.other); got != c.same {
			t.Errorf("%s: same = %v", c.name, got)
		}
	}
}
