package server

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/metrics"
)

// Cache-Control values of the web app's responses.
const (
	cacheImmutable = "public, max-age=31536000, immutable" // hashed files under /assets/
	cacheStatic    = "public, max-age=3600"                // other files (favicon, robots, …)
	cacheIndex     = "no-cache"                            // index.html: always revalidate
)

// serviceWorker is the app's service worker: revalidated on every check, so
// a new build reaches clients at once (its imports are content-hashed).
const serviceWorker = "sw.js"

// spaReserved are path prefixes that belong to the server, never to the app:
// a request for one of them that reaches the SPA handler is a 404, not the app.
var spaReserved = []string{"/api", "/auth", "/healthz", "/readyz", "/metrics"}

// missingFileExts are extensions of files the app would link to; a request
// for a missing one is a 404 instead of index.html (an HTML page served as a
// script or image only hides the mistake).
var missingFileExts = map[string]bool{
	".js": true, ".mjs": true, ".css": true, ".map": true, ".json": true, ".webmanifest": true,
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".avif": true,
	".svg": true, ".ico": true, ".woff": true, ".woff2": true, ".ttf": true, ".wasm": true,
	".txt": true, ".xml": true,
}

// contentTypes fixes the types of the files a Vite build emits, independent
// of the host's MIME tables; other extensions fall back to package mime.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".ttf":         "font/ttf",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
	".wasm":        "application/wasm",
}

// Only bodies at least this large are gzipped, and only when it saves 10%.
const gzipMinSize = 256

// spaFile is one file of the build, held in memory with its gzip form.
type spaFile struct {
	data   []byte
	gz     []byte // nil when not worth compressing
	ctype  string
	etag   string // of data
	gzEtag string // of gz
	cache  string
	csp    string // Content-Security-Policy of an HTML file (see htmlCSP)
}

type spaHandler struct {
	files       map[string]*spaFile // by URL path: "/assets/index-abc.js"
	index       *spaFile            // nil when the app is not built
	renderIndex func(r *http.Request, html []byte) ([]byte, int)
	rendered    renderedCache
}

// SPA serves the built web app in dist (index.html, assets/…):
//
//   - files under /assets/ (content-hashed by Vite) are cached for a year as
//     immutable; other files for an hour;
//   - a GET or HEAD of one of the app's screens (AppRoutes) serves
//     index.html with Cache-Control: no-cache, so the client router takes
//     over (SPA fallback);
//   - any other path is a 404: JSON {"detail"} under /api, /auth and the
//     other server paths (/healthz, /readyz, /metrics), a plain 404 for a
//     missing /assets/… file or a missing file with a static-asset
//     extension, and otherwise index.html with status 404 (the app shows its
//     not-found page); dotfiles (/.env, /.git/…) and /debug/… are always 404s;
//   - HTML answers carry a Content-Security-Policy whose script-src allows
//     the page's own inline scripts by hash (htmlCSP), never 'unsafe-inline';
//   - text files are gzipped once at startup and served compressed to clients
//     that accept gzip (Vary: Accept-Encoding);
//   - every response carries an ETag and answers If-None-Match with 304;
//   - files and directories whose names start with "." are never served.
//
// renderIndex, when not nil, rewrites index.html per request (per-site head
// tags); it receives a fresh copy of the file it may modify, and answers
// http.StatusNotFound for an app path that shows nothing (an entity page
// of a missing entity), any other status to keep the one decided here. Without an
// index.html in dist every app path answers 503 with a page saying the web
// app is not built. dist is read once, here.
func SPA(dist fs.FS, renderIndex func(r *http.Request, html []byte) ([]byte, int)) http.Handler {
	h := &spaHandler{files: map[string]*spaFile{}, renderIndex: renderIndex}
	if dist != nil {
		// A read error leaves the file out; the app then 404s or falls back.
		_ = fs.WalkDir(dist, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if p != "." && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			data, err := fs.ReadFile(dist, p)
			if err != nil {
				return nil
			}
			cache := cacheStatic
			if strings.HasPrefix(p, "assets/") {
				cache = cacheImmutable
			} else if p == serviceWorker {
				cache = cacheIndex
			}
			h.files["/"+p] = newSPAFile(data, contentType(p, data), cache)
			return nil
		})
	}
	if f := h.files["/index.html"]; f != nil {
		f.cache = cacheIndex
		h.index = f
	}
	return h
}

func newSPAFile(data []byte, ctype, cache string) *spaFile {
	f := &spaFile{data: data, ctype: ctype, cache: cache, etag: etagOf(data)}
	if strings.HasPrefix(ctype, "text/html") {
		f.csp = htmlCSP(data)
	}
	if compressible(ctype) && len(data) >= gzipMinSize {
		if gz := gzipBytes(data, gzip.BestCompression); len(gz) < len(data)*9/10 {
			f.gz = gz
			f.gzEtag = strings.TrimSuffix(f.etag, `"`) + `-gz"`
		}
	}
	return f
}

func (h *spaHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	if hiddenPath(p) {
		// Never the app: probes for secrets and debug handlers get a bare page.
		metrics.SetRoute(w, routeNotFound)
		hd := w.Header()
		hd.Set("Cache-Control", "no-cache")
		hd.Set("Content-Type", "text/html; charset=utf-8")
		hd.Set("Content-Security-Policy", notFoundCSP)
		w.WriteHeader(http.StatusNotFound)
		if r.Method != http.MethodHead {
			w.Write([]byte(notFoundPage))
		}
		return
	}
	p = path.Clean(p)

	if reservedPath(p) {
		metrics.SetRoute(w, routeNotFound)
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"detail":"Not found."}` + "\n"))
		return
	}
	if f := h.files[p]; f != nil && f != h.index {
		metrics.SetRoute(w, routeWebFile)
		serveSPAFile(w, r, f, http.StatusOK)
		return
	}
	if p == "/assets" || strings.HasPrefix(p, "/assets/") || missingFileExts[strings.ToLower(path.Ext(p))] {
		w.Header().Set("Cache-Control", "no-cache")
		metrics.SetRoute(w, routeNotFound)
		http.NotFound(w, r)
		return
	}
	if p == "/index.html" || isAppRoute(p) {
		metrics.SetRoute(w, routeWebApp)
		h.serveIndex(w, r, http.StatusOK)
		return
	}
	h.notFound(w, r)
}

// The web app's answers are counted under these routes (never the raw path).
var (
	routeNotFound = metrics.NewRoute("(not found)")
	routeWebFile  = metrics.NewRoute("(web app file)")
	routeWebApp   = metrics.NewRoute("(web app)")
)

// notFound answers 404 with the app's page (it shows its not-found view),
// or a plain 404 when the app is not built.
func (h *spaHandler) notFound(w http.ResponseWriter, r *http.Request) {
	metrics.SetRoute(w, routeNotFound)
	if h.index == nil {
		http.NotFound(w, r)
		return
	}
	h.serveIndex(w, r, http.StatusNotFound)
}

// reservedPath reports whether p is one of spaReserved or below it.
func reservedPath(p string) bool {
	for _, pre := range spaReserved {
		if p == pre || strings.HasPrefix(p, pre+"/") {
			return true
		}
	}
	return false
}

func (h *spaHandler) serveIndex(w http.ResponseWriter, r *http.Request, status int) {
	if h.index == nil {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Security-Policy", htmlCSP([]byte(notBuiltPage)))
		w.WriteHeader(http.StatusServiceUnavailable)
		if r.Method != http.MethodHead {
			w.Write([]byte(notBuiltPage))
		}
		return
	}
	f := h.index
	if h.renderIndex != nil {
		html, st := h.renderIndex(r, bytes.Clone(h.index.data))
		f = h.rendered.get(html)
		if st == http.StatusNotFound {
			metrics.SetRoute(w, routeNotFound)
			status = st
		}
	}
	serveSPAFile(w, r, f, status)
}

// serveSPAFile writes f (gzipped when the client accepts it) with its cache
// headers and ETag and the given status; a 200 whose ETag matches
// If-None-Match answers 304, HEAD gets the headers only. Ranges are not
// offered (the app's files are small).
func serveSPAFile(w http.ResponseWriter, r *http.Request, f *spaFile, status int) {
	hd := w.Header()
	hd.Set("Cache-Control", f.cache)
	if f.csp != "" {
		hd.Set("Content-Security-Policy", f.csp)
	}
	body, etag := f.data, f.etag
	if f.gz != nil {
		hd.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			body, etag = f.gz, f.gzEtag
			hd.Set("Content-Encoding", "gzip")
		}
	}
	if status == http.StatusOK {
		hd.Set("ETag", etag)
		if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatches(inm, etag) {
			hd.Del("Content-Encoding")
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	hd.Set("Content-Type", f.ctype)
	hd.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// etagMatches applies If-None-Match's weak comparison: any listed tag (W/
// or not) equal to etag, or "*".
func etagMatches(header, etag string) bool {
	for tag := range strings.SplitSeq(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == "*" || strings.TrimPrefix(tag, "W/") == etag {
			return true
		}
	}
	return false
}

// acceptsGzip reads an Accept-Encoding header: gzip (or *) with a q-value above 0.
func acceptsGzip(header string) bool {
	gzipQ, starQ := -1.0, -1.0
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		for param := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(param), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if n, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = n
				}
			}
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "gzip", "x-gzip":
			gzipQ = max(gzipQ, q)
		case "*":
			starQ = max(starQ, q)
		}
	}
	if gzipQ >= 0 {
		return gzipQ > 0
	}
	return starQ > 0
}

// notFoundPage answers the paths that must never reach the app.
const notFoundPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>
<body><h1>Not found</h1><p><a href="/">Home</a></p></body></html>
`

var notFoundCSP = htmlCSP([]byte(notFoundPage))

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Almanac: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The web app is not built</h1>
<p>This binary was compiled without the web app, so only the API is available
(try <a href="/api/sports">/api/sports</a>).</p>
<p>Run <code>make build</code> (it builds <code>web/dist</code> with npm, then the binary that embeds it)
and start the server again.</p>
</body>
</html>
`
