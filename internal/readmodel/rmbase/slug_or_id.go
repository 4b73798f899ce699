package rmbase

import "strconv"

// BySlugOrID is the value bySlug holds for ref, else (ref a number) the one
// byID holds for it; the zero value when neither has one.
func BySlugOrID[T comparable](bySlug map[string]T, byID map[int]T, ref string) T {
	var zero T
	if v := bySlug[ref]; v != zero {
		return v
	}
	if id, err := strconv.Atoi(ref); err == nil {
		return byID[id]
	}
	return zero
}
