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

func (c *respCache) get(key string) *answer {
	a, ok := c.c.GetIfPresent(key)
	if !ok || (!a.expires.IsZero() && time.Now().After(a.expires)) {
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

// canonicalQuery keeps only the parameters the route knows, in name order,
// integers in plain form and defaults dropped. Values that do not parse are
// kept as sent, so the handler still answers 400 naming them (errors are
// never cached). whole: every parameter of q was kept as sent, so q holds
// the same values as the canonical query.
func canonicalQuery(known []Param, q url.Values) (canon string, whole bool) {
	var b strings.Builder
	kept, changed := 0, false
	for _, p := range known {
		vals := q[p.Name]
		if len(vals) == 0 {
			continue
		}
		if p.Type == "integer" {
			copied := false
			for i, v := range vals {
				n, err := strconv.Atoi(v)
				if plain := strconv.Itoa(n); err == nil && plain != v {
					if !copied { // the request's own values stay as sent
						vals, copied = slices.Clone(vals), true
					}
					vals[i] = plain
				}
			}
			changed = changed || copied
		}
		if len(vals) == 1 && (vals[0] == "" || vals[0] == p.Default) {
			changed = true
			continue
		}
		kept++
		for _, v := range vals {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(url.QueryEscape(p.Name))
			b.WriteByte('=')
			b.WriteString(url.QueryEscape(v))
		}
	}
	return b.String(), !changed && kept == len(q)
}

// canonicalize rewrites r's query to its canonical form: the handler sees
// only what the cache key holds, so an answer never depends on anything
// else.
func (rt *Route) canonicalize(r *http.Request) {
	// Parsed from the URL (never r.Form: a cloned request may carry its
	// original's). The handler reads the values through query(r): the
	// request's own when it was kept whole, else parsed from the canonical
	// query when first read (an answer from the cache never needs them).
	q := r.URL.Query()
	canon, whole := canonicalQuery(rt.known, q)
	r.URL.RawQuery, r.Form = canon, nil
	if whole {
		r.Form = q
	}
}

// cacheKey is the key of a canonical request's answer: method class, site
// (for the routes whose answer depends on the host), path and query.
func (rt *Route) cacheKey(r *http.Request, site string) string {
	var b strings.Builder
	if rt.PerSite {
		b.WriteString(site)
	}
	b.WriteByte(' ')
	b.WriteString(r.URL.Path)
	if r.URL.RawQuery != "" {
		b.WriteByte('?')
		b.WriteString(r.URL.RawQuery)
	}
	return b.String()
}
