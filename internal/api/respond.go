package api

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/cespare/xxhash/v2"
	gojson "github.com/goccy/go-json"
)

// entry is one encoded response, kept ready to send.
type entry struct {
	body    []byte
	etag    string
	cache   string
	expires time.Time // zero: until the next purge

	// Header values prepared once, so a cache hit allocates nothing for them
	// (and takes no lock: each is made under its own sync.Once).
	hdrOnce                   sync.Once
	hdrETag, hdrCache, hdrLen []string
	hdrGzLen                  []string     // made with gz
	fastOnce                  [2]sync.Once // fast path heads before Date: identity, gzip
	fast                      [2][]byte

	gzOnce sync.Once
	gz     []byte // compressed on first use by a gzip client; nil when small

	fileOnce sync.Once
	file     *bodyFile // large cached bodies only, made on first identity send
	inCache  bool      // set before the entry is shared; one-off answers get no file
}

// bodyFile returns the body's memory file for sendfile, made once; nil for
// small bodies or when the platform has none.
func (e *entry) bodyFile() *bodyFile {
	if !e.inCache || len(e.body) < sendfileMin {
		return nil
	}
	e.fileOnce.Do(func() {
		if bf := newBodyFile(e.body); bf != nil {
			e.file = bf
			// Closed once no request and no cache map holds the entry.
			runtime.AddCleanup(e, func(bf *bodyFile) { bf.close() }, bf)
		}
	})
	return e.file
}

// gzipped returns the compressed body, made once (nil for small bodies).
func (e *entry) gzipped() []byte {
	if len(e.body) <= 1024 {
		return nil
	}
	e.gzOnce.Do(func() {
		zw := gzPool.Get().(*gzip.Writer)
		var buf bytes.Buffer
		buf.Grow(len(e.body) / 4)
		zw.Reset(&buf)
		zw.Write(e.body)
		zw.Close()
		gzPool.Put(zw)
		e.gz = buf.Bytes()
		e.hdrGzLen = []string{itoa(len(e.gz))}
	})
	return e.gz
}

// Pooled writers: a gzip.Writer holds about 1 MB of state.
var gzPool = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// respCache keeps encoded GET responses in memory. The dataset only changes
// on import, so entries live until Purge (called when an import is seen).
type respCache struct {
	mu  sync.RWMutex
	m   map[string]*entry
	max int
}

func newRespCache(max int) *respCache { return &respCache{m: map[string]*entry{}, max: max} }

func (c *respCache) get(k string) *entry { return c.getBytes([]byte(k)) }

// getBytes looks a key up without making a string of it.
func (c *respCache) getBytes(k []byte) *entry {
	c.mu.RLock()
	e := c.m[string(k)]
	c.mu.RUnlock()
	if e != nil && !e.expires.IsZero() && time.Now().After(e.expires) {
		return nil
	}
	return e
}

// appendKey appends the cache key of r: host and the request target as the
// client sent it (a handler's rewrite of r.URL, e.g. a trailing slash, keeps
// the original key, so the next identical request is a hit before routing).
func appendKey(b []byte, r *http.Request) []byte {
	if r.RequestURI != "" {
		return appendCacheKey(b, r.Host, r.RequestURI)
	}
	return appendCacheKey(b, r.Host, r.URL.RequestURI())
}

// appendCacheKey appends the key of a host and request target (the
// connection fast path builds it from the raw request head).
func appendCacheKey[S string | []byte](b []byte, host, target S) []byte {
	return append(append(append(b, host...), ' '), target...)
}

func (c *respCache) put(k string, e *entry) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		c.m = map[string]*entry{} // crude but bounded; hot entries refill at once
	}
	e.inCache = true
	c.m[k] = e
}

// Purge drops every cached response.
func (a *API) Purge() {
	a.cache.mu.Lock()
	a.cache.m = map[string]*entry{}
	a.cache.mu.Unlock()
	// Every per-store memo goes with it, at once: the games index and its
	// memo, team figures, and the people/search snapshots. (Each also checks
	// the import id itself as a fallback for an API whose owner never purges.)
	a.purgePeopleCaches()
	var key any = a
	if a.Store != nil {
		key = a.Store
		a.Store.ResetTeamCaches()
	}
	if m, ok := gameMemos.Load(key); ok {
		m.(*gameMemo).reset()
	}
}

// rawJSON is an answer already encoded (e.g. the static OpenAPI document).
type rawJSON []byte

func encode(v any, cacheHeader string) (*entry, error) {
	if raw, ok := v.(rawJSON); ok {
		return &entry{body: raw, etag: etagOf(raw), cache: cacheHeader}, nil
	}
	buf := bodyPool.Get().(*bytes.Buffer)
	defer releaseBody(buf)
	e, err := encodeTo(buf, v, cacheHeader)
	if err != nil {
		return nil, err
	}
	// A kept answer gets its own exact-size copy (append does not zero the
	// copied part, unlike growing an empty buffer: that zeroing of fresh
	// memory was 16% of a large list request).
	e.body = append([]byte(nil), e.body...)
	return e, nil
}

// encodeTo encodes v into buf; the entry's body aliases buf, so it is only
// good until buf is reused (one-off answers: encode, send, release).
func encodeTo(buf *bytes.Buffer, v any, cacheHeader string) (*entry, error) {
	if raw, ok := v.(rawJSON); ok {
		return &entry{body: raw, etag: etagOf(raw), cache: cacheHeader}, nil
	}
	// go-json writes the same bytes as encoding/json (tested) in about half
	// the time; encoding was the largest share of an uncached request. It
	// encodes into its own pooled buffer and writes here once.
	buf.Reset()
	enc := gojson.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	body := buf.Bytes()
	if encodeCheck != nil {
		encodeCheck(v, body)
	}
	return &entry{body: body, etag: etagOf(body), cache: cacheHeader}, nil
}

// bodyPool holds encode buffers for answers that are sent once and dropped.
var bodyPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func releaseBody(buf *bytes.Buffer) {
	if buf.Cap() <= 4<<20 { // an occasional huge answer is not kept around
		buf.Reset()
		bodyPool.Put(buf)
	}
}

// encodeCheck, set by tests, sees every encoded answer (to compare go-json's
// bytes with encoding/json's).
var encodeCheck func(v any, body []byte)

// etagOf is a strong validator for a body: 64-bit xxhash, stable across
// processes (so replicas agree), ~10x cheaper than SHA-256 on large bodies.
func etagOf(body []byte) string {
	var b [18]byte
	b[0], b[17] = '"', '"'
	hex.Encode(b[1:17], binary.BigEndian.AppendUint64(nil, xxhash.Sum64(body)))
	return string(b[:])
}

// cached answers a GET or HEAD from the memory cache before any routing;
// false when the request is not in it.
func (a *API) cached(w http.ResponseWriter, r *http.Request) bool {
	if !a.Config.ResponseCache || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	var buf [256]byte
	e := a.cache.getBytes(appendKey(buf[:0], r))
	if e == nil {
		return false
	}
	send(w, r, http.StatusOK, e)
	return true
}

// wrap turns a Route into an http.Handler with the shared response rules.
func (a *API) wrap(rt Route) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cacheable := rt.Method == http.MethodGet && rt.Cache != CacheNone && a.Config.ResponseCache
		// No lookup here: Handler's a.cached already missed with the same key.
		v, err := a.call(rt, r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		if !cacheable {
			// Sent once and dropped: encode into a pooled buffer.
			buf := bodyPool.Get().(*bytes.Buffer)
			defer releaseBody(buf)
			e, err := encodeTo(buf, v, rt.Cache.header())
			if err != nil {
				writeError(w, r, err)
				return
			}
			send(w, r, http.StatusOK, e)
			return
		}
		e, err := encode(v, rt.Cache.header())
		if err != nil {
			writeError(w, r, err)
			return
		}
		if rt.Cache == CacheRealtime {
			// Realtime answers (today's games) go stale with the clock.
			e.expires = time.Now().Add(30 * time.Second)
		}
		a.cache.put(string(appendKey(nil, r)), e)
		send(w, r, http.StatusOK, e)
	})
}

// call runs the handler, turning a panic into a 500 so no input kills a request badly.
func (a *API) call(rt Route, r *http.Request) (v any, err error) {
	defer func() {
		if p := recover(); p != nil {
			if a.Log != nil {
				a.Log.Error("handler panic", "path", r.URL.Path, "panic", p)
			}
			v, err = nil, &Error{Status: http.StatusInternalServerError, Detail: "Internal server error."}
		}
	}()
	return rt.Handle(r)
}

var (
	hdrJSON    = []string{"application/json"}
	hdrVary    = []string{"Accept-Encoding"}
	hdrGzip    = []string{"gzip"}
	hdrNoStore = []string{"no-store"}
	hdrNoSniff = []string{"nosniff"}
)

// prepare fills the entry's ready-made header values (once).
func (e *entry) prepare() {
	e.hdrOnce.Do(func() {
		e.hdrETag, e.hdrCache = []string{e.etag}, []string{e.cache}
		e.hdrLen = []string{itoa(len(e.body))}
	})
}

func send(w http.ResponseWriter, r *http.Request, status int, e *entry) {
	e.prepare()
	h := w.Header()
	// Direct map writes with canonical keys: no per-request allocations.
	h["Content-Type"] = hdrJSON
	h["Cache-Control"] = e.hdrCache
	h["Etag"] = e.hdrETag
	h["Vary"] = hdrVary
	if status == http.StatusOK && etagMatch(r.Header.Get("If-None-Match"), e.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body, identity := e.body, true
	h["Content-Length"] = e.hdrLen
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		if gz := e.gzipped(); gz != nil {
			h["Content-Encoding"] = hdrGzip
			body, identity = gz, false
			h["Content-Length"] = e.hdrGzLen
		}
	}
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	if identity {
		if bf := e.bodyFile(); bf != nil && bf.send(w, r) {
			return
		}
	}
	w.Write(body)
}

func etagMatch(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == "*" || strings.TrimPrefix(t, "W/") == etag {
			return true
		}
	}
	return false
}

func writeError(w http.ResponseWriter, r *http.Request, err error) {
	e := asError(err)
	if e.Status >= 500 && e.Status != http.StatusServiceUnavailable {
		// The cause goes to the log, never to the client.
		slog.Error("api error", "path", r.URL.Path, "err", err)
	}
	body, _ := json.Marshal(map[string]string{"detail": e.Detail})
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(e.Status)
	if r.Method != http.MethodHead {
		w.Write(append(body, '\n'))
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
