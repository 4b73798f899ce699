package readmodel

import (
	"context"
	"database/sql"
	"maps"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/almanac-sports/almanac/internal/store"
)

// gameIndex holds every game in memory, sorted by (date, id), with
// per-team, per-season and per-scope position lists, and the small tables
// games refer to. Lists, counts, deep pages, team-name search and records
// are answered from it without a query. About 125 bytes of heap per game
// (keys, shown fields with interned texts, slugs, position lists, lookups,
// the small tables): ~47 MB for the shipped dataset's 384k games, read
// from the database in 1.5-3 s or loaded from a saved copy in ~0.3 s
// (game_persist.go), and rebuilt when the dataset changes.
type gameIndex struct {
	games    []gameKey
	show     []gameShow        // by position, what a list shows beyond gameKey
	slugs    []byte            // game slugs, back to back
	strs     []string          // interned texts gameShow points into
	byTeam   map[int32][]int32 // franchise -> positions
	bySeason map[int32][]int32 // season -> positions
	byScope  map[[2]uint8][]int32

	dims     *store.GameDims
	sports   map[string]uint8 // slug -> id
	levels   map[string]uint8
	teamSlug map[string]int64 // franchise slug -> id
	names    []gameIndexName  // lowered names for search
	statuses []string         // interned status values
	types    []string         // interned game types

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
	sides     []gameSideInfo
	// Positions ordered by the xxhash of their slug: a lookup by slug is a
	// binary search (4 bytes a game instead of a 20-byte map entry).
	bySlugHash []int32
	// Games appended by live updates since the build (see game_live.go):
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

// gameKey is one game: what lists filter, sort and count on.
type gameKey struct {
	id     int32
	date   int32 // yyyymmdd
	season int32
	home   int32
	away   int32
	hs, as int16 // scores; -1 = unknown
	sport  uint8
	level  uint8
	status uint8
	gtype  uint8
	ot     bool
}

// gameShow is the rest of a game a list shows: texts as indexes into
// gameIndex.strs, the slug as a span of gameIndex.slugs.
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

// shootout: the game at a position was decided by a shootout.
func (ix *gameIndex) shootout(p int32) bool {
	return ix.games[p].ot && ix.strs[ix.show[p].overtime] == "SO"
}

// Neutral: the game at a position was played on a neutral site.
func (ix *gameIndex) Neutral(p int32) bool { return ix.show[p].neutral }

// Week is the week or round the game at a position names ("" for none).
func (ix *gameIndex) Week(p int32) string { return ix.strs[ix.show[p].week] }

// TeamNames are the home and away names the game at a position shows.
func (ix *gameIndex) TeamNames(p int32) (home, away string) {
	d := &ix.show[p]
	return ix.strs[d.homeName], ix.strs[d.awayName]
}

// base rebuilds the game at a position (without its notes).
func (ix *gameIndex) base(p int32) store.GameBase { return ix.baseIn(p, nil) }

// baseIn is base with the slug and date texts kept in a page's bytes (see
// textIn): two allocations a game less.
func (ix *gameIndex) baseIn(p int32, texts *[]byte) store.GameBase {
	k, d := &ix.games[p], &ix.show[p]
	g := store.GameBase{
		ID: int64(k.id), Slug: textIn(texts, ix.slugs[d.slugOff:d.slugOff+uint32(d.slugLen)]),
		StartTime: ix.strs[d.startTime], TimeZone: ix.strs[d.timeZone], Status: ix.statuses[k.status], GameType: ix.types[k.gtype],
		Week: ix.strs[d.week], Neutral: d.neutral, Overtime: ix.strs[d.overtime], Source: ix.strs[d.source],
		Home: int64(k.home), Away: int64(k.away), HomeName: ix.strs[d.homeName], AwayName: ix.strs[d.awayName],
		SeasonID: int64(k.season), VenueID: int64(d.venue), SportID: int64(k.sport), LevelID: int64(k.level),
	}
	if k.date > 0 {
		var date [10]byte
		g.Date = textIn(texts, appendGameDate(date[:0], k.date))
	}
	if k.hs >= 0 {
		g.HomeScore = sql.NullInt64{Int64: int64(k.hs), Valid: true}
	}
	if k.as >= 0 {
		g.AwayScore = sql.NullInt64{Int64: int64(k.as), Valid: true}
	}
	if d.attendance >= 0 {
		g.Attendance = sql.NullInt64{Int64: int64(d.attendance), Valid: true}
	}
	if l, ok := ix.live[k.id]; ok {
		g.Period, g.TimeRemaining, g.ExternalID = l.period, l.timeRemaining, l.externalID
	}
	return g
}

// textIn returns b as a string whose bytes are appended to buf (nil: a
// string of its own). Appending past capacity moves later texts to a new
// array; texts handed out earlier keep the old one, unchanged.
func textIn(buf *[]byte, b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if buf == nil {
		return string(b)
	}
	n := len(*buf)
	*buf = append(*buf, b...)
	return unsafe.String(&(*buf)[n], len(b))
}

type gameIndexName struct {
	franchise, season int32  // season 0: the franchise's own name
	name, city        string // lowered
}

// gameDateText turns yyyymmdd back into YYYY-MM-DD ("" for 0).
func gameDateText(d int32) string {
	if d <= 0 {
		return ""
	}
	return string(appendGameDate(make([]byte, 0, 10), d))
}

// appendGameDate appends yyyymmdd (positive) as YYYY-MM-DD.
func appendGameDate(b []byte, d int32) []byte {
	y, m, day := d/10000, d/100%100, d%100
	return append(b, byte('0'+y/1000%10), byte('0'+y/100%10), byte('0'+y/10%10), byte('0'+y%10), '-',
		byte('0'+m/10), byte('0'+m%10), '-', byte('0'+day/10), byte('0'+day%10))
}

// gameDateInt turns YYYY-MM-DD into yyyymmdd (0 when malformed).
func gameDateInt(s string) int32 {
	if len(s) < 10 {
		return 0
	}
	n, err := strconv.Atoi(s[0:4] + s[5:7] + s[8:10])
	if err != nil {
		return 0
	}
	return int32(n)
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

func gameFind(list []string, v string) (uint8, bool) {
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

// buildGameIndex reads every game once.
func buildGameIndex(ctx context.Context, st *store.Store) (*gameIndex, error) {
	dims, err := st.GameDims(ctx)
	if err != nil {
		return nil, err
	}
	return assembleGameIndex(dims, func(fn func(store.GameBase) error) error { return st.GameRows(ctx, fn) })
}

// assembleGameIndex builds the index of the games rows streams (as
// store.GameRows does: Notes "y" when a game has any).
func assembleGameIndex(dims *store.GameDims, rows func(func(store.GameBase) error) error) (*gameIndex, error) {
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
		ix.games = append(ix.games, gameKey{
			id: int32(r.ID), date: gameDateInt(r.Date), season: int32(r.SeasonID), home: int32(r.Home), away: int32(r.Away),
			hs: gameScore(r.HomeScore), as: gameScore(r.AwayScore), sport: uint8(r.SportID), level: uint8(r.LevelID),
			status: gameIntern(&ix.statuses, r.Status), gtype: gameIntern(&ix.types, r.GameType), ot: r.Overtime != "",
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
func newGameIndex(dims *store.GameDims) *gameIndex {
	ix := &gameIndex{
		byTeam: map[int32][]int32{}, bySeason: map[int32][]int32{}, byScope: map[[2]uint8][]int32{},
		dims: dims, sports: map[string]uint8{}, levels: map[string]uint8{}, teamSlug: map[string]int64{},
		gameCaches: newGameCaches(), seasonYears: seasonYearsOf(dims), live: map[int32]gameLive{},
	}
	ix.indexSides()
	for id, v := range dims.Sports {
		ix.sports[v.Slug] = uint8(id)
	}
	for id, v := range dims.Levels {
		ix.levels[v.Slug] = uint8(id)
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
		ix.teamSlug[f.Slug] = id
		ix.names = append(ix.names, gameIndexName{franchise: int32(id), name: lower(f.Name), city: lower(f.City)})
	}
	for k, t := range dims.TeamSeasons {
		ix.names = append(ix.names, gameIndexName{franchise: int32(k[0]), season: int32(k[1]), name: lower(t.Name), city: lower(t.City)})
	}
	return ix
}

// finish orders the games and makes the lookups and position lists.
func (ix *gameIndex) finish() {
	// The database sorts text dates, which is date order; keep the (date, id)
	// order exact whatever it returned.
	less := func(a, b *gameKey) bool { return a.date < b.date || (a.date == b.date && a.id < b.id) }
	if !sort.SliceIsSorted(ix.games, func(i, j int) bool { return less(&ix.games[i], &ix.games[j]) }) {
		perm := make([]int, len(ix.games))
		for i := range perm {
			perm[i] = i
		}
		sort.Slice(perm, func(i, j int) bool { return less(&ix.games[perm[i]], &ix.games[perm[j]]) })
		games, show := make([]gameKey, len(perm)), make([]gameShow, len(perm))
		for i, p := range perm {
			games[i], show[i] = ix.games[p], ix.show[p]
		}
		ix.games, ix.show = games, show
	}
	// Exact-size copies: append growth would leave up to a quarter unused
	// (a sorted or loaded index is exact already).
	ix.games, ix.show, ix.slugs = exactSize(ix.games), exactSize(ix.show), exactSize(ix.slugs)
	ix.indexIDs()
	nTeam, nSeason, nScope := map[int32]int{}, map[int32]int{}, map[[2]uint8]int{}
	for _, g := range ix.games {
		if g.home != 0 {
			nTeam[g.home]++
		}
		if g.away != 0 && g.away != g.home {
			nTeam[g.away]++
		}
		if g.season != 0 {
			nSeason[g.season]++
		}
		nScope[[2]uint8{g.sport, g.level}]++
	}
	for k, n := range nTeam {
		ix.byTeam[k] = make([]int32, 0, n)
	}
	for k, n := range nSeason {
		ix.bySeason[k] = make([]int32, 0, n)
	}
	for k, n := range nScope {
		ix.byScope[k] = make([]int32, 0, n)
	}
	for i, g := range ix.games {
		p := int32(i)
		if g.home != 0 {
			ix.byTeam[g.home] = append(ix.byTeam[g.home], p)
		}
		if g.away != 0 && g.away != g.home {
			ix.byTeam[g.away] = append(ix.byTeam[g.away], p)
		}
		if g.season != 0 {
			ix.bySeason[g.season] = append(ix.bySeason[g.season], p)
		}
		k := [2]uint8{g.sport, g.level}
		ix.byScope[k] = append(ix.byScope[k], p)
	}
}

// withSeason is a copy of the index whose dims hold season id too (a season
// the ingest opened after the index was built).
func (ix *gameIndex) withSeason(id int64, d store.GameDimSeason) *gameIndex {
	dims := *ix.dims
	dims.Seasons = maps.Clone(ix.dims.Seasons)
	dims.Seasons[id] = d
	next := *ix
	next.dims = &dims
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
