package nfl

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Fixtures for the coach files and the 2026 schedule (used by nflFixture).
const nflCoachCodesFixture = `
pfr_code,first_season,last_season,franchise_key,note
AKR,1920,1926,nfl:AKR,
DTX,1960,1962,nfl:KC,
KAN,1963,2024,nfl:KC,
OAK,1960,1981,nfl:LVR,
OAK,1995,2019,nfl:LVR,
GNB,1921,2024,nfl:GB,
WAS,1937,2024,nfl:WAS,
SEA,1976,2024,nfl:SEA,
STL,1960,1987,nfl:ARI,
ARI,1994,2024,nfl:ARI,
`

// Akron 1920: co-coaches credited with the whole 1-0 record. Oakland 2010:
// the file's Cable 0-2 disagrees with the games (0-1). Arizona 1995:
// a fictional coach who is also a player (Favre, born 1969) shares his person.
const nflPFRCoachesFixture = `
coach,Year,Age,Tm,Lg,G,W,L,T,W-L%,G plyf,W plyf,L plyf
Elgie Tobin,1920,34,AKR,APFA,1,1,0,0,1.000,,,
Fritz Pollard,1920,26,AKR,APFA,1,1,0,0,1.000,,,
Hank Stram,1960,37,DTX,AFL,1,1,0,0,1.000,1,1,0
Eddie Erdelatz,1960,47,OAK,AFL,1,0,1,0,.000,1,0,1
Vince Lombardi,1966,53,GNB,NFL,0,0,0,0,,2,2,0
Bill McPeak,1966,40,WAS,NFL,0,0,0,0,,1,0,1
Jack Patera,1976,43,SEA,NFL,1,0,1,0,.000,,,
Gene Stallings,1987,52,STL,NFL,1,0,1,0,.000,,,
Forrest Gregg,1987,54,GNB,NFL,2,1,1,0,.500,,,
Brett Favre,1995,26,ARI,NFL,1,1,0,0,1.000,,,
Norv Turner,1995,43,WAS,NFL,1,0,1,0,.000,,,
Tom Cable,2010,45,OAK,NFL,2,0,2,0,.000,,,
Todd Haley,2010,43,KAN,NFL,2,2,0,0,1.000,,,
Mike McCarthy,2010,47,GNB,NFL,1,0,1,0,.000,,,
`

const nflPFRTeamsFixture = `
franchise_dir,Year,Lg,Tm,W,L,T,Coaches
akr,1920,APFA,Akron Pros,1,0,0,"Tobin,Pollard"
kan,1960,AFL,Dallas Texans*,1,0,0,Stram
rai,1960,AFL,Oakland Raiders,0,1,0,Erdelatz
gnb,1966,NFL,Green Bay Packers*,0,0,0,Lombardi
was,1966,NFL,Washington Redskins,0,0,0,McPeak
sea,1976,NFL,Seattle Seahawks,0,1,0,Patera
crd,1987,NFL,St. Louis Cardinals,0,1,0,Stallings
gnb,1987,NFL,Green Bay Packers,1,1,0,Gregg
crd,1995,NFL,Arizona Cardinals,1,0,0,Favre
was,1995,NFL,Washington Redskins,0,1,0,Turner
rai,2010,NFL,Oakland Raiders,0,2,0,Cable
kan,2010,NFL,Kansas City Chiefs,2,0,0,Haley
gnb,2010,NFL,Green Bay Packers,0,1,0,McCarthy
`

const nflCoaches2025Fixture = `
season,team,coach,g,w,l,t,g_playoffs,w_playoffs,l_playoffs,first_game,last_game
2025,GB,Matt LaFleur,2,0,2,0,1,0,1,2025-09-07,2026-02-08
2025,SEA,Mike Macdonald,2,2,0,0,1,1,0,2025-09-07,2026-02-08
2025,KC,Andy Reid,1,1,0,0,0,0,0,2025-09-14,2025-09-14
2025,LV,Pete Carroll,1,0,1,0,0,0,0,2025-09-14,2025-09-14
`

// The schedule: a dated game, a game whose date is not set yet, and the
// first game listed again (not doubled). The score of the first row is not
// imported.
const nflSchedule2026Fixture = `
game_id,season,week,season_type,gameday_et,weekday,gametime_et,away_team,home_team,away_team_name,home_team_name,neutral_site,venue,venue_city,venue_country,away_score,home_score
2026_01_GB_SEA,2026,1,REG,2026-09-13,Sunday,16:25,GB,SEA,Green Bay Packers,Seattle Seahawks,false,Lumen Field,Seattle,USA,10,13
2026_01_KC_GB,2026,1,REG,,,,KC,GB,Kansas City Chiefs,Green Bay Packers,false,Lambeau Field,Green Bay,USA,,
2026_01_GB_SEA,2026,1,REG,2026-09-13,Sunday,16:25,GB,SEA,Green Bay Packers,Seattle Seahawks,false,Lumen Field,Seattle,USA,,
`

func checkNFLCoachFixture(t *testing.T, ds *dataset.Dataset) {
	t.Helper()
	byKey := map[string]dataset.CoachTenure{}
	for _, c := range ds.Coaches {
		k := c.PersonKey + "|" + c.SeasonKey
		if _, dup := byKey[k]; dup {
			t.Errorf("tenure %s twice", k)
		}
		byKey[k] = c
	}
	for _, tc := range []struct {
		key, fr, title string
		w, l, pw, pl   int
	}{
		{"nfl:coach:todd-haley|nfl:2010", "nfl:KC", "Head Coach", 2, 0, 0, 0},
		{"nfl:coach:elgie-tobin|nfl:1920", "nfl:AKR", "Co-Head Coach", 1, 0, 0, 0},
		{"nfl:coach:fritz-pollard|nfl:1920", "nfl:AKR", "Co-Head Coach", 1, 0, 0, 0},
		{"nfl:coach:hank-stram|afl:1960", "nfl:KC", "Head Coach", 1, 0, 1, 0},
		{"nfl:coach:vince-lombardi|nfl:1966", "nfl:GB", "Head Coach", 0, 0, 2, 0},
		{"nfl:pfr:FavrBr00|nfl:1995", "nfl:ARI", "Head Coach", 1, 0, 0, 0},
		{"nfl:coach:mike-macdonald|nfl:2025", "nfl:SEA", "Head Coach", 2, 0, 1, 0},
	} {
		c, ok := byKey[tc.key]
		if !ok || c.FranchiseKey != tc.fr || c.Title != tc.title || c.Wins != tc.w || c.Losses != tc.l ||
			c.PlayoffWins != tc.pw || c.PlayoffLoss != tc.pl || !c.HasRecord {
			t.Errorf("tenure %s = %+v (present %v), want %+v", tc.key, c, ok, tc)
		}
	}
	if c := byKey["nfl:coach:fritz-pollard|nfl:1920"]; c.Order != 2 {
		t.Errorf("Pollard order %d, want 2", c.Order)
	}
	for _, p := range ds.People {
		if p.Key == "nfl:coach:brett-favre" {
			t.Errorf("coach who played got a second person")
		}
	}
	// Disagreements: Cable's 0-2 against the games' 0-1, and the Raiders'
	// 2010 coaches summed against their record from the games.
	want := map[string]bool{"Tom Cable 2010 Oakland Raiders|W-L-T": false, "2010 Oakland Raiders|W-L-T (head coaches summed)": false}
	for _, d := range ds.Disagreements {
		k := d.Subject + "|" + d.Field
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected disagreement %+v", d)
		}
		want[k] = true
	}
	for k, seen := range want {
		if !seen {
			t.Errorf("disagreement %s not recorded", k)
		}
	}
	// The 2026 schedule: scheduled, no scores, undated game on the week's date.
	n := 0
	for _, g := range ds.Games {
		if g.SeasonKey != "nfl:2026" {
			continue
		}
		n++
		if g.Status != dataset.StatusScheduled || g.HomeScore != nil || g.Date != "2026-09-13" || g.Source != nflSrcSchedule2026 {
			t.Errorf("2026 game %+v", g)
		}
	}
	if n != 2 {
		t.Errorf("%d 2026 games, want 2", n)
	}
	for _, s := range ds.Seasons {
		if s.Key == "nfl:2026" && s.ChampionKey != "" {
			t.Errorf("2026 season has a champion: %+v", s)
		}
	}
}

func TestNFLOrderPFRTeam(t *testing.T) {
	row := func(name string, w, l, ti int) *nflCoachRow {
		return &nflCoachRow{name: name, listed: -1, ct: dataset.CoachTenure{Title: "Head Coach", Wins: w, Losses: l, Ties: ti}}
	}
	type want struct {
		name, title string
		w, l, pw    int
	}
	for _, tc := range []struct {
		desc    string
		team    nflPFRTeamSeason
		rows    []*nflCoachRow
		playoff [2]int
		want    []want
		err     bool
	}{
		{"mid-season change in the team page's order", nflPFRTeamSeason{w: 3, l: 13, surnames: []string{"Mora", "Venturi"}},
			[]*nflCoachRow{row("Rick Venturi", 1, 7, 0)}, [2]int{},
			[]want{{"Jim Mora Sr.", "Head Coach", 2, 6, 0}, {"Rick Venturi", "Head Coach", 1, 7, 0}}, false},
		{"missing last coach takes the team's playoffs", nflPFRTeamSeason{w: 12, l: 4, surnames: []string{"Mora"}},
			nil, [2]int{0, 1}, []want{{"Jim Mora Sr.", "Head Coach", 12, 4, 0}}, false},
		{"interim coach also credited", nflPFRTeamSeason{w: 11, l: 5, surnames: []string{"Pagano"}},
			[]*nflCoachRow{row("Bruce Arians", 9, 3, 0), row("Chuck Pagano", 11, 5, 0)}, [2]int{},
			[]want{{"Chuck Pagano", "Head Coach", 11, 5, 0}, {"Bruce Arians", "Interim Head Coach", 9, 3, 0}}, false},
		{"co-coaches", nflPFRTeamSeason{w: 8, l: 1, t: 1, surnames: []string{"Johnsos", "Anderson"}},
			[]*nflCoachRow{row("Hunk Anderson", 8, 1, 1), row("Luke Johnsos", 8, 1, 1)}, [2]int{},
			[]want{{"Luke Johnsos", "Co-Head Coach", 8, 1, 0}, {"Hunk Anderson", "Co-Head Coach", 8, 1, 0}}, false},
		{"same record, not shared", nflPFRTeamSeason{w: 2, l: 2, surnames: []string{"Smith", "Jones"}},
			[]*nflCoachRow{row("Al Smith", 1, 1, 0), row("Bo Jones", 1, 1, 0)}, [2]int{},
			[]want{{"Al Smith", "Head Coach", 1, 1, 0}, {"Bo Jones", "Head Coach", 1, 1, 0}}, false},
		{"unknown listed coach without a row", nflPFRTeamSeason{w: 1, surnames: []string{"Nobody"}}, nil, [2]int{}, nil, true},
		{"rows exceed the team record", nflPFRTeamSeason{w: 1, surnames: []string{"Mora", "Venturi"}},
			[]*nflCoachRow{row("Rick Venturi", 2, 0, 0)}, [2]int{}, nil, true},
	} {
		got, err := orderPFRTeam(&tc.team, tc.rows, tc.playoff)
		if (err != nil) != tc.err {
			t.Errorf("%s: err %v", tc.desc, err)
			continue
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d coaches, want %d", tc.desc, len(got), len(tc.want))
			continue
		}
		for i, w := range tc.want {
			c := got[i]
			if c.name != w.name || c.ct.Title != w.title || c.ct.Wins != w.w || c.ct.Losses != w.l || c.ct.PlayoffWins != w.pw || c.ct.Order != i+1 {
				t.Errorf("%s: coach %d = %s %+v, want %+v", tc.desc, i+1, c.name, c.ct, w)
			}
		}
	}
}

func TestNFLSurnameOf(t *testing.T) {
	for _, tc := range []struct {
		name, surname string
		want          bool
	}{
		{"Norm Van Brocklin", "Van Brocklin", true},
		{"Jim Mora Sr.", "Mora", true},
		{"Jim Moran", "Mora", false},
		{"Charley Moran", "Moran", true},
	} {
		if got := nflSurnameOf(tc.name, tc.surname); got != tc.want {
			t.Errorf("nflSurnameOf(%q, %q) = %v", tc.name, tc.surname, got)
		}
	}
}
