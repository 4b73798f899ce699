package readmodel

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// Standings read their games from the game index and their seasons, teams
// and champions in one batch of years: the same input, in the same order,
// as the database's StandingsInput gives one year at a time (games of every
// kind and status, overtime, a game one season with no score, a second
// league in one of the years), and a franchise's history and a season's row
// agree with the standings computed one season at a time.
func TestStandingsInputFromTheIndex(t *testing.T) {
	ctx := context.Background()
	d := rmtest.LiveFixture()
	d.Leagues = append(d.Leagues, dataset.League{Key: "ol", Name: "Other League", Abbrev: "OL", Sport: dataset.Basketball, Level: dataset.Pro})
	d.Franchises = append(d.Franchises, dataset.Franchise{Key: "ol:CCC", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "ol", Name: "Gamma Gnats", City: "Gamma", Abbrev: "CCC"})
	d.Seasons = append(d.Seasons,
		dataset.Season{Key: "tl:2021", LeagueKey: "tl", StartYear: 2021, EndYear: 2022, Name: "2021-22 TL Season", ChampionKey: "tl:BBB"},
		dataset.Season{Key: "ol:2020", LeagueKey: "ol", StartYear: 2020, EndYear: 2021, Name: "2020-21 OL Season"})
	d.TeamSeasons = []dataset.TeamSeason{
		{FranchiseKey: "tl:AAA", SeasonKey: "tl:2020", Name: "Old Ants", City: "Alpha", Abbrev: "OAA", MadePlayoffs: true, Source: "fixture"},
		{FranchiseKey: "tl:BBB", SeasonKey: "tl:2021", Name: "Beta Bees", City: "Beta", Abbrev: "BBB", Source: "fixture"},
	}
	game := func(key, season, date, home, away, typ, status, ot string, hs, as *int) dataset.Game {
		return dataset.Game{Key: key, SeasonKey: season, Date: date, HomeKey: home, AwayKey: away, HomeScore: hs, AwayScore: as,
			Status: status, GameType: typ, Overtime: ot, Source: "fixture"}
	}
	n := dataset.IntPtr
	d.Games = append(d.Games,
		game("tl:g10", "tl:2020", "2021-03-01", "tl:BBB", "tl:AAA", dataset.TypeRegular, dataset.StatusFinal, "OT", n(101), n(100)),
		game("tl:g11", "tl:2020", "2021-05-01", "tl:AAA", "tl:BBB", dataset.TypePlayoff, dataset.StatusFinal, "", n(99), n(98)),
		game("tl:g12", "tl:2020", "2021-05-03", "tl:BBB", "tl:AAA", dataset.TypePlayoff, dataset.StatusScheduled, "", nil, nil),
		game("tl:g13", "tl:2021", "2021-11-01", "tl:BBB", "tl:AAA", dataset.TypeRegular, dataset.StatusFinal, "", n(90), n(90)),
		game("tl:g14", "tl:2021", "2021-11-02", "tl:AAA", "tl:BBB", dataset.TypeRegular, dataset.StatusScheduled, "", nil, nil),
		game("tl:g15", "tl:2021", "2022-06-01", "tl:BBB", "tl:AAA", dataset.TypeChampionship, dataset.StatusFinal, "", n(88), n(80)),
		game("ol:g1", "ol:2020", "2021-01-01", "ol:CCC", "tl:AAA", dataset.TypeRegular, dataset.StatusFinal, "", n(70), n(75)),
	)
	m, st := modelOf(t, d)
	ix, err := m.gameIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	sc := Scope{Sport: "basketball", Level: "professional"}
	years := []int{2019, 2020, 2021}
	frames, err := st.StandingsFrames(ctx, years, sc.Sport, sc.Level)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := frames[2019]; ok || len(frames) != 2 {
		t.Fatalf("frames of years %v", slices.Sorted(func(yield func(int) bool) {
			for y := range frames {
				yield(y)
			}
		}))
	}
	compared := 0
	for _, y := range years {
		want, err := st.StandingsInput(ctx, y, sc.Sport, sc.Level)
		if err != nil {
			t.Fatal(err)
		}
		got := frames[y]
		if got == nil {
			got = &store.StandingsData{}
		}
		if !reflect.DeepEqual(got.Seasons, want.Seasons) || !reflect.DeepEqual(got.Teams, want.Teams) || !reflect.DeepEqual(got.Champions, want.Champions) {
			t.Errorf("%d: frame\n got  %+v\n want %+v", y, got, want)
		}
		games := slices.Collect(standingsGames(ix, got.Seasons))
		if len(games) == 0 && len(want.Games) == 0 {
			continue
		}
		if !reflect.DeepEqual(games, want.Games) {
			t.Errorf("%d: games from the index\n got  %+v\n want %+v", y, games, want.Games)
		}
		compared += len(games)
	}
	if compared != 9 {
		t.Errorf("%d games compared, want 9", compared)
	}

	// A history's batch and one season at a time give the same rows.
	tm, err := st.TeamBySlug(ctx, "alpha-ants")
	if err != nil {
		t.Fatal(err)
	}
	hist, err := m.TeamHistoryDesc(ctx, tm)
	if err != nil || len(hist) != 2 {
		t.Fatalf("history: %d rows, %v", len(hist), err)
	}
	one := newModel(st)
	for _, season := range []int{0, 2020, 2021, 2022} {
		got, err := one.TeamRow(ctx, tm, season)
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		if season != 0 {
			i = slices.IndexFunc(hist, func(r TeamStatRow) bool { return r.Season == season })
		}
		if i < 0 {
			if got != nil {
				t.Errorf("season %d: a row where the history has none: %+v", season, got)
			}
			continue
		}
		if got == nil || !reflect.DeepEqual(got.EncodedJSON(), hist[i].EncodedJSON()) {
			t.Errorf("season %d: row %s, history's %s", season, got.EncodedJSON(), hist[i].EncodedJSON())
		}
	}
}
