package api

import (
	"context"
	"database/sql"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/almanac-sports/almanac/internal/store"
)

// gameIndex holds every game in memory, sorted by (date, id), with
// per-team, per-season and per-scope position lists, and the small tables
// games refer to. Lists, counts, deep pages, team-name search and records
// are answered from it without a query. About 140 bytes of heap per game
// (keys, shown fields with interned texts, slugs, position lists, the small
// tables): ~50 MB for the shipped dataset's 366k games, built once per
// process in 1-3 s and rebuilt when the dataset changes.
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

	searchMu sync.Mutex
	searches map[string]*gameSearch
	seasonsM map[string][]int32 // season year + scope -> merged positions
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

// base rebuilds the game at a position (without its notes).
func (ix *gameIndex) base(p int32) store.GameBase {
	k, d := &ix.games[p], &ix.show[p]
	g := store.GameBase{
		ID: int64(k.id), Slug: string(ix.slugs[d.slugOff : d.slugOff+uint32(d.slugLen)]),
		StartTime: ix.strs[d.startTime], TimeZone: ix.strs[d.timeZone], Status: ix.statuses[k.status], GameType: ix.types[k.gtype],
		Week: ix.strs[d.week], Neutral: d.neutral, Overtime: ix.strs[d.overtime], Source: ix.strs[d.source],
		Home: int64(k.home), Away: int64(k.away), HomeName: ix.strs[d.homeName], AwayName: ix.strs[d.awayName],
		SeasonID: int64(k.season), VenueID: int64(d.venue), SportID: int64(k.sport), LevelID: int64(k.level),
	}
	g.Date = gameDateText(k.date)
	if k.hs >= 0 {
		g.HomeScore = sql.NullInt64{Int64: int64(k.hs), Valid: true}
	}
	if k.as >= 0 {
		g.AwayScore = sql.NullInt64{Int64: int64(k.as), Valid: true}
	}
	if d.attendance >= 0 {
		g.Attendance = sql.NullInt64{Int64: int64(d.attendance), Valid: true}
	}
	return g
}

type gameIndexName struct {
	franchise, season int32  // season 0: the franchise's own name
	name, city        string // lowered
}

// gameDateText turns yyyymmdd back into YYYY-MM-DD.
func gameDateText(d int32) string {
	if d <= 0 {
		return ""
	}
	b := []byte("0000-00-00")
	for i, v := range []int32{d / 10000, d / 100 % 100, d % 100} {
		pos := [3]int{3, 6, 9}[i]
		for ; v > 0 && pos >= 0 && b[pos] != '-'; pos-- {
			b[pos] = byte('0' + v%10)
			v /= 10
		}
	}
	return string(b)
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
	ix := &gameIndex{
		byTeam: map[int32][]int32{}, bySeason: map[int32][]int32{}, byScope: map[[2]uint8][]int32{},
		dims: dims, sports: map[string]uint8{}, levels: map[string]uint8{}, teamSlug: map[string]int64{},
		searches: map[string]*gameSearch{}, seasonsM: map[string][]int32{},
	}
	for id, v := range dims.Sports {
		ix.sports[v.Slug] = uint8(id)
	}
	for id, v := range dims.Levels {
		ix.levels[v.Slug] = uint8(id)
	}
	for id, f := range dims.Franchises {
		ix.teamSlug[f.Slug] = id
		ix.names = append(ix.names, gameIndexName{franchise: int32(id), name: strings.ToLower(f.Name), city: strings.ToLower(f.City)})
	}
	for k, t := range dims.TeamSeasons {
		ix.names = append(ix.names, gameIndexName{franchise: int32(k[0]), season: int32(k[1]), name: strings.ToLower(t.Name), city: strings.ToLower(t.City)})
	}
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
	err = st.GameRows(ctx, func(r store.GameBase) error {
		ix.games = append(ix.games, gameKey{
			id: int32(r.ID), date: gameDateInt(r.Date), season: int32(r.SeasonID), home: int32(r.Home), away: int32(r.Away),
			hs: gameScore(r.HomeScore), as: gameScore(r.AwayScore), sport: uint8(r.SportID), level: uint8(r.LevelID),
			status: gameIntern(&ix.statuses, r.Status), gtype: gameIntern(&ix.types, r.GameType), ot: r.Overtime != "",
		})
		d := gameShow{slugOff: uint32(len(ix.slugs)), slugLen: uint8(min(len(r.Slug), 255)), neutral: r.Neutral,
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
	// Exact-size copies: append growth would leave up to a quarter unused.
	ix.games = append(make([]gameKey, 0, len(ix.games)), ix.games...)
	ix.show = append(make([]gameShow, 0, len(ix.show)), ix.show...)
	ix.slugs = append(make([]byte, 0, len(ix.slugs)), ix.slugs...)
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
	return ix, nil
}

// gameFilter is a parsed games query.
type gameFilter struct {
	Sport, Level string // slugs
	Season       int    // start year
	TeamID       int64
	Status       string
	GameType     string
	DateFrom     string // inclusive YYYY-MM-DD
	DateTo       string
	Search       string
	Asc          bool
}

func (f gameFilter) key() string {
	return strings.Join([]string{f.Sport, f.Level, strconv.Itoa(f.Season), strconv.FormatInt(f.TeamID, 10), f.Status, f.GameType,
		f.DateFrom, f.DateTo, strings.ToLower(f.Search)}, "|")
}

// gamePlan is a filter resolved against the index: the candidate positions
// (ascending) and the checks left for each candidate.
type gamePlan struct {
	ix    *gameIndex
	cand  []int32 // nil with all=true: every position in [lo, hi)
	all   bool
	lo    int32
	hi    int32
	none  bool
	check func(g *gameKey) bool // nil: every candidate matches
}

// plan picks the smallest candidate list for f and leaves the rest as checks.
func (ix *gameIndex) plan(f gameFilter) gamePlan {
	p := gamePlan{ix: ix, lo: 0, hi: int32(len(ix.games))}
	var sport, level uint8
	var ok bool
	if f.Sport != "" {
		if sport, ok = ix.sports[f.Sport]; !ok {
			p.none = true
			return p
		}
	}
	if f.Level != "" {
		if level, ok = ix.levels[f.Level]; !ok {
			p.none = true
			return p
		}
	}
	var checks []func(g *gameKey) bool
	// Date range -> position bounds (the games are in date order).
	if f.DateFrom != "" {
		d := gameDateInt(f.DateFrom)
		p.lo = int32(sort.Search(len(ix.games), func(i int) bool { return ix.games[i].date >= d }))
	}
	if f.DateTo != "" {
		d := gameDateInt(f.DateTo)
		p.hi = int32(sort.Search(len(ix.games), func(i int) bool { return ix.games[i].date > d }))
	}
	if p.lo >= p.hi {
		p.none = true
		return p
	}
	// Seasons of the year within the scope.
	var seasonSet map[int32]bool
	if f.Season != 0 {
		seasonSet = map[int32]bool{}
		for id, s := range ix.dims.Seasons {
			if s.StartYear == f.Season && (f.Sport == "" || uint8(s.SportID) == sport) && (f.Level == "" || uint8(s.LevelID) == level) {
				seasonSet[int32(id)] = true
			}
		}
		if len(seasonSet) == 0 {
			p.none = true
			return p
		}
	}
	switch {
	case f.TeamID != 0:
		p.cand = ix.byTeam[int32(f.TeamID)]
		if t, ok := ix.dims.Franchises[f.TeamID]; !ok || (f.Sport != "" && uint8(t.SportID) != sport) || (f.Level != "" && uint8(t.LevelID) != level) {
			p.none = true
			return p
		}
		if seasonSet != nil {
			checks = append(checks, func(g *gameKey) bool { return seasonSet[g.season] })
		}
	case seasonSet != nil:
		p.cand = ix.seasonPositions(f, seasonSet)
	case f.Sport != "" && f.Level != "":
		p.cand = ix.byScope[[2]uint8{sport, level}]
	default:
		p.all = true
		if f.Sport != "" {
			checks = append(checks, func(g *gameKey) bool { return g.sport == sport })
		}
		if f.Level != "" {
			checks = append(checks, func(g *gameKey) bool { return g.level == level })
		}
	}
	if !p.all {
		// Narrow the candidate list to the date bounds.
		c := p.cand
		i := sort.Search(len(c), func(i int) bool { return c[i] >= p.lo })
		j := sort.Search(len(c), func(i int) bool { return c[i] >= p.hi })
		p.cand = c[i:j]
	}
	if f.Status != "" {
		st, found := gameFind(ix.statuses, f.Status)
		if !found {
			p.none = true
			return p
		}
		checks = append(checks, func(g *gameKey) bool { return g.status == st })
	}
	if f.GameType != "" {
		gt, found := gameFind(ix.types, f.GameType)
		if !found {
			p.none = true
			return p
		}
		checks = append(checks, func(g *gameKey) bool { return g.gtype == gt })
	}
	if f.Search != "" {
		c, ok := ix.searchCheck(f.Search, &p)
		if !ok {
			p.none = true
			return p
		}
		checks = append(checks, c)
	}
	switch len(checks) {
	case 0:
	case 1:
		p.check = checks[0]
	default:
		p.check = func(g *gameKey) bool {
			for _, c := range checks {
				if !c(g) {
					return false
				}
			}
			return true
		}
	}
	return p
}

// gameSearch is a resolved team-name search: the team-seasons whose name or
// city matches, franchises whose own name matches, and (when not too many)
// the positions of those franchises' games.
type gameSearch struct {
	pairs    map[[2]int32]bool
	own      map[int32]bool
	cand     []int32
	hasCand  bool
	anything bool
}

const (
	gameSearchMax     = 256   // resolved searches kept
	gameSearchMaxCand = 20000 // positions kept per search (more: scan instead)
)

// resolveSearch finds (and remembers) what a search text matches.
func (ix *gameIndex) resolveSearch(q string) *gameSearch {
	ix.searchMu.Lock()
	if s, ok := ix.searches[q]; ok {
		ix.searchMu.Unlock()
		return s
	}
	ix.searchMu.Unlock()
	s := &gameSearch{pairs: map[[2]int32]bool{}, own: map[int32]bool{}}
	franchises := map[int32]bool{}
	for _, n := range ix.names {
		if !strings.Contains(n.name, q) && !strings.Contains(n.city, q) {
			continue
		}
		franchises[n.franchise] = true
		if n.season == 0 {
			s.own[n.franchise] = true
		} else {
			s.pairs[[2]int32{n.franchise, n.season}] = true
		}
	}
	s.anything = len(franchises) > 0
	n := 0
	for f := range franchises {
		n += len(ix.byTeam[f])
	}
	if n <= gameSearchMaxCand {
		var lists [][]int32
		for f := range franchises {
			lists = append(lists, ix.byTeam[f])
		}
		s.cand, s.hasCand = gameMerge(lists), true
	}
	ix.searchMu.Lock()
	if len(ix.searches) >= gameSearchMax {
		ix.searches = map[string]*gameSearch{}
	}
	ix.searches[q] = s
	ix.searchMu.Unlock()
	return s
}

// searchCheck matches either team's name or city in the game's season
// (falling back to the franchise's own when the team has no season row).
// When the plan has no narrower candidates, it switches them to the matched
// franchises' games.
func (ix *gameIndex) searchCheck(text string, p *gamePlan) (func(g *gameKey) bool, bool) {
	s := ix.resolveSearch(strings.ToLower(text))
	if !s.anything {
		return nil, false
	}
	side := func(team, season int32) bool {
		if team == 0 {
			return false
		}
		if s.pairs[[2]int32{team, season}] {
			return true
		}
		if !s.own[team] {
			return false
		}
		_, has := ix.dims.TeamSeasons[[2]int64{int64(team), int64(season)}]
		return !has
	}
	if p.all && s.hasCand {
		m := s.cand
		i := sort.Search(len(m), func(i int) bool { return m[i] >= p.lo })
		j := sort.Search(len(m), func(i int) bool { return m[i] >= p.hi })
		p.cand, p.all = m[i:j], false
	}
	return func(g *gameKey) bool { return side(g.home, g.season) || side(g.away, g.season) }, true
}

// seasonPositions merges (once) the positions of a season year's games
// within a scope.
func (ix *gameIndex) seasonPositions(f gameFilter, seasons map[int32]bool) []int32 {
	k := strconv.Itoa(f.Season) + "|" + f.Sport + "|" + f.Level
	ix.searchMu.Lock()
	m, ok := ix.seasonsM[k]
	ix.searchMu.Unlock()
	if ok {
		return m
	}
	var lists [][]int32
	for id := range seasons {
		lists = append(lists, ix.bySeason[id])
	}
	m = gameMerge(lists)
	ix.searchMu.Lock()
	if len(ix.seasonsM) >= gameSearchMax {
		ix.seasonsM = map[string][]int32{}
	}
	ix.seasonsM[k] = m
	ix.searchMu.Unlock()
	return m
}

// gameMerge merges ascending position lists into one ascending list without
// duplicates.
func gameMerge(lists [][]int32) []int32 {
	switch len(lists) {
	case 0:
		return nil
	case 1:
		return lists[0]
	}
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	out := make([]int32, 0, n)
	for _, l := range lists {
		out = append(out, l...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	w := 0
	for i, v := range out {
		if i == 0 || v != out[w-1] {
			out[w] = v
			w++
		}
	}
	return out[:w]
}

func (p *gamePlan) size() int {
	if p.all {
		return int(p.hi - p.lo)
	}
	return len(p.cand)
}

func (p *gamePlan) at(i int) int32 {
	if p.all {
		return p.lo + int32(i)
	}
	return p.cand[i]
}

// count is the number of matching games.
func (p *gamePlan) count() int {
	if p.none {
		return 0
	}
	if p.check == nil {
		return p.size()
	}
	n := 0
	for i, sz := 0, p.size(); i < sz; i++ {
		if p.check(&p.ix.games[p.at(i)]) {
			n++
		}
	}
	return n
}

// window returns the positions of matches [offset, offset+limit) in the
// order asked.
func (p *gamePlan) window(asc bool, offset, limit int) []int32 {
	if p.none || limit <= 0 {
		return nil
	}
	sz := p.size()
	var out []int32
	pos := func(k int) int32 {
		if asc {
			return p.at(k)
		}
		return p.at(sz - 1 - k)
	}
	if p.check == nil {
		for k := offset; k < sz && len(out) < limit; k++ {
			out = append(out, pos(k))
		}
		return out
	}
	seen := 0
	for k := 0; k < sz && len(out) < limit; k++ {
		at := pos(k)
		if !p.check(&p.ix.games[at]) {
			continue
		}
		if seen >= offset {
			out = append(out, at)
		}
		seen++
	}
	return out
}

// gameIndexFor returns the API's game index, building it on first use.
func (a *API) gameIndexFor(ctx context.Context) (*gameIndex, error) {
	return gameMemoized(ctx, a, "index", func(ctx context.Context) (*gameIndex, error) {
		return buildGameIndex(ctx, a.Store)
	})
}
