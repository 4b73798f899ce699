package search

// The index is what a visitor needs first and the slowest part of the read
// model to build (it ranks every player and coach by career), so its entries
// are saved in the database for the dataset version they were built from and
// rebuilt into the index's arrays on load.

import (
	"fmt"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
)

// Part names the saved entries (store.SaveReadModel).
const Part = "search-entries"

// savedItem is one result as saved: enough to add it to a fresh index.
type savedItem struct {
	Hit          Hit
	Sport, Level string
	Prominence   int
	SortName     string
	Names        []string // as added, in order (folded again on load)
}

// savedSearch is every kind's results, in Index.Kinds order.
type savedSearch struct {
	Kinds [][]savedItem
}

// Kinds are the index's kinds, in their saved order.
func (idx *Index) Kinds() []*Kind {
	return []*Kind{&idx.Teams, &idx.Players, &idx.Coaches, &idx.Championships, &idx.Seasons}
}

// saved turns a finished kind back into the items it was built from.
func (k *Kind) saved() []savedItem {
	items := make([]savedItem, len(k.recs))
	for i := range k.recs {
		r := &k.recs[i]
		sc := &k.scopes[r.scope]
		items[i] = savedItem{Hit: k.hit(int32(i), func(s string) *string { return &s }), Sport: sc.sport, Level: sc.level, Prominence: r.prominence, SortName: r.str(srSort)}
	}
	for j, item := range k.nameItem {
		items[item].Names = append(items[item].Names, k.displayName(int32(j)))
	}
	return items
}

// Encode is the index as saved in the database.
func Encode(idx *Index) ([]byte, error) {
	var s savedSearch
	for _, k := range idx.Kinds() {
		s.Kinds = append(s.Kinds, k.saved())
	}
	return rmbase.PackPart(&s)
}

// Decode rebuilds an index from its saved copy.
func Decode(data []byte) (*Index, error) {
	var s savedSearch
	if err := rmbase.UnpackPart(data, &s); err != nil {
		return nil, err
	}
	idx := &Index{}
	kinds := idx.Kinds()
	if len(s.Kinds) != len(kinds) {
		return nil, fmt.Errorf("saved search index has %d kinds, want %d", len(s.Kinds), len(kinds))
	}
	for i, k := range kinds {
		for _, it := range s.Kinds[i] {
			k.Add(Item{Hit: it.Hit, Sport: it.Sport, Level: it.Level, Prominence: it.Prominence, SortName: it.SortName}, it.Names...)
		}
		k.Finish()
	}
	return idx, nil
}
