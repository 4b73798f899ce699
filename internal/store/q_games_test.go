package store_test

import (
	"context"
	"errors"
	"strconv"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// gamesFixture: a three-team league over two seasons, a renamed team, a
// title game, a scheduled game and a game against a team with no season row.
func gamesFixture() *dataset.Dataset {
	d := &dataset.Dataset{}
	d.Leagues = []dataset.League{{Key: "gl", Name: "Game League", Abbrev: "GL", Sport: dataset.Hockey, Level: dataset.Pro}}
	d.Venues = []dataset.Venue{{Key: "gl:arena", Name: "Test Arena", City: "Alpha", State: "AL", Capacity: 18000}}
	d.Franchises = []dataset.Franchise{
		{Key: "gl:AAA", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "gl", Name: "Alpha Aces", City: "Alpha", Abbrev: "AAA"},
		{Key: "gl:BBB", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "gl", Name: "Beta Bears", City: "Beta", Abbrev: "BBB"},
		{Key: "gl:CCC", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "gl", Name: "Gamma Gulls", City: "Gamma", Abbrev: "CCC"},
	}
	d.Seasons = []dataset.Season{
		{Key: "gl:2022", LeagueKey: "gl", StartYear: 2022, EndYear: 2023, Name: "2022-23 GL Season"},
		{Key: "gl:2023", LeagueKey: "gl", StartYear: 2023, EndYear: 2024, Name: "2023-24 GL Season", ChampionKey: "gl:BBB"},
	}
	d.TeamSeasons = []dataset.TeamSeason{
		{FranchiseKey: "gl:AAA", SeasonKey: "gl:2022", Name: "Old Alpha Aces", City: "Old Alpha", Abbrev: "OAA", MadePlayoffs: true, Source: "fixture"},
		{FranchiseKey: "gl:AAA", SeasonKey: "gl:2023", Name: "Alpha Aces", City: "Alpha", Abbrev: "AAA", Source: "fixture"},
		{FranchiseKey: "gl:BBB", SeasonKey: "gl:2023", Name: "Beta Bears", City: "Beta", Abbrev: "BBB", Source: "fixture"},
	}
	g := func(key, season, date, home, away string, hs, as int, typ, status, ot string) dataset.Game {
		x := dataset.Game{Key: key, SeasonKey: season, Date: date, HomeKey: home, AwayKey: away, Status: status, GameType: typ, Overtime: ot, Source: "fixture"}
		if status == dataset.StatusFinal {
			x.HomeScore, x.AwayScore = dataset.IntPtr(hs), dataset.IntPtr(as)
		}
		return x
	}
	d.Games = []dataset.Game{
		g("gl:1", "gl:2022", "2022-10-10", "gl:AAA", "gl:BBB", 3, 2, dataset.TypeRegular, dataset.StatusFinal, ""),
		g("gl:2", "gl:2023", "2023-10-12", "gl:BBB", "gl:AAA", 4, 1, dataset.TypeRegular, dataset.StatusFinal, ""),
		g("gl:3", "gl:2023", "2023-10-14", "gl:AAA", "gl:CCC", 2, 3, dataset.TypeRegular, dataset.StatusFinal, "OT"),
		g("gl:4", "gl:2023", "2024-04-20", "gl:BBB", "gl:CCC", 5, 0, dataset.TypePlayoff, dataset.StatusFinal, ""),
		g("gl:5", "gl:2023", "2024-06-01", "gl:BBB", "gl:AAA", 2, 1, dataset.TypeChampionship, dataset.StatusFinal, ""),
		g("gl:6", "gl:2023", "2024-10-01", "gl:AAA", "gl:BBB", 0, 0, dataset.TypeRegular, dataset.StatusScheduled, ""),
	}
	d.Games[4].VenueKey, d.Games[4].Neutral = "gl:arena", true
	d.Championships = []dataset.Championship{{Key: "gl-cup", Name: "GL Cup", Sport: dataset.Hockey, Level: dataset.Pro, LeagueKey: "gl", FirstYear: 2023}}
	d.ChampionshipResults = []dataset.ChampionshipResult{{ChampionshipKey: "gl-cup", SeasonKey: "gl:2023", Year: 2024, WinnerKey: "gl:BBB", WinnerName: "Beta Bears",
		RunnerUpKey: "gl:AAA", RunnerUpName: "Alpha Aces", GameKey: "gl:5", Source: "fixture"}}
	return d
}

func TestGamesStoreReads(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"gl": gamesFixture()})

	var rows []store.GameBase
	if err := st.GameRows(ctx, func(g store.GameBase) error { rows = append(rows, g); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 6 {
		t.Fatalf("GameRows: %d games", len(rows))
	}
	for i := 1; i < len(rows); i++ {
		if rows[i].Date < rows[i-1].Date {
			t.Fatalf("GameRows not in date order")
		}
	}
	final := rows[4]
	if final.Slug == "" || !final.Neutral || final.GameType != "championship" || !final.HomeScore.Valid || final.HomeScore.Int64 != 2 || final.VenueID == 0 {
		t.Errorf("title game row: %+v", final)
	}
	if sched := rows[5]; sched.Status != "scheduled" || sched.HomeScore.Valid {
		t.Errorf("scheduled game row: %+v", sched)
	}

	byID, err := st.GameByRef(ctx, strconv.FormatInt(final.ID, 10))
	if err != nil || byID.Slug != final.Slug {
		t.Fatalf("GameByRef(id): %v %+v", err, byID)
	}
	bySlug, err := st.GameByRef(ctx, final.Slug)
	if err != nil || bySlug.ID != final.ID {
		t.Fatalf("GameByRef(slug): %v %+v", err, bySlug)
	}
	for _, ref := range []string{"999999", "no-such-game", "x' OR 1=1 --"} {
		if _, err := st.GameByRef(ctx, ref); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("GameByRef(%q): %v, want ErrNotFound", ref, err)
		}
	}

	dims, err := st.GameDims(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if c := dims.ResultGames[final.ID]; c == 0 || len(dims.Championships) != 1 || dims.Championships[0].ID != c {
		t.Errorf("result game -> championship: %v %+v", dims.ResultGames, dims.Championships)
	}
	old := dims.TeamSeasons[[2]int64{rows[0].Home, rows[0].SeasonID}]
	if old.Name != "Old Alpha Aces" || old.Abbreviation != "OAA" {
		t.Errorf("team-season name: %+v", old)
	}
	if v := dims.Venues[final.VenueID]; v.Name != "Test Arena" || !v.Capacity.Valid || v.Capacity.Int64 != 18000 {
		t.Errorf("venue: %+v", v)
	}
	if s := dims.Seasons[final.SeasonID]; s.StartYear != 2023 || s.LeagueAbbrev != "GL" {
		t.Errorf("season: %+v", s)
	}
}

func TestStandingsStoreInput(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"gl": gamesFixture()})

	y, ok, err := st.StandingsLatestYear(ctx, "hockey", "professional")
	if err != nil || !ok || y != 2023 {
		t.Fatalf("latest year %d %v %v, want 2023", y, ok, err)
	}
	if _, ok, err := st.StandingsLatestYear(ctx, "football", ""); err != nil || ok {
		t.Fatalf("football has no games: %v %v", ok, err)
	}
	if y, ok, err := st.LatestPlayedYear(ctx, "hockey", "professional"); err != nil || !ok || y != 2023 {
		t.Fatalf("latest played year %d %v %v, want 2023", y, ok, err)
	}
	if _, ok, err := st.LatestPlayedYear(ctx, "football", ""); err != nil || ok {
		t.Fatalf("football has no games: %v %v", ok, err)
	}
	d, err := st.StandingsInput(ctx, 2023, "hockey", "professional")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Seasons) != 1 || d.Seasons[0].LeagueKey != "gl" || !d.Seasons[0].ChampionID.Valid {
		t.Fatalf("seasons: %+v", d.Seasons)
	}
	if len(d.Teams) != 2 { // Gamma has no 2023 team-season row
		t.Fatalf("teams: %+v", d.Teams)
	}
	regular, post := 0, 0
	for _, g := range d.Games {
		switch g.GameType {
		case "regular":
			regular++
			if !g.Final {
				t.Errorf("a non-final regular game was loaded: %+v", g)
			}
		default:
			post++
		}
	}
	if regular != 2 || post != 2 {
		t.Errorf("games: %d regular, %d postseason; want 2 and 2", regular, post)
	}
	// The title's winner only: a season's own champion counts where no
	// title was played (MLB before 1903 in the API's tests).
	if len(d.Champions) != 1 || d.Champions[0].SeasonID != d.Seasons[0].ID {
		t.Errorf("champions: %+v", d.Champions)
	}
	extra, err := st.StandingsFranchises(ctx, []int64{d.Games[1].Away})
	if err != nil || len(extra) != 1 || extra[0].Name != "Gamma Gulls" {
		t.Errorf("franchise fallback: %v %+v", err, extra)
	}
	if d, err := st.StandingsInput(ctx, 1850, "", ""); err != nil || len(d.Seasons) != 0 {
		t.Errorf("empty year: %v %+v", err, d)
	}
}
