package store_test

import (
	"context"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// teamsFixture: two franchises in league "tl" over two seasons; franchise A
// changes name and city in 2021 and wins two titles decided for the 2020
// season (the "Test Bowl" of tl and the "Side Cup" of league "sl", where A's
// 2020 team season is not), plus one in 2021.
func teamsFixture() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{
		{Key: "tl", Name: "Test League", Abbrev: "TL", Sport: dataset.Football, Level: dataset.Pro},
		{Key: "sl", Name: "Side League", Abbrev: "SL", Sport: dataset.Football, Level: dataset.Pro},
	}
	d.Conferences = []dataset.Conference{{Key: "tl:east", LeagueKey: "tl", Name: "East Conference", Abbrev: "EC"}}
	d.Divisions = []dataset.Division{{Key: "tl:east:north", LeagueKey: "tl", ConferenceKey: "tl:east", Name: "EC North"}}
	d.Venues = []dataset.Venue{{Key: "tl:stadium", Name: "Test Stadium", City: "Testville", Capacity: 50000, OpenedYear: 1999}}
	d.Franchises = []dataset.Franchise{
		{Key: "tl:AAA", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", Name: "Omega Ants", Nickname: "Ants", City: "Omega", Abbrev: "OMA",
			FoundedYear: 2020, VenueKey: "tl:stadium", ConferenceKey: "tl:east", DivisionKey: "tl:east:north"},
		{Key: "tl:BBB", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", Name: "Beta Bees", City: "Beta", Abbrev: "BBB"},
	}
	d.Seasons = []dataset.Season{
		{Key: "tl:2020", LeagueKey: "tl", StartYear: 2020, EndYear: 2021, Name: "2020 TL Season"},
		{Key: "tl:2021", LeagueKey: "tl", StartYear: 2021, EndYear: 2022, Name: "2021 TL Season"},
		{Key: "sl:2020", LeagueKey: "sl", StartYear: 2020, EndYear: 2021, Name: "2020 SL Season"},
	}
	d.TeamSeasons = []dataset.TeamSeason{
		{FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Name: "Alpha Ants", City: "Alpha", Abbrev: "AAA", Wins: 10, Losses: 6, Ties: 1, HasRecord: true, Source: "fixture"},
		{FranchiseKey: "tl:AAA", SeasonKey: "tl:2021", Name: "Omega Ants", City: "Omega", Abbrev: "OMA", Wins: 12, Losses: 5, HasRecord: true, HeadCoach: "Hattie Head", Source: "fixture"},
		{FranchiseKey: "tl:BBB", SeasonKey: "tl:2020", Name: "Beta Bees", City: "Beta", Abbrev: "BBB", Wins: 6, Losses: 11, HasRecord: true, Source: "fixture"},
		{FranchiseKey: "tl:BBB", SeasonKey: "tl:2021", Name: "Beta Bees", City: "Beta", Abbrev: "BBB", Source: "fixture"},
	}
	d.Games = []dataset.Game{
		{Key: "g1", SeasonKey: "tl:2020", Date: "2020-09-10", HomeKey: "tl:AAA", AwayKey: "tl:BBB", HomeName: "Alpha Ants", AwayName: "Beta Bees",
			HomeScore: dataset.IntPtr(21), AwayScore: dataset.IntPtr(7), Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Source: "fixture"},
		{Key: "g2", SeasonKey: "tl:2020", Date: "2021-02-07", HomeKey: "tl:BBB", AwayKey: "tl:AAA", HomeName: "Beta Bees", AwayName: "Alpha Ants",
			HomeScore: dataset.IntPtr(10), AwayScore: dataset.IntPtr(24), Neutral: true, Status: dataset.StatusFinal, GameType: dataset.TypeChampionship, VenueKey: "tl:stadium", Source: "fixture"},
		{Key: "g3", SeasonKey: "tl:2021", Date: "2021-10-01", HomeKey: "tl:BBB", AwayKey: "tl:AAA", HomeName: "Beta Bees", AwayName: "Omega Ants",
			HomeScore: dataset.IntPtr(17), AwayScore: dataset.IntPtr(17), Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Source: "fixture"},
		{Key: "g4", SeasonKey: "tl:2021", Date: "2099-01-01", HomeKey: "tl:AAA", AwayKey: "tl:BBB", HomeName: "Omega Ants", AwayName: "Beta Bees",
			Status: dataset.StatusScheduled, GameType: dataset.TypeRegular, Source: "fixture"},
	}
	d.Championships = []dataset.Championship{
		{Key: "test-bowl", Name: "Test Bowl", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", FirstYear: 2021},
		{Key: "side-cup", Name: "Side Cup", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "sl", FirstYear: 2021, LastYear: 2021},
	}
	d.ChampionshipResults = []dataset.ChampionshipResult{
		{ChampionshipKey: "test-bowl", SeasonKey: "tl:2020", Year: 2021, WinnerKey: "tl:AAA", WinnerName: "Alpha Ants", RunnerUpKey: "tl:BBB", RunnerUpName: "Beta Bees",
			WinnerScore: dataset.IntPtr(24), RunnerUpScore: dataset.IntPtr(10), GameKey: "g2", Source: "fixture"},
		{ChampionshipKey: "side-cup", SeasonKey: "sl:2020", Year: 2021, WinnerKey: "tl:AAA", WinnerName: "Alpha Ants", SeriesResult: "2-1", Source: "fixture"},
		{ChampionshipKey: "test-bowl", SeasonKey: "tl:2021", Year: 2022, WinnerKey: "tl:AAA", WinnerName: "Omega Ants", RunnerUpName: "Gamma Gnats", Source: "fixture"},
	}
	d.People = []dataset.Person{
		{Key: "tl:c1", FirstName: "Cody", LastName: "Coach"},
		{Key: "tl:p1", FirstName: "Pat", LastName: "Passer"},
		{Key: "tl:p2", FirstName: "Abe", LastName: "Able"},
	}
	d.Players = []dataset.Player{
		{PersonKey: "tl:p1", Sport: dataset.Football, Level: dataset.Pro, Position: "QB", FirstYear: 2020, LastYear: 2021},
		{PersonKey: "tl:p2", Sport: dataset.Football, Level: dataset.Pro, Position: "K", FirstYear: 2020, LastYear: 2020},
	}
	d.PlayerSeasons = []dataset.PlayerSeason{
		{PersonKey: "tl:p1", SeasonKey: "tl:2020", FranchiseKey: "tl:AAA", Position: "QB", Stats: map[string]float64{"passing_yards": 4000}, Source: "fixture"},
		{PersonKey: "tl:p2", SeasonKey: "tl:2020", FranchiseKey: "tl:AAA", Position: "K", Stats: map[string]float64{"field_goals": 30}, Source: "fixture"},
	}
	d.Roster = []dataset.RosterEntry{{PersonKey: "tl:p1", FranchiseKey: "tl:AAA", SeasonKey: "tl:2021", Jersey: "12", Position: "QB", IsCaptain: true, Source: "fixture"}}
	d.Coaches = []dataset.CoachTenure{{PersonKey: "tl:c1", FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Title: "Head Coach", IsHead: true, Order: 1, Source: "fixture"}}
	return d
}

func TestTeamQueries(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": teamsFixture()})

	teams, n, err := st.Teams(ctx, store.TeamFilter{Limit: 10})
	if err != nil || n != 2 || teams[0].Name != "Beta Bees" || teams[1].Name != "Omega Ants" {
		t.Fatalf("Teams = %+v, %d, %v", teams, n, err)
	}
	a := teams[1]
	// Two titles of the 2020 season count once; 2021 adds one.
	if a.ChampionshipsWon != 2 || a.LastChampionshipYear == nil || *a.LastChampionshipYear != 2022 {
		t.Errorf("titles = %d, last %v", a.ChampionshipsWon, a.LastChampionshipYear)
	}
	if a.HomeVenue == nil || a.HomeVenue.Name != "Test Stadium" || a.Division == nil || a.Division.Name != "EC North" || a.League == nil || a.League.Abbreviation != "TL" {
		t.Errorf("team joins = %+v", a)
	}
	for _, f := range []store.TeamFilter{
		{Search: "omeg"}, {Search: "ANTS"}, {Search: "oma"}, {Division: "ec north"}, {Conference: "EC"}, {Conference: "east conference"}, {League: "tl"}, {Sport: "football", Level: "professional"},
	} {
		f.Limit = 10
		got, n, err := st.Teams(ctx, f)
		if err != nil || n == 0 || got[len(got)-1].ID != a.ID {
			t.Errorf("filter %+v: %d rows, %v", f, n, err)
		}
	}
	if _, n, _ := st.Teams(ctx, store.TeamFilter{Search: "%", Limit: 10}); n != 0 {
		t.Errorf("search %% matched %d", n)
	}
	if _, n, _ := st.Teams(ctx, store.TeamFilter{Sport: "hockey", Limit: 10}); n != 0 {
		t.Errorf("hockey matched %d", n)
	}
	if got, _, _ := st.Teams(ctx, store.TeamFilter{Limit: 10, Offset: 5}); len(got) != 0 {
		t.Errorf("offset past the end gave %d", len(got))
	}
	// A page is the window of the whole ordered list, counted in full.
	for _, f := range []store.TeamFilter{{Limit: 1, Offset: 1}, {Limit: 1}, {Limit: 5, Offset: 1}} {
		got, n, err := st.Teams(ctx, f)
		briefs, bn, berr := st.TeamBriefs(ctx, f)
		want := teams[f.Offset:min(f.Offset+f.Limit, len(teams))]
		if err != nil || berr != nil || n != 2 || bn != 2 || len(got) != len(want) || len(briefs) != len(want) {
			t.Fatalf("page %+v: %d of %d (briefs %d of %d), want %d of 2: %v %v", f, len(got), n, len(briefs), bn, len(want), err, berr)
		}
		for i := range want {
			if got[i].ID != want[i].ID || briefs[i].ID != want[i].ID {
				t.Errorf("page %+v row %d: %d / brief %d, want %d", f, i, got[i].ID, briefs[i].ID, want[i].ID)
			}
		}
	}

	byID, err := st.TeamBySlug(ctx, tcItoa(a.ID))
	if err != nil || byID.Slug != a.Slug {
		t.Errorf("by id: %v %v", byID.Slug, err)
	}
	if _, err := st.TeamBySlug(ctx, "nope"); err != store.ErrNotFound {
		t.Errorf("unknown slug: %v", err)
	}

	seasons, err := st.TeamSeasons(ctx, a.ID)
	if err != nil || len(seasons) != 2 || seasons[0].StartYear != 2021 || !seasons[0].ChampionshipWon || !seasons[1].ChampionshipWon {
		t.Fatalf("seasons = %+v, %v", seasons, err)
	}
	ids, _ := st.TeamIdentities(ctx, a.ID)
	if len(ids) != 2 || ids[0].Name != "Alpha Ants" || ids[1].City != "Omega" {
		t.Errorf("identities = %+v", ids)
	}
	rec, _ := st.TeamRecords(ctx, a.ID, 0)
	if rec.Recorded != 2 || rec.Wins != 22 || rec.Losses != 11 || rec.Ties != 1 || rec.First != 2020 || rec.Last != 2021 {
		t.Errorf("records = %+v", rec)
	}
	champions, err := st.LoadChampions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if n := store.TitleSeasonsOf(champions).TeamTitleYears(a.ID, 2020); n != 1 {
		t.Errorf("2020 titles = %d", n)
	}

	// Champion records: the Side Cup belongs to another league's season, so
	// the record comes from A's 2020 team season found by start year; the
	// coach from coach tenures.
	champs, n, err := st.Champions(ctx, store.ChampionFilter{SeasonStartYear: 2020, Limit: 10})
	if err != nil || n != 2 {
		t.Fatalf("2020 champions = %d, %v", n, err)
	}
	for _, c := range champs {
		if c.Record == nil || *c.Record != "10-6-1" || c.Coach == nil || *c.Coach != "Cody Coach" || c.TeamCity == nil || *c.TeamCity != "Alpha" {
			t.Errorf("%s: record %v coach %v city %v", c.ChampionshipName, c.Record, c.Coach, c.TeamCity)
		}
		if c.ChampionshipSlug == "side-cup" && (c.Score == nil || *c.Score != "2-1") {
			t.Errorf("series score = %v", c.Score)
		}
		if c.ChampionshipSlug == "test-bowl" && (c.Score == nil || *c.Score != "24-10") {
			t.Errorf("game score = %v", c.Score)
		}
	}
	if _, n, _ := st.Champions(ctx, store.ChampionFilter{Search: "hattie", Limit: 10}); n != 1 {
		t.Errorf("search by team-season head coach: %d", n)
	}

	tb, err := st.ChampionshipBySlug(ctx, "test-bowl")
	if err != nil || tb.TotalChampions != 2 || tb.LatestChampion == nil || tb.LatestChampion.TeamName != "Omega Ants" {
		t.Fatalf("test-bowl = %+v, %v", tb, err)
	}
	if n, byGames, _ := st.ChampionshipGameCount(ctx, tb.ID); n != 1 || !byGames {
		t.Errorf("game count = %d %v", n, byGames)
	}
	sc, _ := st.ChampionshipBySlug(ctx, "side-cup")
	if n, byGames, _ := st.ChampionshipGameCount(ctx, sc.ID); n != 1 || byGames {
		t.Errorf("side cup count = %d %v (want the one result)", n, byGames)
	}
	if list, n, _ := st.Championships(ctx, store.ChampionshipFilter{Season: 2022, Limit: 10}); n != 1 || list[0].Slug != "test-bowl" {
		t.Errorf("contested in 2022 = %+v", list)
	}

	// Games from A's side.
	splits, err := st.TeamSplits(ctx, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	var games, wins, ties, post, pf int
	for _, s := range splits {
		games += s.Games
		wins += s.Wins
		ties += s.Ties
		pf += s.PointsFor
		if s.Postseason {
			post += s.Games
		}
	}
	if games != 3 || wins != 2 || ties != 1 || post != 1 || pf != 62 {
		t.Errorf("splits: games %d wins %d ties %d post %d pf %d", games, wins, ties, post, pf)
	}
	b := teams[0]
	last, _ := st.LastMeeting(ctx, a.ID, b.ID, 0)
	if last == nil || last.Date != "2021-10-01" {
		t.Errorf("last meeting = %+v", last)
	}
	if last, _ := st.LastMeeting(ctx, b.ID, a.ID, 2020); last == nil || last.Date != "2021-02-07" {
		t.Errorf("last 2020 meeting = %+v", last)
	}
	if next, _ := st.NextMeeting(ctx, a.ID, b.ID, "2025-01-01", 0); next == nil || next.Date != "2099-01-01" {
		t.Errorf("next meeting = %+v", next)
	}
	if y, _ := st.TeamScheduleYear(ctx, a.ID); y != 2021 {
		t.Errorf("schedule year = %d", y)
	}
	sched, _ := st.TeamSchedule(ctx, a.ID, 2020)
	if len(sched) != 2 || sched[1].Championship != "Test Bowl" || sched[1].VenueName != "Test Stadium" || !sched[1].Neutral {
		t.Errorf("2020 schedule = %+v", sched)
	}

	// Roster entries, else players with stats that season.
	if y, _ := st.TeamRosterYear(ctx, a.ID); y != 2021 {
		t.Errorf("roster year = %d", y)
	}
	r21, src, _ := st.TeamRoster(ctx, a.ID, 2021)
	if src != "roster" || len(r21) != 1 || !r21[0].IsCaptain || r21[0].JerseyNumber == nil || *r21[0].JerseyNumber != "12" || !r21[0].Player.IsActive {
		t.Errorf("2021 roster (%s) = %+v", src, r21)
	}
	r20, src, _ := st.TeamRoster(ctx, a.ID, 2020)
	if src != "player_seasons" || len(r20) != 2 || r20[0].Player.Person.LastName != "Able" || r20[0].Player.IsActive {
		t.Errorf("2020 roster (%s) = %+v", src, r20)
	}
	if none, src, _ := st.TeamRoster(ctx, a.ID, 1990); len(none) != 0 || src != "" {
		t.Errorf("1990 roster = %v %q", none, src)
	}

	// A re-import is seen at once (the store keeps no snapshot itself).
	d := teamsFixture()
	d.Franchises[1].Name = "Beta Bumblebees"
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	if got, _ := st.TeamBySlug(ctx, b.Slug); got.Name != "Beta Bumblebees" {
		t.Errorf("after re-import: %q", got.Name)
	}
}

func tcItoa(n int64) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	return string(b)
}
