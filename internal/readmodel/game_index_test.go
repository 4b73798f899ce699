package readmodel

import (
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

// tinyGameIndex: two sports, two seasons, three teams, six games.
func tinyGameIndex() *gameIndex {
	dims := &store.GameDims{
		Sports:  map[int64]store.GameDimNamed{1: {Slug: "football", Name: "Football"}, 2: {Slug: "hockey", Name: "Hockey"}},
		Levels:  map[int64]store.GameDimNamed{1: {Slug: "professional", Name: "Professional"}},
		Seasons: map[int64]store.GameDimSeason{10: {ID: 10, SportID: 1, LevelID: 1, StartYear: 2023}, 20: {ID: 20, SportID: 2, LevelID: 1, StartYear: 2023}},
		Franchises: map[int64]store.GameDimTeam{
			1: {ID: 1, Slug: "kc", Name: "Kansas City Chiefs", City: "Kansas City", SportID: 1, LevelID: 1},
			2: {ID: 2, Slug: "sf", Name: "San Francisco 49ers", City: "San Francisco", SportID: 1, LevelID: 1},
			3: {ID: 3, Slug: "sj", Name: "San Jose Sharks", City: "San Jose", SportID: 2, LevelID: 1},
		},
		TeamSeasons: map[[2]int64]store.GameDimTeamSeason{{1, 10}: {Name: "Kansas City Chiefs", City: "Kansas City"}},
	}
	ix := &gameIndex{byTeam: map[int32][]int32{}, bySeason: map[int32][]int32{}, byScope: map[[2]uint8][]int32{}, dims: dims,
		sports: map[string]uint8{"football": 1, "hockey": 2}, levels: map[string]uint8{"professional": 1},
		teamSlug: map[string]int64{"kc": 1, "sf": 2, "sj": 3}, gameCaches: newGameCaches(), seasonYears: seasonYearsOf(dims),
		statuses: []string{"final", "scheduled"}, types: []string{"regular", "championship"}}
	ix.indexSides()
	for _, n := range []gameIndexName{{1, 0, "kansas city chiefs", "kansas city"}, {2, 0, "san francisco 49ers", "san francisco"},
		{3, 0, "san jose sharks", "san jose"}, {1, 10, "kansas city chiefs", "kansas city"}} {
		ix.names = append(ix.names, n)
	}
	add := func(id, date, season, home, away int32, sport uint8, status, gtype uint8) {
		p := int32(len(ix.games))
		ix.games = append(ix.games, gameKey{id: id, date: date, season: season, home: home, away: away, sport: sport, level: 1, status: status, gtype: gtype})
		ix.byTeam[home] = append(ix.byTeam[home], p)
		if away != home {
			ix.byTeam[away] = append(ix.byTeam[away], p)
		}
		ix.bySeason[season] = append(ix.bySeason[season], p)
		ix.byScope[[2]uint8{sport, 1}] = append(ix.byScope[[2]uint8{sport, 1}], p)
	}
	add(1, 20230910, 10, 1, 2, 1, 0, 0)
	add(2, 20231001, 20, 3, 3, 2, 0, 0)
	add(3, 20231105, 10, 2, 1, 1, 0, 0)
	add(4, 20240211, 10, 1, 2, 1, 0, 1)
	add(5, 20240211, 20, 3, 3, 2, 0, 0)
	add(6, 20251220, 10, 2, 1, 1, 1, 0)
	return ix
}

func TestGameIndexPlan(t *testing.T) {
	ix := tinyGameIndex()
	ids := func(f GameFilter, offset, limit int) ([]int32, int) {
		p := ix.plan(f)
		var out []int32
		for _, pos := range p.window(f.Asc, offset, limit) {
			out = append(out, ix.games[pos].id)
		}
		return out, p.count()
	}
	cases := []struct {
		name   string
		f      GameFilter
		offset int
		want   []int32
		count  int
	}{
		{"all, newest first", GameFilter{}, 0, []int32{6, 5, 4, 3, 2, 1}, 6},
		{"all, oldest first, from the third", GameFilter{Asc: true}, 2, []int32{3, 4, 5}, 6},
		{"sport only", GameFilter{Sport: "hockey"}, 0, []int32{5, 2}, 2},
		{"sport and level", GameFilter{Sport: "football", Level: "professional"}, 0, []int32{6, 4, 3, 1}, 4},
		{"season year in a sport", GameFilter{Season: 2023, Sport: "football"}, 0, []int32{6, 4, 3, 1}, 4},
		{"season without games", GameFilter{Season: 1999}, 0, nil, 0},
		{"team either side", GameFilter{TeamID: 2}, 0, []int32{6, 4, 3, 1}, 4},
		{"team of another sport", GameFilter{TeamID: 2, Sport: "hockey"}, 0, nil, 0},
		{"inclusive dates", GameFilter{DateFrom: "2023-11-05", DateTo: "2024-02-11"}, 0, []int32{5, 4, 3}, 3},
		{"team and dates", GameFilter{TeamID: 1, DateFrom: "2024-01-01"}, 0, []int32{6, 4}, 2},
		{"status", GameFilter{Status: "scheduled"}, 0, []int32{6}, 1},
		{"unknown status value", GameFilter{Status: "live"}, 0, nil, 0},
		{"type", GameFilter{GameType: "championship"}, 0, []int32{4}, 1},
		{"search by city, either side", GameFilter{Search: "San Fran"}, 0, []int32{6, 4, 3, 1}, 4},
		{"search with dates", GameFilter{Search: "kansas", DateTo: "2023-12-31"}, 0, []int32{3, 1}, 2},
		{"search matching nothing", GameFilter{Search: "zzz"}, 0, nil, 0},
		{"offset past the end", GameFilter{}, 10, nil, 6},
	}
	for _, c := range cases {
		got, n := ids(c.f, c.offset, 3)
		want := c.want
		if len(want) > 3 {
			want = want[:3]
		}
		if !reflect.DeepEqual(got, want) || n != c.count {
			t.Errorf("%s: got %v (count %d), want %v (count %d)", c.name, got, n, want, c.count)
		}
	}
}

func TestGameDateText(t *testing.T) {
	for _, d := range []string{"2024-02-11", "1899-04-14", "0999-01-09", "2026-12-31"} {
		if got := gameDateText(gameDateInt(d)); got != d {
			t.Errorf("%s -> %s", d, got)
		}
	}
	if gameDateInt("2024-2-1") != 0 || gameDateText(0) != "" {
		t.Errorf("malformed dates")
	}
}

// TestGameIndexDetailLookups: a game is found by id (dense ids in a slice,
// sparse ones in a map) and by slug in any case; two games with one slug
// and unknown refs go to the database.
func TestGameIndexDetailLookups(t *testing.T) {
	dims := tinyGameIndex().dims
	build := func(ids []int64, slugs []string) *gameIndex {
		ix, err := assembleGameIndex(dims, func(fn func(store.GameBase) error) error {
			for i, id := range ids {
				g := store.GameBase{ID: id, Slug: slugs[i], Date: "2023-09-10", Status: "final", GameType: "regular",
					SportID: 1, LevelID: 1, SeasonID: 10, Home: 1, Away: 2}
				if err := fn(g); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return ix
	}
	dense := build([]int64{1, 2, 3, 4}, []string{"nfl-a", "nfl-b", "nfl-dup", "nfl-dup"})
	sparse := build([]int64{7, 90000, 1 << 30}, []string{"nfl-x", "nfl-y", "nfl-z"})
	if dense.byIDDense == nil || sparse.byIDMap == nil {
		t.Fatalf("dense ids in a slice, sparse ones in a map: %v %v", dense.byIDDense != nil, sparse.byIDMap != nil)
	}
	for _, c := range []struct {
		ix     *gameIndex
		ref    string
		wantID int64 // 0: not answered from the index
	}{
		{dense, "2", 2},
		{dense, "nfl-b", 2},
		{dense, "NFL-A", 1},
		{dense, "nfl-dup", 0},
		{dense, "5", 0},
		{dense, "0", 0},
		{dense, "-3", 0},
		{dense, "nfl-none", 0},
		{sparse, "90000", 90000},
		{sparse, "1073741824", 1 << 30},
		{sparse, "nfl-z", 1 << 30},
		{sparse, "8", 0},
	} {
		g, ok := c.ix.detail(c.ref)
		if got := map[bool]int64{true: g.ID}[ok]; got != c.wantID {
			t.Errorf("detail(%q) = %d, want %d", c.ref, got, c.wantID)
		}
	}
}
