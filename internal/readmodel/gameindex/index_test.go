package gameindex

import (
	"reflect"
	"testing"

	"github.com/almanac-sports/almanac/internal/store"
)

// tinyGameIndex: two sports, two seasons, three teams, six games.
func tinyGameIndex() *Index {
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
	ix := &Index{ByTeam: map[int32][]int32{}, BySeason: map[int32][]int32{}, ByScope: map[[2]uint8][]int32{}, Dims: dims,
		Sports: map[string]uint8{"football": 1, "hockey": 2}, Levels: map[string]uint8{"professional": 1},
		TeamSlug: map[string]int64{"kc": 1, "sf": 2, "sj": 3}, gameCaches: newGameCaches(), seasonYears: seasonYearsOf(dims),
		Statuses: []string{"final", "scheduled"}, Types: []string{"regular", "championship"}}
	ix.indexSides()
	for _, n := range []gameIndexName{{1, 0, "kansas city chiefs", "kansas city"}, {2, 0, "san francisco 49ers", "san francisco"},
		{3, 0, "san jose sharks", "san jose"}, {1, 10, "kansas city chiefs", "kansas city"}} {
		ix.names = append(ix.names, n)
	}
	add := func(id, date, season, home, away int32, sport uint8, status, gtype uint8) {
		p := int32(len(ix.Games))
		ix.Games = append(ix.Games, Key{ID: id, Date: date, Season: season, Home: home, Away: away, Sport: sport, Level: 1, Status: status, GType: gtype})
		ix.ByTeam[home] = append(ix.ByTeam[home], p)
		if away != home {
			ix.ByTeam[away] = append(ix.ByTeam[away], p)
		}
		ix.BySeason[season] = append(ix.BySeason[season], p)
		ix.ByScope[[2]uint8{sport, 1}] = append(ix.ByScope[[2]uint8{sport, 1}], p)
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
	ids := func(f Filter, offset, limit int) ([]int32, int) {
		p := ix.Plan(f)
		var out []int32
		for _, pos := range p.Window(f.Asc, offset, limit) {
			out = append(out, ix.Games[pos].ID)
		}
		return out, p.Count()
	}
	cases := []struct {
		name   string
		f      Filter
		offset int
		want   []int32
		count  int
	}{
		{"all, newest first", Filter{}, 0, []int32{6, 5, 4, 3, 2, 1}, 6},
		{"all, oldest first, from the third", Filter{Asc: true}, 2, []int32{3, 4, 5}, 6},
		{"sport only", Filter{Sport: "hockey"}, 0, []int32{5, 2}, 2},
		{"sport and level", Filter{Sport: "football", Level: "professional"}, 0, []int32{6, 4, 3, 1}, 4},
		{"season year in a sport", Filter{Season: 2023, Sport: "football"}, 0, []int32{6, 4, 3, 1}, 4},
		{"season without games", Filter{Season: 1999}, 0, nil, 0},
		{"team either side", Filter{TeamID: 2}, 0, []int32{6, 4, 3, 1}, 4},
		{"team of another sport", Filter{TeamID: 2, Sport: "hockey"}, 0, nil, 0},
		{"inclusive dates", Filter{DateFrom: "2023-11-05", DateTo: "2024-02-11"}, 0, []int32{5, 4, 3}, 3},
		{"team and dates", Filter{TeamID: 1, DateFrom: "2024-01-01"}, 0, []int32{6, 4}, 2},
		{"status", Filter{Status: "scheduled"}, 0, []int32{6}, 1},
		{"unknown status value", Filter{Status: "live"}, 0, nil, 0},
		{"type", Filter{GameType: "championship"}, 0, []int32{4}, 1},
		{"search by city, either side", Filter{Search: "San Fran"}, 0, []int32{6, 4, 3, 1}, 4},
		{"search with dates", Filter{Search: "kansas", DateTo: "2023-12-31"}, 0, []int32{3, 1}, 2},
		{"search matching nothing", Filter{Search: "zzz"}, 0, nil, 0},
		{"offset past the end", Filter{}, 10, nil, 6},
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
		if got := DateText(DateInt(d)); got != d {
			t.Errorf("%s -> %s", d, got)
		}
	}
	if DateInt("2024-2-1") != 0 || DateText(0) != "" {
		t.Errorf("malformed dates")
	}
}

// TestGameIndexDetailLookups: a game is found by id (dense ids in a slice,
// sparse ones in a map) and by slug in any case; two games with one slug
// and unknown refs go to the database.
func TestGameIndexDetailLookups(t *testing.T) {
	dims := tinyGameIndex().Dims
	build := func(ids []int64, slugs []string) *Index {
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
		ix     *Index
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
		g, ok := c.ix.Detail(c.ref)
		if got := map[bool]int64{true: g.ID}[ok]; got != c.wantID {
			t.Errorf("detail(%q) = %d, want %d", c.ref, got, c.wantID)
		}
	}
}
