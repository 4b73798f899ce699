package gameindex

import (
	"database/sql"
	"fmt"
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

// insertFixture is an index of 40 games over two sports, three teams and
// two seasons, as a build from the database makes it.
func insertFixture(t *testing.T) (*Index, []store.GameBase) {
	t.Helper()
	dims := tinyGameIndex().Dims
	var games []store.GameBase
	for i := range 40 {
		g := store.GameBase{ID: int64(10 + 2*i), Slug: fmt.Sprintf("game-%d", i), Date: fmt.Sprintf("2023-%02d-%02d", 1+i/4, 1+i%4*7),
			Status: "final", GameType: "regular", SportID: 1, LevelID: 1, SeasonID: 10, Home: 1, Away: 2,
			HomeScore: sql.NullInt64{Int64: int64(i), Valid: true}, AwayScore: sql.NullInt64{Int64: 3, Valid: true}, Source: "fixture"}
		if i%3 == 0 {
			g.SportID, g.SeasonID, g.Home, g.Away = 2, 20, 3, 3
		}
		if i%5 == 0 {
			g.Notes, g.Week = "y", "7"
		}
		games = append(games, g)
	}
	ix, err := assembleGameIndex(dims, func(fn func(store.GameBase) error) error {
		for _, g := range games {
			if err := fn(g); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ix, games
}

// sameIndex fails unless got answers every question as want does: each
// position's game, the position lists, and the lookups by id and slug.
func sameIndex(t *testing.T, got, want *Index, ids []int64, slugs []string) {
	t.Helper()
	if len(got.Games) != len(want.Games) {
		t.Fatalf("%d games, want %d", len(got.Games), len(want.Games))
	}
	for p := range want.Games {
		if g, w := got.Base(int32(p)), want.Base(int32(p)); g != w {
			t.Fatalf("position %d: %+v, want %+v", p, g, w)
		}
		if got.show[p].hasNotes != want.show[p].hasNotes {
			t.Fatalf("position %d: notes %v, want %v", p, got.show[p].hasNotes, want.show[p].hasNotes)
		}
	}
	if !reflect.DeepEqual(got.ByTeam, want.ByTeam) || !reflect.DeepEqual(got.BySeason, want.BySeason) || !reflect.DeepEqual(got.ByScope, want.ByScope) {
		t.Fatalf("position lists:\n%v %v %v\nwant\n%v %v %v", got.ByTeam, got.BySeason, got.ByScope, want.ByTeam, want.BySeason, want.ByScope)
	}
	for _, id := range append(ids, 9999) {
		gp, gok := got.PosOf(int32(id))
		wp, wok := want.PosOf(int32(id))
		if gp != wp || gok != wok {
			t.Fatalf("id %d: %d %v, want %d %v", id, gp, gok, wp, wok)
		}
	}
	for _, s := range append(slugs, "no-such-game") {
		gp, gok := got.RefPos(s)
		wp, wok := want.RefPos(s)
		if gp != wp || gok != wok {
			t.Fatalf("slug %s: %d %v, want %d %v", s, gp, gok, wp, wok)
		}
	}
}

// A game inserted in its place answers as the index rebuilt with it, wherever
// it falls (first, between two dates, before a game of its date with a
// higher id, last) and after several inserts in a row; an id already in the
// index is refused.
func TestInsertGameMatchesRebuild(t *testing.T) {
	base, games := insertFixture(t)
	live := func(id int64, slug, date string, sport, season, home, away int64) store.GameBase {
		return store.GameBase{ID: id, Slug: slug, Date: date, Status: "live", GameType: "regular", SportID: sport, LevelID: 1,
			SeasonID: season, Home: home, Away: away, ExternalID: "feed:" + slug, TimeRemaining: "10:00",
			Period: sql.NullInt64{Int64: 1, Valid: true}, HomeScore: sql.NullInt64{Int64: 2, Valid: true}, AwayScore: sql.NullInt64{Int64: 0, Valid: true}}
	}
	cases := []struct {
		name string
		add  []store.GameBase
	}{
		{"before every game", []store.GameBase{live(500, "first", "2022-12-31", 1, 10, 2, 1)}},
		{"between two dates", []store.GameBase{live(501, "between", "2023-03-20", 2, 20, 3, 3)}},
		{"before a game of its date", []store.GameBase{live(11, "same-date", "2023-01-08", 1, 10, 1, 2)}},
		{"after every game", []store.GameBase{live(502, "last", "2024-01-01", 1, 10, 1, 2)}},
		{"a new team and no season", []store.GameBase{live(503, "newcomer", "2023-05-01", 1, 0, 7, 2)}},
		{"a slug another game has", []store.GameBase{live(504, "game-3", "2023-02-01", 1, 10, 1, 2)}},
		{"several in a row", []store.GameBase{live(505, "a", "2023-06-01", 1, 10, 1, 2), live(13, "b", "2023-01-01", 2, 20, 3, 3),
			live(506, "c", "2023-06-01", 1, 10, 2, 1), live(507, "d", "2022-01-01", 1, 10, 1, 2)}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var ids []int64
			var slugs []string
			for _, g := range games {
				ids, slugs = append(ids, g.ID), append(slugs, g.Slug)
			}
			got, want := base, base
			for _, g := range tc.add {
				ids, slugs = append(ids, g.ID), append(slugs, g.Slug)
				if got = got.InsertGame(g); got == nil {
					t.Fatalf("game %d not inserted", g.ID)
				}
				var err error
				if want, err = want.RebuildWith(g, false); err != nil {
					t.Fatal(err)
				}
				sameIndex(t, got, want, ids, slugs)
			}
			// The index it was made from is unchanged.
			fresh, _ := insertFixture(t)
			sameIndex(t, base, fresh, ids[:len(games)], slugs[:len(games)])
			if got.InsertGame(tc.add[0]) != nil {
				t.Fatal("an id already in the index was inserted again")
			}
		})
	}
}
