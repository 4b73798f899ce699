package readmodel

// Live updates: a game written by an operator (a live score, a correction)
// is patched into the game index without rebuilding it from the database,
// and only the values derived from games are dropped.

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strconv"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/readmodel/cache"
	"github.com/almanac-sports/almanac/internal/store"
)

// PatchKind says how a game reached the index.
type PatchKind string

const (
	PatchNone    PatchKind = "none"     // no index built yet: nothing to patch
	PatchInPlace PatchKind = "in-place" // same game, same place: keys copied, one changed
	PatchAppend  PatchKind = "append"   // a new game after every other: added at the end
	PatchRebuild PatchKind = "rebuild"  // a new game before others, or a moved one: index rebuilt from memory
	PatchRemoved PatchKind = "removed"  // the game is gone from the database
)

// PatchGame re-reads game id from the database and puts it into the read
// model at once: in place when only its score, status, period or clock
// changed (a copy of the 24-byte keys, a few ms), else by rebuilding the
// index from the one in memory (no database scan). Memoized values derived
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
	var next *gameIndex
	kind := PatchInPlace
	switch {
	case removed:
		kind = PatchRemoved
		next, err = ix.rebuildWith(store.GameBase{ID: id}, true)
	default:
		if next = ix.patchInPlace(g); next != nil {
			break
		}
		if next = ix.appendGame(g); next != nil {
			kind = PatchAppend
			break
		}
		kind = PatchRebuild
		next, err = ix.rebuildWith(g, false)
	}
	if err != nil {
		return "", err
	}
	// Forecasts walk over final games: only a game that is or was final
	// changes its sport's tables.
	sport := ""
	if p, ok := ix.posOf(int32(id)); g.Status == "final" || (ok && ix.base(p).Status == "final") {
		sport = "*"
		if s, ok := ix.dims.Sports[g.SportID]; ok {
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
}

// patchInPlace returns a copy of the index with g's key replaced, when g is
// already in it and only its score, status, period or clock changed; nil
// otherwise. The copy shares everything but the key array (and the status
// names when g brings a new one).
func (ix *gameIndex) patchInPlace(g store.GameBase) *gameIndex {
	p, ok := ix.posOf(int32(g.ID))
	if !ok {
		return nil
	}
	old := ix.base(p)
	same := old
	same.HomeScore, same.AwayScore, same.Status = g.HomeScore, g.AwayScore, g.Status
	same.Period, same.TimeRemaining, same.ExternalID = g.Period, g.TimeRemaining, g.ExternalID
	want := g
	want.Notes = ""
	if same != want || (g.Notes != "") != ix.show[p].hasNotes {
		return nil
	}
	next := *ix
	next.statuses = slices.Clone(ix.statuses)
	next.games = slices.Clone(ix.games)
	k := &next.games[p]
	k.hs, k.as, k.status = gameScore(g.HomeScore), gameScore(g.AwayScore), gameIntern(&next.statuses, g.Status)
	next.live = maps.Clone(ix.live)
	if g.ExternalID != "" || g.Period.Valid || g.TimeRemaining != "" {
		next.live[int32(g.ID)] = gameLive{period: g.Period, timeRemaining: g.TimeRemaining, externalID: g.ExternalID}
	} else {
		delete(next.live, int32(g.ID))
	}
	return &next
}

// appendSlack is the room appendGame leaves at the end of the arrays it
// copies, so the next appends copy nothing.
const appendSlack = 256

// appendGame returns a copy of the index with g added at the end, when g
// is new and comes after every game (date, then id: a live game of today);
// nil otherwise. The copy shares the arrays (appending past the length the
// older index sees), copies the small per-team, per-season and per-scope
// maps, and adds g's id and slug to small side maps.
func (ix *gameIndex) appendGame(g store.GameBase) *gameIndex {
	if _, ok := ix.posOf(int32(g.ID)); ok {
		return nil
	}
	d := gameDateInt(g.Date)
	if n := len(ix.games); n > 0 {
		if last := ix.games[n-1]; d < last.date || (d == last.date && g.ID < int64(last.id)) {
			return nil
		}
	}
	next := *ix
	p := int32(len(ix.games))
	next.statuses, next.types = slices.Clone(ix.statuses), slices.Clone(ix.types)
	k := gameKey{id: int32(g.ID), date: d, season: int32(g.SeasonID), home: int32(g.Home), away: int32(g.Away),
		hs: gameScore(g.HomeScore), as: gameScore(g.AwayScore), sport: uint8(g.SportID), level: uint8(g.LevelID),
		status: gameIntern(&next.statuses, g.Status), gtype: gameIntern(&next.types, g.GameType), ot: g.Overtime != ""}
	next.strs = slices.Grow(ix.strs[:len(ix.strs):len(ix.strs)], 8)
	intern := func(v string) uint32 {
		if v == "" {
			return 0
		}
		next.strs = append(next.strs, v)
		return uint32(len(next.strs) - 1)
	}
	sd := gameShow{slugOff: uint32(len(ix.slugs)), slugLen: uint8(min(len(g.Slug), 255)), neutral: g.Neutral, hasNotes: g.Notes != "",
		startTime: intern(g.StartTime), timeZone: intern(g.TimeZone), week: intern(g.Week), overtime: intern(g.Overtime),
		source: intern(g.Source), homeName: intern(g.HomeName), awayName: intern(g.AwayName), attendance: -1, venue: int32(g.VenueID)}
	if g.Attendance.Valid && g.Attendance.Int64 >= 0 && g.Attendance.Int64 < 1<<31 {
		sd.attendance = int32(g.Attendance.Int64)
	}
	next.games = append(slices.Grow(ix.games, appendSlack), k)
	next.show = append(slices.Grow(ix.show, appendSlack), sd)
	next.slugs = append(slices.Grow(ix.slugs, appendSlack*48), g.Slug[:sd.slugLen]...)
	addTo := func(m map[int32][]int32, key int32) map[int32][]int32 {
		out := maps.Clone(m)
		out[key] = append(slices.Clip(m[key]), p)
		return out
	}
	if k.home != 0 {
		next.byTeam = addTo(next.byTeam, k.home)
	}
	if k.away != 0 && k.away != k.home {
		next.byTeam = addTo(next.byTeam, k.away)
	}
	if k.season != 0 {
		next.bySeason = addTo(next.bySeason, k.season)
	}
	scope := [2]uint8{k.sport, k.level}
	next.byScope = maps.Clone(ix.byScope)
	next.byScope[scope] = append(slices.Clip(ix.byScope[scope]), p)
	next.addedID = maps.Clone(ix.addedID)
	if next.addedID == nil {
		next.addedID = map[int32]int32{}
	}
	next.addedID[k.id] = p
	next.addedSlug = maps.Clone(ix.addedSlug)
	if next.addedSlug == nil {
		next.addedSlug = map[uint64]int32{}
	}
	h := xxhash.Sum64(next.slugAt(p))
	if _, dup := next.slugPos(h); dup {
		next.addedSlug[h] = -1
	} else {
		next.addedSlug[h] = p
	}
	next.live = maps.Clone(ix.live)
	if g.ExternalID != "" || g.Period.Valid || g.TimeRemaining != "" {
		next.live[k.id] = gameLive{period: g.Period, timeRemaining: g.TimeRemaining, externalID: g.ExternalID}
	}
	// Cached searches hold positions without the new game.
	next.gameCaches = newGameCaches()
	return &next
}

// rebuildWith builds a new index from this one's games with g added or
// replacing the game of its id (remove: without it), in memory.
func (ix *gameIndex) rebuildWith(g store.GameBase, remove bool) (*gameIndex, error) {
	return assembleGameIndex(ix.dims, func(fn func(store.GameBase) error) error {
		placed := remove
		d := gameDateInt(g.Date)
		for p := range ix.games {
			k := &ix.games[p]
			if int64(k.id) == g.ID {
				continue
			}
			if !placed && (d < k.date || (d == k.date && g.ID < int64(k.id))) {
				if err := fn(g); err != nil {
					return err
				}
				placed = true
			}
			b := ix.base(int32(p))
			if ix.show[p].hasNotes {
				b.Notes = "y"
			}
			if err := fn(b); err != nil {
				return err
			}
		}
		if !placed {
			return fn(g)
		}
		return nil
	})
}

// LiveGameItem is one game as the live list shows it (what the live-score
// stream sends); store.ErrNotFound when the index has no such game.
func (m *Model) LiveGameItem(ctx context.Context, id int64) (LiveGame, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return LiveGame{}, err
	}
	p, ok := ix.posOf(int32(id))
	if !ok {
		return LiveGame{}, store.ErrNotFound
	}
	return ix.liveGameToJSON(ix.base(p), nil), nil
}
