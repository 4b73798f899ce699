package readmodel

// A season opened by the ingest API (the first live game of a league's new
// season) is added to what is in memory as the game is patched in, like a
// score: no new dataset version, so nothing is rebuilt from the database
// before the write reaches the streams.

import (
	"context"
	"log/slog"
	"time"

	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
)

// learnSeason makes the read model know season id, when the ingest opened it
// after the game index or the people snapshots were built. It returns the
// index to patch the game into: ix, or a copy whose dims hold the season.
// The seasons snapshots are dropped (rebuilt on next use, from a few
// queries) and the seasons part of the search index is rebuilt in the
// background; until then the old one answers, without the new season.
func (m *Model) learnSeason(ctx context.Context, id int64, ix *gameindex.Index) (*gameindex.Index, error) {
	inIndex := true
	if ix != nil {
		_, inIndex = ix.Dims.Seasons[id]
	}
	b, built := m.ppl().base.peek()
	inPeople := !built || b.Seasons[int(id)] != nil
	if inIndex && inPeople {
		return ix, nil
	}
	if !inIndex {
		d, err := m.st.SeasonDim(ctx, id)
		if err != nil {
			return nil, err
		}
		ix = ix.WithSeason(id, d)
	}
	st := m.ppl()
	st.base.reset()
	st.seasons.reset()
	m.rebuildSearchLater()
	return ix, nil
}

// rebuildSearchLater rebuilds the seasons part of the search index in the
// background (the seasons snapshot, then the seasons' index: ~0.6 s on the shipped dataset) and
// installs and saves the index, unless it was dropped meanwhile.
func (m *Model) rebuildSearchLater() {
	st := m.ppl()
	st.search.mu.Lock()
	gen := st.search.gen
	st.search.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		start := time.Now()
		// A failed read (a busy database) is tried again a few times; then
		// the index is dropped, and the next search builds it whole (the
		// saved copy lacks the season too: loadSearch counts them).
		wait := 200 * time.Millisecond
		for try := 1; ; try++ {
			done, err := m.rebuildSeasonSearch(ctx, gen)
			if err == nil {
				if done {
					slog.Debug("search index of seasons rebuilt after a new season", "took", time.Since(start))
				}
				return
			}
			if try == 4 {
				slog.Warn("search index after a new season: dropped", "err", err)
				st.search.resetAt(gen)
				m.changed.Add(1)
				return
			}
			time.Sleep(wait)
			wait *= 2
		}
	}()
}

// rebuildSeasonSearch installs and saves the search index with the seasons
// part rebuilt; it reports false when the index was dropped since gen (a
// new import: the next search builds it whole).
func (m *Model) rebuildSeasonSearch(ctx context.Context, gen int) (bool, error) {
	st := m.ppl()
	v := m.st.Version(ctx)
	idx, err := m.searchIndex(ctx)
	if err != nil {
		return false, err
	}
	ss, err := m.seasonSnapshot(ctx)
	if err != nil {
		return false, err
	}
	next := *idx
	next.Seasons = seasonSearch(ss)
	if !st.search.setAt(gen, &next) {
		return false, nil
	}
	// A search answered from the old index after the write dropped the
	// cached answers must not be served from the cache any longer.
	m.changed.Add(1)
	if err := m.saveSearch(ctx, v, &next); err != nil {
		slog.Warn("saving the search index", "err", err)
	}
	return true, nil
}
