package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// Player seasons are written by season year, the source's order kept
// within a year: a finder's scan of some seasons then reads their rows off
// shared pages. The caller's rows keep their order.
func TestPlayerSeasonsWrittenBySeasonYear(t *testing.T) {
	d := fixture()
	d.Seasons = append(d.Seasons, dataset.Season{Key: "tl:2019", LeagueKey: "tl", StartYear: 2019, EndYear: 2020, Name: "2019 TL Season"})
	d.People = append(d.People, dataset.Person{Key: "tl:p2", FirstName: "Rex", LastName: "Runner"})
	row := func(person, season, team string, yards float64) dataset.PlayerSeason {
		return dataset.PlayerSeason{PersonKey: person, SeasonKey: season, FranchiseKey: team, Stats: map[string]float64{"rushing_yards": yards}, Source: "fixture"}
	}
	// In player order, as the sources give them.
	d.PlayerSeasons = []dataset.PlayerSeason{
		row("tl:p1", "tl:2019", "tl:AAA", 1), row("tl:p1", "tl:2020", "tl:AAA", 2), row("tl:p1", "tl:2020", "tl:BBB", 3),
		row("tl:p2", "tl:2019", "tl:BBB", 4), row("tl:p2", "tl:2020", "tl:BBB", 5),
	}
	st := storetest.NewTestStore(t)
	write(t, st, map[string]*dataset.Dataset{"tl": d})
	r, err := st.DB.QueryContext(context.Background(), `SELECT stats FROM player_seasons ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var got []string
	for r.Next() {
		var s string
		if err := r.Scan(&s); err != nil {
			t.Fatal(err)
		}
		got = append(got, s)
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	want := []string{`{"rushing_yards":1}`, `{"rushing_yards":4}`, `{"rushing_yards":2}`, `{"rushing_yards":3}`, `{"rushing_yards":5}`}
	if !slices.Equal(got, want) {
		t.Errorf("rows by id = %v, want %v", got, want)
	}
	if d.PlayerSeasons[1].Stats["rushing_yards"] != 2 {
		t.Errorf("the caller's rows were reordered")
	}
}
