package readmodel

import (
	"bytes"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
)

// CoachSeasons is a coaches/stats row's seasons, newest first, each as its
// JSON. They are nine tenths of that answer's bytes and the same in every
// ranking, so each head tenure's row is encoded once per snapshot
// (seasonRows) and an answer copies the bytes (AppendJSON) instead of
// encoding ~300 rows again: a page of 20 coaches took ~75 us to encode,
// most of the request's time.
type CoachSeasons [][]byte

// AppendJSON appends the seasons as a JSON array: the bytes encoding/json
// writes for the []CoachSeason they stand for (with HTML escaping off,
// as every answer is written).
func (s CoachSeasons) AppendJSON(b []byte) []byte {
	b = append(b, '[')
	for i, row := range s {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, row...)
	}
	return append(b, ']')
}

// MarshalJSON is AppendJSON for an encoder (which checks the bytes again).
func (s CoachSeasons) MarshalJSON() ([]byte, error) { return s.AppendJSON(nil), nil }

// seasonRows holds the JSON of every head tenure's season row in one
// pointer-free array (~7 MB for the ~19,000 head tenures): tenure i's row is
// json[ends[i]:ends[i+1]], empty for an assistant's tenure.
type seasonRows struct {
	json []byte
	ends []uint32
}

func (r *seasonRows) of(t *people.Tenure) []byte { return r.json[r.ends[t.Index]:r.ends[t.Index+1]] }

// seasonRows encodes the head tenures' season rows once per snapshot (b is
// the base snapshot the coaches were built from).
func (snap *coachSnap) seasonRows(b *people.Base) *seasonRows {
	snap.seasonsOnce.Do(func() {
		r := &seasonRows{ends: make([]uint32, len(snap.Tenures)+1)}
		var buf bytes.Buffer
		enc := answerEncoder(&buf)
		for i := range snap.Tenures {
			if t := &snap.Tenures[i]; t.IsHead {
				enc.Encode(seasonOutOf(b, t, nil)) // cannot fail: no floats but a rounded share
				buf.Truncate(buf.Len() - 1)        // the newline Encode ends with
			}
			r.ends[i+1] = uint32(buf.Len())
		}
		r.json = bytes.Clone(buf.Bytes())
		snap.seasons = r
	})
	return snap.seasons
}
