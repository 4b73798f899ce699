package api

import (
	"net"
	"net/http"
	"slices"
	"sync/atomic"
	"time"
)

// FastPath answers plain GETs that hit the response cache straight from the
// connection, before net/http parses them. On a cache hit net/http's own
// work (request object, header maps, deadlines, response buffering) was
// about half of the request's CPU and what kept a hit well below nginx
// serving the same bytes. Every other request (a miss, a conditional or
// CORS request, a body, anything unusual or malformed) is handed to net/http
// with the bytes read so far, and the connection stays with net/http from
// then on; the answers are the same bytes either way (tested).
type FastPath struct {
	api *API
	cfg FastPathConfig
}

// FastPathConfig is what the server's middleware would otherwise do.
type FastPathConfig struct {
	// Headers every response carries (the security headers), canonical keys.
	Headers map[string]string
	// Allow applies the rate limit to a request path and client IP; false
	// hands the request to net/http (whose middleware answers 429). Nil: no limit.
	Allow func(path, ip string) bool
	// Active reports whether hits may be answered here (false while request
	// logging is on, so every request is logged as before). Nil: always.
	Active func() bool
	// Timeouts as the http.Server's.
	ReadHeaderTimeout, IdleTimeout, WriteTimeout time.Duration
}

// NewFastPath returns the fast path for this API's cache, or nil when the
// response cache is off.
func (a *API) NewFastPath(cfg FastPathConfig) *FastPath {
	if !a.Config.ResponseCache {
		return nil
	}
	return &FastPath{api: a, cfg: cfg}
}

// Listener wraps ln so its TCP connections go through the fast path.
func (f *FastPath) Listener(ln net.Listener) net.Listener {
	if f == nil {
		return ln
	}
	return &fastListener{Listener: ln, fp: f}
}

type fastListener struct {
	net.Listener
	fp *FastPath
}

func (l *fastListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return c, err
	}
	tc, ok := c.(*net.TCPConn)
	if !ok {
		return c, nil
	}
	return &fastConn{TCPConn: tc, fp: l.fp}, nil
}

// lookup is the cached entry for a request, nil when it must go to net/http.
func (f *FastPath) lookup(req *hitRequest, ip string) *entry {
	if f.cfg.Active != nil && !f.cfg.Active() {
		return nil
	}
	var kb [256]byte
	e := f.api.cache.getBytes(appendCacheKey(kb[:0], req.host, req.target))
	if e == nil {
		return nil
	}
	if f.cfg.Allow != nil {
		path := req.target
		for i, c := range path {
			if c == '?' {
				path = path[:i]
				break
			}
		}
		if !f.cfg.Allow(string(path), ip) {
			return nil
		}
	}
	return e
}

// header is the response head for e up to (not including) the Date line:
// the same headers, in the same order, as net/http writes for the answer.
func (f *FastPath) header(e *entry, gz []byte) []byte {
	v := 0
	if gz != nil {
		v = 1
	}
	e.fastOnce[v].Do(func() {
		kv := map[string]string{"Cache-Control": e.cache, "Content-Type": "application/json", "Etag": e.etag,
			"Vary": "Accept-Encoding", "Content-Length": itoa(len(e.body))}
		if gz != nil {
			kv["Content-Encoding"], kv["Content-Length"] = "gzip", itoa(len(gz))
		}
		for k, val := range f.cfg.Headers {
			kv[k] = val
		}
		keys := make([]string, 0, len(kv))
		for k := range kv {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b := []byte("HTTP/1.1 200 OK\r\n")
		for _, k := range keys {
			b = append(append(append(append(b, k...), ": "...), kv[k]...), "\r\n"...)
		}
		e.fast[v] = b
	})
	return e.fast[v]
}

// dateLine is the current "Date: ...\r\n\r\n" tail, remade once a second.
type dateLine struct {
	sec int64
	b   []byte
}

var fastDate atomic.Pointer[dateLine]

func appendDateTail(b []byte, now time.Time) []byte {
	d := fastDate.Load()
	if d == nil || d.sec != now.Unix() {
		nd := &dateLine{sec: now.Unix()}
		nd.b = append([]byte("Date: "), now.UTC().AppendFormat(nil, http.TimeFormat)...)
		nd.b = append(nd.b, "\r\n\r\n"...)
		fastDate.Store(nd)
		d = nd
	}
	return append(b, d.b...)
}
