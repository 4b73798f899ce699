package readmodel

import (
	"context"
	"log/slog"

	"github.com/almanac-sports/almanac/internal/readmodel/search"
)

// The search index is what a visitor needs first and the slowest part of
// the read model to build from the database (it ranks every player and coach
// by career: seconds on the shipped dataset). So its entries are kept in the
// database for the dataset version they were built from: the import saves
// them, a starting server loads them (the index's arrays are rebuilt from
// them in a fraction of a second), and a server that finds none for the
// current version builds the index and saves it.

// loadSearch returns the index saved for dataset version v, or nil when
// there is none or it cannot be read (it is then rebuilt).
func (m *Model) loadSearch(ctx context.Context, v int64) *search.Index {
	data, ok, err := m.st.LoadReadModel(ctx, search.Part, v)
	if err != nil || !ok {
		return nil
	}
	idx, err := search.Decode(data)
	if err != nil {
		slog.Warn("saved search index unreadable: rebuilding it", "err", err)
		return nil
	}
	// A season the ingest opened since it was saved (same version: the
	// background rebuild that saves it again may not have finished).
	if n, err := m.st.SeasonCount(ctx); err != nil || n != idx.Seasons.Len() {
		slog.Info("saved search index lacks a season: rebuilding it", "saved", idx.Seasons.Len(), "seasons", n, "err", err)
		return nil
	}
	return idx
}

func (m *Model) saveSearch(ctx context.Context, v int64, idx *search.Index) error {
	data, err := search.Encode(idx)
	if err != nil {
		return err
	}
	return m.st.SaveReadModel(context.WithoutCancel(ctx), search.Part, v, data)
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
