package search

import (
	"index/suffixarray"
	"sort"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Hit is one search result.
type Hit struct {
	ID          int             `json:"id"`
	Slug        string          `json:"slug"`
	Name        string          `json:"name"`
	Label       string          `json:"label"`
	Sport       rmbase.NameSlug `json:"sport"`
	Level       rmbase.NameSlug `json:"level"`
	Years       *string         `json:"years"`
	Team        *string         `json:"team,omitempty"`
	URL         string          `json:"url"`
	MatchedName *string         `json:"matched_name,omitempty"`
}

// Item is one result to index: the hit as answered, its scope, its rank
// among equal matches and the name it sorts by.
type Item struct {
	Hit        Hit
	Sport      string
	Level      string
	Prominence int
	SortName   string
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

// Kind indexes one kind of result (teams, players, ...): names sorted
// by every word start for exact / prefix / word-prefix matches, and a
// suffix array over all names for substring matches.
type Kind struct {
	// While building; finish compacts them into recs, text and shown.
	items   []Item
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

// Add adds an item under its names (folded; the first shown as matched).
func (k *Kind) Add(item Item, names ...string) {
	idx := int32(len(k.items))
	k.items = append(k.items, item)
	seen := map[string]bool{}
	for _, n := range names {
		f := rmbase.Fold(n)
		if f == "" || seen[f] {
			continue
		}
		seen[f] = true
		k.names = append(k.names, f)
		k.display = append(k.display, n)
		k.nameItem = append(k.nameItem, idx)
	}
}

// Finish builds the kind's arrays from the items added.
func (k *Kind) Finish() {
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
	kind *Kind
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

// Query ranks: exact name, then prefix of the full name, then prefix of a
// word, then substring; ties go to the more prominent.
func (k *Kind) Query(q string, sc rmbase.Scope, limit int) []Hit {
	if q == "" || len(k.recs) == 0 {
		return []Hit{}
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
	top := &topK{k: limit, kind: k, list: make([]hitRank, 0, limit+1)}
	// The words starting with q are one run of the sorted list: bound it by
	// two binary searches, then scan without comparing text.
	lo := sort.Search(len(k.words), func(i int) bool { return k.word(i) >= q })
	hi := lo + sort.Search(len(k.words)-lo, func(j int) bool { return !strings.HasPrefix(k.word(lo+j), q) })
	for i := lo; i < hi; i++ {
		w := &k.words[i]
		if allowed != nil && !allowed[w.scope] {
			continue
		}
		// Exact first word, then names starting with q or holding it as a
		// whole later word (a surname typed in full: "jordan" finds Michael
		// Jordan among the Jordan Clarksons, by prominence), then other
		// later words starting with q.
		whole := int(w.end-w.off) == len(q)
		tier := int8(2)
		switch {
		case w.first && whole:
			tier = 0
		case w.first || whole:
			tier = 1
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
	out := make([]Hit, 0, len(top.list))
	// The hits' optional texts (years, team, matched name) live in one
	// block: their pointers are into it, not one allocation each.
	texts := make([]string, 0, 3*len(top.list))
	text := func(s string) *string {
		texts = append(texts, s)
		return &texts[len(texts)-1]
	}
	for _, h := range top.list {
		hit := k.hit(h.item, text)
		if d := k.displayName(h.name); !rmbase.SameFolded(d, hit.Name) {
			hit.MatchedName = text(d)
		}
		out = append(out, hit)
	}
	return out
}

// Index holds one index per kind.
type Index struct {
	Teams, Players, Coaches, Championships, Seasons Kind
}

// Len is the number of results the kind holds.
func (k *Kind) Len() int { return len(k.recs) }
