package rmbase

// PageOf slices items for a page: size items from offset.
func PageOf[T any](items []T, off, size int) []T {
	if off >= len(items) {
		return nil
	}
	end := off + size
	if end > len(items) {
		end = len(items)
	}
	return items[off:end]
}

// ScopeLists indexes items by every sport/level filter combination they
// match (all, sport, level, sport+level), keeping the items' order.
func ScopeLists[T any](list []T, scopes func(T) [][2]string) map[Scope][]T {
	m := map[Scope][]T{}
	var seen []Scope
	for _, x := range list {
		seen = seen[:0]
	outer:
		for _, sl := range scopes(x) {
			for _, sc := range []Scope{{}, {Sport: sl[0]}, {Level: sl[1]}, {Sport: sl[0], Level: sl[1]}} {
				for _, s := range seen {
					if s == sc {
						continue outer
					}
				}
				seen = append(seen, sc)
				m[sc] = append(m[sc], x)
			}
		}
	}
	return m
}
