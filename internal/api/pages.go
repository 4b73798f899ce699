package api

import (
	"net/http"
	"sync"
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

// list answers a page built by fill in a pooled array (fill may grow it);
// the array goes back to the pool once the answer is encoded, or at once
// when fill fails.
func (p *pagePool[T]) list(r *http.Request, pg Page, fill func(dst []T) (count int, rows []T, err error)) (*Paged[T], error) {
	b := p.get()
	count, rows, err := fill(b.rows)
	if err != nil {
		p.put(b)
		return nil, err
	}
	b.rows = rows
	out := NewPaged(r, pg, count, rows)
	out.release = func() { p.put(b) }
	return &out, nil
}
