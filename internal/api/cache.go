package api

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maypok86/otter/v2"

	"github.com/almanac-sports/almanac/internal/metrics"
)

// respCache keeps encoded answers, bounded in bytes (RESPONSE_CACHE_MB):
// otter evicts the least valuable entries once the bodies, gzip bodies and
// keys held pass the bound. Keys are canonical (see cacheKey), so what a
// client sends beyond the parameters a route knows never makes an entry.
type respCache struct {
	c *otter.Cache[string, *answer]
}

// entryOverhead approximates the bookkeeping of one entry beyond its bytes.
const entryOverhead = 256

// newRespCache returns a cache of at most mb MiB, or nil (no cache) for 0.
func newRespCache(mb int) *respCache {
	if mb <= 0 {
		return nil
	}
	return &respCache{c: otter.Must(&otter.Options[string, *answer]{
		MaximumWeight: uint64(mb) << 20,
		Weigher: func(k string, a *answer) uint32 {
			return uint32(min(len(k)+len(a.body)+len(a.gz)+entryOverhead, 1<<31))
		},
	})}
}

// get answers the entry under key if it is still good: not expired, and
// built in generation gen (see API.gen).
func (c *respCache) get(key string, gen uint64) *answer {
	a, ok := c.c.GetIfPresent(key)
	if !ok || a.gen != gen || (!a.expires.IsZero() && time.Now().After(a.expires)) {
		metrics.CacheMiss()
		return nil
	}
	metrics.CacheHit()
	return a
}

func (c *respCache) put(key string, a *answer) { c.c.Set(key, a) }

func (c *respCache) purge() { c.c.InvalidateAll() }

// Bytes is what the cache holds now (keys, bodies, gzip bodies, overhead).
func (c *respCache) bytes() uint64 { return c.c.WeightedSize() }

// CacheBytes is what the response cache holds now, in bytes (0 when off).
func (a *API) CacheBytes() float64 {
	if a.cache == nil {
		return 0
	}
	return float64(a.cache.bytes())
}

// queryPair is one parameter of a raw query, unescaped.
type queryPair struct{ name, value string }

// maxQueryParams is net/url's default limit: past it ParseQuery reads
// nothing (and so does queryPairs; its GODEBUG override is not followed).
const maxQueryParams = 10000

// queryPairs reads a raw query as url.ParseQuery does (a pair holding a
// semicolon or a bad escape is dropped, values keep their order) into dst,
// without building a map: a cached answer's key needs none.
func queryPairs(raw string, dst []queryPair) []queryPair {
	if strings.Count(raw, "&") >= maxQueryParams {
		return dst
	}
	for raw != "" {
		var part string
		part, raw, _ = strings.Cut(raw, "&")
		if part == "" || strings.Contains(part, ";") {
			continue
		}
		name, value, _ := strings.Cut(part, "=")
		name, err1 := url.QueryUnescape(name)
		value, err2 := url.QueryUnescape(value)
		if err1 == nil && err2 == nil {
			dst = append(dst, queryPair{name, value})
		}
	}
	return dst
}

// canonicalQuery keeps only the parameters the route knows, in name order,
// integers in plain form and defaults dropped. Values that do not parse are
// kept as sent, so the handler still answers 400 naming them (errors are
// never cached).
func canonicalQuery(known []Param, q []queryPair) string {
	return string(appendCanonical(nil, known, q))
}

// appendCanonical appends the canonical query (see canonicalQuery) to dst.
func appendCanonical(dst []byte, known []Param, q []queryPair) []byte {
	start := len(dst)
	for _, p := range known {
		n, last := 0, ""
		for _, kv := range q {
			if kv.name == p.Name {
				n, last = n+1, kv.value
			}
		}
		if n == 0 {
			continue
		}
		if n == 1 {
			if v := plainValue(p, last); v == "" || v == p.Default {
				continue
			}
		}
		for _, kv := range q {
			if kv.name != p.Name {
				continue
			}
			if len(dst) > start {
				dst = append(dst, '&')
			}
			dst = append(dst, url.QueryEscape(p.Name)...)
			dst = append(dst, '=')
			dst = append(dst, url.QueryEscape(plainValue(p, kv.value))...)
		}
	}
	return dst
}

// plainValue is an integer parameter's value in plain form ("01" -> "1"),
// any other value as sent (v itself when already plain: no allocation).
func plainValue(p Param, v string) string {
	if p.Type == "integer" {
		if n, err := strconv.Atoi(v); err == nil {
			var buf [20]byte
			if b := strconv.AppendInt(buf[:0], int64(n), 10); string(b) != v {
				return string(b)
			}
		}
	}
	return v
}

// canonicalize rewrites r's query to its canonical form: the handler sees
// only what the cache key holds, so an answer never depends on anything
// else.
func (rt *Route) canonicalize(r *http.Request) {
	// Read from the URL (never r.Form: a cloned request may carry its
	// original's). The handler reads the values through query(r), parsed
	// from the canonical query when first read: an answer from the cache
	// never needs them.
	var held [16]queryPair // more than most requests send: on the stack
	var buf [256]byte
	pairs := queryPairs(r.URL.RawQuery, held[:0])
	c := appendCanonical(buf[:0], rt.known, pairs)
	if rt.Operators {
		c = appendOperators(c, rt.known, pairs)
	}
	if string(c) != r.URL.RawQuery { // a query sent in canonical form is kept as it is
		r.URL.RawQuery = string(c)
	}
	r.Form = nil
}

// cacheKey is the key of a canonical request's answer: site (empty unless
// the route's answer depends on the host), path and query.
func (rt *Route) cacheKey(r *http.Request, site string) string {
	var b strings.Builder
	b.Grow(len(site) + len(r.URL.Path) + len(r.URL.RawQuery) + 2) // one allocation
	b.WriteString(site)
	b.WriteByte(' ')
	b.WriteString(r.URL.Path)
	if r.URL.RawQuery != "" {
		b.WriteByte('?')
		b.WriteString(r.URL.RawQuery)
	}
	return b.String()
}

// appendOperators appends, after the known parameters, every parameter
// named with an operator ("home_runs__gte", also a bad one such as
// "home_runs__gt", so the handler can name it in its 400) that is not a
// known one, in name order: a finder's statistic bounds are open-ended.
func appendOperators(dst []byte, known []Param, q []queryPair) []byte {
	var ops []queryPair
	for _, kv := range q {
		if strings.Contains(kv.name, "__") && !slices.ContainsFunc(known, func(p Param) bool { return p.Name == kv.name }) {
			ops = append(ops, kv)
		}
	}
	slices.SortStableFunc(ops, func(a, b queryPair) int { return strings.Compare(a.name, b.name) })
	for _, kv := range ops {
		if len(dst) > 0 {
			dst = append(dst, '&')
		}
		dst = append(dst, url.QueryEscape(kv.name)...)
		dst = append(dst, '=')
		dst = append(dst, url.QueryEscape(kv.value)...)
	}
	return dst
}
