package gameindex

// Query planning over the game index: filters, name search, paging windows.

import (
	"sort"
	"strconv"
	"strings"
)

// Filter is a parsed games query.
type Filter struct {
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

// Key names the filter in the cache of counts (its text search in lower case).
func (f Filter) Key() string {
	return strings.Join([]string{f.Sport, f.Level, strconv.Itoa(f.Season), strconv.FormatInt(f.TeamID, 10), f.Status, f.GameType,
		f.DateFrom, f.DateTo, strings.ToLower(f.Search)}, "|")
}

// Plan is a filter resolved against the index: the candidate positions
// (ascending) and the checks left for each candidate.
type Plan struct {
	ix    *Index
	cand  []int32 // nil with all=true: every position in [lo, hi)
	all   bool
	lo    int32
	hi    int32
	none  bool
	check func(g *Key) bool // nil: every candidate matches
}

// Plan picks the smallest candidate list for f and leaves the rest as checks.
func (ix *Index) Plan(f Filter) Plan {
	p := Plan{ix: ix, lo: 0, hi: int32(len(ix.Games))}
	var sport, level uint8
	var ok bool
	if f.Sport != "" {
		if sport, ok = ix.Sports[f.Sport]; !ok {
			p.none = true
			return p
		}
	}
	if f.Level != "" {
		if level, ok = ix.Levels[f.Level]; !ok {
			p.none = true
			return p
		}
	}
	var checks []func(g *Key) bool
	// Date range -> position bounds (the games are in date order).
	if f.DateFrom != "" {
		d := DateInt(f.DateFrom)
		p.lo = int32(sort.Search(len(ix.Games), func(i int) bool { return ix.Games[i].Date >= d }))
	}
	if f.DateTo != "" {
		d := DateInt(f.DateTo)
		p.hi = int32(sort.Search(len(ix.Games), func(i int) bool { return ix.Games[i].Date > d }))
	}
	if p.lo >= p.hi {
		p.none = true
		return p
	}
	// Seasons of the year within the scope.
	var seasonSet map[int32]bool
	if f.Season != 0 {
		seasonSet = map[int32]bool{}
		for _, id := range ix.seasonYears[f.Season] {
			if s := ix.Dims.Seasons[id]; s.StartYear == f.Season && (f.Sport == "" || uint8(s.SportID) == sport) && (f.Level == "" || uint8(s.LevelID) == level) {
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
		p.cand = ix.ByTeam[int32(f.TeamID)]
		if t, ok := ix.Dims.Franchises[f.TeamID]; !ok || (f.Sport != "" && uint8(t.SportID) != sport) || (f.Level != "" && uint8(t.LevelID) != level) {
			p.none = true
			return p
		}
		if seasonSet != nil {
			checks = append(checks, func(g *Key) bool { return seasonSet[g.Season] })
		}
	case seasonSet != nil:
		p.cand = ix.seasonPositions(f, seasonSet)
	case f.Sport != "" && f.Level != "":
		p.cand = ix.ByScope[[2]uint8{sport, level}]
	default:
		p.all = true
		if f.Sport != "" {
			checks = append(checks, func(g *Key) bool { return g.Sport == sport })
		}
		if f.Level != "" {
			checks = append(checks, func(g *Key) bool { return g.Level == level })
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
		st, found := Code(ix.Statuses, f.Status)
		if !found {
			p.none = true
			return p
		}
		checks = append(checks, func(g *Key) bool { return g.Status == st })
	}
	if f.GameType != "" {
		gt, found := Code(ix.Types, f.GameType)
		if !found {
			p.none = true
			return p
		}
		checks = append(checks, func(g *Key) bool { return g.GType == gt })
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
		p.check = func(g *Key) bool {
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
func (ix *Index) resolveSearch(q string) *gameSearch {
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
		n += len(ix.ByTeam[f])
	}
	if n <= gameSearchMaxCand {
		var lists [][]int32
		for f := range franchises {
			lists = append(lists, ix.ByTeam[f])
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
func (ix *Index) searchCheck(text string, p *Plan) (func(g *Key) bool, bool) {
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
		_, has := ix.Dims.TeamSeasons[[2]int64{int64(team), int64(season)}]
		return !has
	}
	if p.all && s.hasCand {
		m := s.cand
		i := sort.Search(len(m), func(i int) bool { return m[i] >= p.lo })
		j := sort.Search(len(m), func(i int) bool { return m[i] >= p.hi })
		p.cand, p.all = m[i:j], false
	}
	return func(g *Key) bool { return side(g.Home, g.Season) || side(g.Away, g.Season) }, true
}

// seasonPositions merges (once) the positions of a season year's games
// within a scope.
func (ix *Index) seasonPositions(f Filter, seasons map[int32]bool) []int32 {
	k := strconv.Itoa(f.Season) + "|" + f.Sport + "|" + f.Level
	ix.searchMu.Lock()
	m, ok := ix.seasonsM[k]
	ix.searchMu.Unlock()
	if ok {
		return m
	}
	var lists [][]int32
	for id := range seasons {
		lists = append(lists, ix.BySeason[id])
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

// Exact: every candidate matches (the count is the candidates').
func (p *Plan) Exact() bool { return p.check == nil }

func (p *Plan) size() int {
	if p.all {
		return int(p.hi - p.lo)
	}
	return len(p.cand)
}

func (p *Plan) at(i int) int32 {
	if p.all {
		return p.lo + int32(i)
	}
	return p.cand[i]
}

// Count is the number of matching games.
func (p *Plan) Count() int {
	if p.none {
		return 0
	}
	if p.check == nil {
		return p.size()
	}
	n := 0
	for i, sz := 0, p.size(); i < sz; i++ {
		if p.check(&p.ix.Games[p.at(i)]) {
			n++
		}
	}
	return n
}

// Window returns the positions of matches [offset, offset+limit) in the
// order asked.
func (p *Plan) Window(asc bool, offset, limit int) []int32 {
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
		if !p.check(&p.ix.Games[at]) {
			continue
		}
		if seen >= offset {
			out = append(out, at)
		}
		seen++
	}
	return out
}
