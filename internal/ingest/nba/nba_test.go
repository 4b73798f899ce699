package nba

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/almanac-sports/almanac/internal/ingest/ingesttest"
	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func nbaTestFile(s string) *fstest.MapFile {
	return &fstest.MapFile{Data: []byte(strings.TrimLeft(s, "\n"))}
}

func TestNBAStartTime(t *testing.T) {
	for in, want := range map[string]string{"7:30p": "19:30", "12:00p": "12:00", "12:05a": "00:05", "1:00p": "13:00", "": "", "7:30": "", "13:00p": ""} {
		if got := nbaStartTime(in); got != want {
			t.Errorf("nbaStartTime(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNBAParseCoaches(t *testing.T) {
	names, wl := parseNBACoaches("R. Potter (1-6), R. Auerbach (28-29)")
	if len(names) != 2 || names[0] != "R. Potter" || names[1] != "R. Auerbach" || wl[0] != [2]int{1, 6} || wl[1] != [2]int{28, 29} {
		t.Fatalf("got %v %v", names, wl)
	}
	names, wl = parseNBACoaches("K.C. Jones (62-20)")
	if len(names) != 1 || names[0] != "K.C. Jones" || wl[0] != [2]int{62, 20} {
		t.Fatalf("got %v %v", names, wl)
	}
}

func TestNBASeasonKeyAndVenue(t *testing.T) {
	for _, tc := range []struct {
		lg   string
		y    int
		want string
	}{{"BAA", 1947, "baa:1946"}, {"NBA", 2024, "nba:2023"}, {"ABA", 1976, "aba:1975"}} {
		if got := nbaSeasonKey(tc.lg, tc.y); got != tc.want {
			t.Errorf("nbaSeasonKey(%s, %d) = %s, want %s", tc.lg, tc.y, got, tc.want)
		}
	}
	// Same arena name, two buildings.
	a, _ := nbaVenueKey("Municipal Auditorium", "NOJ")
	b, _ := nbaVenueKey("Municipal Auditorium", "KCO")
	c, _ := nbaVenueKey("Boston Garden", "BOS")
	if a == b || a != "nba:municipal-auditorium-new-orleans" || c != "nba:boston-garden" {
		t.Errorf("venue keys %s %s %s", a, b, c)
	}
}

func TestNBABetterDraft(t *testing.T) {
	baylor56 := nbaDraftPick{year: 1956, round: 14, pick: 91, nba: true}
	baylor58 := nbaDraftPick{year: 1958, round: 1, pick: 1, nba: true}
	aba := nbaDraftPick{year: 1970, round: 1, pick: 1}
	if !nbaBetterDraft(baylor58, baylor56) || nbaBetterDraft(baylor56, baylor58) {
		t.Error("latest NBA selection should win")
	}
	if nbaBetterDraft(aba, baylor56) || !nbaBetterDraft(baylor56, aba) {
		t.Error("NBA selection should beat ABA")
	}
}

// nbaCrosswalkFS is a tiny crosswalk set used by several tests.
var nbaCrosswalkFS = fstest.MapFS{
	"crosswalks/nba_codes.csv": nbaTestFile(`
bref_code,franchise_key,leagues,first_season,last_season,team_name,location,nickname
SEA,nba:OKC,NBA,1968,2008,Seattle SuperSonics,Seattle,SuperSonics
OKC,nba:OKC,NBA,2009,2026,Oklahoma City Thunder,Oklahoma City,Thunder
PHO,nba:PHX,NBA,1969,2026,Phoenix Suns,Phoenix,Suns
CHA,nba:CHA,NBA,2005,2014,Charlotte Bobcats,Charlotte,Bobcats
CHO,nba:CHA,NBA,2015,2026,Charlotte Hornets,Charlotte,Hornets
MIL,nba:MIL,NBA,1969,2026,Milwaukee Bucks,Milwaukee,Bucks
`),
	"crosswalks/nba_franchises.csv": nbaTestFile(`
franchise_key,bref_franchise_id,nbacom_abbrev,status,basis
nba:OKC,OKC,OKC,active,x
nba:PHX,PHO,PHX,active,x
`),
	"crosswalks/nba_nbacom_codes.csv": nbaTestFile(`
nbacom_code,bref_code,first_season,last_season,note
CHA,CHA,2005,2014,
CHA,CHO,2015,2026,
PHX,PHO,1969,2026,
OKC,OKC,2009,2026,
MIL,MIL,1969,2026,
`),
}

func nbaNewTestLoader(t *testing.T, fsys fstest.MapFS) *nbaLoader {
	t.Helper()
	l := &nbaLoader{fsys: fsys, ds: &dataset.Dataset{}, seasons: map[string]*dataset.Season{}, leagueOf: map[string]string{}, teamSeasonIx: map[string]int{},
		venues: map[string]int{}, gameIx: map[string]int{}, gameByMatch: map[string]int{}, people: map[string]int{},
		frFirst: map[string]int{}, frLast: map[string]int{}, frLastCode: map[string]string{}, frLeague: map[string]string{}}
	if err := l.loadCrosswalks(); err != nil {
		t.Fatal(err)
	}
	return l
}

func nbaWithFiles(base fstest.MapFS, files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for k, v := range base {
		m[k] = v
	}
	for k, v := range files {
		m[k] = nbaTestFile(v)
	}
	return m
}

func TestNBACrosswalks(t *testing.T) {
	l := nbaNewTestLoader(t, nbaCrosswalkFS)
	for _, tc := range []struct {
		code string
		y    int
		want string
	}{{"PHX", 2021, "PHO"}, {"CHA", 2014, "CHA"}, {"CHA", 2016, "CHO"}, {"OKC", 2012, "OKC"}} {
		got, err := l.brefFromNBACom(tc.code, tc.y)
		if err != nil || got != tc.want {
			t.Errorf("brefFromNBACom(%s, %d) = %s, %v; want %s", tc.code, tc.y, got, err, tc.want)
		}
	}
	if _, err := l.brefFromNBACom("CHA", 2004); err == nil {
		t.Error("CHA 2004 should not map")
	}
	for code, want := range map[string]string{"SEA": "nba:OKC", "OKC": "nba:OKC", "CHA": "nba:CHA", "CHO": "nba:CHA"} {
		if got, err := l.franchiseOf(code); err != nil || got != want {
			t.Errorf("franchiseOf(%s) = %s, %v", code, got, err)
		}
	}
	if _, err := l.franchiseOf("XXX"); err == nil {
		t.Error("unknown code should fail")
	}
}

func TestNBACuratedUnverified(t *testing.T) {
	fsys := fstest.MapFS{"curated/nba_teams.csv": nbaTestFile(`
team,abbreviation,city,state_province,country,founded,conference,division,arena,arena_capacity_basketball,arena_first_season,arena_opened,notes,verified,unverified_fields,source
Atlanta Hawks,ATL,Atlanta,Georgia,USA,1949,Eastern,Southeast,State Farm Arena,16800,1999-2000,1999,,no,state_province; arena_opened,x
Golden State Warriors,GSW,San Francisco,California,USA,1946,Western,Pacific,Chase Center,,,2019,,no,city; arena_opened,x
New York Knicks,NYK,New York,New York,USA,1946,Eastern,Atlantic,Madison Square Garden,19500,1967-68,1968,,yes,,x
`)}
	cur, err := readNBACurated(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if a := cur["ATL"]; a.State != "" || a.Opened != 0 || a.City != "Atlanta" || a.Capacity != 16800 || a.Founded != 1949 {
		t.Errorf("ATL: %+v", a)
	}
	if g := cur["GSW"]; g.City != "" || g.State != "California" {
		t.Errorf("GSW: %+v", g)
	}
	if n := cur["NYK"]; n.Opened != 1968 {
		t.Errorf("NYK: %+v", n)
	}
}

func TestNBAMatchPlayerIDs(t *testing.T) {
	fsys := fstest.MapFS{
		"t.csv": nbaTestFile(`
seas_id,season,player_id,player,birth_year,lg,tm,age
1,2021,10,Enes Kanter,NA,NBA,POR,28
2,2021,11,Damian Lillard,NA,NBA,POR,30
3,2020,10,Enes Kanter,NA,NBA,BOS,27
4,2021,12,Juan Hernangómez,NA,NBA,MIN,25
5,2021,13,Kenyon Martin Jr.,NA,NBA,HOU,20
6,1968,14,Matthew Aitch,NA,ABA,INA,23
7,1968,15,Mel Daniels,1944,ABA,MNM,23
`),
		"p.csv": nbaTestFile(`
season,lg,player,player_id,age,team
2021,NBA,Enes Freedom,kanteen01,28,POR
2021,NBA,Damian Lillard,lillada01,30,POR
2020,NBA,Enes Freedom,kanteen01,27,BOS
2021,NBA,Juancho Hernangómez,hernaju01,25,MIN
2021,NBA,KJ Martin,martike04,20,HOU
2021,NBA,Kenyon Martin Jr.,martike04,20,HOU
1968,ABA,Matt Aitch,aitchma01,24,INA
`),
		"c.csv": nbaTestFile(`
player,player_id,birth_date
Mel Daniels,danieme01,1944-07-20
`),
	}
	read := func(n string) *source.Table {
		tb, err := source.ReadTable(fsys, n)
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
	got := matchPlayerIDs(read("t.csv"), read("p.csv"), read("c.csv"))
	want := map[string]string{"10": "kanteen01", "11": "lillada01", "12": "hernaju01", "13": "martike04", "14": "aitchma01", "15": "danieme01"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("numeric id %s -> %q, want %q", k, got[k], v)
		}
	}
}

func TestNBAAwardsFix(t *testing.T) {
	fsys := nbaWithFiles(nbaCrosswalkFS, map[string]string{
		nbaDir + "Player Award Shares.csv": `
season,award,player,player_id,age,first,pts_won,pts_max,share,winner
1983,nba smoy,Bobby Jones,NA,31,NA,NA,NA,NA,TRUE
1983,nba mvp,Moses Malone,malonmo01,27,69,1,1,1,TRUE
1983,nba mvp,Larry Bird,birdla01,26,1,1,1,1,FALSE
`,
		nbaDir + "All-Star Selections.csv": `
player,player_id,team,season,lg,replaced
Kobe Bryant,bryanko01,West,2014,NBA,TRUE
`,
		nbaDir + "End of Season Teams.csv": `
season,lg,type,number_tm,player,player_id,position
1983,NBA,All-Defense,1st,Bobby Jones,jonesbo01,F
`,
	})
	l := nbaNewTestLoader(t, fsys)
	for _, id := range []string{"jonesbo01", "malonmo01", "birdla01", "bryanko01"} {
		l.addPerson(dataset.Person{Key: "nba:" + id})
	}
	if err := l.loadAwards(); err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, a := range l.ds.Awards {
		got = append(got, a.PersonKey+"|"+a.Name+"|"+a.LeagueKey+"|"+a.Notes)
	}
	want := []string{
		"nba:jonesbo01|Sixth Man of the Year|nba|",
		"nba:malonmo01|Most Valuable Player|nba|",
		"nba:bryanko01|All-Star|nba|team: West; selected but replaced (did not play)",
		"nba:jonesbo01|All-Defensive First Team|nba|position: F",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("awards:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestNBAGameSources(t *testing.T) {
	fsys := nbaWithFiles(nbaCrosswalkFS, map[string]string{
		nbaDir + "bref_game_attendance_derived.csv": `
bref_game_id,nba_game_id,game_date,home_team,away_team,attendance,game_time
201904140OKC,0041800101,2019-04-14,OKC,PHO,18203,2:20
`,
		nbaDir + "bref_games_1947_2020.csv": `
bref_game_id,league,season,game_date,start_time_et,home_team,home_team_name,away_team,away_team_name,home_pts,away_pts,overtimes,neutral_site,is_playoffs,notes,seen_from_both_sides
201904140OKC,NBA,2019,2019-04-14,7:30p,OKC,Oklahoma City Thunder,PHO,Phoenix Suns,100,90,OT,0,1,,1
`,
		nbaDir + "game_info.csv": `
game_id,game_date,attendance,game_time
0042000401,2021-07-06 00:00:00,16583.0,2:30
`,
		// 2019 game already in bref (skipped); 2021 Finals game 1 (kept), rows
		// repeated verbatim as in the 2023-24 part of the file.
		nbaDir + "play_off_totals_2010_2024.csv": `
SEASON_YEAR,TEAM_ID,TEAM_ABBREVIATION,TEAM_NAME,GAME_ID,GAME_DATE,MATCHUP,WL,MIN,PTS
2018-19,1,OKC,Oklahoma City Thunder,0041800101,2019-04-14T00:00:00,OKC vs. PHX,W,53.0,100
2018-19,2,PHX,Phoenix Suns,0041800101,2019-04-14T00:00:00,PHX @ OKC,L,53.0,90
2020-21,2,PHX,Phoenix Suns,0042000401,2021-07-06T00:00:00,PHX vs. MIL,W,58.0,118
2020-21,3,MIL,Milwaukee Bucks,0042000401,2021-07-06T00:00:00,MIL @ PHX,L,58.0,105
2020-21,3,MIL,Milwaukee Bucks,0042000401,2021-07-06T00:00:00,MIL @ PHX,L,58.0,105
`,
		// Regular game kept; unscored row skipped; playoff row must already be
		// in play_off_totals.
		nbaDir + "nba_elo_latest.csv": `
date,season,neutral,playoff,team1,team2,score1,score2
2021-10-20,2022,0,,PHO,MIL,104,112
2021-07-06,2021,0,f,PHO,MIL,118,105
2022-05-30,2022,0,c,OKC,MIL,,
`,
	})
	fsys[nbaDir+nbaSrcGamelogs] = nbaTestFile(nbaGamelogHeader)
	fsys[nbaDir+nbaSrcGamelogs2026] = nbaTestFile(nbaGamelogHeader)
	fsys[nbaDir+nbaSrcTracker] = ingesttest.Gzip(t, `{"season":"2025-26","teams":[],"finishedGames":[]}`)
	l := nbaNewTestLoader(t, fsys)
	for _, s := range []struct {
		code string
		y    int
	}{{"OKC", 2019}, {"PHO", 2019}, {"PHO", 2021}, {"MIL", 2021}, {"PHO", 2022}, {"MIL", 2022}} {
		l.season("NBA", s.y)
		l.leagueOf[s.code+"|"+strconv.Itoa(s.y)] = "nba"
	}
	if err := l.loadGames(); err != nil {
		t.Fatal(err)
	}
	if len(l.ds.Games) != 3 || l.SkippedPlayoffTotals != 1 {
		t.Fatalf("%d games, %d skipped: %+v", len(l.ds.Games), l.SkippedPlayoffTotals, l.ds.Games)
	}
	b, p, e := l.ds.Games[0], l.ds.Games[1], l.ds.Games[2]
	if b.Attendance != 18203 || b.StartTime != "19:30" || b.GameType != dataset.TypePlayoff || b.Overtime != "OT" || b.SeasonKey != "nba:2018" {
		t.Errorf("bref game: %+v", b)
	}
	if p.Key != "nba:0042000401" || p.HomeKey != "nba:PHX" || *p.HomeScore != 118 || p.Overtime != "2OT" || p.Attendance != 16583 || p.Week != "Finals" || p.SeasonKey != "nba:2020" {
		t.Errorf("playoff game: %+v", p)
	}
	if e.Key != "nba:202110200PHO" || e.GameType != dataset.TypeRegular || *e.AwayScore != 112 || e.Source != "nba_elo_latest.csv" {
		t.Errorf("elo game: %+v", e)
	}
}

// TestNBARealDataSources checks the source bookkeeping on the shipped data.
func TestNBARealDataSources(t *testing.T) {
	start := time.Now()
	l, ds, err := loadNBA(os.DirFS("../../../data"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("nba load: %v", time.Since(start))
	if l.UnmatchedTotals != 0 {
		t.Errorf("%d Player Totals rows not linked to a player", l.UnmatchedTotals)
	}
	checkNBAPlayerCareers(t, l, ds)
	for _, ps := range ds.PlayerSeasons {
		// Gilgeous-Alexander 2024-25: 76 games, 32.7 points a game (SOURCES.md).
		if ps.PersonKey == "nba:gilgesh01" && ps.SeasonKey == "nba:2024" && (ps.Stats["games_played"] != 76 || ps.Stats["points_per_game"] != 32.7) {
			t.Errorf("Gilgeous-Alexander 2024-25: %+v", ps.Stats)
		}
	}
	// Every 2010-11..2018-19 playoff game of play_off_totals is in bref.
	if l.SkippedPlayoffTotals != 749 {
		t.Errorf("%d play_off_totals games matched bref, want 749", l.SkippedPlayoffTotals)
	}
	// 2019-20 coach records saved at the suspension: the last coach's W-L is dropped.
	partial := 0
	for _, c := range ds.Coaches {
		if c.SeasonKey != "nba:2019" {
			continue
		}
		if !c.HasRecord && strings.Contains(c.Source, "partial") {
			partial++
		}
		if c.PersonKey == "nba:atkinke01c" && c.FranchiseKey == "nba:BKN" && (!c.HasRecord || c.Wins != 28 || c.Losses != 34) {
			t.Errorf("Atkinson 2019-20 (fired before the suspension) should keep 28-34: %+v", c)
		}
	}
	if partial != 22 {
		t.Errorf("%d partial 2019-20 coach records, want 22", partial)
	}
	bySource := map[string]int{}
	for _, g := range ds.Games {
		bySource[g.Source]++
	}
	if bySource["bref_games_1947_2020.csv"] != 67445 || bySource["nba_elo_latest.csv"] != 1236 || bySource["play_off_totals_2010_2024.csv"] != 421 {
		t.Errorf("games by source: %v", bySource)
	}
}
