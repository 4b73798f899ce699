package api

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"encoding/hex"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cespare/xxhash/v2"
	gojson "github.com/goccy/go-json"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/metrics"
)

// answer is one encoded 200 response: the JSON body, its gzip form (bodies
// over gzipMin only) and the headers that go with them.
type answer struct {
	body, gz     []byte
	etag         string
	cacheControl string
	expires      time.Time // zero: until the dataset changes
	gen          uint64    // the API's generation when its handler began (API.gen)
	// Header values, made with the answer: a cached answer's are shared by
	// every response (net/http copies the header map before writing it).
	hdrCache, hdrEtag, hdrLen, hdrGzLen []string
}

// newAnswer is an answer with its header values.
func newAnswer(body, gz []byte, cacheControl string) *answer {
	a := &answer{body: body, gz: gz, etag: etagOf(body), cacheControl: cacheControl}
	a.hdrCache, a.hdrEtag = []string{cacheControl}, []string{a.etag}
	a.hdrLen = []string{strconv.Itoa(len(body))}
	if gz != nil {
		a.hdrGzLen = []string{strconv.Itoa(len(gz))}
	}
	return a
}

// Header values every answer has.
var (
	hdrJSON   = []string{"application/json"}
	hdrVaryAE = []string{"Accept-Encoding"}
	hdrGzip   = []string{"gzip"}
)

// gzipMin: smaller bodies are sent as they are (gzip would barely help).
const gzipMin = 1024

// rawJSON is an answer already encoded (e.g. the static OpenAPI document).
type rawJSON []byte

// encode turns a handler's value into an answer. A kept answer (keep: it
// goes into the response cache) gets an exact-size copy of the body and its
// gzip form now; any other borrows the pooled encode buffer until done is
// called after sending (no copy: a large uncached answer allocates half as
// much), and is gzipped on demand.
func encode(v any, cacheControl string, keep bool) (a *answer, done func(), err error) {
	done = func() {}
	var body []byte
	if raw, ok := v.(rawJSON); ok {
		body = raw
	} else {
		buf := bodyPool.Get().(*bytes.Buffer)
		buf.Reset()
		if w, ok := v.(jsonWriter); ok {
			err = w.writeJSON(buf)
		} else {
			err = newEncoder(buf).Encode(v)
		}
		if err != nil {
			releaseBody(buf)
			return nil, done, err
		}
		if encodeCheck != nil {
			encodeCheck(v, buf.Bytes())
		}
		if keep {
			body = bytes.Clone(buf.Bytes())
			releaseBody(buf)
		} else {
			body, done = buf.Bytes(), func() { releaseBody(buf) }
		}
	}
	var gz []byte
	if keep {
		gz = gzipped(body)
	}
	return newAnswer(body, gz, cacheControl), done, nil
}

// newEncoder writes JSON as every answer is written: go-json (the same
// bytes as encoding/json, tested, in about half the time), HTML left as it is.
func newEncoder(buf *bytes.Buffer) *gojson.Encoder {
	enc := gojson.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	return enc
}

// jsonWriter is an answer that writes its own JSON (the bytes newEncoder
// would write, newline included): one with parts encoded ahead of time.
type jsonWriter interface{ writeJSON(buf *bytes.Buffer) error }

// gzipped compresses a body, or returns nil when it is too small to bother.
func gzipped(body []byte) []byte {
	if len(body) <= gzipMin {
		return nil
	}
	zw := gzPool.Get().(*gzip.Writer)
	defer gzPool.Put(zw)
	var buf bytes.Buffer
	buf.Grow(len(body) / 4)
	zw.Reset(&buf)
	zw.Write(body)
	zw.Close()
	return buf.Bytes()
}

// Pooled writers: a gzip.Writer holds about 1 MB of state.
var gzPool = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return zw
}}

// bodyPool holds encode buffers.
var bodyPool = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func releaseBody(buf *bytes.Buffer) {
	if buf.Cap() <= 4<<20 { // an occasional huge answer is not kept around
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

// send writes an answer: 304 when the client's ETag matches, gzip when the
// client accepts it and the body is large enough.
func send(w http.ResponseWriter, r *http.Request, a *answer) {
	h := w.Header()
	h["Content-Type"] = hdrJSON
	h["Cache-Control"] = a.hdrCache
	h["Etag"] = a.hdrEtag
	if v := h["Vary"]; v == nil { // the CORS middleware may have set Vary: Origin
		h["Vary"] = hdrVaryAE
	} else {
		h["Vary"] = append(v[:len(v):len(v)], "Accept-Encoding")
	}
	if etagMatch(r.Header.Get("If-None-Match"), a.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body, length := a.body, a.hdrLen
	if len(body) > gzipMin && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		body, length = a.gz, a.hdrGzLen
		if body == nil {
			body = gzipped(a.body)
			length = []string{strconv.Itoa(len(body))}
		}
		h["Content-Encoding"] = hdrGzip
	}
	h["Content-Length"] = length
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
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

// retryAfterSeconds is what a 503 asks clients to wait: an import's write
// or a database restart is over in seconds.
const retryAfterSeconds = "5"

func writeError(w http.ResponseWriter, r *http.Request, err error) {
	e := asError(err)
	if e.Status >= 500 && e.Status != http.StatusServiceUnavailable {
		// The cause goes to the log, never to the client.
		slog.Error("api error", "path", r.URL.Path, "err", err)
	}
	if e.Status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", retryAfterSeconds)
	}
	httpio.WriteDetailFor(w, r, e.Status, e.Detail)
}

// wrap turns a Route into an http.Handler with the shared response rules:
// the canonical query, the response cache, errors as JSON.
func (a *API) wrap(rt Route) http.Handler {
	cacheable := a.cache != nil && rt.Method == http.MethodGet && rt.Cache != CacheNone
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		metrics.SetRoute(w, rt.metric)
		rt.canonicalize(r)
		var key string
		var gen uint64
		if cacheable {
			site := ""
			if rt.PerSite {
				site = a.siteID(r)
			}
			key = rt.cacheKey(r, site)
			// Read before the handler runs: if a write drops the answers
			// meanwhile, what the handler read may be the old data.
			gen = a.answersGen()
			if ans := a.cache.get(key, gen); ans != nil {
				send(w, r, ans)
				return
			}
		}
		v, err := a.call(rt, r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		if ans, ok := v.(*answer); ok { // encoded once (the OpenAPI document, a backtest)
			send(w, r, ans)
			return
		}
		if s, ok := v.(streamer); ok { // a large export writes itself
			s.stream(w)
			return
		}
		ans, done, err := encode(v, rt.Cache.header(), cacheable)
		defer done()
		if rl, ok := v.(releaser); ok {
			rl.ReleaseValues()
		}
		if err != nil {
			writeError(w, r, err)
			return
		}
		if cacheable {
			if rt.Cache == CacheRealtime {
				// Realtime answers (today's games) go stale with the clock.
				ans.expires = time.Now().Add(30 * time.Second)
			}
			ans.gen = gen
			a.cache.put(key, ans)
		}
		send(w, r, ans)
	})
}

// siteID names the site profile the request's host selects.
func (a *API) siteID(r *http.Request) string { return a.Sites.ForHost(r.Host).ID }

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

// answersGen is the generation a cached answer must have been built in to
// be served: the writes that dropped the answers plus the read model's own
// later changes (both only grow, so their sum changes when either does).
func (a *API) answersGen() uint64 {
	if a.Store == nil { // no database: no model of its own to ask
		return a.gen.Load()
	}
	return a.gen.Load() + a.model().Changed()
}

// DropAnswers drops every cached response (a live score changed: the read
// model was patched, the answers built from it are stale).
func (a *API) DropAnswers() {
	a.gen.Add(1)
	if a.cache != nil {
		a.cache.purge()
	}
	a.backtests.Clear()
}

// Purge drops every cached response and in-memory index (a new import).
func (a *API) Purge() {
	a.DropAnswers()
	// The read model goes with it, at once (it also checks the dataset
	// version itself, for an API whose owner never purges).
	a.model().Purge()
}
