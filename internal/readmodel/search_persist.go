package readmodel

import (
	"context"
	"fmt"
	"log/slog"
)

// The search index is what a visitor needs first and the slowest part of
// the read model to build from the database (it ranks every player and coach
// by career: seconds on the shipped dataset). So its entries are kept in the
// database for the dataset version they were built from: the import saves
// them, a starting server loads them (the index's arrays are rebuilt from
// them in a fraction of a second), and a server that finds none for the
// current version builds the index and saves it.

// searchPart names the saved entries (store.SaveReadModel).
const searchPart = "search-entries"

// savedItem is one result as saved: enough to add it to a fresh index.
type savedItem struct {
	Hit          SearchHit
	Sport, Level string
	Prominence   int
	SortName     string
	Names        []string // as added, in order (folded again on load)
}

// savedSearch is every kind's results, in searchIdx.kinds order.
type savedSearch struct {
	Kinds [][]savedItem
}

func (idx *searchIdx) kinds() []*searchKind {
	return []*searchKind{&idx.teams, &idx.players, &idx.coaches, &idx.championships, &idx.seasons}
}

// saved turns a finished kind back into the items it was built from.
func (k *searchKind) saved() []savedItem {
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

func encodeSearch(idx *searchIdx) ([]byte, error) {
	var s savedSearch
	for _, k := range idx.kinds() {
		s.Kinds = append(s.Kinds, k.saved())
	}
	return packPart(&s)
}

func decodeSearch(data []byte) (*searchIdx, error) {
	var s savedSearch
	if err := unpackPart(data, &s); err != nil {
		return nil, err
	}
	idx := &searchIdx{}
	kinds := idx.kinds()
	if len(s.Kinds) != len(kinds) {
		return nil, fmt.Errorf("saved search index has %d kinds, want %d", len(s.Kinds), len(kinds))
	}
	for i, k := range kinds {
		for _, it := range s.Kinds[i] {
			k.add(searchItem{hit: it.Hit, sport: it.Sport, level: it.Level, prominence: it.Prominence, sortName: it.SortName}, it.Names...)
		}
		k.finish()
	}
	return idx, nil
}

// loadSearch returns the index saved for dataset version v, or nil when
// there is none or it cannot be read (it is then rebuilt).
func (m *Model) loadSearch(ctx context.Context, v int64) *searchIdx {
	data, ok, err := m.st.LoadReadModel(ctx, searchPart, v)
	if err != nil || !ok {
		return nil
	}
	idx, err := decodeSearch(data)
	if err != nil {
		slog.Warn("saved search index unreadable: rebuilding it", "err", err)
		return nil
	}
	// A season the ingest opened since it was saved (same version: the
	// background rebuild that saves it again may not have finished).
	if n, err := m.st.SeasonCount(ctx); err != nil || n != len(idx.seasons.recs) {
		slog.Info("saved search index lacks a season: rebuilding it", "saved", len(idx.seasons.recs), "seasons", n, "err", err)
		return nil
	}
	return idx
}

func (m *Model) saveSearch(ctx context.Context, v int64, idx *searchIdx) error {
	data, err := encodeSearch(idx)
	if err != nil {
		return err
	}
	return m.st.SaveReadModel(context.WithoutCancel(ctx), searchPart, v, data)
}

// Preload readies what the first visitors ask for before the server answers:
// the search index saved for the current dataset version (if the import left
// one) and the game index (game lists and scores). The rest of the read
// model is built in the background (Warm) or on first use.
func (m *Model) Preload(ctx context.Context) error {
	m.fresh(ctx)
	if idx := m.loadSearch(ctx, m.st.Version(ctx)); idx != nil {
		m.ppl().search.set(idx)
	}
	return m.WarmGames(ctx)
}
