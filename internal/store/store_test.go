package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// fixture is a tiny two-team league with one title game.
func fixture() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{{Key: "tl", Name: "Test League", Abbrev: "TL", Sport: dataset.Football, Level: dataset.Pro}}
	d.Venues = []dataset.Venue{{Key: "tl:stadium", Name: "Test Stadium", City: "Testville", Capacity: 50000}}
	d.Franchises = []dataset.Franchise{
		{Key: "tl:AAA", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", Name: "Alpha Ants", City: "Alpha", Abbrev: "AAA", VenueKey: "tl:stadium"},
		{Key: "tl:BBB", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", Name: "Beta Bees", City: "Beta", Abbrev: "BBB"},
	}
	d.Seasons = []dataset.Season{{Key: "tl:2020", LeagueKey: "tl", StartYear: 2020, EndYear: 2021, Name: "2020 TL Season", ChampionKey: "tl:AAA"}}
	d.TeamSeasons = []dataset.TeamSeason{
		{FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Name: "Alpha Ants", Wins: 1, HasRecord: true, Source: "fixture"},
		{FranchiseKey: "tl:BBB", SeasonKey: "tl:2020", Name: "Beta Bees", Losses: 1, HasRecord: true, Source: "fixture"},
	}
	d.Games = []dataset.Game{
		{Key: "tl:g1", SeasonKey: "tl:2020", Date: "2020-09-10", HomeKey: "tl:AAA", AwayKey: "tl:BBB", HomeScore: dataset.IntPtr(21), AwayScore: dataset.IntPtr(7), Status: dataset.StatusFinal, GameType: dataset.TypeRegular, Source: "fixture"},
		{Key: "tl:g2", SeasonKey: "tl:2020", Date: "2021-02-07", HomeKey: "tl:BBB", AwayKey: "tl:AAA", HomeScore: dataset.IntPtr(10), AwayScore: dataset.IntPtr(24), Neutral: true, Status: dataset.StatusFinal, GameType: dataset.TypeChampionship, VenueKey: "tl:stadium", Source: "fixture"},
	}
	d.Championships = []dataset.Championship{{Key: "test-bowl", Name: "Test Bowl", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", FirstYear: 2021}}
	d.ChampionshipResults = []dataset.ChampionshipResult{{ChampionshipKey: "test-bowl", SeasonKey: "tl:2020", Year: 2021, WinnerKey: "tl:AAA", WinnerName: "Alpha Ants", RunnerUpKey: "tl:BBB", RunnerUpName: "Beta Bees", WinnerScore: dataset.IntPtr(24), RunnerUpScore: dataset.IntPtr(10), GameKey: "tl:g2", Source: "fixture"}}
	d.People = []dataset.Person{{Key: "tl:p1", FirstName: "Pat", LastName: "Passer", HeightIn: 75}, {Key: "tl:c1", FirstName: "Cody", LastName: "Coach"}}
	d.Players = []dataset.Player{{PersonKey: "tl:p1", Sport: dataset.Football, Level: dataset.Pro, Position: "QB"}}
	d.PlayerSeasons = []dataset.PlayerSeason{{PersonKey: "tl:p1", SeasonKey: "tl:2020", FranchiseKey: "tl:AAA", Stats: map[string]float64{"passing_yards": 4000, "passing_touchdowns": 30}, Source: "fixture"}}
	d.Roster = []dataset.RosterEntry{{PersonKey: "tl:p1", FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Jersey: "12", Source: "fixture"}}
	d.Coaches = []dataset.CoachTenure{{PersonKey: "tl:c1", FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Title: "Head Coach", IsHead: true, Wins: 1, HasRecord: true, Source: "fixture"}}
	d.Awards = []dataset.Award{{PersonKey: "tl:p1", Name: "MVP", Year: 2021, LeagueKey: "tl", Source: "fixture"}}
	return d
}

func write(t *testing.T, st *store.Store, groups map[string]*dataset.Dataset) {
	t.Helper()
	if _, err := st.WriteDatasets(context.Background(), groups, nil); err != nil {
		t.Fatal(err)
	}
}

func ids(t *testing.T, st *store.Store, q string) map[string]int64 {
	t.Helper()
	rows, err := st.DB.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	m := map[string]int64{}
	for rows.Next() {
		var k string
		var id int64
		if err := rows.Scan(&k, &id); err != nil {
			t.Fatal(err)
		}
		m[k] = id
	}
	return m
}

func TestMigrateTwice(t *testing.T) {
	st := storetest.NewTestStore(t)
	if err := st.Migrate(context.Background()); err != nil {
		t.Fatalf("second migrate: %v", err)
	}
	empty, err := st.IsEmpty(context.Background())
	if err != nil || !empty {
		t.Fatalf("IsEmpty = %v, %v", empty, err)
	}
}

func TestPendingMigrations(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, storetest.NewTestURL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if n, err := st.PendingMigrations(ctx); err != nil || n == 0 {
		t.Fatalf("before Migrate: PendingMigrations = %d, %v; want some", n, err)
	}
	if err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	if n, err := st.PendingMigrations(ctx); err != nil || n != 0 {
		t.Fatalf("after Migrate: PendingMigrations = %d, %v; want 0", n, err)
	}
}

func TestWriteIsIdempotentAndKeepsIDs(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	first, err := st.Summary(ctx)
	if err != nil {
		t.Fatal(err)
	}
	before := ids(t, st, `SELECT key, id FROM franchises`)
	// A new release adds a franchise before the others: old ids must not move.
	d := fixture()
	d.Franchises = append([]dataset.Franchise{{Key: "tl:CCC", Sport: dataset.Football, Level: dataset.Pro, LeagueKey: "tl", Name: "Gamma Goats"}}, d.Franchises...)
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	after := ids(t, st, `SELECT key, id FROM franchises`)
	for k, id := range before {
		if after[k] != id {
			t.Errorf("franchise %s moved from id %d to %d", k, id, after[k])
		}
	}
	if after["tl:CCC"] <= before["tl:BBB"] {
		t.Errorf("new franchise got recycled id %d", after["tl:CCC"])
	}
	// Dropping it again and re-importing twice gives identical summaries.
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	second, err := st.Summary(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != 1 || len(second) != 1 || first[0] != second[0] {
		t.Fatalf("summary changed: %+v vs %+v", first, second)
	}
	want := store.Competition{Sport: "football", Level: "professional", Championships: 1, Champions: 1, Franchises: 2, Seasons: 1, Games: 2, Players: 1, Coaches: 1,
		PlayerSeasons: 1, PlayerSeasonsWithStats: 1, CoachSeasons: 1, CoachSeasonsWithRecord: 1, TeamSeasons: 2, TeamSeasonsWithCoach: 1}
	if second[0] != want {
		t.Fatalf("summary = %+v, want %+v", second[0], want)
	}
	// Slugs are stable and readable.
	var sl string
	if err := st.DB.QueryRow(`SELECT slug FROM franchises WHERE key = 'tl:AAA'`).Scan(&sl); err != nil || sl != "alpha-ants" {
		t.Fatalf("slug = %q, %v", sl, err)
	}
}

func TestFailedImportChangesNothing(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	before, _ := st.Summary(ctx)
	for name, breakIt := range map[string]func(d *dataset.Dataset){
		"unknown franchise": func(d *dataset.Dataset) { d.Games[0].HomeKey = "tl:ZZZ" },
		"duplicate game":    func(d *dataset.Dataset) { d.Games = append(d.Games, d.Games[0]) },
		"bad sport":         func(d *dataset.Dataset) { d.Franchises[0].Sport = "curling" },
		"game without date": func(d *dataset.Dataset) { d.Games[1].Date = "" },
	} {
		t.Run(name, func(t *testing.T) {
			d := fixture()
			d.Games[0].HomeScore = dataset.IntPtr(99) // would be visible if anything leaked
			breakIt(d)
			if _, err := st.WriteDatasets(ctx, map[string]*dataset.Dataset{"tl": d}, nil); err == nil {
				t.Fatal("want an error")
			}
			after, _ := st.Summary(ctx)
			if len(after) != 1 || after[0] != before[0] {
				t.Fatalf("summary changed after a failed import: %+v", after)
			}
			var hs int
			st.DB.QueryRow(`SELECT home_score FROM games WHERE key = 'tl:g1'`).Scan(&hs)
			if hs != 21 {
				t.Fatalf("game changed to %d", hs)
			}
		})
	}
}

// Groups are written as they are parsed: a group that fails to parse after
// another was written in the same run still leaves the database as it was.
func TestFailedGroupLoadChangesNothing(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	before, _ := st.Summary(ctx)
	changed := fixture()
	changed.Games[0].HomeScore = dataset.IntPtr(99)
	var asked []string
	_, err := st.WriteGroups(ctx, []string{"zz", "tl"}, func(g string) (*dataset.Dataset, error) {
		asked = append(asked, g)
		if g == "zz" {
			return nil, errors.New("source zz: unreadable")
		}
		return changed, nil
	}, nil)
	if err == nil || err.Error() != "source zz: unreadable" {
		t.Fatalf("err = %v, want the load error", err)
	}
	if strings.Join(asked, ",") != "tl,zz" {
		t.Fatalf("groups asked in order %v, want tl then zz", asked)
	}
	after, _ := st.Summary(ctx)
	var hs int
	st.DB.QueryRow(`SELECT home_score FROM games WHERE key = 'tl:g1'`).Scan(&hs)
	if len(after) != 1 || after[0] != before[0] || hs != 21 {
		t.Fatalf("database changed by a failed import: %+v, home score %d", after, hs)
	}
}

func TestGroupsImportIndependently(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	other := fixture()
	// Same shapes under another group and other keys.
	for i := range other.Leagues {
		other.Leagues[i].Key = "ol"
		other.Leagues[i].Sport = dataset.Hockey
	}
	rekey := func(k string) string { return strings.Replace(k, "tl:", "ol:", 1) }
	for i := range other.Venues {
		other.Venues[i].Key = rekey(other.Venues[i].Key)
	}
	for i := range other.Franchises {
		f := &other.Franchises[i]
		f.Key, f.LeagueKey, f.VenueKey, f.Sport = rekey(f.Key), "ol", rekey(f.VenueKey), dataset.Hockey
		f.Name += " HC"
	}
	other.Seasons[0].Key, other.Seasons[0].LeagueKey, other.Seasons[0].ChampionKey = "ol:2020", "ol", "ol:AAA"
	for i := range other.TeamSeasons {
		other.TeamSeasons[i].FranchiseKey, other.TeamSeasons[i].SeasonKey = rekey(other.TeamSeasons[i].FranchiseKey), "ol:2020"
	}
	for i := range other.Games {
		g := &other.Games[i]
		g.Key, g.SeasonKey, g.HomeKey, g.AwayKey, g.VenueKey = rekey(g.Key), "ol:2020", rekey(g.HomeKey), rekey(g.AwayKey), rekey(g.VenueKey)
	}
	other.Championships[0].Key, other.Championships[0].LeagueKey, other.Championships[0].Sport = "other-cup", "ol", dataset.Hockey
	r := &other.ChampionshipResults[0]
	r.ChampionshipKey, r.SeasonKey, r.WinnerKey, r.RunnerUpKey, r.GameKey = "other-cup", "ol:2020", "ol:AAA", "ol:BBB", "ol:g2"
	other.People = []dataset.Person{{Key: "ol:p1", FirstName: "Pat", LastName: "Passer"}}
	other.Players = []dataset.Player{{PersonKey: "ol:p1", Sport: dataset.Hockey, Level: dataset.Pro}}
	other.PlayerSeasons, other.Roster, other.Coaches, other.Awards = nil, nil, nil, nil

	write(t, st, map[string]*dataset.Dataset{"tl": fixture(), "ol": other})
	// Re-import only tl: ol rows stay.
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	sum, err := st.Summary(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum) != 2 {
		t.Fatalf("want football and hockey, got %+v", sum)
	}
	// Same person name in two groups: distinct slugs.
	var n int
	st.DB.QueryRow(`SELECT COUNT(DISTINCT slug) FROM people WHERE first_name = 'Pat'`).Scan(&n)
	if n != 2 {
		t.Fatalf("want 2 distinct slugs, got %d", n)
	}
}

func TestCheck(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		mutate    func(d *dataset.Dataset)
		wantCheck string // empty = no errors
	}{
		{"clean", func(d *dataset.Dataset) {}, ""},
		{"team plays itself", func(d *dataset.Dataset) { d.Games[0].AwayKey = "tl:AAA" }, "no team plays itself"},
		{"score disagrees", func(d *dataset.Dataset) { d.ChampionshipResults[0].WinnerScore = dataset.IntPtr(23) }, "championship scores agree with game rows"},
		{"unresolved champion", func(d *dataset.Dataset) { d.ChampionshipResults[0].WinnerKey = "" }, "champions resolve to franchises"},
		{"record disagrees", func(d *dataset.Dataset) { d.TeamSeasons[0].Wins, d.TeamSeasons[0].Losses = 0, 1 }, "team-season records agree with games"},
		{"two sources", func(d *dataset.Dataset) {
			g := d.Games[0]
			g.Key, g.Source = "tl:g1-other", "other.csv"
			d.Games = append(d.Games, g)
		}, "no game imported from two sources"},
		{"no source", func(d *dataset.Dataset) { d.Games[0].Source = "" }, "every shown number traces to a source"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := storetest.NewTestStore(t)
			d := fixture()
			tc.mutate(d)
			write(t, st, map[string]*dataset.Dataset{"tl": d})
			res, err := st.Check(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if tc.wantCheck == "" {
				if res.Errors() != 0 {
					t.Fatalf("unexpected findings: %+v", res.Findings)
				}
				return
			}
			found := false
			for _, f := range res.Findings {
				if f.Check == tc.wantCheck && f.Severity == store.SevError {
					found = true
				}
			}
			if !found {
				t.Fatalf("want an error from %q, got %+v", tc.wantCheck, res.Findings)
			}
		})
	}
}

func TestParseURL(t *testing.T) {
	for _, tc := range []struct {
		in      string
		dialect store.Dialect
		dsn     string
		err     bool
	}{
		{"var/almanac.db", store.SQLite, "var/almanac.db", false},
		{"sqlite:/tmp/a.db", store.SQLite, "/tmp/a.db", false},
		{"sqlite:///tmp/a.db", store.SQLite, "/tmp/a.db", false},
		{"postgres://u@h/db", store.Postgres, "postgres://u@h/db", false},
		{"postgresql://u@h/db", store.Postgres, "postgresql://u@h/db", false},
		{"mysql://x", "", "", true},
		{"", "", "", true},
	} {
		d, dsn, err := store.ParseURL(tc.in)
		if (err != nil) != tc.err || d != tc.dialect || dsn != tc.dsn {
			t.Errorf("ParseURL(%q) = %q, %q, %v", tc.in, d, dsn, err)
		}
	}
}

func TestEntityNameAndSitemap(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	for _, tc := range []struct{ kind, slug, want string }{
		{"team", "alpha-ants", "Alpha Ants"},
		{"championship", "test-bowl", "Test Bowl"},
		{"player", "pat-passer", "Pat Passer"},
		{"game", "tl-g2", "Alpha Ants vs Beta Bees, 2021-02-07"},
		{"team", "nope", ""},
		{"planet", "x", ""},
	} {
		got, ok := st.EntityName(ctx, tc.kind, tc.slug)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("EntityName(%s, %s) = %q, %v", tc.kind, tc.slug, got, ok)
		}
	}
	paths, err := st.SitemapPaths(ctx, "football", "professional")
	if err != nil || strings.Join(paths, " ") != "/championships/test-bowl /teams/alpha-ants /teams/beta-bees" {
		t.Fatalf("paths = %v, %v", paths, err)
	}
	if paths, _ := st.SitemapPaths(ctx, "hockey", ""); len(paths) != 0 {
		t.Fatalf("hockey paths = %v", paths)
	}
}

// TestVersionBumpsOnImport: the dataset version every in-memory cache is
// keyed on moves at once when this process imports.
func TestVersionBumpsOnImport(t *testing.T) {
	st := storetest.NewTestStore(t)
	ctx := context.Background()
	v0 := st.Version(ctx)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	v1 := st.Version(ctx)
	write(t, st, map[string]*dataset.Dataset{"tl": fixture()})
	if v2 := st.Version(ctx); !(v0 < v1 && v1 < v2) {
		t.Fatalf("versions %d, %d, %d: want each import to bump it at once", v0, v1, v2)
	}
}

func TestReadModelParts(t *testing.T) {
	st := storetest.NewTestStore(t)
	ctx := context.Background()
	if _, ok, err := st.LoadReadModel(ctx, "search", 1); ok || err != nil {
		t.Fatalf("empty: ok %v err %v", ok, err)
	}
	for i, data := range []string{"one", "two"} {
		if err := st.SaveReadModel(ctx, "search", int64(i+1), []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, _ := st.LoadReadModel(ctx, "search", 1); ok {
		t.Fatal("a part saved for version 2 must replace version 1's")
	}
	if b, ok, err := st.LoadReadModel(ctx, "search", 2); !ok || err != nil || string(b) != "two" {
		t.Fatalf("got %q %v %v", b, ok, err)
	}
}

// An overtime loss in a record that the games do not flag is a warning (the
// NHL's 2015-16..2017-18 sources have no OT flag); flagged, it passes.
func TestCheckOvertimeLossSplit(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name     string
		overtime string
		wantWarn bool
	}{{"not flagged", "", true}, {"flagged", "OT", false}} {
		t.Run(tc.name, func(t *testing.T) {
			st := storetest.NewTestStore(t)
			d := fixture()
			for i := range d.TeamSeasons {
				if d.TeamSeasons[i].FranchiseKey == "tl:BBB" {
					d.TeamSeasons[i].Losses, d.TeamSeasons[i].OTLosses = 0, 1
				}
			}
			d.Games[0].Overtime = tc.overtime
			write(t, st, map[string]*dataset.Dataset{"tl": d})
			res, err := st.Check(ctx)
			if err != nil {
				t.Fatal(err)
			}
			warned := false
			for _, f := range res.Findings {
				if f.Severity == store.SevError {
					t.Errorf("error: %+v", f)
				}
				if strings.Contains(f.Message, "overtime losses the games do not flag") {
					warned = true
				}
			}
			if warned != tc.wantWarn {
				t.Errorf("warning %v, want %v: %+v", warned, tc.wantWarn, res.Findings)
			}
		})
	}
}

// A disagreement the import recorded is a warning naming both sources and
// both values; a re-import replaces the group's rows instead of adding.
func TestCheckReportsSourceDisagreements(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := fixture()
	d.Disagreements = []dataset.Disagreement{
		{Subject: "Pat Passer 2020 AAA", Field: "passing_yards", KeptSource: "a.csv", KeptValue: "4000", OtherSource: "b.csv", OtherValue: "3990"},
	}
	for range 2 {
		write(t, st, map[string]*dataset.Dataset{"tl": d})
	}
	res, err := st.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.Errors() != 0 {
		t.Fatalf("a disagreement is not an error: %+v", res.Findings)
	}
	var got []string
	for _, f := range res.Findings {
		if f.Check == "overlapping sources agree" {
			got = append(got, f.Message)
		}
	}
	want := "tl passing_yards: 1 differ between a.csv (kept) and b.csv, e.g. Pat Passer 2020 AAA 4000 (kept) vs 3990"
	if len(got) != 1 || got[0] != want {
		t.Fatalf("findings %q, want [%q]", got, want)
	}
}

// The summary counts a player's season once whatever his teams, and as
// "with stats" only when a row of it holds one of the sport's main figures
// (games alone do not); head-coach seasons with and without a record.
func TestSummaryCoverage(t *testing.T) {
	st := storetest.NewTestStore(t)
	d := fixture()
	d.People = append(d.People, dataset.Person{Key: "tl:p2", FirstName: "Gus", LastName: "Games"})
	d.Players = append(d.Players, dataset.Player{PersonKey: "tl:p2", Sport: dataset.Football, Level: dataset.Pro})
	d.PlayerSeasons = append(d.PlayerSeasons,
		dataset.PlayerSeason{PersonKey: "tl:p1", SeasonKey: "tl:2020", FranchiseKey: "tl:BBB", Stats: map[string]float64{"games_played": 3}, Source: "fixture"},
		dataset.PlayerSeason{PersonKey: "tl:p2", SeasonKey: "tl:2020", FranchiseKey: "tl:BBB", Stats: map[string]float64{"games_played": 16}, Source: "fixture"})
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	comps, err := st.Summary(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(comps) != 1 {
		t.Fatalf("%+v", comps)
	}
	c := comps[0]
	if c.PlayerSeasons != 2 || c.PlayerSeasonsWithStats != 1 || c.CoachSeasons != 1 || c.CoachSeasonsWithRecord != 1 {
		t.Fatalf("coverage %+v, want 2 player seasons (1 with stats), 1 coach season with a record", c)
	}
}
