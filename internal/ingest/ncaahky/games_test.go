package ncaahky

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

const (
	ncaahkyUSCHOHeader   = "season,date,visitor,visitor.score,loc,host,host.score,ot,tournament,conference\n"
	ncaahkyBracketHeader = "season,date,away,awayGoals,home,homeGoals,ot,tie,winner,neutralSite,notable\n"
	ncaahkyNamesFixture  = "source,name,school,note\nuscho,Miami,Miami (OH),\nuscho,Minnesota-Duluth,Minnesota Duluth,\n"
)

// ncaahkyEmptyGames: the game files and crosswalk with no rows.
func ncaahkyEmptyGames() fstest.MapFS {
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{ncaahkySrcUSCHO: f(ncaahkyUSCHOHeader), ncaahkySrcBracket: f(ncaahkyBracketHeader),
		ncaahkySrcNames: f("source,name,school,note\n")}
}

func ncaahkyGamesFixture(uscho, bracket string) fstest.MapFS {
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		ncaahkySrc: f("year,champion,runner_up,score,overtime,overtime_periods,site_city,venue,most_outstanding_player,mop_team,notes,verified,unverified_fields,source\n" +
			"2001,Boston College,North Dakota,3-2,yes,OT,\"Albany, NY\",,,,,yes,,src\n" +
			"2025,Western Michigan,Boston University,6-2,no,,\"St. Louis, MO\",,,,,yes,,src\n"),
		ncaahkySrcNames:   f(ncaahkyNamesFixture),
		ncaahkySrcUSCHO:   f(ncaahkyUSCHOHeader + uscho),
		ncaahkySrcBracket: f(ncaahkyBracketHeader + bracket),
	}
}

// USCHO: exhibitions dropped, a Division III opponent skipped, a game listed
// twice imported once, names through the crosswalk, overtimes and shootout
// notes; the unlabelled 2001 final found as the last game of its finalists.
// Bracket: the labelled final, a conference final and an NCAA game after
// it; partial records not given.
func TestNCAAHockeyGames(t *testing.T) {
	uscho := `2001,2000-10-06,Western Ontario,3,@,Miami,4,,,EX
2001,2000-10-13,Miami,2,@,Minnesota-Duluth,2,OT,"Miami wins shootout, 1-0",CC
2001,2000-10-14,Hobart,1,@,Boston College,9,,,NC
2001,2000-10-20,North Dakota,3,@,Boston College,4,2 OT,Beanpot,HE
2001,2000-10-20,North Dakota,3,@,Boston College,4,2 OT,Beanpot,HE
2001,2001-04-07,North Dakota,2,vs.,Boston College,3,OT,,NC
`
	bracket := `2024-25,2025-03-21,Denver,3,Western Michigan,4,true,false,Western Michigan,true,NCHC Championship
2024-25,2025-03-27,Boston University,2,Western Michigan,5,false,false,Western Michigan,true,
2024-25,2025-04-11,Western Michigan,6,Boston University,2,false,false,Western Michigan,true,National Championship
2024-25,2025-03-01,Denver,1,Boston University,1,false,true,tie,false,
`
	ds, err := Load(ncaahkyGamesFixture(uscho, bracket))
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]dataset.Game{}
	for _, g := range ds.Games {
		games[g.Key] = g
	}
	if len(ds.Games) != 7 {
		t.Errorf("%d games, want 7: %v", len(ds.Games), games)
	}
	for _, tc := range []struct{ key, typ, week, ot, notes string }{
		{"ncaa-hockey:2000-10-13-miami-oh-minnesota-duluth", dataset.TypeRegular, "", "OT", "Miami wins shootout, 1-0"},
		{"ncaa-hockey:2000-10-20-north-dakota-boston-college", dataset.TypeRegular, "", "2OT", "Beanpot"},
		{"ncaa-hockey:2001-04-07-north-dakota-boston-college", dataset.TypeChampionship, "National Championship", "OT", ""},
		{"ncaa-hockey:2025-03-21-denver-western-michigan", dataset.TypePlayoff, "NCHC Championship", "OT", ""},
		{"ncaa-hockey:2025-03-27-boston-university-western-michigan", dataset.TypePlayoff, "NCAA Tournament", "", ""},
		{"ncaa-hockey:2025-04-11-western-michigan-boston-university", dataset.TypeChampionship, "National Championship", "", ""},
	} {
		g, ok := games[tc.key]
		if !ok || g.GameType != tc.typ || g.Week != tc.week || g.Overtime != tc.ot || g.Notes != tc.notes {
			t.Errorf("game %s = %+v (present %v), want %+v", tc.key, g, ok, tc)
		}
	}
	if g := games["ncaa-hockey:2001-04-07-north-dakota-boston-college"]; !g.Neutral || g.SeasonKey != "ncaa-hockey:2000" {
		t.Errorf("2001 final: %+v", g)
	}
	for _, r := range ds.ChampionshipResults {
		if r.GameKey == "" {
			t.Errorf("%d final not linked", r.Year)
		}
	}
	for _, ts := range ds.TeamSeasons {
		switch ts.FranchiseKey + "|" + ts.SeasonKey {
		case "ncaa-hockey:boston-college|ncaa-hockey:2000":
			if ts.Wins != 2 || ts.Losses != 0 || !ts.HasRecord || !ts.MadePlayoffs {
				t.Errorf("Boston College 2000-01: %+v", ts)
			}
		case "ncaa-hockey:western-michigan|ncaa-hockey:2024":
			if ts.HasRecord || ts.Wins != 0 {
				t.Errorf("partial record given: %+v", ts)
			}
		}
	}
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["ncaa-hockey:2000"]; s.StartDate != "2000-10-13" || s.PlayoffsEnd != "2001-04-07" || s.ChampionKey != "ncaa-hockey:boston-college" {
		t.Errorf("2000-01 season: %+v", s)
	}

	// Malformed rows fail the load with file and line.
	for _, tc := range []struct{ uscho, bracket, want string }{
		{"2001,2000-13-06,Maine,3,@,Miami,4,,,HE\n", "", ncaahkySrcUSCHO + " line 2: bad date"},
		{"2001,2000-10-06,Maine,x,@,Miami,4,,,HE\n", "", ncaahkySrcUSCHO + " line 2: bad season, team or score"},
		{"", "2024-25,2025-03-01,Denver,1,Maine,2,false,false,Denver,false,\n", ncaahkySrcBracket + " line 2: winner"},
	} {
		_, err := Load(ncaahkyGamesFixture(tc.uscho, tc.bracket))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("err = %v, want %q", err, tc.want)
		}
	}
}
