package readmodel

import (
	"context"
	"index/suffixarray"
	"log/slog"
	"sort"
	"strconv"
	"strings"
)

// SearchHit is one search result.
type SearchHit struct {
	ID          int      `json:"id"`
	Slug        string   `json:"slug"`
	Name        string   `json:"name"`
	Label       string   `json:"label"`
	Sport       NameSlug `json:"sport"`
	Level       NameSlug `json:"level"`
	Years       *string  `json:"years"`
	Team        *string  `json:"team,omitempty"`
	URL         string   `json:"url"`
	MatchedName *string  `json:"matched_name,omitempty"`
}

type searchItem struct {
	hit        SearchHit
	sport      string
	level      string
	prominence int
	sortName   string
}

// wordRef is a word start in a folded name: text[off:end] runs from the
// word to the name's end.
type wordRef struct {
	off, end uint32
	name     int32
	first    bool // the word is the name's first
	// Copied from the result so a prefix scan touches only this array.
	scope uint32
	prom  int32
}

// searchKind indexes one kind of result (teams, players, ...): names sorted
// by every word start for exact / prefix / word-prefix matches, and a
// suffix array over all names for substring matches.
type searchKind struct {
	// While building; finish compacts them into recs, text and shown.
	items   []searchItem
	names   []string // folded
	display []string // as shown

	recs     []searchRec
	scopes   []searchScope
	text     string   // "\x00" + each folded name + "\x00": the suffix array's text
	starts   []int32  // offset of each name in text
	shown    string   // display names back to back
	shownOff []uint32 // display name i = shown[shownOff[i]:shownOff[i+1]]
	nameItem []int32
	words    []wordRef // sorted by their text
	sa       *suffixarray.Index
}

func (k *searchKind) add(item searchItem, names ...string) {
	idx := int32(len(k.items))
	k.items = append(k.items, item)
	seen := map[string]bool{}
	for _, n := range names {
		f := fold(n)
		if f == "" || seen[f] {
			continue
		}
		seen[f] = true
		k.names = append(k.names, f)
		k.display = append(k.display, n)
		k.nameItem = append(k.nameItem, idx)
	}
}

func (k *searchKind) finish() {
	var text []byte
	k.starts = make([]int32, len(k.names))
	for i, n := range k.names {
		text = append(text, 0)
		k.starts[i] = int32(len(text))
		text = append(text, n...)
		for j := 0; j < len(n); j++ {
			if j == 0 || n[j-1] == ' ' {
				k.words = append(k.words, wordRef{off: uint32(int(k.starts[i]) + j), end: uint32(len(text)), name: int32(i), first: j == 0})
			}
		}
	}
	text = append(text, 0)
	k.text, k.names = string(text), nil
	sort.Slice(k.words, func(i, j int) bool { return k.word(i) < k.word(j) })
	k.sa = suffixarray.New(text)
	k.compact()
}

type hitRank struct {
	item int32
	name int32
	prom int32 // the result's prominence
	tier int8
}

// topK keeps the best k distinct items.
type topK struct {
	k    int
	kind *searchKind
	list []hitRank
}

func (t *topK) better(a, b hitRank) bool {
	if a.tier != b.tier {
		return a.tier < b.tier
	}
	if a.prom != b.prom {
		return a.prom > b.prom
	}
	ia, ib := &t.kind.recs[a.item], &t.kind.recs[b.item]
	if sa, sb := ia.str(srSort), ib.str(srSort); sa != sb {
		return sa < sb
	}
	return a.item < b.item
}

// loses reports whether a candidate of this tier and prominence cannot
// enter a full list: it ranks below the last on tier or prominence alone
// (a tie on both is left to offer, which compares names).
func (t *topK) loses(tier int8, prom int32) bool {
	if len(t.list) < t.k {
		return false
	}
	last := &t.list[len(t.list)-1]
	return tier > last.tier || tier == last.tier && prom < last.prom
}

func (t *topK) offer(h hitRank) {
	// Most candidates of a short query lose to the current last: no need to
	// look for their item in the list (an entry there ranks above the last).
	if len(t.list) == t.k && !t.better(h, t.list[len(t.list)-1]) {
		return
	}
	for i := range t.list {
		if t.list[i].item == h.item {
			if t.better(h, t.list[i]) {
				t.list = append(t.list[:i], t.list[i+1:]...)
				break
			}
			return
		}
	}
	if len(t.list) == t.k && !t.better(h, t.list[len(t.list)-1]) {
		return
	}
	i := sort.Search(len(t.list), func(i int) bool { return t.better(h, t.list[i]) })
	t.list = append(t.list, hitRank{})
	copy(t.list[i+1:], t.list[i:])
	t.list[i] = h
	if len(t.list) > t.k {
		t.list = t.list[:t.k]
	}
}

// query ranks: exact name, then prefix of the full name, then prefix of a
// word, then substring; ties go to the more prominent.
func (k *searchKind) query(q string, sc Scope, limit int) []SearchHit {
	if q == "" || len(k.recs) == 0 {
		return []SearchHit{}
	}
	// Scopes in the filter, decided once per query (nil: every scope).
	var allowed []bool
	if sc.Sport != "" || sc.Level != "" {
		allowed = make([]bool, len(k.scopes))
		for i, s := range k.scopes {
			allowed[i] = (sc.Sport == "" || s.sport == sc.Sport) && (sc.Level == "" || s.level == sc.Level)
		}
	}
	ok := func(item int32) bool { return allowed == nil || allowed[k.recs[item].scope] }
	top := &topK{k: limit, kind: k}
	// The words starting with q are one run of the sorted list: bound it by
	// two binary searches, then scan without comparing text.
	lo := sort.Search(len(k.words), func(i int) bool { return k.word(i) >= q })
	hi := lo + sort.Search(len(k.words)-lo, func(j int) bool { return !strings.HasPrefix(k.word(lo+j), q) })
	for i := lo; i < hi; i++ {
		w := &k.words[i]
		if allowed != nil && !allowed[w.scope] {
			continue
		}
		tier := int8(2)
		if w.first {
			tier = 1
			if int(w.end-w.off) == len(q) {
				tier = 0
			}
		}
		// A short query's run holds thousands of words, most of which lose
		// to the list's last: decided here without reading their items.
		if top.loses(tier, w.prom) {
			continue
		}
		top.offer(hitRank{item: k.nameItem[w.name], name: w.name, prom: w.prom, tier: tier})
	}
	if len(top.list) < limit && len(q) >= 2 {
		for _, off := range k.sa.Lookup([]byte(q), 20000) {
			n := sort.Search(len(k.starts), func(i int) bool { return int(k.starts[i]) > off }) - 1
			if n < 0 {
				continue
			}
			item := k.nameItem[n]
			if ok(item) {
				top.offer(hitRank{item: item, name: int32(n), prom: int32(k.recs[item].prominence), tier: 3})
			}
		}
	}
	out := make([]SearchHit, 0, len(top.list))
	for _, h := range top.list {
		hit := k.hit(h.item)
		if d := k.displayName(h.name); fold(d) != fold(hit.Name) {
			hit.MatchedName = &d
		}
		out = append(out, hit)
	}
	return out
}

// searchIdx holds one index per kind.
type searchIdx struct {
	teams, players, coaches, championships, seasons searchKind
}

// searchIndex returns the in-memory search index: the copy saved in the
// database for the current dataset version when there is one, else built from
// the snapshots it reads (and then saved); purgePeopleCaches drops it.
func (m *Model) searchIndex(ctx context.Context) (*searchIdx, error) {
	m.fresh(ctx)
	return m.ppl().search.get(ctx, func(ctx context.Context) (*searchIdx, error) {
		v := m.st.Version(ctx)
		if idx := m.loadSearch(ctx, v); idx != nil {
			return idx, nil
		}
		idx, err := m.buildSearchIndex(ctx)
		if err != nil {
			return nil, err
		}
		if err := m.saveSearch(ctx, v, idx); err != nil {
			slog.Warn("saving the search index", "err", err)
		}
		return idx, nil
	})
}

// buildSearchIndex builds the search index from the snapshots.
func (m *Model) buildSearchIndex(ctx context.Context) (*searchIdx, error) {
	b, err := m.baseSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	ps, _, err := m.playerSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	cs, _, err := m.coachSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	ss, err := m.seasonSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	return buildSearch(b, ps, cs, ss), nil
}

func yearsText(first, last int, active bool) *string {
	if first == 0 {
		return nil
	}
	var s string
	switch {
	case active:
		s = strconv.Itoa(first) + "–present"
	case last == 0 || last == first:
		s = strconv.Itoa(first)
	default:
		s = strconv.Itoa(first) + "–" + strconv.Itoa(last)
	}
	return &s
}

func label(parts ...string) string { return joinNonEmpty(" · ", parts...) }

func buildSearch(b *baseSnap, ps *playerSnap, cs *coachSnap, ss *seasonSnap) *searchIdx {
	idx := &searchIdx{}
	// Latest season per sport/level, to tell active teams from defunct ones.
	latest := map[[2]int]int{}
	for _, s := range b.seasons {
		k := [2]int{s.SportID, s.LevelID}
		if s.StartYear > latest[k] {
			latest[k] = s.StartYear
		}
	}
	// Teams: current name, every name it played under, abbreviation.
	names := map[int][]string{}
	for k, t := range b.teamSeasons {
		names[k.franchise] = append(names[k.franchise], t.Name)
	}
	fids := make([]int, 0, len(b.franchises))
	for id := range b.franchises {
		fids = append(fids, id)
	}
	sort.Ints(fids)
	for _, id := range fids {
		f := b.franchises[id]
		first := f.FirstYear
		if f.FoundedYear.Valid && (first == 0 || int(f.FoundedYear.Int64) < first) {
			first = int(f.FoundedYear.Int64)
		}
		last := f.LastSeen
		if f.LastYear.Valid {
			last = int(f.LastYear.Int64)
		}
		active := !f.LastYear.Valid && f.LastSeen >= latest[[2]int{f.SportID, f.LevelID}]-1
		prom := f.Seasons * 10
		if active {
			prom += 100000
		}
		years := yearsText(first, last, active)
		hist := names[id]
		sort.Strings(hist)
		all := append([]string{f.Name}, hist...)
		if f.City != "" && f.Nickname != "" {
			all = append(all, f.City+" "+f.Nickname)
		}
		if f.Abbreviation != "" {
			all = append(all, f.Abbreviation)
		}
		lg := f.LeagueAbbrev
		idx.teams.add(searchItem{
			hit: SearchHit{ID: id, Slug: f.Slug, Name: f.Name, Sport: NameSlug{f.SportName, f.SportSlug}, Level: NameSlug{f.LevelName, f.LevelSlug},
				Years: years, URL: "/teams/" + f.Slug, Label: label(f.SportName, lg, deref(years))},
			sport: f.SportSlug, level: f.LevelSlug, prominence: prom, sortName: fold(f.Name),
		}, all...)
	}
	// Players.
	for _, p := range ps.list {
		o := ps.output(p)
		var team *string
		if o.CurrentTeam != nil {
			team = &o.CurrentTeam.Name
		}
		years := yearsText(derefInt(o.FirstYear), derefInt(o.LastYear), false)
		idx.players.add(searchItem{
			hit: SearchHit{ID: o.ID, Slug: o.Slug, Name: o.DisplayName, Sport: o.Sport, Level: o.Level,
				Years: years, Team: team, URL: "/players/" + o.Slug,
				Label: label(o.Sport.Name, deref(o.PrimaryPosition), deref(years), deref(team))},
			sport: o.Sport.Slug, level: o.Level.Slug, prominence: p.prominence, sortName: p.str(ptSortKey),
		}, o.DisplayName)
	}
	// Coaches.
	for _, c := range cs.list {
		var team *string
		if c.out.CurrentTeam != nil {
			team = &c.out.CurrentTeam.Name
		}
		years := yearsText(derefInt(c.out.FirstYear), derefInt(c.out.LastYear), false)
		idx.coaches.add(searchItem{
			hit: SearchHit{ID: c.out.ID, Slug: c.out.Slug, Name: c.out.DisplayName, Sport: c.out.Sport, Level: c.out.Level,
				Years: years, Team: team, URL: "/coaches/" + c.out.Slug,
				Label: label(c.out.Sport.Name, deref(c.out.Title), deref(years), deref(team))},
			sport: c.out.Sport.Slug, level: c.out.Level.Slug, prominence: c.prominence, sortName: c.sortKey,
		}, c.out.DisplayName)
	}
	// Championships.
	for _, c := range b.champs {
		first, last := int(c.FirstYear.Int64), int(c.LastYear.Int64)
		years := yearsText(first, last, !c.LastYear.Valid)
		prom := c.Results
		if c.LevelSlug == "professional" {
			prom += 1000
		}
		idx.championships.add(searchItem{
			hit: SearchHit{ID: c.ID, Slug: c.Slug, Name: c.Name, Sport: NameSlug{c.SportName, c.SportSlug}, Level: NameSlug{c.LevelName, c.LevelSlug},
				Years: years, URL: "/championships/" + c.Slug, Label: label(c.SportName, c.LevelName, deref(years))},
			sport: c.SportSlug, level: c.LevelSlug, prominence: prom, sortName: fold(c.Name),
		}, c.Name, c.Official, c.Trophy)
	}
	idx.seasons = seasonSearch(ss)
	for _, k := range idx.kinds() {
		if k != &idx.seasons {
			k.finish()
		}
	}
	return idx
}

// seasonSearch is the search index of seasons.
func seasonSearch(ss *seasonSnap) searchKind {
	var k searchKind
	// Seasons: "2015-16 NBA Season", "NBA 2015-16", "2016 NBA".
	for _, s := range ss.list {
		o := s.out
		span := strconv.Itoa(o.StartYear)
		if o.EndYear != o.StartYear {
			span += "-" + strconv.Itoa(o.EndYear%100 + 100)[1:]
		}
		var champ string
		if o.Champion != nil {
			champ = "Champion: " + o.Champion.TeamName
		}
		years := span
		prom := o.StartYear * 10
		if o.Level.Slug == "professional" {
			prom += 5
		}
		aliases := []string{o.Name, o.League.Abbreviation + " " + span, strconv.Itoa(o.EndYear) + " " + o.League.Abbreviation,
			o.League.Name + " " + span}
		k.add(searchItem{
			hit: SearchHit{ID: o.ID, Slug: o.Slug, Name: o.Name, Sport: o.Sport, Level: o.Level, Years: &years,
				URL: "/seasons/" + o.Slug, Label: label(o.Sport.Name, o.League.Abbreviation, champ)},
			sport: s.sportSlug, level: s.levelSlug, prominence: prom, sortName: fold(o.Name),
		}, aliases...)
	}
	k.finish()
	return k
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func derefInt(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
