package api

import (
	"net/http"
	"strconv"
	"sync"

	ja "github.com/almanac-sports/almanac/internal/jsonappend"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// pagePool keeps the results arrays of one list's answers between
// requests. A page of large records (players, coaches, seasons: 250-450
// bytes each) was most of the garbage of such an answer, and garbage is what
// sets the collector's pace under load. sync.Pool drops what it holds at
// collections, so it stays bounded.
type pagePool[T any] struct{ pool sync.Pool }

// pageBuf is one pooled results array.
type pageBuf[T any] struct{ rows []T }

// get returns an empty array to build a page in.
func (p *pagePool[T]) get() *pageBuf[T] {
	if b, ok := p.pool.Get().(*pageBuf[T]); ok {
		return b
	}
	return &pageBuf[T]{}
}

// put takes the array back, holding none of the answer's values.
func (p *pagePool[T]) put(b *pageBuf[T]) {
	clear(b.rows)
	b.rows = b.rows[:0]
	p.pool.Put(b)
}

// paged is NewPaged over rows built in b (rows may have grown past b's
// array); the array goes back to the pool once the answer is encoded.
func (p *pagePool[T]) paged(r *http.Request, pg Page, count int, b *pageBuf[T], rows []T) *Paged[T] {
	b.rows = rows
	out := NewPaged(r, pg, count, rows)
	out.release = func() { p.put(b) }
	return &out
}

// appendAnswer writes the answers that write their own JSON (the encoder's
// bytes with a final newline, at a fraction of its cost: the API suite
// compares every answer with encoding/json's); false: the encoder writes v.
// The cases are exact types: a type that embeds one has more fields.
func appendAnswer(b []byte, v any) ([]byte, bool) {
	ok := false
	switch v := v.(type) {
	case *Paged[readmodel.GameJSON]:
		b, ok = appendPage(b, v, func(b []byte, g *readmodel.GameJSON) ([]byte, bool) { return readmodel.AppendGameJSON(b, g), true })
	case *Paged[readmodel.TeamStatRow]:
		b, ok = appendPage(b, v, readmodel.AppendTeamStatRow)
	case *Paged[*readmodel.TeamStatRow]:
		b, ok = appendPage(b, v, func(b []byte, r **readmodel.TeamStatRow) ([]byte, bool) {
			if *r == nil {
				return append(b, "null"...), true
			}
			return readmodel.AppendTeamStatRow(b, *r)
		})
	case *coachStatsPage:
		if b, ok = appendPage(b, &v.Paged, readmodel.AppendCoachStatRow); ok {
			b = append(b, `,"timeframe":`...)
			b = ja.String(b, v.Timeframe)
			b = append(b, `,"sort":`...)
			b = ja.String(b, v.Sort)
			b = append(b, `,"min_games":`...)
			b = ja.Int(b, int64(v.MinGames))
		}
	}
	if !ok {
		return b, false
	}
	return append(b, "}\n"...), true
}

// appendPage writes a page's fields, without the closing brace (a type
// embedding Paged adds its own after).
func appendPage[T any](b []byte, p *Paged[T], row func([]byte, *T) ([]byte, bool)) ([]byte, bool) {
	b = append(b, `{"count":`...)
	b = strconv.AppendInt(b, int64(p.Count), 10)
	b = append(b, `,"next":`...)
	b = ja.StringPtr(b, p.Next)
	b = append(b, `,"previous":`...)
	b = ja.StringPtr(b, p.Previous)
	b = append(b, `,"results":`...)
	if p.Results == nil {
		return append(b, "null"...), true
	}
	b = append(b, '[')
	for i := range p.Results {
		if i > 0 {
			b = append(b, ',')
		}
		var ok bool
		if b, ok = row(b, &p.Results[i]); !ok {
			return b, false
		}
	}
	return append(b, ']'), true
}
