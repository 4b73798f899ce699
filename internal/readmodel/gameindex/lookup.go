package gameindex

import (
	"cmp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/store"
)

// Finding one game in the index: by id (a slice by id) or by slug (positions
// sorted by the slug's hash), for game details and forecasts.

func (ix *Index) slugAt(p int32) []byte {
	d := &ix.show[p]
	return ix.slugs[d.slugOff : d.slugOff+uint32(d.slugLen)]
}

// Detail finds a game by id or slug as GameByRef does, for games whose
// detail needs nothing beyond the index (no notes, slug kept whole); false
// sends the caller to the database.
func (ix *Index) Detail(ref string) (store.GameBase, bool) {
	p, ok := ix.RefPos(ref)
	if !ok {
		return store.GameBase{}, false
	}
	if d := &ix.show[p]; d.hasNotes || d.slugLen == 255 {
		return store.GameBase{}, false
	}
	return ix.Base(p), true
}

// indexIDs makes the detail lookups by id and by slug (hash; a collision is
// left to the database).
func (ix *Index) indexIDs() {
	var maxID int32
	for i := range ix.Games {
		maxID = max(maxID, ix.Games[i].ID)
	}
	if int(maxID) <= 2*len(ix.Games)+1024 {
		ix.byIDDense = make([]int32, int(maxID)+1)
		for i := range ix.byIDDense {
			ix.byIDDense[i] = -1
		}
		for i := range ix.Games {
			if id := ix.Games[i].ID; id >= 0 {
				ix.byIDDense[id] = int32(i)
			}
		}
	} else {
		ix.byIDMap = make(map[int32]int32, len(ix.Games))
		for i := range ix.Games {
			ix.byIDMap[ix.Games[i].ID] = int32(i)
		}
	}
	type hashed struct {
		h uint64
		p int32
	}
	hs := make([]hashed, len(ix.Games))
	for i := range ix.Games {
		hs[i] = hashed{xxhash.Sum64(ix.slugAt(int32(i))), int32(i)}
	}
	slices.SortFunc(hs, func(a, b hashed) int { return cmp.Compare(a.h, b.h) })
	ix.bySlugHash = make([]int32, len(hs))
	for i, x := range hs {
		ix.bySlugHash[i] = x.p
	}
}

// RefPos is the position of the game a ref (id or slug) names.
func (ix *Index) RefPos(ref string) (int32, bool) {
	if id, err := strconv.ParseInt(ref, 10, 32); err == nil {
		if p, ok := ix.PosOf(int32(id)); ok {
			return p, true
		}
	}
	slug := strings.ToLower(ref)
	p, ok := ix.slugPos(xxhash.Sum64String(slug))
	// A slug kept cut at 255 bytes is only its start: the database decides.
	if !ok || p < 0 || ix.show[p].slugLen == 255 || string(ix.slugAt(p)) != slug {
		return 0, false
	}
	return p, true
}

// PosOf is the position of game id.
func (ix *Index) PosOf(id int32) (int32, bool) {
	if ix.byIDDense != nil {
		if id >= 0 && int(id) < len(ix.byIDDense) && ix.byIDDense[id] >= 0 {
			return ix.byIDDense[id], true
		}
	} else if p, ok := ix.byIDMap[id]; ok {
		return p, true
	}
	p, ok := ix.addedID[id]
	return p, ok
}

// slugPos is the position of the game whose slug hashes to h (-1: several).
func (ix *Index) slugPos(h uint64) (int32, bool) {
	if p, ok := ix.addedSlug[h]; ok {
		return p, true
	}
	order := ix.bySlugHash
	hashAt := func(i int) uint64 { return xxhash.Sum64(ix.slugAt(order[i])) }
	i := sort.Search(len(order), func(i int) bool { return hashAt(i) >= h })
	if i == len(order) || hashAt(i) != h {
		return 0, false
	}
	if i+1 < len(order) && hashAt(i+1) == h {
		return -1, true
	}
	return order[i], true
}
