package gameindex

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

// Reading every game from the database is most of a server's start-up
// (~384k rows × 26 columns: 1.5-3 s, mostly the driver's per-column work).
// So the index's arrays are saved in the database like the search entries:
// for the dataset version and the count of game writes (store.GameWrites) they
// were read at. A live game, a correction or a backfill bumps that count in
// its own transaction, so a copy saved before it is never loaded after it;
// the server then reads the games again and saves a new copy.

// gamesPart names the saved arrays (store.SaveReadModel).
const gamesPart = "game-index"

// savedGames is a game index's arrays, one column per field, games in
// position order (slugs back to back in that order).
type savedGames struct {
	Writes                              int64
	ID, Date, Season, Home, Away        []int32
	Attendance, Venue                   []int32
	HS, AS                              []int16
	Sport, Level, Status, GType, Flags  []uint8
	SlugLen                             []uint8
	Slugs                               []byte
	StartTime, TimeZone, Week, Overtime []uint32
	Source, HomeName, AwayName          []uint32
	Strs, Statuses, Types               []string
	Live                                []savedLive
}

type savedLive struct {
	ID                        int32
	Period                    sql.NullInt64
	TimeRemaining, ExternalID string
}

const (
	flagOT = 1 << iota
	flagNeutral
	flagNotes
)

func encodeGames(ix *Index, writes int64) ([]byte, error) {
	n := len(ix.Games)
	s := savedGames{Writes: writes, Strs: ix.strs, Statuses: ix.Statuses, Types: ix.Types}
	i32 := func() []int32 { return make([]int32, n) }
	u32 := func() []uint32 { return make([]uint32, n) }
	u8 := func() []uint8 { return make([]uint8, n) }
	s.ID, s.Date, s.Season, s.Home, s.Away, s.Attendance, s.Venue = i32(), i32(), i32(), i32(), i32(), i32(), i32()
	s.HS, s.AS = make([]int16, n), make([]int16, n)
	s.Sport, s.Level, s.Status, s.GType, s.Flags, s.SlugLen = u8(), u8(), u8(), u8(), u8(), u8()
	s.StartTime, s.TimeZone, s.Week, s.Overtime, s.Source, s.HomeName, s.AwayName = u32(), u32(), u32(), u32(), u32(), u32(), u32()
	s.Slugs = make([]byte, 0, len(ix.slugs))
	for p := range ix.Games {
		k, d := &ix.Games[p], &ix.show[p]
		s.ID[p], s.Date[p], s.Season[p], s.Home[p], s.Away[p] = k.ID, k.Date, k.Season, k.Home, k.Away
		s.HS[p], s.AS[p], s.Sport[p], s.Level[p], s.Status[p], s.GType[p] = k.HS, k.AS, k.Sport, k.Level, k.Status, k.GType
		s.Flags[p] = flagIf(k.OT, flagOT) | flagIf(d.neutral, flagNeutral) | flagIf(d.hasNotes, flagNotes)
		s.SlugLen[p] = d.slugLen
		s.Slugs = append(s.Slugs, ix.slugAt(int32(p))...)
		s.StartTime[p], s.TimeZone[p], s.Week[p], s.Overtime[p] = d.startTime, d.timeZone, d.week, d.overtime
		s.Source[p], s.HomeName[p], s.AwayName[p] = d.source, d.homeName, d.awayName
		s.Attendance[p], s.Venue[p] = d.attendance, d.venue
	}
	for id, l := range ix.live {
		s.Live = append(s.Live, savedLive{ID: id, Period: l.period, TimeRemaining: l.timeRemaining, ExternalID: l.externalID})
	}
	return rmbase.PackPart(&s)
}

func flagIf(b bool, f uint8) uint8 {
	if b {
		return f
	}
	return 0
}

// decodeGames rebuilds an index over dims from saved arrays, and returns the
// count of game writes they were read at.
func decodeGames(data []byte, dims *store.GameDims) (*Index, int64, error) {
	var s savedGames
	if err := rmbase.UnpackPart(data, &s); err != nil {
		return nil, 0, err
	}
	n := len(s.ID)
	for _, l := range []int{len(s.Date), len(s.Season), len(s.Home), len(s.Away), len(s.Attendance), len(s.Venue), len(s.HS), len(s.AS),
		len(s.Sport), len(s.Level), len(s.Status), len(s.GType), len(s.Flags), len(s.SlugLen), len(s.StartTime), len(s.TimeZone),
		len(s.Week), len(s.Overtime), len(s.Source), len(s.HomeName), len(s.AwayName)} {
		if l != n {
			return nil, 0, fmt.Errorf("saved game index: a column has %d rows, want %d", l, n)
		}
	}
	ix := newGameIndex(dims)
	ix.strs, ix.Statuses, ix.Types, ix.slugs = s.Strs, s.Statuses, s.Types, s.Slugs
	ix.Games, ix.show = make([]Key, n), make([]gameShow, n)
	var off uint32
	for p := range n {
		ix.Games[p] = Key{ID: s.ID[p], Date: s.Date[p], Season: s.Season[p], Home: s.Home[p], Away: s.Away[p],
			HS: s.HS[p], AS: s.AS[p], Sport: s.Sport[p], Level: s.Level[p], Status: s.Status[p], GType: s.GType[p], OT: s.Flags[p]&flagOT != 0}
		ix.show[p] = gameShow{slugOff: off, slugLen: s.SlugLen[p], neutral: s.Flags[p]&flagNeutral != 0, hasNotes: s.Flags[p]&flagNotes != 0,
			startTime: s.StartTime[p], timeZone: s.TimeZone[p], week: s.Week[p], overtime: s.Overtime[p],
			source: s.Source[p], homeName: s.HomeName[p], awayName: s.AwayName[p], attendance: s.Attendance[p], venue: s.Venue[p]}
		off += uint32(s.SlugLen[p])
		// Texts point into the tables saved with them: an index out of range
		// is a damaged copy, not a game to show.
		if int(s.Status[p]) >= len(s.Statuses) || int(s.GType[p]) >= len(s.Types) || !ix.show[p].textsIn(len(s.Strs)) {
			return nil, 0, fmt.Errorf("saved game index: game %d names a text that is not saved", s.ID[p])
		}
	}
	if int(off) != len(s.Slugs) {
		return nil, 0, fmt.Errorf("saved game index: %d bytes of slugs, want %d", len(s.Slugs), off)
	}
	for _, l := range s.Live {
		ix.live[l.ID] = gameLive{period: l.Period, timeRemaining: l.TimeRemaining, externalID: l.ExternalID}
	}
	ix.finish()
	return ix, s.Writes, nil
}

func (d *gameShow) textsIn(n int) bool {
	for _, i := range []uint32{d.startTime, d.timeZone, d.week, d.overtime, d.source, d.homeName, d.awayName} {
		if int(i) >= n {
			return false
		}
	}
	return true
}

// loadGames returns the game index saved for the current dataset version
// and game writes, else reads the games and saves what it read.
func Load(ctx context.Context, st *store.Store) (*Index, error) {
	v := st.Version(ctx)
	// Read before the games: a write after this makes the copy saved below
	// stale, and its count tells.
	writes, werr := st.GameWrites(ctx)
	dims, err := st.GameDims(ctx)
	if err != nil {
		return nil, err
	}
	if werr == nil {
		if data, ok, err := st.LoadReadModel(ctx, gamesPart, v); err == nil && ok {
			ix, saved, err := decodeGames(data, dims)
			switch {
			case err != nil:
				slog.Warn("saved game index unreadable: reading the games", "err", err)
			case saved == writes:
				return ix, nil
			}
		}
	}
	ix, err := assembleGameIndex(dims, func(fn func(store.GameBase) error) error { return st.GameRows(ctx, fn) })
	if err != nil {
		return nil, err
	}
	if werr != nil {
		slog.Warn("game index not saved: game writes unknown", "err", werr)
		return ix, nil
	}
	data, err := encodeGames(ix, writes)
	if err == nil {
		err = st.SaveReadModel(context.WithoutCancel(ctx), gamesPart, v, data)
	}
	if err != nil {
		slog.Warn("saving the game index", "err", err)
	}
	return ix, nil
}
