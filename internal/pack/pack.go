// Package pack moves a finished, read-only snapshot's many small values
// (strings, *int, *string, short slices) into a few large shared blocks.
package pack

import "unsafe"

// Packer moves a finished snapshot's many small values (strings, *int,
// *string, short slices) into a few large shared blocks, so the garbage
// collector marks a few hundred objects instead of about a million on every
// cycle. On one busy core each mark phase was ~500 ms of slower requests;
// the people snapshots alone held 60% of the heap's objects.
//
// Packed values are never written again (snapshots are read-only once
// built); a block stays alive while any value in it is reachable.
type Packer struct {
	strs  map[string]string // interned: equal strings share bytes
	chars []byte
	ints  []int
	sptrs []string
	slist Slabs[string]
}

const block = 64 << 10

func New() *Packer { return &Packer{strs: map[string]string{}} }

// Str returns s, its bytes in a shared block (equal strings share them).
func (p *Packer) Str(s string) string {
	if s == "" {
		return ""
	}
	if v, ok := p.strs[s]; ok {
		return v
	}
	if len(s) > block/8 { // a long string keeps its own allocation
		p.strs[s] = s
		return s
	}
	if cap(p.chars)-len(p.chars) < len(s) {
		p.chars = make([]byte, 0, block)
	}
	n := len(p.chars)
	p.chars = append(p.chars, s...)
	v := unsafe.String(&p.chars[n], len(s))
	p.strs[s] = v
	return v
}

// IntP returns a pointer to a packed copy of *v (nil stays nil).
func (p *Packer) IntP(v *int) *int {
	if v == nil {
		return nil
	}
	if len(p.ints) == cap(p.ints) {
		p.ints = make([]int, 0, block/8)
	}
	p.ints = append(p.ints, *v)
	return &p.ints[len(p.ints)-1]
}

// StrP returns a pointer to a packed, interned copy of *v (nil stays nil).
func (p *Packer) StrP(v *string) *string {
	if v == nil {
		return nil
	}
	if len(p.sptrs) == cap(p.sptrs) {
		p.sptrs = make([]string, 0, block/16)
	}
	p.sptrs = append(p.sptrs, p.Str(*v))
	return &p.sptrs[len(p.sptrs)-1]
}

// Strs returns a packed copy of a string slice, elements interned; an
// empty slice is returned as is (nil and empty encode differently).
func (p *Packer) Strs(s []string) []string {
	if len(s) == 0 {
		return s
	}
	out := Slice(&p.slist, s)
	for i, v := range out {
		out[i] = p.Str(v)
	}
	return out
}

// Slabs hands out sub-slices of large blocks; each sub-slice's capacity is
// its length, so an append never writes into a neighbour.
type Slabs[T any] struct{ block []T }

// Slice returns a copy of s in sl's current block (len(s) == cap); empty
// slices are returned as they are (nil and empty encode differently).
func Slice[T any](sl *Slabs[T], s []T) []T {
	if len(s) == 0 {
		return s
	}
	if len(s) > 256 {
		return append([]T(nil), s...)
	}
	if cap(sl.block)-len(sl.block) < len(s) {
		size := block / int(max(unsafe.Sizeof(s[0]), 1))
		sl.block = make([]T, 0, max(size, 256))
	}
	n := len(sl.block)
	sl.block = append(sl.block, s...)
	return sl.block[n:len(sl.block):len(sl.block)]
}
