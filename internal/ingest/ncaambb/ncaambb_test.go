package ncaambb

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/store/dataset"
)

func TestNCAAMBBRound(t *testing.T) {
	for _, tc := range []struct {
		season, day int
		want        string
	}{
		{2005, 134, "Opening Round"}, {2011, 135, "First Four"}, {1985, 136, "Round of 64"}, {2019, 139, "Round of 32"},
		{2019, 144, "Sweet 16"}, {2019, 146, "Elite Eight"}, {2019, 152, "Final Four"}, {2019, 154, "National Championship"},
		// 2021: shifted schedule in Indiana.
		{2021, 136, "First Four"}, {2021, 138, "Round of 64"}, {2021, 140, "Round of 32"}, {2021, 146, "Sweet 16"}, {2021, 148, "Elite Eight"},
		{2019, 140, ""},
	} {
		if got := mbbRound(tc.season, tc.day); got != tc.want {
			t.Errorf("mbbRound(%d, %d) = %q, want %q", tc.season, tc.day, got, tc.want)
		}
	}
}

func TestNCAAMBBSeasonEndYear(t *testing.T) {
	for in, want := range map[string]int{"1998-99": 1999, "1999-00": 2000, "2018-19": 2019} {
		if got, err := mbbSeasonEndYear(in); err != nil || got != want {
			t.Errorf("mbbSeasonEndYear(%q) = %d, %v", in, got, err)
		}
	}
	for _, bad := range []string{"1999-01", "1900", "1969-70-nm"} {
		if _, err := mbbSeasonEndYear(bad); err == nil {
			t.Errorf("mbbSeasonEndYear(%q) should fail", bad)
		}
	}
}

func TestNCAAMBBCoachNames(t *testing.T) {
	l := &mbbLoader{}
	l.learnCoach("Butch van Breda Kolff")
	l.learnCoach("Kevin O'Neill")
	l.learnCoach("Fran McCaffery")
	for in, want := range map[string]string{
		"butch_van_breda_kolff": "Butch van Breda Kolff", "kevin_oneill": "Kevin O'Neill", "fran_mccaffery": "Fran McCaffery",
		"nolan_richardson_jr": "Nolan Richardson Jr.", "adolph_rupp": "Adolph Rupp", "Adolph Rupp": "Adolph Rupp", "": "",
	} {
		if got := l.displayCoach(in); got != want {
			t.Errorf("displayCoach(%q) = %q, want %q", in, got, want)
		}
	}
	if got := mbbCoachSnake("José Juan Barea"); got != "jose_juan_barea" {
		t.Errorf("mbbCoachSnake = %q", got)
	}
}

func ncaambbFixture() fstest.MapFS {
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(strings.TrimLeft(s, "\n"))} }
	return fstest.MapFS{
		ncaambbDir + "March-Madness-2026_MTeams.csv": f(`
TeamID,TeamName,FirstD1Season,LastD1Season
1163,Connecticut,1985,2026
1181,Duke,1985,2026
1242,Kansas,1985,2026
1246,Kentucky,1985,2026
1257,Louisville,1985,2026
1276,Michigan,1985,2026
1999,Old School,1985,1990
`),
		"crosswalks/ncaambb_schools.csv": f(`
sr_slug,kaggle_team_id,kaggle_name,matched_spelling,sr_school_name
duke,1181,Duke,duke,
kansas,1242,Kansas,kansas,
kentucky,1246,Kentucky,kentucky,
city-college-of-new-york,,,,City College of New York
baylor,,,,Baylor
texas-el-paso,,,,UTEP
`),
		"crosswalks/ncaambb_statsncaa_names.csv": f(`
stats_ncaa_name,kaggle_team_id,kaggle_name
UConn,1163,Connecticut
`),
		// 2026: the winner of a First Four game listed away; the final.
		ncaambbDir + mbbSrc2026: f(`
season,round,region_id,date,contest_id,home,home_score,away,away_score
2026,First Four,3,2026-03-17,1,Duke,66,Kansas,68
2026,National Championship,4,2026-04-06,2,Michigan,69,UConn,63
`),
		// The finals the derived file lacks; 1944's coach unverified (blank).
		mbbSrcCurated: f(`
year,champion,champion_school,runner_up,runner_up_school,score,overtime,date,site_city,champion_coach,notes,verified,unverified_fields,source
1944,Old Dukes,duke,Kentucky,kentucky,42-40,OT,1944-03-28,"New York, NY",Someone,,no,champion_coach,x
1966,Texas Western,texas-el-paso,Kentucky,kentucky,72-65,,1966-03-19,"College Park, MD",Don Haskins,now UTEP,yes,,x
`),
		ncaambbDir + "MSeasons.csv": f(`
Season,DayZero,RegionW,RegionX,RegionY,RegionZ
1990,1989-10-30 00:00:00,East,Midwest,Southeast,West
2013,2012-11-05 00:00:00,East,South,Midwest,West
`),
		"crosswalks/ncaambb_dayzero.csv": f(`
season,day_zero,source
2024,2023-11-06,x
2026,2025-11-03,x
`),
		ncaambbDir + "NCAA_March_Madness_MNCAATourneyCompactResults.csv": f(`
Season,DayNum,WTeamID,WScore,LTeamID,LScore,WLoc,NumOT
1990,136,1999,70,1181,60,A,0
2013,154,1257,82,1276,76,N,0
`),
		ncaambbDir + "March-Madness-2026_MNCAATourneyCompactResults.csv": f(`
Season,DayNum,WTeamID,WScore,LTeamID,LScore,WLoc,NumOT
2013,154,1257,82,1276,76,N,0
2024,154,1242,75,1181,60,N,1
`),
		ncaambbDir + "ncaa_mbb_champions_derived.csv": f(`
season,champion,champion_kaggle_id,runner_up,runner_up_kaggle_id,score,overtimes,final_daynum,tourney_games_in_source,final_site_city,final_site_state,champion_coach,runner_up_coach,source,mkearney_champion_school
1948,kentucky,,baylor,,,,,,,,Adolph Rupp,Bill Henderson,mkearney_sportsref,
1950,city-college-of-new-york,,,,,,,,,,Nat Holman,,mkearney_sportsref,
1966,,,kentucky,,,,,,,,,,mkearney_sportsref,
2013,Louisville,1257,Michigan,1276,82-76,0,154,67,Atlanta,GA,rick_pitino,john_beilein,kaggle,
2024,Kansas,1242,Duke,1181,75-60,1,154,67,,,bill_self,,kaggle,
`),
		ncaambbDir + "ncaa-team-data.csv": f(`
season,conf,w,l,coaches,ncaa_tournament,year,school
2012-13,ACC,30,6,Mike Krzyzewski,5,2013,duke
1999-00,ACC,29,5,Mike Krzyzewski,3,1900,duke
1969-70-nm,X,3,20,Nobody,0,1970,duke
1949-50,Ind,24,5,Nat Holman,9,1950,city-college-of-new-york
1949-50,SWC,14,10,Bill Henderson,0,1950,baylor
1949-50,SEC,25,5,Adolph Rupp,1,1950,kentucky
`),
		ncaambbDir + "Conferences.csv": f(`
ConfAbbrev,Description
acc,Atlantic Coast Conference
big_twelve,Big 12 Conference
ind,Independent
`),
		ncaambbDir + "MTeamConferences.csv": f(`
Season,TeamID,ConfAbbrev
2013,1181,acc
2013,1242,big_twelve
2013,1999,ind
`),
		ncaambbDir + "MTeamCoaches.csv": f(`
Season,TeamID,FirstDayNum,LastDayNum,CoachName
2013,1181,0,154,mike_krzyzewski
2013,1242,0,154,bill_self
1990,1999,40,154,second_coach
1990,1999,0,39,first_coach
`),
	}
}

func TestNCAAMBBFixture(t *testing.T) {
	ds, err := Load(ncaambbFixture())
	if err != nil {
		t.Fatal(err)
	}
	// Franchises: the tournament teams plus champions / runners-up.
	var frs []string
	for _, f := range ds.Franchises {
		frs = append(frs, f.Key+"="+f.Name)
	}
	wantFr := "ncaa-basketball:1163=Connecticut ncaa-basketball:1181=Duke ncaa-basketball:1242=Kansas ncaa-basketball:1246=Kentucky ncaa-basketball:1257=Louisville ncaa-basketball:1276=Michigan ncaa-basketball:1999=Old School ncaa-basketball:sr-baylor=Baylor ncaa-basketball:sr-city-college-of-new-york=City College of New York ncaa-basketball:sr-texas-el-paso=UTEP"
	if got := strings.Join(frs, " "); got != wantFr {
		t.Errorf("franchises:\n%s\nwant\n%s", got, wantFr)
	}
	for _, f := range ds.Franchises {
		if f.Key == "ncaa-basketball:1999" && f.LastYear != 1989 {
			t.Errorf("Old School LastYear %d", f.LastYear)
		}
	}
	// Games: overlap counted once; dates from DayZero; WLoc A puts the winner away.
	if len(ds.Games) != 5 {
		t.Fatalf("%d games", len(ds.Games))
	}
	g := ds.Games[0]
	if g.Date != "1990-03-15" || g.HomeKey != "ncaa-basketball:1181" || *g.HomeScore != 60 || *g.AwayScore != 70 || g.Neutral || g.Week != "Round of 64" {
		t.Errorf("1990 game: %+v", g)
	}
	if g := ds.Games[2]; g.Date != "2024-04-08" || g.GameType != dataset.TypeChampionship || g.Overtime != "OT" || !g.Neutral || g.Source != "March-Madness-2026_MNCAATourneyCompactResults.csv" {
		t.Errorf("2024 final: %+v", g)
	}
	if g := ds.Games[3]; g.Key != "ncaa-basketball:2026-134-1242-1181" || g.HomeKey != "ncaa-basketball:1242" || *g.HomeScore != 68 ||
		g.Week != "First Four" || !g.Neutral || g.Source != mbbSrc2026 {
		t.Errorf("2026 First Four: %+v", g)
	}
	// Results: the derived file's 1966 (blank champion) and 2013 (vacated)
	// skipped; 2026 from the tournament file's final; 1944 and 1966 curated.
	res := map[int]dataset.ChampionshipResult{}
	var years []int
	for _, r := range ds.ChampionshipResults {
		years = append(years, r.Year)
		res[r.Year] = r
	}
	if len(years) != 6 || res[2013].Year != 0 {
		t.Fatalf("result years %v", years)
	}
	if r := res[2026]; r.WinnerKey != "ncaa-basketball:1276" || r.RunnerUpName != "Connecticut" || *r.WinnerScore != 69 || r.Date != "2026-04-06" ||
		r.GameKey != "ncaa-basketball:2026-154-1276-1163" {
		t.Errorf("2026: %+v", r)
	}
	if r := res[1966]; r.WinnerKey != "ncaa-basketball:sr-texas-el-paso" || r.WinnerName != "Texas Western" || *r.RunnerUpScore != 65 ||
		r.WinningCoach != "Don Haskins" || r.City != "College Park, MD" || r.Notes != "now UTEP" || r.Source != mbbSrcCurated {
		t.Errorf("1966: %+v", r)
	}
	if r := res[1944]; r.WinningCoach != "" || r.Notes != "OT" || r.WinnerKey != "ncaa-basketball:1181" {
		t.Errorf("1944 (coach unverified): %+v", r)
	}
	r48, r24 := res[1948], res[2024]
	if r48.WinnerKey != "ncaa-basketball:1246" || r48.RunnerUpKey != "ncaa-basketball:sr-baylor" || r48.WinningCoach != "Adolph Rupp" || r48.WinnerScore != nil {
		t.Errorf("1948: %+v", r48)
	}
	if r24.GameKey != "ncaa-basketball:2024-154-1242-1181" || *r24.WinnerScore != 75 || r24.Notes != "OT" || r24.Date != "2024-04-08" || r24.WinningCoach != "Bill Self" {
		t.Errorf("2024: %+v", r24)
	}
	// Team seasons: W-L from ncaa-team-data (1999-00 by its season label, -nm skipped),
	// conference from MTeamConferences ("ind" is none), last coach by day.
	ts := map[string]dataset.TeamSeason{}
	for _, x := range ds.TeamSeasons {
		ts[x.FranchiseKey+"|"+x.SeasonKey] = x
	}
	if d := ts["ncaa-basketball:1181|ncaa-basketball:1999"]; !d.HasRecord || d.Wins != 29 || !d.MadePlayoffs {
		t.Errorf("Duke 1999-00: %+v", d)
	}
	if _, ok := ts["ncaa-basketball:1181|ncaa-basketball:1969"]; ok {
		t.Error("non-major season imported")
	}
	if d := ts["ncaa-basketball:1181|ncaa-basketball:2012"]; d.ConferenceKey != "ncaa-basketball:acc" || d.HeadCoach != "Mike Krzyzewski" || d.Wins != 30 {
		t.Errorf("Duke 2012-13: %+v", d)
	}
	if o := ts["ncaa-basketball:1999|ncaa-basketball:2012"]; o.ConferenceKey != "" {
		t.Errorf("independent: %+v", o)
	}
	if o := ts["ncaa-basketball:1999|ncaa-basketball:1989"]; o.HeadCoach != "Second Coach" || o.HasRecord || !o.MadePlayoffs {
		t.Errorf("Old School 1989-90: %+v", o)
	}
	var order []string
	for _, c := range ds.Coaches {
		if c.FranchiseKey == "ncaa-basketball:1999" {
			order = append(order, c.PersonKey+":"+string(rune('0'+c.Order)))
		}
	}
	if strings.Join(order, " ") != "ncaa-basketball:coach:first_coach:1 ncaa-basketball:coach:second_coach:2" {
		t.Errorf("coach order %v", order)
	}
	// Sports-Reference coaches: a season Kaggle lacks gets a tenure with the
	// team's W-L; a season Kaggle has (same single coach) gets the W-L only.
	var rupp, k []dataset.CoachTenure
	for _, c := range ds.Coaches {
		switch c.PersonKey {
		case "ncaa-basketball:coach:adolph_rupp":
			rupp = append(rupp, c)
		case "ncaa-basketball:coach:mike_krzyzewski":
			k = append(k, c)
		}
	}
	if len(rupp) != 1 || rupp[0].Wins != 25 || rupp[0].Losses != 5 || !rupp[0].HasRecord || rupp[0].SeasonKey != "ncaa-basketball:1949" {
		t.Errorf("Rupp: %+v", rupp)
	}
	if len(k) != 2 || k[0].Wins != 30 || k[0].Losses != 6 || !k[0].HasRecord || k[1].SeasonKey != "ncaa-basketball:1999" || k[1].Wins != 29 {
		t.Errorf("Krzyzewski 2012-13 (one tenure, W-L from Sports-Reference), 1999-00 (no Kaggle coach): %+v", k)
	}
	if len(ds.Conferences) != 2 {
		t.Errorf("conferences %+v", ds.Conferences)
	}
}
