package gameindex

import (
	"context"
	"database/sql"
	"maps"
	"sort"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/store"
)

// Index holds every game in memory, sorted by (date, id), with
// per-team, per-season and per-scope position lists, and the small tables
// games refer to. Lists, counts, deep pages, team-name search and records
// are answered from it without a query. About 125 bytes of heap per game
// (keys, shown fields with interned texts, slugs, position lists, lookups,
// the small tables): ~47 MB for the shipped dataset's 384k games, read
// from the database in 1.5-3 s or loaded from a saved copy in ~0.3 s
// (saved.go), and rebuilt when the dataset changes.
type Index struct {
	Games    []Key
	show     []gameShow        // by position, what a list shows beyond Key
	slugs    []byte            // game slugs, back to back
	strs     []string          // interned texts gameShow points into
	ByTeam   map[int32][]int32 // franchise -> positions
	BySeason map[int32][]int32 // season -> positions
	ByScope  map[[2]uint8][]int32

	Dims     *store.GameDims
	Sports   map[string]uint8 // slug -> id
	Levels   map[string]uint8
	TeamSlug map[string]int64 // franchise slug -> id
	names    []gameIndexName  // lowered names for search
	Statuses []string         // interned status values
	Types    []string         // interned game types

	// caches hold what queries resolve into positions (shared by the
	// copies a live update makes while the positions stay the same).
	*gameCaches
	// live holds the period, clock and feed id of the games entered through
	// the ingest API (none of the imported games has them).
	live map[int32]gameLive

	seasonYears map[int][]int64 // start year -> season ids

	// Game id -> position: a slice by id when ids are dense (as the import
	// numbers them; -1: none), else a map.
	byIDDense []int32
	byIDMap   map[int32]int32
	sideIdx   map[uint64]int32 // sideKey -> sides index
	sides     []Side
	// Positions ordered by the xxhash of their slug: a lookup by slug is a
	// binary search (4 bytes a game instead of a 20-byte map entry).
	bySlugHash []int32
	// Games appended by live updates since the build (see patch.go):
	// small maps beside the large ones, which are shared, not copied.
	addedID   map[int32]int32
	addedSlug map[uint64]int32
}

// gameCaches are the resolved searches and merged season lists of an index.
type gameCaches struct {
	searchMu sync.Mutex
	searches map[string]*gameSearch
	seasonsM map[string][]int32 // season year + scope -> merged positions
}

func newGameCaches() *gameCaches {
	return &gameCaches{searches: map[string]*gameSearch{}, seasonsM: map[string][]int32{}}
}

// gameLive is what a live game has beyond an imported one.
type gameLive struct {
	period        sql.NullInt64
	timeRemaining string
	externalID    string
}

// Key is one game: what lists filter, sort and count on.
type Key struct {
	ID     int32
	Date   int32 // yyyymmdd
	Season int32
	Home   int32
	Away   int32
	HS, AS int16 // scores; -1 = unknown
	Sport  uint8
	Level  uint8
	Status uint8
	GType  uint8
	OT     bool
}

// gameShow is the rest of a game a list shows: texts as indexes into
// Index.strs, the slug as a span of Index.slugs.
type gameShow struct {
	slugOff    uint32
	slugLen    uint8
	neutral    bool
	hasNotes   bool // the detail reads them from the database
	startTime  uint32
	timeZone   uint32
	week       uint32
	overtime   uint32
	source     uint32
	homeName   uint32
	awayName   uint32
	attendance int32 // -1 = unknown
	venue      int32
}

// Shootout: the game at a position was decided by a shootout.
func (ix *Index) Shootout(p int32) bool {
	return ix.Games[p].OT && ix.strs[ix.show[p].overtime] == "SO"
}

// Neutral: the game at a position was played on a neutral site.
func (ix *Index) Neutral(p int32) bool { return ix.show[p].neutral }

// Week is the week or round the game at a position names ("" for none).
func (ix *Index) Week(p int32) string { return ix.strs[ix.show[p].week] }

// TeamNames are the home and away names the game at a position shows.
func (ix *Index) TeamNames(p int32) (home, away string) {
	d := &ix.show[p]
	return ix.strs[d.homeName], ix.strs[d.awayName]
}

// Base rebuilds the game at a position (without its notes).
func (ix *Index) Base(p int32) store.GameBase { return ix.BaseIn(p, nil) }

// BaseIn is Base with the slug and date texts kept in a page's bytes (see
// textIn): two allocations a game less.
func (ix *Index) BaseIn(p int32, texts *[]byte) store.GameBase {
	k, d := &ix.Games[p], &ix.show[p]
	g := store.GameBase{
		ID: int64(k.ID), Slug: textIn(texts, ix.slugs[d.slugOff:d.slugOff+uint32(d.slugLen)]),
		StartTime: ix.strs[d.startTime], TimeZone: ix.strs[d.timeZone], Status: ix.Statuses[k.Status], GameType: ix.Types[k.GType],
		Week: ix.strs[d.week], Neutral: d.neutral, Overtime: ix.strs[d.overtime], Source: ix.strs[d.source],
		Home: int64(k.Home), Away: int64(k.Away), HomeName: ix.strs[d.homeName], AwayName: ix.strs[d.awayName],
		SeasonID: int64(k.Season), VenueID: int64(d.venue), SportID: int64(k.Sport), LevelID: int64(k.Level),
	}
	if k.Date > 0 {
		var date [10]byte
		g.Date = textIn(texts, appendGameDate(date[:0], k.Date))
	}
	if k.HS >= 0 {
		g.HomeScore = sql.NullInt64{Int64: int64(k.HS), Valid: true}
	}
	if k.AS >= 0 {
		g.AwayScore = sql.NullInt64{Int64: int64(k.AS), Valid: true}
	}
	if d.attendance >= 0 {
		g.Attendance = sql.NullInt64{Int64: int64(d.attendance), Valid: true}
	}
	if l, ok := ix.live[k.ID]; ok {
		g.Period, g.TimeRemaining, g.ExternalID = l.period, l.timeRemaining, l.externalID
	}
	return g
}

type gameIndexName struct {
	franchise, season int32  // season 0: the franchise's own name
	name, city        string // lowered
}

func gameIntern(list *[]string, v string) uint8 {
	for i, x := range *list {
		if x == v {
			return uint8(i)
		}
	}
	*list = append(*list, v)
	return uint8(len(*list) - 1)
}

// Code is v's number in an interned list (the index's Statuses or Types);
// false when no game has it.
func Code(list []string, v string) (uint8, bool) {
	for i, x := range list {
		if x == v {
			return uint8(i), true
		}
	}
	return 0, false
}

func gameScore(v sql.NullInt64) int16 {
	if v.Valid && v.Int64 >= 0 && v.Int64 < 32767 {
		return int16(v.Int64)
	}
	return -1
}

// Build reads every game once.
func Build(ctx context.Context, st *store.Store) (*Index, error) {
	dims, err := st.GameDims(ctx)
	if err != nil {
		return nil, err
	}
	return assembleGameIndex(dims, func(fn func(store.GameBase) error) error { return st.GameRows(ctx, fn) })
}

// assembleGameIndex builds the index of the games rows streams (as
// store.GameRows does: Notes "y" when a game has any).
func assembleGameIndex(dims *store.GameDims, rows func(func(store.GameBase) error) error) (*Index, error) {
	ix := newGameIndex(dims)
	strs := map[string]uint32{}
	intern := func(v string) uint32 {
		if i, ok := strs[v]; ok {
			return i
		}
		ix.strs = append(ix.strs, v)
		strs[v] = uint32(len(ix.strs) - 1)
		return uint32(len(ix.strs) - 1)
	}
	intern("")
	err := rows(func(r store.GameBase) error {
		if r.ExternalID != "" || r.Period.Valid || r.TimeRemaining != "" {
			ix.live[int32(r.ID)] = gameLive{period: r.Period, timeRemaining: r.TimeRemaining, externalID: r.ExternalID}
		}
		ix.Games = append(ix.Games, Key{
			ID: int32(r.ID), Date: DateInt(r.Date), Season: int32(r.SeasonID), Home: int32(r.Home), Away: int32(r.Away),
			HS: gameScore(r.HomeScore), AS: gameScore(r.AwayScore), Sport: uint8(r.SportID), Level: uint8(r.LevelID),
			Status: gameIntern(&ix.Statuses, r.Status), GType: gameIntern(&ix.Types, r.GameType), OT: r.Overtime != "",
		})
		d := gameShow{slugOff: uint32(len(ix.slugs)), slugLen: uint8(min(len(r.Slug), 255)), neutral: r.Neutral, hasNotes: r.Notes != "",
			startTime: intern(r.StartTime), timeZone: intern(r.TimeZone), week: intern(r.Week), overtime: intern(r.Overtime),
			source: intern(r.Source), homeName: intern(r.HomeName), awayName: intern(r.AwayName),
			attendance: -1, venue: int32(r.VenueID)}
		ix.slugs = append(ix.slugs, r.Slug[:d.slugLen]...)
		if r.Attendance.Valid && r.Attendance.Int64 >= 0 && r.Attendance.Int64 < 1<<31 {
			d.attendance = int32(r.Attendance.Int64)
		}
		ix.show = append(ix.show, d)
		return nil
	})
	if err != nil {
		return nil, err
	}
	ix.finish()
	return ix, nil
}

// newGameIndex starts an index of no games over the small tables.
func newGameIndex(dims *store.GameDims) *Index {
	ix := &Index{
		ByTeam: map[int32][]int32{}, BySeason: map[int32][]int32{}, ByScope: map[[2]uint8][]int32{},
		Dims: dims, Sports: map[string]uint8{}, Levels: map[string]uint8{}, TeamSlug: map[string]int64{},
		gameCaches: newGameCaches(), seasonYears: seasonYearsOf(dims), live: map[int32]gameLive{},
	}
	ix.indexSides()
	for id, v := range dims.Sports {
		ix.Sports[v.Slug] = uint8(id)
	}
	for id, v := range dims.Levels {
		ix.Levels[v.Slug] = uint8(id)
	}
	lowered := map[string]string{} // one copy of each team's lowered texts
	lower := func(v string) string {
		w, ok := lowered[v]
		if !ok {
			w = strings.ToLower(v)
			lowered[v] = w
		}
		return w
	}
	ix.names = make([]gameIndexName, 0, len(dims.Franchises)+len(dims.TeamSeasons))
	for id, f := range dims.Franchises {
		ix.TeamSlug[f.Slug] = id
		ix.names = append(ix.names, gameIndexName{franchise: int32(id), name: lower(f.Name), city: lower(f.City)})
	}
	for k, t := range dims.TeamSeasons {
		ix.names = append(ix.names, gameIndexName{franchise: int32(k[0]), season: int32(k[1]), name: lower(t.Name), city: lower(t.City)})
	}
	return ix
}

// finish orders the games and makes the lookups and position lists.
func (ix *Index) finish() {
	// The database sorts text dates, which is date order; keep the (date, id)
	// order exact whatever it returned.
	less := func(a, b *Key) bool { return a.Date < b.Date || (a.Date == b.Date && a.ID < b.ID) }
	if !sort.SliceIsSorted(ix.Games, func(i, j int) bool { return less(&ix.Games[i], &ix.Games[j]) }) {
		perm := make([]int, len(ix.Games))
		for i := range perm {
			perm[i] = i
		}
		sort.Slice(perm, func(i, j int) bool { return less(&ix.Games[perm[i]], &ix.Games[perm[j]]) })
		games, show := make([]Key, len(perm)), make([]gameShow, len(perm))
		for i, p := range perm {
			games[i], show[i] = ix.Games[p], ix.show[p]
		}
		ix.Games, ix.show = games, show
	}
	// Exact-size copies: append growth would leave up to a quarter unused
	// (a sorted or loaded index is exact already).
	ix.Games, ix.show, ix.slugs = exactSize(ix.Games), exactSize(ix.show), exactSize(ix.slugs)
	ix.indexIDs()
	nTeam, nSeason, nScope := map[int32]int{}, map[int32]int{}, map[[2]uint8]int{}
	for _, g := range ix.Games {
		if g.Home != 0 {
			nTeam[g.Home]++
		}
		if g.Away != 0 && g.Away != g.Home {
			nTeam[g.Away]++
		}
		if g.Season != 0 {
			nSeason[g.Season]++
		}
		nScope[[2]uint8{g.Sport, g.Level}]++
	}
	for k, n := range nTeam {
		ix.ByTeam[k] = make([]int32, 0, n)
	}
	for k, n := range nSeason {
		ix.BySeason[k] = make([]int32, 0, n)
	}
	for k, n := range nScope {
		ix.ByScope[k] = make([]int32, 0, n)
	}
	for i, g := range ix.Games {
		p := int32(i)
		if g.Home != 0 {
			ix.ByTeam[g.Home] = append(ix.ByTeam[g.Home], p)
		}
		if g.Away != 0 && g.Away != g.Home {
			ix.ByTeam[g.Away] = append(ix.ByTeam[g.Away], p)
		}
		if g.Season != 0 {
			ix.BySeason[g.Season] = append(ix.BySeason[g.Season], p)
		}
		k := [2]uint8{g.Sport, g.Level}
		ix.ByScope[k] = append(ix.ByScope[k], p)
	}
}

// WithSeason is a copy of the index whose dims hold season id too (a season
// the ingest opened after the index was built).
func (ix *Index) WithSeason(id int64, d store.GameDimSeason) *Index {
	dims := *ix.Dims
	dims.Seasons = maps.Clone(ix.Dims.Seasons)
	dims.Seasons[id] = d
	next := *ix
	next.Dims = &dims
	next.seasonYears = seasonYearsOf(&dims)
	next.gameCaches = newGameCaches()
	return &next
}

// exactSize is s in an array of its length.
func exactSize[T any](s []T) []T {
	if cap(s) == len(s) {
		return s
	}
	return append(make([]T, 0, len(s)), s...)
}

// seasonYearsOf lists the season ids of each start year.
func seasonYearsOf(dims *store.GameDims) map[int][]int64 {
	out := map[int][]int64{}
	for id, s := range dims.Seasons {
		out[s.StartYear] = append(out[s.StartYear], id)
	}
	return out
}
