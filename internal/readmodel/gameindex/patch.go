package gameindex

// Live updates: a copy of the index with one game written by an operator (a
// live score, a correction) in place, added at the end or placed by a
// rebuild from memory, without reading the games from the database again.

import (
	"maps"
	"slices"

	"github.com/cespare/xxhash/v2"

	"github.com/almanac-sports/almanac/internal/store"
)

// PatchInPlace returns a copy of the index with g's key replaced, when g is
// already in it and only its score, status, period or clock changed; nil
// otherwise. The copy shares everything but the key array (and the status
// names when g brings a new one).
func (ix *Index) PatchInPlace(g store.GameBase) *Index {
	p, ok := ix.PosOf(int32(g.ID))
	if !ok {
		return nil
	}
	old := ix.Base(p)
	same := old
	same.HomeScore, same.AwayScore, same.Status = g.HomeScore, g.AwayScore, g.Status
	same.Period, same.TimeRemaining, same.ExternalID = g.Period, g.TimeRemaining, g.ExternalID
	want := g
	want.Notes = ""
	if same != want || (g.Notes != "") != ix.show[p].hasNotes {
		return nil
	}
	next := *ix
	next.Statuses = slices.Clone(ix.Statuses)
	next.Games = slices.Clone(ix.Games)
	k := &next.Games[p]
	k.HS, k.AS, k.Status = gameScore(g.HomeScore), gameScore(g.AwayScore), gameIntern(&next.Statuses, g.Status)
	next.live = maps.Clone(ix.live)
	if g.ExternalID != "" || g.Period.Valid || g.TimeRemaining != "" {
		next.live[int32(g.ID)] = gameLive{period: g.Period, timeRemaining: g.TimeRemaining, externalID: g.ExternalID}
	} else {
		delete(next.live, int32(g.ID))
	}
	return &next
}

// appendSlack is the room AppendGame leaves at the end of the arrays it
// copies, so the next appends copy nothing.
const appendSlack = 256

// AppendGame returns a copy of the index with g added at the end, when g
// is new and comes after every game (date, then id: a live game of today);
// nil otherwise. The copy shares the arrays (appending past the length the
// older index sees), copies the small per-team, per-season and per-scope
// maps, and adds g's id and slug to small side maps.
func (ix *Index) AppendGame(g store.GameBase) *Index {
	if _, ok := ix.PosOf(int32(g.ID)); ok {
		return nil
	}
	d := DateInt(g.Date)
	if n := len(ix.Games); n > 0 {
		if last := ix.Games[n-1]; d < last.Date || (d == last.Date && g.ID < int64(last.ID)) {
			return nil
		}
	}
	next := *ix
	p := int32(len(ix.Games))
	k, sd := next.addTexts(g)
	next.Games = append(slices.Grow(ix.Games, appendSlack), k)
	next.show = append(slices.Grow(ix.show, appendSlack), sd)
	addTo := func(m map[int32][]int32, key int32) map[int32][]int32 {
		out := maps.Clone(m)
		out[key] = append(slices.Clip(m[key]), p)
		return out
	}
	if k.Home != 0 {
		next.ByTeam = addTo(next.ByTeam, k.Home)
	}
	if k.Away != 0 && k.Away != k.Home {
		next.ByTeam = addTo(next.ByTeam, k.Away)
	}
	if k.Season != 0 {
		next.BySeason = addTo(next.BySeason, k.Season)
	}
	scope := [2]uint8{k.Sport, k.Level}
	next.ByScope = maps.Clone(ix.ByScope)
	next.ByScope[scope] = append(slices.Clip(ix.ByScope[scope]), p)
	next.addGame(g, p)
	return &next
}

// addGame records new game g at position p of a copy of an index (next):
// its id and slug in the small maps of added games, its clock, and no
// cached search (they hold positions without it).
func (next *Index) addGame(g store.GameBase, p int32) {
	id := int32(g.ID)
	next.addedID = maps.Clone(next.addedID)
	if next.addedID == nil {
		next.addedID = map[int32]int32{}
	}
	next.addedID[id] = p
	next.addedSlug = maps.Clone(next.addedSlug)
	if next.addedSlug == nil {
		next.addedSlug = map[uint64]int32{}
	}
	h := xxhash.Sum64(next.slugAt(p))
	if _, dup := next.slugPos(h); dup {
		next.addedSlug[h] = -1
	} else {
		next.addedSlug[h] = p
	}
	next.live = maps.Clone(next.live)
	if g.ExternalID != "" || g.Period.Valid || g.TimeRemaining != "" {
		next.live[id] = gameLive{period: g.Period, timeRemaining: g.TimeRemaining, externalID: g.ExternalID}
	}
	next.gameCaches = newGameCaches()
}

// addTexts makes g's key and shown fields for a copy of an index (next,
// fresh from *ix): the statuses and types it may add to are its own, its
// texts and slug go after the older index's (which never reads past its
// lengths, so the arrays are shared).
func (next *Index) addTexts(g store.GameBase) (Key, gameShow) {
	next.Statuses, next.Types = slices.Clone(next.Statuses), slices.Clone(next.Types)
	k := Key{ID: int32(g.ID), Date: DateInt(g.Date), Season: int32(g.SeasonID), Home: int32(g.Home), Away: int32(g.Away),
		HS: gameScore(g.HomeScore), AS: gameScore(g.AwayScore), Sport: uint8(g.SportID), Level: uint8(g.LevelID),
		Status: gameIntern(&next.Statuses, g.Status), GType: gameIntern(&next.Types, g.GameType), OT: g.Overtime != ""}
	next.strs = slices.Grow(next.strs[:len(next.strs):len(next.strs)], 8)
	intern := func(v string) uint32 {
		if v == "" {
			return 0
		}
		next.strs = append(next.strs, v)
		return uint32(len(next.strs) - 1)
	}
	sd := gameShow{slugOff: uint32(len(next.slugs)), slugLen: uint8(min(len(g.Slug), 255)), neutral: g.Neutral, hasNotes: g.Notes != "",
		startTime: intern(g.StartTime), timeZone: intern(g.TimeZone), week: intern(g.Week), overtime: intern(g.Overtime),
		source: intern(g.Source), homeName: intern(g.HomeName), awayName: intern(g.AwayName), attendance: -1, venue: int32(g.VenueID)}
	if g.Attendance.Valid && g.Attendance.Int64 >= 0 && g.Attendance.Int64 < 1<<31 {
		sd.attendance = int32(g.Attendance.Int64)
	}
	next.slugs = append(slices.Grow(next.slugs, appendSlack*48), g.Slug[:sd.slugLen]...)
	return k, sd
}

// RebuildWith builds a new index from this one's games with g added or
// replacing the game of its id (remove: without it), in memory.
func (ix *Index) RebuildWith(g store.GameBase, remove bool) (*Index, error) {
	return assembleGameIndex(ix.Dims, func(fn func(store.GameBase) error) error {
		placed := remove
		d := DateInt(g.Date)
		for p := range ix.Games {
			k := &ix.Games[p]
			if int64(k.ID) == g.ID {
				continue
			}
			if !placed && (d < k.Date || (d == k.Date && g.ID < int64(k.ID))) {
				if err := fn(g); err != nil {
					return err
				}
				placed = true
			}
			b := ix.Base(int32(p))
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
