package readmodel

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmtest"
	"github.com/almanac-sports/almanac/internal/store/dataset"
)

// A franchise's splits read from the game index are the rows the database
// query groups: seasons, postseason, home and away, opponents, a tie, and
// games left out (no score, not final, an all-star game) alike.
func TestTeamSplitsFromTheIndexAreTheQuerys(t *testing.T) {
	ctx := context.Background()
	d := rmtest.LiveFixture()
	d.Franchises = append(d.Franchises, dataset.Franchise{Key: "tl:CCC", Sport: dataset.Basketball, Level: dataset.Pro, LeagueKey: "tl", Name: "Gamma Gnats", City: "Gamma", Abbrev: "CCC"})
	d.Seasons = append(d.Seasons, dataset.Season{Key: "tl:2021", LeagueKey: "tl", StartYear: 2021, EndYear: 2022, Name: "2021-22 TL Season"})
	game := func(season, date, home, away string, hs, as *int, status, typ string) {
		d.Games = append(d.Games, dataset.Game{Key: "tl:x" + strconv.Itoa(len(d.Games)), SeasonKey: season, Date: date, HomeKey: home, AwayKey: away,
			HomeScore: hs, AwayScore: as, Status: status, GameType: typ, Source: "fixture"})
	}
	n := dataset.IntPtr
	game("tl:2020", "2021-04-01", "tl:BBB", "tl:AAA", n(99), n(101), dataset.StatusFinal, dataset.TypeRegular)
	game("tl:2020", "2021-04-02", "tl:AAA", "tl:CCC", n(80), n(80), dataset.StatusFinal, dataset.TypeRegular)
	game("tl:2020", "2021-05-01", "tl:AAA", "tl:BBB", n(110), n(100), dataset.StatusFinal, dataset.TypePlayoff)
	game("tl:2020", "2021-06-01", "tl:CCC", "tl:AAA", n(95), n(97), dataset.StatusFinal, dataset.TypeChampionship)
	game("tl:2021", "2021-11-01", "tl:AAA", "tl:BBB", n(90), n(91), dataset.StatusFinal, dataset.TypeRegular)
	game("tl:2021", "2021-11-02", "tl:AAA", "tl:BBB", nil, nil, dataset.StatusFinal, dataset.TypeRegular)
	game("tl:2021", "2021-11-03", "tl:BBB", "tl:AAA", n(1), n(0), dataset.StatusLive, dataset.TypeRegular)
	game("tl:2021", "2021-10-01", "tl:AAA", "tl:CCC", n(100), n(70), dataset.StatusFinal, dataset.TypeAllStar)
	m, st := modelOf(t, d)
	ix, err := m.gameIndex(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, slug := range []string{"alpha-ants", "beta-bees", "gamma-gnats"} {
		tm, err := st.TeamBySlug(ctx, slug)
		if err != nil {
			t.Fatal(err)
		}
		want, err := st.TeamSplits(ctx, tm.ID)
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(want, compareSplits)
		got := splitsOf(ix, tm.ID)
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n got  %+v\n want %+v", slug, got, want)
		}
		if slug == "alpha-ants" && len(got) < 6 {
			t.Errorf("%s: %d splits, the fixture has at least 6", slug, len(got))
		}
	}
}
