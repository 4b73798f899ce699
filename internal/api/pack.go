package api

import (
	"unsafe"

	"github.com/almanac-sports/almanac/internal/store"
)

// packer moves a finished snapshot's many small values (strings, *int,
// *string, short slices) into a few large shared blocks, so the garbage
// collector marks a few hundred objects instead of about a million on every
// cycle. On one busy core each mark phase was ~500 ms of slower requests;
// the people snapshots alone held 60% of the heap's objects.
//
// Packed values are never written again (snapshots are read-only once
// built); a block stays alive while any value in it is reachable.
type packer struct {
	strs  map[string]string // interned: equal strings share bytes
	chars []byte
	ints  []int
	sptrs []string
	slist slabs[string]
}

const packBlock = 64 << 10

func newPacker() *packer { return &packer{strs: map[string]string{}} }

// str returns s, its bytes in a shared block (equal strings share them).
func (p *packer) str(s string) string {
	if s == "" {
		return ""
	}
	if v, ok := p.strs[s]; ok {
		return v
	}
	if len(s) > packBlock/8 { // a long string keeps its own allocation
		p.strs[s] = s
		return s
	}
	if cap(p.chars)-len(p.chars) < len(s) {
		p.chars = make([]byte, 0, packBlock)
	}
	n := len(p.chars)
	p.chars = append(p.chars, s...)
	v := unsafe.String(&p.chars[n], len(s))
	p.strs[s] = v
	return v
}

// intp returns a pointer to a packed copy of *v (nil stays nil).
func (p *packer) intp(v *int) *int {
	if v == nil {
		return nil
	}
	if len(p.ints) == cap(p.ints) {
		p.ints = make([]int, 0, packBlock/8)
	}
	p.ints = append(p.ints, *v)
	return &p.ints[len(p.ints)-1]
}

// strp returns a pointer to a packed, interned copy of *v (nil stays nil).
func (p *packer) strp(v *string) *string {
	if v == nil {
		return nil
	}
	if len(p.sptrs) == cap(p.sptrs) {
		p.sptrs = make([]string, 0, packBlock/16)
	}
	p.sptrs = append(p.sptrs, p.str(*v))
	return &p.sptrs[len(p.sptrs)-1]
}

// strSlice returns a packed copy of a string slice, elements interned; an
// empty slice is returned as is (nil and empty encode differently).
func (p *packer) strSlice(s []string) []string {
	if len(s) == 0 {
		return s
	}
	out := packSlice(&p.slist, s)
	for i, v := range out {
		out[i] = p.str(v)
	}
	return out
}

// slabs hands out sub-slices of large blocks; each sub-slice's capacity is
// its length, so an append never writes into a neighbour.
type slabs[T any] struct{ block []T }

func packSlice[T any](sl *slabs[T], s []T) []T {
	if len(s) == 0 {
		return s
	}
	if len(s) > 256 {
		return append([]T(nil), s...)
	}
	if cap(sl.block)-len(sl.block) < len(s) {
		size := packBlock / int(max(unsafe.Sizeof(s[0]), 1))
		sl.block = make([]T, 0, max(size, 256))
	}
	n := len(sl.block)
	sl.block = append(sl.block, s...)
	return sl.block[n:len(sl.block):len(sl.block)]
}

// packStats returns a packed copy of a stats map, names interned.
func packStats(p *packer, sl *slabs[statKV], m statMap) statMap {
	out := statMap(packSlice(sl, []statKV(m)))
	for i := range out {
		out[i].Name = p.str(out[i].Name)
	}
	return out
}

// packAwards returns a packed copy of award records, names interned.
func packAwards(p *packer, sl *slabs[awardRec], a []awardRec) []awardRec {
	out := packSlice(sl, a)
	for i := range out {
		out[i].Name = p.str(out[i].Name)
	}
	return out
}

// packPerson interns a person's text fields.
func packPerson(p *packer, pe *store.PersonRow) {
	pe.Slug, pe.FirstName, pe.LastName = p.str(pe.Slug), p.str(pe.FirstName), p.str(pe.LastName)
	pe.BirthDate, pe.BirthCity, pe.BirthState = p.str(pe.BirthDate), p.str(pe.BirthCity), p.str(pe.BirthState)
	pe.BirthCountry, pe.DeathDate, pe.College = p.str(pe.BirthCountry), p.str(pe.DeathDate), p.str(pe.College)
}
