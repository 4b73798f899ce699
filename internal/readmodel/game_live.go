package readmodel

// Live updates: a game written by an operator (a live score, a correction)
// is patched into the game index without rebuilding it from the database,
// and only the values derived from games are dropped.

import (
	"context"
	"errors"
	"strconv"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/store"
)

// PatchKind says how a game reached the index.
type PatchKind string

const (
	PatchNone    PatchKind = "none"     // no index built yet: nothing to patch
	PatchInPlace PatchKind = "in-place" // same game, same place: keys copied, one changed
	PatchAppend  PatchKind = "append"   // a new game after every other: added at the end
	PatchInsert  PatchKind = "insert"   // a new game before others: placed, later positions moved up
	PatchRebuild PatchKind = "rebuild"  // a moved game (date, teams, season): index rebuilt from memory
	PatchRemoved PatchKind = "removed"  // the game is gone from the database
)

// PatchGame re-reads game id from the database and puts it into the read
// model at once: in place when only its score, status, period or clock
// changed (a copy of the 24-byte keys, a few ms), a new game at the end or
// in its place among the others (positions after it moved up), else by
// rebuilding the index from the one in memory (no database scan). Memoized values derived
// from games (list counts, standings, team figures) are dropped; the
// people snapshots, the search index and the forecast tables of other sports
// stay.
func (m *Model) PatchGame(ctx context.Context, id int64) (PatchKind, error) {
	m.patchMu.Lock()
	defer m.patchMu.Unlock()
	g, err := m.st.GameByRef(ctx, strconv.FormatInt(id, 10))
	removed := errors.Is(err, store.ErrNotFound)
	if err != nil && !removed {
		return "", err
	}
	if g.Notes != "" {
		g.Notes = "y"
	}
	memo := m.memo(ctx)
	ix, ok := gameIndexKind.Peek(memo, struct{}{})
	if !ok {
		// Nothing to patch; a build in flight may have read the old row, so
		// it must not be kept.
		memo.Change(cache.Event{Game: true, Sport: "*"})
		if !removed && g.SeasonID != 0 {
			if _, err := m.learnSeason(ctx, g.SeasonID, nil); err != nil {
				return "", err
			}
		}
		return PatchNone, nil
	}
	if !removed && g.SeasonID != 0 {
		if ix, err = m.learnSeason(ctx, g.SeasonID, ix); err != nil {
			return "", err
		}
	}
	var next *gameindex.Index
	kind := PatchInPlace
	switch {
	case removed:
		kind = PatchRemoved
		next, err = ix.RebuildWith(store.GameBase{ID: id}, true)
	default:
		if next = ix.PatchInPlace(g); next != nil {
			break
		}
		if next = ix.AppendGame(g); next != nil {
			kind = PatchAppend
			break
		}
		if next = ix.InsertGame(g); next != nil {
			kind = PatchInsert
			break
		}
		kind = PatchRebuild
		next, err = ix.RebuildWith(g, false)
	}
	if err != nil {
		return "", err
	}
	// Forecasts walk over final games: only a game that is or was final
	// changes its sport's tables.
	sport := ""
	if p, ok := ix.PosOf(int32(id)); g.Status == "final" || (ok && ix.Base(p).Status == "final") {
		sport = "*"
		if s, ok := ix.Dims.Sports[g.SportID]; ok {
			sport = s.Slug
		}
	}
	ev := cache.Event{Game: true, Sport: sport}
	if !removed && g.Status == "final" {
		if ev.BoxScore, err = m.boxArrived(ctx, memo, id); err != nil {
			return "", err
		}
	}
	memo.Change(ev, gameIndexKind.Entry(struct{}{}, next))
	m.details.InvalidateAll()
	return kind, nil
}

// DropTitleValues drops what depends on championship results (after an
// operator corrects a champion row): the store's champion snapshots and
// everything derived from them. The game index stays.
func (m *Model) DropTitleValues(ctx context.Context) {
	m.patchMu.Lock()
	defer m.patchMu.Unlock()
	memo := m.memo(ctx)
	memo.Change(cache.Event{Title: true})
	// A player's and a coach's detail list their championships.
	m.details.InvalidateAll()
}

// LiveGameItem is one game as the live list shows it (what the live-score
// stream sends); store.ErrNotFound when the index has no such game.
func (m *Model) LiveGameItem(ctx context.Context, id int64) (LiveGame, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return LiveGame{}, err
	}
	p, ok := ix.PosOf(int32(id))
	if !ok {
		return LiveGame{}, store.ErrNotFound
	}
	return liveGameToJSON(ix, ix.Base(p), nil), nil
}
