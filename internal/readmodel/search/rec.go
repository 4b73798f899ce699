package search

import (
	"math"
	"strings"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// searchRec is one search result as the index keeps it: its texts in one
// string, its scope as an index. One pointer slot instead of 14 per item
// (the search index was 30% of every GC cycle's mark work).
type searchRec struct {
	text       string
	offs       [srCount + 1]uint16
	id         int
	scope      uint32 // index into Kind.scopes
	prominence int
	hasYears   bool
	hasTeam    bool
}

// Text fields of a searchRec.
const (
	srSlug = iota
	srName
	srLabel
	srYears
	srTeam
	srURL
	srSort
	srCount
)

// searchScope is the sport and level of results: as filtered on, as shown.
type searchScope struct {
	sport, level       string
	hitSport, hitLevel rmbase.NameSlug
}

func (r *searchRec) str(f int) string { return r.text[r.offs[f]:r.offs[f+1]] }

// hit is the result as answered (MatchedName left to the query); text
// holds its optional texts.
func (k *Kind) hit(i int32, text func(string) *string) Hit {
	r := &k.recs[i]
	sc := &k.scopes[r.scope]
	h := Hit{ID: r.id, Slug: r.str(srSlug), Name: r.str(srName), Label: r.str(srLabel), URL: r.str(srURL),
		Sport: sc.hitSport, Level: sc.hitLevel}
	if r.hasYears {
		h.Years = text(r.str(srYears))
	}
	if r.hasTeam {
		h.Team = text(r.str(srTeam))
	}
	return h
}

// name is the folded name i (as in the suffix array's text).
func (k *Kind) name(i int) string {
	end := len(k.text) - 1
	if i+1 < len(k.starts) {
		end = int(k.starts[i+1]) - 1
	}
	return k.text[k.starts[i]:end]
}

func (k *Kind) word(i int) string { w := &k.words[i]; return k.text[w.off:w.end] }

func (k *Kind) displayName(i int32) string { return k.shown[k.shownOff[i]:k.shownOff[i+1]] }

// fields are an item's texts, in the order of a searchRec's.
func (it *Item) fields() [srCount]string {
	h := &it.Hit
	return [srCount]string{srSlug: h.Slug, srName: h.Name, srLabel: h.Label, srYears: rmbase.Deref(h.Years),
		srTeam: rmbase.Deref(h.Team), srURL: h.URL, srSort: it.SortName}
}

// compact turns the items and names added while building into the index's
// records and text blobs.
func (k *Kind) compact() {
	scopes := map[searchScope]uint32{}
	k.recs = make([]searchRec, len(k.items))
	// Every record's text is a slice of one blob, allocated at its size
	// (not one string each, grown by doubling).
	size := 0
	for i := range k.items {
		for _, s := range k.items[i].fields() {
			size += len(s)
		}
	}
	var text strings.Builder
	text.Grow(size)
	ends := make([]int, len(k.items))
	for i := range k.items {
		it, r := &k.items[i], &k.recs[i]
		h := &it.Hit
		start := text.Len()
		for f, s := range it.fields() {
			text.WriteString(s)
			r.offs[f+1] = uint16(min(text.Len()-start, math.MaxUint16))
		}
		ends[i] = text.Len()
		r.id, r.prominence, r.hasYears, r.hasTeam = h.ID, it.Prominence, h.Years != nil, h.Team != nil
		sc := searchScope{sport: it.Sport, level: it.Level, hitSport: h.Sport, hitLevel: h.Level}
		si, ok := scopes[sc]
		if !ok {
			si = uint32(len(k.scopes))
			scopes[sc] = si
			k.scopes = append(k.scopes, sc)
		}
		r.scope = si
	}
	k.items = nil
	blob, start := text.String(), 0
	for i, end := range ends {
		k.recs[i].text, start = blob[start:end], end
	}
	for i := range k.words {
		w := &k.words[i]
		r := &k.recs[k.nameItem[w.name]]
		w.scope, w.prom = r.scope, int32(r.prominence)
	}
	var shown strings.Builder
	size = 0
	for _, d := range k.display {
		size += len(d)
	}
	shown.Grow(size)
	k.shownOff = make([]uint32, len(k.display)+1)
	for i, d := range k.display {
		shown.WriteString(d)
		k.shownOff[i+1] = uint32(shown.Len())
	}
	k.shown, k.display = shown.String(), nil
}
