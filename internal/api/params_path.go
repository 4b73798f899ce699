package api

import "strings"

// pick returns the first non-empty value of the named query parameters.
func pick(r interface{ Get(string) string }, names ...string) string {
	for _, n := range names {
		if v := strings.TrimSpace(r.Get(n)); v != "" {
			return v
		}
	}
	return ""
}

// pathSlug reads the {slug} wildcard; when the mux did not fill path values
// (API.Handler looks handlers up with mux.Handler) it takes the idx-th path
// segment ("/api/players/{slug}" has it at 2).
func pathSlug(r interface {
	PathValue(string) string
}, path string, idx int) string {
	v := r.PathValue("slug")
	if v == "" {
		segs := strings.Split(strings.Trim(path, "/"), "/")
		if idx < len(segs) {
			v = segs[idx]
		}
	}
	return strings.ToLower(strings.TrimSpace(v))
}
