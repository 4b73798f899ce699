package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

const testIndex = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />` +
	`<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Almanac</title>` +
	`<meta name="description" content="Championship history, champions, teams, scores, players, coaches and analytics." />` +
	`<!--almanac:head--></head><body><div id="root"></div>` +
	`<script type="module" src="/assets/index-abc123.js"></script></body></html>`

var testJS = "const x = 1;\n" + strings.Repeat("export function f(){return 'almanac'}\n", 50)

func testDist() fstest.MapFS {
	return fstest.MapFS{
		"index.html":              {Data: []byte(testIndex)},
		"assets/index-abc123.js":  {Data: []byte(testJS)},
		"assets/index-def456.css": {Data: []byte("body{color:red}")},
		"assets/logo-123.png":     {Data: []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("\x00", 600))},
		"favicon.svg":             {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
		"sw.js":                   {Data: []byte("self.skipWaiting();")},
		".keep":                   {Data: []byte("placeholder")},
		".hidden/secret.txt":      {Data: []byte("secret")},
	}
}

func do(t *testing.T, h http.Handler, method, target string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestSPA(t *testing.T) {
	h := SPA(testDist(), nil)
	tests := []struct {
		name      string
		method    string
		path      string
		hdr       map[string]string
		status    int
		ctype     string // prefix
		cache     string
		body      string // substring; "" = not checked
		emptyBody bool
		encoding  string
		vary      bool
		notApp    bool // must not be the web app's page
	}{
		{name: "root serves index", path: "/", status: 200, ctype: "text/html; charset=utf-8", cache: "no-cache", body: `<div id="root">`},
		{name: "index.html directly", path: "/index.html", status: 200, ctype: "text/html", cache: "no-cache", body: `<div id="root">`},
		{name: "client route falls back to index", path: "/teams/new-york-yankees/2024", status: 200, ctype: "text/html", cache: "no-cache", body: `<div id="root">`},
		{name: "trailing slash route", path: "/scores/", status: 200, ctype: "text/html", cache: "no-cache", body: `<div id="root">`},
		{name: "route with query", path: "/seasons?sport=hockey", status: 200, ctype: "text/html", cache: "no-cache", body: `<div id="root">`},
		{name: "dotted slug still routes", path: "/players/j.r.-smith", status: 200, ctype: "text/html", cache: "no-cache"},
		{name: "hashed js is immutable", path: "/assets/index-abc123.js", status: 200, ctype: "text/javascript", cache: "public, max-age=31536000, immutable", body: "const x = 1;", vary: true},
		{name: "hashed css", path: "/assets/index-def456.css", status: 200, ctype: "text/css", cache: "public, max-age=31536000, immutable", body: "body{color:red}"},
		{name: "png asset", path: "/assets/logo-123.png", status: 200, ctype: "image/png", cache: "public, max-age=31536000, immutable"},
		{name: "other static file", path: "/favicon.svg", status: 200, ctype: "image/svg+xml", cache: "public, max-age=3600", body: "<svg"},
		{name: "missing asset is 404", path: "/assets/index-old999.js", status: 404, cache: "no-cache"},
		{name: "assets dir is 404", path: "/assets/", status: 404},
		{name: "missing script outside assets is 404", path: "/registerSW.js", status: 404},
		{name: "service worker is always revalidated", path: "/sw.js", status: 200, ctype: "text/javascript", cache: "no-cache", body: "skipWaiting"},
		{name: "missing favicon.ico is 404", path: "/favicon.ico", status: 404},
		{name: "api is not the app", path: "/api/nothing", status: 404, ctype: "application/json", body: `"detail"`},
		{name: "bare /api", path: "/api", status: 404, ctype: "application/json"},
		{name: "auth is not the app", path: "/auth/login", status: 404, ctype: "application/json"},
		{name: "healthz is not the app", path: "/healthz", status: 404, ctype: "application/json"},
		{name: "readyz is not the app", path: "/readyz", status: 404, ctype: "application/json"},
		{name: "metrics is not the app", path: "/metrics", status: 404, ctype: "application/json"},
		{name: "apiary is not the API, nor an app route: the app's 404", path: "/apiary", status: 404, ctype: "text/html", body: `<div id="root">`},
		{name: "unknown path is the app's 404", path: "/no/such/page", status: 404, ctype: "text/html", cache: "no-cache", body: `<div id="root">`},
		{name: "unknown path under a screen is a 404", path: "/teams/a/b/c", status: 404, ctype: "text/html"},
		{name: "HEAD of an unknown path", method: "HEAD", path: "/wp-login.php", status: 404, emptyBody: true},
		{name: "screens match without regard to case", path: "/Teams/Boston-Celtics", status: 200, ctype: "text/html"},
		{name: "admin screens", path: "/admin/users", status: 200, ctype: "text/html"},
		{name: "debug page is a screen", path: "/debug", status: 200, ctype: "text/html"},
		{name: "debug handlers are never the app", path: "/debug/pprof/", status: 404, ctype: "text/html", notApp: true},
		{name: "debug tree is never the app", path: "/debug/", status: 404, ctype: "text/html", notApp: true},
		{name: "dotfile is not served", path: "/.keep", status: 404, ctype: "text/html", notApp: true},
		{name: "env file is never the app", path: "/.env", status: 404, ctype: "text/html", notApp: true},
		{name: "git config is never the app", path: "/.git/config", status: 404, ctype: "text/html", notApp: true},
		{name: "dot directory under a screen", path: "/teams/.git", status: 404, ctype: "text/html", notApp: true},
		{name: "hidden dir is not served", path: "/.hidden/secret.txt", status: 404},
		{name: "dot segments are cleaned", path: "/assets/../favicon.svg", status: 200, ctype: "image/svg+xml"},
		{name: "HEAD index", method: "HEAD", path: "/teams", status: 200, ctype: "text/html", cache: "no-cache", emptyBody: true},
		{name: "HEAD asset", method: "HEAD", path: "/assets/index-abc123.js", status: 200, ctype: "text/javascript", emptyBody: true},
		{name: "POST is not allowed", method: "POST", path: "/teams", status: 405},
		{name: "gzip js", path: "/assets/index-abc123.js", hdr: map[string]string{"Accept-Encoding": "gzip, deflate, br"}, status: 200, encoding: "gzip", vary: true},
		{name: "gzip index", path: "/", hdr: map[string]string{"Accept-Encoding": "gzip"}, status: 200, ctype: "text/html", encoding: "gzip", vary: true, cache: "no-cache"},
		{name: "gzip refused with q=0", path: "/assets/index-abc123.js", hdr: map[string]string{"Accept-Encoding": "gzip;q=0, br"}, status: 200, encoding: "", vary: true, body: "const x = 1;"},
		{name: "small file not gzipped", path: "/assets/index-def456.css", hdr: map[string]string{"Accept-Encoding": "gzip"}, status: 200, encoding: "", body: "body{color:red}"},
		{name: "binary not gzipped", path: "/assets/logo-123.png", hdr: map[string]string{"Accept-Encoding": "gzip"}, status: 200, encoding: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			method := tc.method
			if method == "" {
				method = http.MethodGet
			}
			rec := do(t, h, method, tc.path, tc.hdr)
			if rec.Code != tc.status {
				t.Fatalf("status = %d, want %d; body %q", rec.Code, tc.status, rec.Body.String())
			}
			if tc.ctype != "" && !strings.HasPrefix(rec.Header().Get("Content-Type"), tc.ctype) {
				t.Errorf("Content-Type = %q, want prefix %q", rec.Header().Get("Content-Type"), tc.ctype)
			}
			if tc.cache != "" && rec.Header().Get("Cache-Control") != tc.cache {
				t.Errorf("Cache-Control = %q, want %q", rec.Header().Get("Cache-Control"), tc.cache)
			}
			if got := rec.Header().Get("Content-Encoding"); got != tc.encoding {
				t.Errorf("Content-Encoding = %q, want %q", got, tc.encoding)
			}
			if tc.vary && rec.Header().Get("Vary") != "Accept-Encoding" {
				t.Errorf("Vary = %q, want Accept-Encoding", rec.Header().Get("Vary"))
			}
			body := rec.Body.Bytes()
			if tc.encoding == "gzip" {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatalf("gzip body: %v", err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatalf("gunzip: %v", err)
				}
			}
			if tc.emptyBody && len(body) != 0 {
				t.Errorf("HEAD body = %d bytes, want none", len(body))
			}
			if tc.emptyBody && rec.Header().Get("Content-Length") == "" {
				t.Errorf("HEAD without Content-Length")
			}
			if tc.notApp && strings.Contains(string(body), `<div id="root">`) {
				t.Errorf("%s answered the web app", tc.path)
			}
			if tc.body != "" && !strings.Contains(string(body), tc.body) {
				t.Errorf("body %q does not contain %q", body, tc.body)
			}
			if tc.status == 200 && method == http.MethodGet && rec.Header().Get("ETag") == "" {
				t.Errorf("no ETag")
			}
			if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
				checkCSP(t, rec.Header().Get("Content-Security-Policy"))
			}
		})
	}
}

func TestSPAGzipRoundTrip(t *testing.T) {
	h := SPA(testDist(), nil)
	for _, p := range []string{"/", "/assets/index-abc123.js"} {
		plain := do(t, h, "GET", p, nil)
		zipped := do(t, h, "GET", p, map[string]string{"Accept-Encoding": "gzip"})
		zr, err := gzip.NewReader(zipped.Body)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(zr)
		if !bytes.Equal(got, plain.Body.Bytes()) {
			t.Errorf("%s: gunzipped body differs from the plain one", p)
		}
		if zipped.Body.Len() >= plain.Body.Len() {
			t.Errorf("%s: gzip %d bytes, plain %d", p, zipped.Body.Len(), plain.Body.Len())
		}
		if plain.Header().Get("ETag") == zipped.Header().Get("ETag") {
			t.Errorf("%s: plain and gzip share ETag %s", p, plain.Header().Get("ETag"))
		}
	}
}

func TestSPAConditional(t *testing.T) {
	h := SPA(testDist(), nil)
	tests := []struct {
		path string
		enc  string
	}{
		{"/", ""},
		{"/teams/yankees", ""},
		{"/assets/index-abc123.js", ""},
		{"/assets/index-abc123.js", "gzip"},
		{"/favicon.svg", ""},
	}
	for _, tc := range tests {
		t.Run(tc.path+" "+tc.enc, func(t *testing.T) {
			hdr := map[string]string{}
			if tc.enc != "" {
				hdr["Accept-Encoding"] = tc.enc
			}
			first := do(t, h, "GET", tc.path, hdr)
			etag := first.Header().Get("ETag")
			if first.Code != 200 || etag == "" {
				t.Fatalf("first: %d, ETag %q", first.Code, etag)
			}
			hdr["If-None-Match"] = etag
			second := do(t, h, "GET", tc.path, hdr)
			if second.Code != http.StatusNotModified {
				t.Fatalf("If-None-Match %s: status %d, want 304", etag, second.Code)
			}
			if second.Body.Len() != 0 {
				t.Errorf("304 with a body")
			}
			if second.Header().Get("ETag") != etag {
				t.Errorf("304 ETag %q, want %q", second.Header().Get("ETag"), etag)
			}
			for _, inm := range []string{"W/" + etag, `"other", ` + etag, "*"} {
				hdr["If-None-Match"] = inm
				if rec := do(t, h, "GET", tc.path, hdr); rec.Code != http.StatusNotModified {
					t.Errorf("If-None-Match %s: status %d, want 304", inm, rec.Code)
				}
			}
			hdr["If-None-Match"] = `"stale"`
			if third := do(t, h, "GET", tc.path, hdr); third.Code != 200 {
				t.Errorf("stale ETag: status %d, want 200", third.Code)
			}
		})
	}
}

func TestSPAStableETag(t *testing.T) {
	a := do(t, SPA(testDist(), nil), "GET", "/assets/index-abc123.js", nil).Header().Get("ETag")
	b := do(t, SPA(testDist(), nil), "GET", "/assets/index-abc123.js", nil).Header().Get("ETag")
	if a == "" || a != b {
		t.Errorf("ETag not stable across restarts: %q vs %q", a, b)
	}
}

func TestSPARenderIndex(t *testing.T) {
	render := func(r *http.Request, html []byte) ([]byte, int) {
		// Modifying the given slice must be safe.
		html[0] = '<'
		tag := "<title>" + r.Host + "</title>"
		return bytes.Replace(html, []byte("<!--almanac:head-->"), []byte(tag), 1), 0
	}
	h := SPA(testDist(), render)

	get := func(host, path string, hdr map[string]string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", path, nil)
		req.Host = host
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}

	nfl := get("nfl.localhost", "/teams", nil)
	nba := get("nba.localhost", "/", nil)
	if !strings.Contains(nfl.Body.String(), "<title>nfl.localhost</title>") || !strings.Contains(nba.Body.String(), "<title>nba.localhost</title>") {
		t.Fatalf("renderIndex output not served: %q / %q", nfl.Body.String(), nba.Body.String())
	}
	if nfl.Header().Get("Cache-Control") != "no-cache" || !strings.HasPrefix(nfl.Header().Get("Content-Type"), "text/html") {
		t.Errorf("headers: %v", nfl.Header())
	}
	if nfl.Header().Get("ETag") == nba.Header().Get("ETag") {
		t.Errorf("different pages share an ETag")
	}
	if again := get("nfl.localhost", "/", nil); again.Body.String() != nfl.Body.String() {
		t.Errorf("second render differs (was the shared HTML modified?)")
	}
	// Conditional request against the rendered page.
	if rec := get("nfl.localhost", "/scores", map[string]string{"If-None-Match": nfl.Header().Get("ETag")}); rec.Code != http.StatusNotModified {
		t.Errorf("If-None-Match on rendered index: %d, want 304", rec.Code)
	}
	if rec := get("nba.localhost", "/", map[string]string{"If-None-Match": nfl.Header().Get("ETag")}); rec.Code != http.StatusOK {
		t.Errorf("another site's ETag: %d, want 200", rec.Code)
	}
	// Assets do not go through renderIndex.
	if rec := get("nfl.localhost", "/assets/index-abc123.js", nil); rec.Code != 200 || strings.Contains(rec.Body.String(), "<title>") {
		t.Errorf("asset: %d", rec.Code)
	}
}

func TestSPANotBuilt(t *testing.T) {
	for name, dist := range map[string]fstest.MapFS{
		"empty":       {},
		"only .keep":  {".keep": {Data: []byte("x")}},
		"assets only": {"assets/app-1.js": {Data: []byte("x")}},
	} {
		t.Run(name, func(t *testing.T) {
			h := SPA(dist, nil)
			rec := do(t, h, "GET", "/teams", nil)
			if rec.Code != http.StatusServiceUnavailable {
				t.Fatalf("status %d, want 503", rec.Code)
			}
			if !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") || !strings.Contains(rec.Body.String(), "make build") {
				t.Errorf("not-built page: %q %q", rec.Header().Get("Content-Type"), rec.Body.String())
			}
			if rec := do(t, h, "HEAD", "/", nil); rec.Code != http.StatusServiceUnavailable || rec.Body.Len() != 0 {
				t.Errorf("HEAD: %d with %d bytes", rec.Code, rec.Body.Len())
			}
			if rec := do(t, h, "GET", "/api/x", nil); rec.Code != 404 {
				t.Errorf("/api/x: %d, want 404", rec.Code)
			}
		})
	}
	if rec := do(t, SPA(nil, nil), "GET", "/", nil); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("nil dist: %d", rec.Code)
	}
	if rec := do(t, SPA(fstest.MapFS{"assets/app-1.js": {Data: []byte("x")}}, nil), "GET", "/assets/app-1.js", nil); rec.Code != 200 {
		t.Errorf("files are served even without index.html: %d", rec.Code)
	}
}

func TestSPAContentLength(t *testing.T) {
	h := SPA(testDist(), nil)
	for _, enc := range []string{"", "gzip"} {
		get := do(t, h, "GET", "/assets/index-abc123.js", map[string]string{"Accept-Encoding": enc})
		head := do(t, h, "HEAD", "/assets/index-abc123.js", map[string]string{"Accept-Encoding": enc})
		want := strconv.Itoa(get.Body.Len())
		if get.Header().Get("Content-Length") != want || head.Header().Get("Content-Length") != want {
			t.Errorf("encoding %q: Content-Length GET %q HEAD %q, want %s", enc, get.Header().Get("Content-Length"), head.Header().Get("Content-Length"), want)
		}
		if head.Header().Get("ETag") != get.Header().Get("ETag") || head.Header().Get("Content-Encoding") != get.Header().Get("Content-Encoding") {
			t.Errorf("encoding %q: HEAD headers differ from GET", enc)
		}
	}
}

func TestAcceptsGzip(t *testing.T) {
	tests := []struct {
		header string
		want   bool
	}{
		{"", false},
		{"gzip", true},
		{"GZIP", true},
		{"deflate, gzip;q=1.0, *;q=0.5", true},
		{"br", false},
		{"gzip;q=0", false},
		{"gzip; q=0.0, br", false},
		{"*", true},
		{"*;q=0", false},
		{"gzip;q=0, *", false},
		{"identity", false},
		{"x-gzip", true},
	}
	for _, tc := range tests {
		if got := acceptsGzip(tc.header); got != tc.want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", tc.header, got, tc.want)
		}
	}
}
