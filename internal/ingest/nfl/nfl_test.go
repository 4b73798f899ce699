package nfl

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/ingest/source"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNFLFixMVP(t *testing.T) {
	for in, want := range map[string]string{
		"Harvey MartinRandy White": "Harvey Martin, Randy White", // Super Bowl XII co-MVPs
		" Bart Starr ":             "Bart Starr",
		"Tom Brady":                "Tom Brady",
	} {
		if got := nflFixMVP(in); got != want {
			t.Errorf("nflFixMVP(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNFLCityState(t *testing.T) {
	for _, tc := range []struct{ city, state, want string }{
		{" Inglewood", " California", "Inglewood, CA"}, // Super Bowl LVI row has leading spaces
		{"Miami Gardens", "Florida", "Miami Gardens, FL"},
		{"New Orleans", "", "New Orleans"},
	} {
		if got := nflCityState(tc.city, tc.state); got != tc.want {
			t.Errorf("nflCityState(%q, %q) = %q, want %q", tc.city, tc.state, got, tc.want)
		}
	}
}

func TestNFLParsers(t *testing.T) {
	if w, l, ok := source.Score("31-24 (2OT)"); !ok || w != 31 || l != 24 {
		t.Errorf("Score 2OT = %d %d %v", w, l, ok)
	}
	if _, _, ok := source.Score(""); ok {
		t.Errorf("empty score parsed")
	}
	if d, err := nflISODate("1/5/1964"); err != nil || d != "1964-01-05" {
		t.Errorf("nflISODate = %q %v", d, err)
	}
	for loc, want := range map[string][3]string{
		"Pittsburgh, PA":  {"Pittsburgh", "PA", "USA"},
		"London, UK":      {"London", "", "UK"},
		"Munich, Germany": {"Munich", "", "Germany"},
	} {
		c, s, co := nflSplitLocation(loc)
		if [3]string{c, s, co} != want {
			t.Errorf("nflSplitLocation(%q) = %q %q %q", loc, c, s, co)
		}
	}
	if got := nflFixStadium("University of Phoenix Stadium", 1999); got != "Sun Devil Stadium" {
		t.Errorf("1999 Cardinals stadium = %q", got)
	}
	if got := nflFixStadium("University of Phoenix Stadium", 2008); got != "University of Phoenix Stadium" {
		t.Errorf("2008 Cardinals stadium = %q", got)
	}
	if got := source.ModeGames(map[int]int{14: 10, 13: 1}); got != 14 {
		t.Errorf("mode = %d", got)
	}
	if got := source.ModeGames(map[int]int{8: 3, 9: 3, 10: 3}); got != 0 {
		t.Errorf("varied mode = %d", got)
	}
}

// nflFixture is a tiny but complete set of the files Load reads.
const nflDefenseHeader = "season,player,team,def_int,def_int_yds,def_int_td,def_int_long,pass_defended,sacks,tackles_combined,tackles_solo,tackles_assists,tackles_loss,qb_hits,fumbles_rec,fumbles_rec_yds,fumbles_rec_td,fumbles_forced,game_id\n"

func nflFixture() fstest.MapFS {
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(strings.TrimLeft(s, "\n"))} }
	return fstest.MapFS{
		"crosswalks/nfl_codes.csv": f(`
source,code,franchise_key,note
nfl_games,OAK,nfl:LVR,
nfl_games,KC,nfl:KC,
nfl_games,GB,nfl:GB,
nfl_games,AKR,nfl:AKR,
nfl_games,WHE,nfl:WHE,
nfl_games,WSH,nfl:WAS,
nfl_games,ARI,nfl:ARI,
nfl_games,SEA,nfl:SEA,
games,LVR,nfl:LVR,
games,KC,nfl:KC,
games,GB,nfl:GB,
games,SEA,nfl:SEA,
nfl_teams,LVR,nfl:LVR,
nfl_teams,KC,nfl:KC,
nfl_teams,GB,nfl:GB,
nfl_teams,WAS,nfl:WAS,
nfl_teams,ARI,nfl:ARI,
nfl_teams,SEA,nfl:SEA,
nflverse,OAK,nfl:LVR,
nflverse,LV,nfl:LVR,
nflverse,KC,nfl:KC,
nflverse,GB,nfl:GB,
nflverse,SEA,nfl:SEA,
pfr,gnb,nfl:GB,
`),
		"crosswalks/nfl_team_eras.csv": f(`
franchise_key,first_season,last_season,league,name,nickname,city,state,abbrev,basis
nfl:LVR,1960,1969,afl,Oakland Raiders,Raiders,Oakland,CA,OAK,
nfl:LVR,1970,2019,nfl,Oakland Raiders,Raiders,Oakland,CA,OAK,
nfl:LVR,2020,2025,nfl,Las Vegas Raiders,Raiders,Las Vegas,NV,LV,
nfl:KC,1960,1962,afl,Dallas Texans,Texans,Dallas,TX,DTX,
nfl:KC,1963,1969,afl,Kansas City Chiefs,Chiefs,Kansas City,MO,KC,
nfl:KC,1970,2026,nfl,Kansas City Chiefs,Chiefs,Kansas City,MO,KC,
nfl:GB,1921,2026,nfl,Green Bay Packers,Packers,Green Bay,WI,GB,
nfl:AKR,1920,1926,nfl,Akron Pros,Pros,Akron,OH,AKR,
nfl:WHE,1920,1920,independent,Wheeling Stogies,Stogies,Wheeling,WV,WHE,
nfl:WAS,1937,2019,nfl,Washington Redskins,Redskins,Washington,DC,WAS,
nfl:WAS,2020,2025,nfl,Washington Commanders,Commanders,Washington,DC,WAS,
nfl:ARI,1960,1987,nfl,St. Louis Cardinals,Cardinals,St. Louis,MO,STL,
nfl:ARI,1988,2025,nfl,Arizona Cardinals,Cardinals,Arizona,AZ,ARI,
nfl:SEA,1976,2026,nfl,Seattle Seahawks,Seahawks,Seattle,WA,SEA,
`),
		// Head coaches: the PFR coach and team files, the 2025 file and the
		// 2026 schedule (see coaches_test.go).
		"crosswalks/nfl_pfr_coach_codes.csv": f(nflCoachCodesFixture),
		"football/" + nflSrcPFRCoaches:       f(nflPFRCoachesFixture),
		"football/" + nflSrcPFRTeams:         f(nflPFRTeamsFixture),
		"football/" + nflSrcCoaches2025:      f(nflCoaches2025Fixture),
		"football/" + nflSrcSchedule2026:     f(nflSchedule2026Fixture),
		"crosswalks/nfl_stadium_aliases.csv": f(`
name,stadium_name,relation,note
FedExField,FedEx Field,same,
`),
		"football/nfl_teams.csv": f(`
team_name,team_name_short,team_id,team_id_pfr,team_conference,team_division,team_conference_pre2002,team_division_pre2002
Oakland Raiders,Raiders,LVR,RAI,AFC,AFC West,AFC,AFC West
Kansas City Chiefs,Chiefs,KC,KAN,AFC,AFC West,AFC,AFC West
Green Bay Packers,Packers,GB,GNB,NFC,NFC North,NFC,NFC Central
Washington Redskins,Washington,WAS,WAS,NFC,NFC East,NFC,NFC East
St. Louis Cardinals,Cardinals,ARI,ARI,NFC,,NFC,NFC East
Arizona Cardinals,Cardinals,ARI,CRD,NFC,NFC West,NFC,NFC West
Seattle Seahawks,Seahawks,SEA,SEA,NFC,NFC West,AFC,AFC West
`),
		"football/teams_colors_logos.csv": f(`
team_abbr,team_name,team_division
LV,Las Vegas Raiders,AFC West
OAK,Oakland Raiders,AFC West
KC,Kansas City Chiefs,AFC West
GB,Green Bay Packers,NFC North
SEA,Seattle Seahawks,NFC West
`),
		"football/nfl_stadiums.csv": f(`
stadium_name,stadium_location,stadium_open,stadium_close,stadium_capacity
Lambeau Field,"Green Bay, WI",1957,,"80,735"
FedEx Field,"Landover, MD",1997,2016,"79,000"
Sun Devil Stadium,"Tempe, AZ",1988,2005,
University of Phoenix Stadium,"Glendale, AZ",2006,,"63,400"
`),
		"football/nfl_games.csv": f(`
date,season,neutral,playoff,team1,team2,elo1,elo2,elo_prob1,score1,score2,result1
1920-10-03,1920,0,0,AKR,WHE,1,1,0.5,43,0,1
1960-09-11,1960,0,0,OAK,KC,1,1,0.5,16,34,0
1960-12-24,1960,0,1,KC,OAK,1,1,0.5,24,16,1
1966-09-11,1966,0,0,GB,WSH,1,1,0.5,24,3,1
1967-01-15,1966,1,1,GB,KC,1,1,0.5,35,10,1
1987-09-14,1987,0,0,ARI,GB,1,1,0.5,10,20,0
1987-10-04,1987,0,0,GB,WSH,1,1,0.5,7,13,0
2010-09-13,2010,0,0,KC,OAK,1,1,0.5,21,14,1
`),
		"football/spreadspoke_scores.csv": f(`
schedule_date,schedule_season,schedule_week,schedule_playoff,team_home,score_home,score_away,team_away,stadium,stadium_neutral
9/11/1966,1966,1,FALSE,Green Bay Packers,24,3,Washington Redskins,Lambeau Field,FALSE
1/15/1967,1966,Superbowl,TRUE,Green Bay Packers,35,10,Kansas City Chiefs,Los Angeles Memorial Coliseum,TRUE
9/13/1976,1976,1,FALSE,Seattle Seahawks,10,20,Kansas City Chiefs,Seattle Kingdome,FALSE
9/13/1987,1987,1,FALSE,St. Louis Cardinals,10,20,Green Bay Packers,Busch Memorial Stadium,FALSE
9/10/1995,1995,1,FALSE,Arizona Cardinals,17,14,Washington Redskins,University of Phoenix Stadium,FALSE
9/13/2010,2010,1,FALSE,Kansas City Chiefs,21,14,Oakland Raiders,Arrowhead Stadium,FALSE
`),
		"football/games.csv": f(`
game_id,season,week,game_type,date,gametime,away_team,away_score,home_team,home_score,location,overtime,away_coach,home_coach,stadium
2010_01_LVR_KC,2010,1,REG,2010-09-13,22:15,LVR,14.0,KC,21.0,Home,0.0,Tom Cable,Todd Haley,Arrowhead Stadium
2010_02_GB_KC,2010,2,REG,2010-09-20,13:00,GB,10.0,KC,13.0,Home,1.0,Mike McCarthy,Todd Haley,Arrowhead Stadium
2025_01_SEA_GB,2025,1,REG,2025-09-07,16:25,SEA,27.0,GB,17.0,Home,0.0,Mike Macdonald,Matt LaFleur,Lambeau Field
2025_16_GB_SEA,2025,16,REG,2025-12-21,16:25,GB,,SEA,,Home,,Matt LaFleur,Mike Macdonald,Lumen Field
`),
		// nflverse: week 1 duplicates games.csv, week 16 fills its missing
		// score, week 2 (code LV) and Super Bowl LX are new.
		"football/nflverse_games_2020_2025.tsv": f(
			"game_id\tseason\tgame_type\tweek\tgameday\tgametime\taway_team\taway_score\thome_team\thome_score\tlocation\tovertime\taway_coach\thome_coach\tstadium\n" +
				"2025_01_SEA_GB\t2025\tREG\t1\t2025-09-07\t16:25\tSEA\t27\tGB\t17\tHome\t0\tMike Macdonald\tMatt LaFleur\tLambeau Field\n" +
				"2025_02_LV_KC\t2025\tREG\t2\t2025-09-14\t13:00\tLV\t20\tKC\t23\tHome\t1\tPete Carroll\tAndy Reid\tArrowhead Stadium\n" +
				"2025_16_GB_SEA\t2025\tREG\t16\t2025-12-21\t16:25\tGB\t10\tSEA\t24\tHome\t0\tMatt LaFleur\tMike Macdonald\tLumen Field\n" +
				"2025_22_SEA_GB\t2025\tSB\t22\t2026-02-08\t18:30\tSEA\t29\tGB\t13\tNeutral\t0\tMike Macdonald\tMatt LaFleur\tLevi's Stadium\n"),
		"football/superbowl.csv": f(`
Date,SB,Winner,Winner Pts,Loser,Loser Pts,MVP,Stadium,City,State
1/15/1967,I (1),Green Bay Packers,35,Kansas City Chiefs,10,Bart Starr,Memorial Coliseum,Los Angeles, California
`),
		"curated/nfl_champions_pre_super_bowl.csv": f(`
season,league,champion,runner_up,score,date,venue,city,how_decided,notes,verified,unverified_fields,source
1920,APFA (NFL),Akron Pros,,,,,,standings (best winning percentage; no title game),record 1-0,yes,,x
1960,AFL,Dallas Texans,Oakland Raiders,24-16,1960-12-24,Some Field,"Dallas, TX",AFL Championship Game,,no,venue; city,x
1966,NFL,Green Bay Packers,Washington Redskins,24-3,1966-09-11,,,NFL Championship Game,fixture only,yes,,x
`),
		"curated/super_bowl_recent.csv": f(`
super_bowl,number,season,date,winner,winner_score,loser,loser_score,overtime,venue,city,mvp,notes,verified,unverified_fields,source
LX,60,2025,2026-02-08,Seattle Seahawks,29,Green Bay Packers,13,no,Levi's Stadium,"Santa Clara, CA",Kenneth Walker III (RB, Seattle),,yes,,x
`),
		"curated/nfl_teams_meta.csv": f(`
team,abbreviation,founded,city,state,conference,division,stadium,stadium_capacity,stadium_opened,notes,verified,unverified_fields,source
Green Bay Packers,GB,1919,Green Bay,WI,NFC,NFC North,Lambeau Field,80735,1957,,yes,,x
Seattle Seahawks,SEA,1976,Seattle,WA,NFC,NFC West,Guessed Field,67000,2002,,no,stadium,x
`),
		// PFR rosters: Love is matched through nflverse's pfr_id (no second
		// person); Favre is a PFR-only person; 2010 rows are left to nflverse.
		"football/pfr_rosters_1996_2023.csv": f(`
No.,Player,Age,Pos,G,GS,Wt,Ht,College/Univ,BirthDate,Yrs,AV,Drafted (tm/rnd/yr),Salary,Player-additional,team_code,season
4,Brett Favre,26,QB,16,16,222,6-2,Southern Miss,10/10/1969,5,20,,,FavrBr00,gnb,1996
10,Jordan Love,1,QB,1,0,219,6-4,Utah St.,11/2/1998,Rook,0,,,LoveJo03,gnb,2009
4,Brett Favre,41,QB,13,13,222,6-2,Southern Miss,10/10/1969,19,9,,,FavrBr00,min,2010
`),
		"football/roster_2024.csv": f(`
season,team,position,jersey_number,status,full_name,first_name,last_name,birth_date,height,weight,college,gsis_id,entry_year,rookie_year,draft_number
2024,GB,QB,10,ACT,Jordan Love,Jordan,Love,,76,219,Utah State,00-0036264,2020,2020,26
2024,GB,QB,10,ACT,Jordan Love,Jordan,Love,,76,219,Utah State,00-0036264,2020,2020,26
`),
		"football/roster_2025.csv": f(`
season,team,position,jersey_number,status,full_name,first_name,last_name,birth_date,height,weight,college,gsis_id,entry_year,rookie_year,draft_number,pfr_id
2025,GB,QB,10,ACT,Jordan Love,Jordan,Love,1998-11-02,76,219,Utah State,00-0036264,2020,2020,26,LoveJo03
2025,GB,WR,,DEV,No Id,No,Id,,,,,,,,,
`),
		// Defence game logs (PFR team codes): GNB is GB; the 2011 game is not imported.
		"football/" + nflSrcDefense: f(nflDefenseHeader + `
2025,Jordan Love,GNB,1.0,12.0,0.0,12.0,2.0,0.5,4.0,3.0,1.0,1.0,1.0,0.0,0.0,0.0,1.0,2025_16_GB_SEA
2025,Some Safety,SEA,0.0,0.0,0.0,0.0,0.0,0.0,7.0,5.0,2.0,0.0,0.0,0.0,0.0,0.0,0.0,2025_16_GB_SEA
2011,Some Safety,SEA,0.0,0.0,0.0,0.0,0.0,0.0,7.0,5.0,2.0,0.0,0.0,0.0,0.0,0.0,0.0,2011_01_GB_SEA
`),
		"football/player_stats_2024.csv": f(`
player_id,position,recent_team,season,week,season_type,completions,attempts,passing_yards,passing_tds,interceptions,sacks,sack_yards,carries,rushing_yards,rushing_tds,receptions,targets,receiving_yards,receiving_tds,sack_fumbles_lost,rushing_fumbles_lost,receiving_fumbles_lost,passing_2pt_conversions,rushing_2pt_conversions,receiving_2pt_conversions,special_teams_tds
00-0036264,QB,GB,2024,1,REG,17,34,260,2,1,2,12,2,5,0,0,0,0,0,0,0,0,0,0,0,0
00-0036264,QB,GB,2024,2,REG,20,30,224,2,0,1,6,3,NA,1,0,0,0,0,1,0,0,0,0,0,0
00-0036264,QB,GB,2024,19,POST,27,41,212,1,3,2,10,1,4,0,0,0,0,0,0,0,0,0,0,0,0
`),
	}
}

func TestNFLLoadFixture(t *testing.T) {
	ds, err := loadNFL(nflFixture(), [2]int{2024, 2025}, [2]int{2024, 2024}, false)
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]dataset.Game{}
	for _, g := range ds.Games {
		if _, dup := games[g.Key]; dup {
			t.Errorf("duplicate game %s", g.Key)
		}
		games[g.Key] = g
	}
	// Source per season: 1966 from spreadspoke (not nfl_games too), 1987's
	// missing replacement game filled in from nfl_games, 2010 from games.csv.
	want := map[string]string{
		"nfl:1920-10-03-WHE-AKR": nflSrcGames538,
		"nfl:1960-09-11-KC-LVR":  nflSrcGames538,
		"nfl:1966-09-11-WAS-GB":  nflSrcSpread,
		"nfl:1967-01-15-KC-GB":   nflSrcSpread,
		"nfl:1987-09-13-GB-ARI":  nflSrcSpread,
		"nfl:1987-10-04-WAS-GB":  nflSrcGames538,
		"nfl:2010_01_LVR_KC":     nflSrcGames,
		"nfl:2025_16_GB_SEA":     nflSrcGames,
	}
	for k, src := range want {
		if g, ok := games[k]; !ok || g.Source != src {
			t.Errorf("game %s: source %q (present %v), want %q", k, g.Source, ok, src)
		}
	}
	if len(ds.Games) != 17 { // 15 played + 2 of the 2026 schedule
		t.Errorf("%d games, want 17", len(ds.Games))
	}
	// nflverse merge: matched on season, week and teams (LV = LVR), never doubled.
	for _, tc := range []struct {
		key, src      string
		home, away    int
		typ, overtime string
	}{
		{"nfl:2025_01_SEA_GB", nflSrcGames, 17, 27, dataset.TypeRegular, ""},
		{"nfl:2025_16_GB_SEA", nflSrcGames, 24, 10, dataset.TypeRegular, ""},
		{"nfl:2025_02_LVR_KC", nflSrcNflverse, 23, 20, dataset.TypeRegular, "OT"},
		{"nfl:2025_22_SEA_GB", nflSrcNflverse, 13, 29, dataset.TypeChampionship, ""},
	} {
		g, ok := games[tc.key]
		if !ok || g.Source != tc.src || g.HomeScore == nil || *g.HomeScore != tc.home || *g.AwayScore != tc.away ||
			g.GameType != tc.typ || g.Overtime != tc.overtime || g.Status != dataset.StatusFinal {
			t.Errorf("game %s = %+v (present %v), want %+v", tc.key, g, ok, tc)
		}
	}
	// Season keys by league; Super Bowl I is an NFL-season championship game.
	if g := games["nfl:1960-09-11-KC-LVR"]; g.SeasonKey != "afl:1960" || g.HomeName != "Oakland Raiders" || g.AwayName != "Dallas Texans" {
		t.Errorf("AFL game: %+v", g)
	}
	if g := games["nfl:1967-01-15-KC-GB"]; g.SeasonKey != "nfl:1966" || g.GameType != dataset.TypeChampionship || !g.Neutral || g.Week != "Super Bowl" {
		t.Errorf("Super Bowl I: %+v", g)
	}
	if g := games["nfl:1960-12-24-LVR-KC"]; g.GameType != dataset.TypeChampionship || g.Week != "AFL Championship Game" {
		t.Errorf("AFL title game: %+v", g)
	}
	if g := games["nfl:2010_02_GB_KC"]; g.Overtime != "OT" || g.StartTime != "13:00" || g.TimeZone != nflEastern {
		t.Errorf("games.csv fields: %+v", g)
	}
	// Stadium fix and alias.
	if g := games["nfl:1995-09-10-WAS-ARI"]; g.VenueKey != "nfl:sun-devil-stadium" {
		t.Errorf("1995 Cardinals venue %q", g.VenueKey)
	}

	ts := map[string]dataset.TeamSeason{}
	for _, x := range ds.TeamSeasons {
		ts[x.FranchiseKey+"|"+x.SeasonKey] = x
	}
	if x := ts["nfl:AKR|nfl:1920"]; x.Wins != 1 || !x.HasRecord || x.Name != "Akron Pros" {
		t.Errorf("Akron 1920: %+v", x)
	}
	if x := ts["nfl:WHE|nfl:1920"]; x.HasRecord {
		t.Errorf("independent opponent must have no record: %+v", x)
	}
	if x := ts["nfl:KC|afl:1966"]; !x.MadePlayoffs {
		t.Errorf("Chiefs 1966 (AFL team season) should have made the playoffs: %+v", x)
	}
	if x := ts["nfl:ARI|nfl:1995"]; x.DivisionKey != "nfl:div:nfc-east-1970" || x.ConferenceKey != "nfl:conf:nfc" {
		t.Errorf("Arizona 1995 division fix: %+v", x)
	}
	if x := ts["nfl:SEA|nfl:1976"]; x.DivisionKey != "" {
		t.Errorf("Seattle 1976 division must be unknown: %+v", x)
	}
	if x := ts["nfl:GB|nfl:2025"]; x.Wins != 0 || x.Losses != 2 || x.HeadCoach != "Matt LaFleur" || x.VenueKey != "nfl:lambeau-field" {
		t.Errorf("Packers 2025: %+v", x)
	}
	if x := ts["nfl:SEA|nfl:2025"]; !x.MadePlayoffs {
		t.Errorf("Seahawks 2025 played Super Bowl LX: %+v", x)
	}

	// Championships.
	res := map[string]dataset.ChampionshipResult{}
	for _, r := range ds.ChampionshipResults {
		res[r.ChampionshipKey+"|"+r.WinnerName] = r
	}
	if r := res["afl-championship|Dallas Texans"]; r.WinnerKey != "nfl:KC" || r.GameKey != "nfl:1960-12-24-LVR-KC" || r.VenueName != "" || r.City != "" || r.Year != 1960 {
		t.Errorf("AFL 1960 (unverified venue must be empty): %+v", r)
	}
	if r := res["super-bowl|Green Bay Packers"]; r.City != "Los Angeles, CA" || r.MVP != "Bart Starr" || r.Year != 1967 || r.SeasonKey != "nfl:1966" || r.GameKey == "" {
		t.Errorf("Super Bowl I: %+v", r)
	}
	if r := res["super-bowl|Seattle Seahawks"]; r.MVP != "Kenneth Walker III" || r.GameKey != "nfl:2025_22_SEA_GB" || r.Year != 2026 {
		t.Errorf("Super Bowl LX: %+v", r)
	}
	seasons := map[string]dataset.Season{}
	for _, s := range ds.Seasons {
		seasons[s.Key] = s
	}
	if s := seasons["nfl:2025"]; s.EndYear != 2026 || s.EndDate != "2026-02-08" || s.ChampionKey != "nfl:SEA" {
		t.Errorf("2025 season: %+v", s)
	}
	if s := seasons["nfl:1966"]; s.ChampionKey != "nfl:GB" || s.EndYear != 1967 {
		t.Errorf("1966 season: %+v", s)
	}

	// Franchises: continuity and curated facts (unverified stadium not used).
	fr := map[string]dataset.Franchise{}
	for _, f := range ds.Franchises {
		fr[f.Key] = f
	}
	if f := fr["nfl:LVR"]; f.Name != "Las Vegas Raiders" || f.FoundedYear != 1960 {
		t.Errorf("Raiders: %+v", f)
	}
	if f := fr["nfl:GB"]; f.FoundedYear != 1919 || f.VenueKey != "nfl:lambeau-field" || f.DivisionKey != "nfl:div:nfc-north" {
		t.Errorf("Packers: %+v", f)
	}
	if f := fr["nfl:SEA"]; f.VenueKey != "nfl:lumen-field" {
		t.Errorf("Seahawks venue should come from the 2025 home games, got %q", f.VenueKey)
	}
	if f := fr["nfl:WHE"]; f.LeagueKey != "" {
		t.Errorf("independent franchise league %q", f.LeagueKey)
	}

	// Players: one roster entry despite the duplicate row; the row without
	// gsis_id is skipped; stats summed by season type. People include the
	// 17 head coaches of the coach files (Favre's coach rows share his person).
	if len(ds.People) != 2+17 || len(ds.Players) != 2 || len(ds.Roster) != 2+2 {
		t.Errorf("people %d players %d roster %d", len(ds.People), len(ds.Players), len(ds.Roster))
	}
	// Love's 2009 PFR row joins his nflverse person (first season 2009).
	if p := ds.Players[0]; p.DraftPick != 26 || p.DraftYear != 2020 || p.FirstYear != 2009 || p.LastYear != 2025 {
		t.Errorf("player: %+v", p)
	}
	for _, p := range ds.People {
		if p.Key == "nfl:00-0036264" && (p.BirthDate != "1998-11-02" || p.HeightIn != 76) {
			t.Errorf("person: %+v", p)
		}
		if p.Key == "nfl:pfr:FavrBr00" && (p.BirthDate != "1969-10-10" || p.HeightIn != 74 || p.College != "Southern Miss" || p.LastName != "Favre") {
			t.Errorf("PFR person: %+v", p)
		}
	}
	if len(ds.PlayerSeasons) != 1+2 {
		t.Fatalf("%d player seasons", len(ds.PlayerSeasons))
	}
	var ps, favre dataset.PlayerSeason
	for _, x := range ds.PlayerSeasons {
		switch {
		case x.Source == "player_stats_2024.csv":
			ps = x
		case x.PersonKey == "nfl:pfr:FavrBr00":
			favre = x
		}
	}
	if favre.SeasonKey != "nfl:1996" || favre.FranchiseKey != "nfl:GB" || favre.Stats["games_played"] != 16 || favre.Stats["approximate_value"] != 20 {
		t.Errorf("PFR player season: %+v", favre)
	}
	if ps.Stats["games_played"] != 2 || ps.Stats["passing_yards"] != 484 || ps.Stats["rushing_yards"] != 5 || ps.Stats["fumbles_lost"] != 1 ||
		ps.Postseason["passing_yards"] != 212 || ps.Postseason["games_played"] != 1 {
		t.Errorf("player season: %+v", ps)
	}
	checkNFLCoachFixture(t, ds)
}

func TestNFLHeightIn(t *testing.T) {
	for in, want := range map[string]int{"6-4": 76, "5-11": 71, "": 0, "6-": 0, "6-12": 0, "x-1": 0} {
		if got := nflHeightIn(in); got != want {
			t.Errorf("nflHeightIn(%q) = %d, want %d", in, got, want)
		}
	}
}
