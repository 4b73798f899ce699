package store_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
	"github.com/almanac-sports/almanac/internal/store/dataset"
	"github.com/almanac-sports/almanac/internal/store/storetest"
)

// A leader list's page, found from the head of its ordering on the
// figure's index, is the page of the whole ordering, and its count every
// row's, at every page: with ties (Fay's 14 goals are Bob's), a traded
// season (Bob's total row stands for his team rows in a career, and is no
// season row), pages past the players with the figure, and yards below
// zero, where Dee's index sum (30) is above her career's (25, Eve's 27
// ahead of it).
func TestFinderLeaderPages(t *testing.T) {
	ctx := context.Background()
	st := storetest.NewTestStore(t)
	d := finderFixture()
	d.People = append(d.People, dataset.Person{Key: "gl:dee", FirstName: "Dee", LastName: "Delta"},
		dataset.Person{Key: "gl:eve", FirstName: "Eve", LastName: "Eps"}, dataset.Person{Key: "gl:fay", FirstName: "Fay", LastName: "Zeta"})
	row := func(person, season, team, abbrev string, st map[string]float64) dataset.PlayerSeason {
		return dataset.PlayerSeason{PersonKey: person, SeasonKey: season, FranchiseKey: team, TeamAbbrev: abbrev, Position: "RW", Source: "fixture", Stats: st}
	}
	yards := func(v float64) map[string]float64 { return map[string]float64{"games_played": 5, "rushing_yards": v} }
	d.PlayerSeasons = append(d.PlayerSeasons,
		row("gl:dee", "gl:2022", "gl:AAA", "", yards(30)), row("gl:dee", "gl:2023", "gl:BBB", "", yards(-10)),
		row("gl:dee", "gl:2023", "gl:CCC", "", yards(5)), row("gl:dee", "gl:2023", "", "TOT", yards(-5)),
		row("gl:eve", "gl:2023", "gl:AAA", "", yards(27)),
		row("gl:fay", "gl:2022", "gl:BBB", "", map[string]float64{"games_played": 50, "goals": 14, "assists": 0, "points": 14}))
	write(t, st, map[string]*dataset.Dataset{"gl": d})
	hockey := store.FinderScope{Sport: "hockey", Level: "professional"}

	for _, stat := range []string{"goals", "assists", "points", "rushing_yards"} {
		cols := []string{stat, "games_played"}
		all, n, err := st.FindPlayerSeasons(ctx, store.PlayerSeasonQuery{FinderScope: hockey, Columns: cols, FinderPage: store.FinderPage{Order: stat, Desc: true}})
		if err != nil || n != len(all) {
			t.Fatalf("%s seasons: %v %d %d", stat, err, n, len(all))
		}
		careers, m, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: cols, FinderPage: store.FinderPage{Order: stat, Desc: true}})
		if err != nil || m != len(careers) {
			t.Fatalf("%s careers: %v %d %d", stat, err, m, len(careers))
		}
		for limit := 1; limit <= 4; limit++ {
			for offset := 0; offset <= len(all); offset++ {
				page := store.FinderPage{Order: stat, Desc: true, Limit: limit, Offset: offset}
				hits, c, err := st.FindPlayerSeasons(ctx, store.PlayerSeasonQuery{FinderScope: hockey, Columns: cols, FinderPage: page})
				if want := all[offset:min(offset+limit, len(all))]; err != nil || c != n || !reflect.DeepEqual(hits, want) && len(want) > 0 {
					t.Errorf("%s seasons %d from %d: %v count %d (want %d) %+v, want %+v", stat, limit, offset, err, c, n, hits, want)
				}
				if offset > len(careers) {
					continue
				}
				ch, c, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: cols, FinderPage: page})
				if want := careers[offset:min(offset+limit, len(careers))]; err != nil || c != m || !reflect.DeepEqual(ch, want) && len(want) > 0 {
					t.Errorf("%s careers %d from %d: %v count %d (want %d) %+v, want %+v", stat, limit, offset, err, c, m, ch, want)
				}
			}
		}
	}
	// The head of rushing yards: Eve's 27 before Dee's 25.
	top, _, err := st.FindCareers(ctx, store.CareerQuery{FinderScope: hockey, Columns: []string{"rushing_yards"},
		FinderPage: store.FinderPage{Order: "rushing_yards", Desc: true, Limit: 1}})
	if err != nil || len(top) != 1 || top[0].PlayerName != "Eve Eps" || *top[0].Values["rushing_yards"] != 27 {
		t.Errorf("rushing yards leader: %v %+v", err, top)
	}
}
