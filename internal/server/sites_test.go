package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/sites"
)

type sitemapPaths []string

func (s sitemapPaths) SitemapPaths(_ context.Context, sport, level string) ([]string, error) {
	if sport == "" {
		return nil, nil
	}
	return []string(s), nil
}

func sitesHandler(t *testing.T) (http.Handler, *sites.Sites) {
	t.Helper()
	st := sites.Default()
	st.SetEntityNamer(sites.EntityNamerFunc(func(_ context.Context, kind, slug string) (string, bool) {
		if kind == "team" && slug == "boston-celtics" {
			return "Boston Celtics", true
		}
		return "", false
	}))
	st.SetSitemapSource(sitemapPaths{"/teams/boston-celtics", "/championships/pro-basketball-finals"})
	mux := http.NewServeMux()
	mountSites(mux, testDist(), st, nil, func(_ context.Context, kind, slug string) (bool, error) {
		switch {
		case slug == "look-up-fails":
			return false, errors.New("database is away")
		case kind == "player" && slug == "lebron-james", kind == "team" && slug == "boston-celtics":
			return true, nil
		}
		return false, nil
	})
	return mux, st
}

// An entity page whose entity does not exist answers 404 with the app (it
// shows its not-found view) and that page's "… Not Found" title; one that
// exists, or whose look-up failed, is served as usual.
func TestSitesMissingEntity404(t *testing.T) {
	h, _ := sitesHandler(t)
	tests := []struct {
		path, title string
		code        int
	}{
		{"/teams/boston-celtics", "Boston Celtics | Hardwood Almanac", 200},
		{"/teams/boston-celtics/1985", "Boston Celtics 1985 | Hardwood Almanac", 200},
		{"/players/lebron-james", "Player | Hardwood Almanac", 200},
		{"/teams/no-such-team", "Team Not Found | Hardwood Almanac", 404},
		{"/teams/no-such-team/1985", "Team Not Found | Hardwood Almanac", 404},
		{"/players/nobody", "Player Not Found | Hardwood Almanac", 404},
		{"/coaches/nobody", "Coach Not Found | Hardwood Almanac", 404},
		{"/seasons/nba-1850-51", "Season Not Found | Hardwood Almanac", 404},
		{"/championships/no-cup", "Championship Not Found | Hardwood Almanac", 404},
		{"/scores/999999999", "Game Not Found | Hardwood Almanac", 404},
		{"/teams/look-up-fails", "Team | Hardwood Almanac", 200},
		{"/teams", "Teams | Hardwood Almanac", 200},
		{"/players/stats", "Player Statistics | Hardwood Almanac", 200},
	}
	for _, tc := range tests {
		rec := get(t, h, "GET", "nba.localhost", tc.path, nil)
		body := rec.Body.String()
		if rec.Code != tc.code {
			t.Errorf("%s: status %d, want %d", tc.path, rec.Code, tc.code)
		}
		if !strings.Contains(body, "<title>"+tc.title+"</title>") {
			t.Errorf("%s: title not %q", tc.path, tc.title)
		}
		if !strings.Contains(body, `id="root"`) {
			t.Errorf("%s: no app shell", tc.path)
		}
		if tc.code == 404 && !strings.Contains(body, `content="noindex,nofollow"`) {
			t.Errorf("%s: a missing entity's page is indexable", tc.path)
		}
	}
}

func get(t *testing.T, h http.Handler, method, host, target string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	req.Host = host
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// The web app's page head depends on the Host: title, description, theme
// colour, canonical URL and Open Graph tags.
func TestSitesIndexHead(t *testing.T) {
	h, _ := sitesHandler(t)
	tests := []struct {
		host, path string
		want, not  []string
	}{
		{"nba.localhost:8080", "/", []string{
			"<title>Hardwood Almanac</title>",
			`<meta name="description" content="Pro basketball championship history`,
			`<meta name="theme-color" content="#c2410c">`,
			`<link rel="canonical" href="https://nba.almanac.example/">`,
			`<meta property="og:image" content="https://nba.almanac.example/social.png">`,
			`<meta name="twitter:site" content="@hardwoodalmanac">`,
			`--color-primary-600:#c2410c;`,
			`window.__ALMANAC_SITE__={"id":"nba"`,
		}, []string{"<title>Almanac</title>", "<!--almanac:head-->", "Championship history, champions, teams, scores, players, coaches and analytics.\""}},
		{"localhost:8080", "/", []string{
			"<title>Almanac</title>",
			`<meta name="theme-color" content="#4f46e5">`,
			`<link rel="canonical" href="https://almanac.example/">`,
			`window.__ALMANAC_SITE__={"id":"almanac"`,
		}, []string{"Hardwood"}},
		{"unknown.example.org", "/scores", []string{"<title>Live Scores &amp; Results | Almanac</title>", `href="https://almanac.example/scores"`}, nil},
		{"NBA.LOCALHOST", "/teams/boston-celtics/2008", []string{"<title>Boston Celtics 2008 | Hardwood Almanac</title>", `href="https://nba.almanac.example/teams/boston-celtics/2008"`}, nil},
		{"nba.localhost", "/teams/look-up-fails", []string{"<title>Team | Hardwood Almanac</title>"}, nil}, // the name could not be read: the generic title
		{"mlb.localhost", "/debug", []string{`<meta name="robots" content="noindex,nofollow">`}, nil},
	}
	for _, tt := range tests {
		rec := get(t, h, "GET", tt.host, tt.path, nil)
		body := rec.Body.String()
		if rec.Code != 200 || rec.Header().Get("Cache-Control") != "no-cache" || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
			t.Errorf("%s%s: %d %s %s", tt.host, tt.path, rec.Code, rec.Header().Get("Cache-Control"), rec.Header().Get("Content-Type"))
		}
		for _, w := range tt.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s%s lacks %s\n%s", tt.host, tt.path, w, body)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(body, w) {
				t.Errorf("%s%s has %s", tt.host, tt.path, w)
			}
		}
		if strings.Count(body, "<title>") != 1 || strings.Count(body, `name="description"`) != 1 {
			t.Errorf("%s%s: duplicate title or description", tt.host, tt.path)
		}
	}
	// Different sites, different ETags; the same site revalidates.
	a := get(t, h, "GET", "nba.localhost", "/", nil)
	b := get(t, h, "GET", "localhost", "/", nil)
	if a.Header().Get("ETag") == b.Header().Get("ETag") {
		t.Error("hub and nba pages share an ETag")
	}
	if rec := get(t, h, "GET", "nba.localhost", "/", map[string]string{"If-None-Match": a.Header().Get("ETag")}); rec.Code != 304 {
		t.Errorf("revalidation: %d", rec.Code)
	}
}

func TestSitesFiles(t *testing.T) {
	h, _ := sitesHandler(t)
	tests := []struct {
		host, path, ctype, cache string
		want                     []string
	}{
		{"nba.localhost:8080", "/robots.txt", "text/plain; charset=utf-8", "public, max-age=86400",
			[]string{"User-agent: *", "Disallow: /admin/", "Disallow: /debug", "Sitemap: https://nba.almanac.example/sitemap.xml"}},
		{"localhost", "/robots.txt", "text/plain; charset=utf-8", "public, max-age=86400",
			[]string{"Sitemap: https://almanac.example/sitemap.xml"}},
		{"nba.localhost", "/sitemap.xml", "application/xml; charset=utf-8", "public, max-age=3600",
			[]string{"<loc>https://nba.almanac.example/</loc>", "<loc>https://nba.almanac.example/teams/compare</loc>",
				"<loc>https://nba.almanac.example/cookies</loc>", "<loc>https://nba.almanac.example/teams/boston-celtics</loc>",
				"<loc>https://nba.almanac.example/championships/pro-basketball-finals</loc>"}},
		{"localhost:8080", "/sitemap.xml", "application/xml; charset=utf-8", "public, max-age=3600",
			[]string{"<loc>https://almanac.example/champions</loc>"}},
		{"nba.localhost", "/logo.svg", "image/svg+xml", "public, max-age=86400", []string{"<svg", "#c2410c"}},
		{"localhost", "/favicon.svg", "image/svg+xml", "public, max-age=86400", []string{"<svg", "#4f46e5"}},
		{"nba.localhost", "/site.webmanifest", "application/manifest+json", "public, max-age=86400", []string{`"theme_color": "#c2410c"`, `"name": "Hardwood Almanac"`}},
		{"nba.localhost", "/favicon-32x32.png", "image/png", "public, max-age=86400", nil},
		{"nba.localhost", "/favicon-16x16.png", "image/png", "public, max-age=86400", nil},
		{"nba.localhost", "/apple-touch-icon.png", "image/png", "public, max-age=86400", nil},
		{"nba.localhost", "/social.png", "image/png", "public, max-age=86400", nil},
	}
	for _, tt := range tests {
		rec := get(t, h, "GET", tt.host, tt.path, nil)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != tt.ctype || rec.Header().Get("Cache-Control") != tt.cache || rec.Header().Get("ETag") == "" {
			t.Errorf("%s%s: %d %q %q etag %q", tt.host, tt.path, rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"), rec.Header().Get("ETag"))
			continue
		}
		body := rec.Body.String()
		for _, w := range tt.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s%s lacks %s\n%s", tt.host, tt.path, w, body)
			}
		}
		if tt.path == "/site.webmanifest" && !json.Valid(rec.Body.Bytes()) {
			t.Errorf("manifest is not JSON")
		}
		if rec := get(t, h, "GET", tt.host, tt.path, map[string]string{"If-None-Match": rec.Header().Get("ETag")}); rec.Code != 304 {
			t.Errorf("%s%s revalidation: %d", tt.host, tt.path, rec.Code)
		}
		if rec := get(t, h, "HEAD", tt.host, tt.path, nil); rec.Code != 200 || rec.Body.Len() != 0 {
			t.Errorf("%s%s HEAD: %d, %d bytes", tt.host, tt.path, rec.Code, rec.Body.Len())
		}
	}
	// The PNGs decode at their sizes.
	for path, size := range map[string][2]int{"/favicon-16x16.png": {16, 16}, "/favicon-32x32.png": {32, 32},
		"/apple-touch-icon.png": {180, 180}, "/social.png": {1200, 630}, "/icon-512.png": {512, 512}} {
		rec := get(t, h, "GET", "chk.localhost:8080", path, nil)
		img, err := png.Decode(rec.Body)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if b := img.Bounds(); b.Dx() != size[0] || b.Dy() != size[1] {
			t.Errorf("%s is %dx%d", path, b.Dx(), b.Dy())
		}
	}
	// Files follow the Host.
	hub := get(t, h, "GET", "localhost", "/social.png", nil)
	nba := get(t, h, "GET", "nba.localhost", "/social.png", nil)
	if bytes.Equal(hub.Body.Bytes(), nba.Body.Bytes()) || hub.Header().Get("ETag") == nba.Header().Get("ETag") {
		t.Error("hub and nba social images are the same")
	}
	// Text is gzipped for clients that take it.
	rec := get(t, h, "GET", "nba.localhost", "/sitemap.xml", map[string]string{"Accept-Encoding": "gzip"})
	if rec.Header().Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(zr)
		if !bytes.Contains(data, []byte("/teams/boston-celtics")) {
			t.Errorf("gzipped sitemap: %s", data)
		}
	}
	// Only GET and HEAD.
	if rec := get(t, h, "POST", "localhost", "/robots.txt", nil); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST robots.txt: %d", rec.Code)
	}
	// The app's own favicon.svg in dist is replaced by the site's.
	if rec := get(t, h, "GET", "localhost", "/favicon.svg", nil); !strings.Contains(rec.Body.String(), "#4f46e5") {
		t.Errorf("favicon.svg is not the site's: %s", rec.Body.String())
	}
	// Other app paths are untouched.
	if rec := get(t, h, "GET", "nba.localhost", "/assets/index-abc123.js", nil); rec.Code != 200 || !strings.Contains(rec.Body.String(), "const x = 1;") {
		t.Errorf("app asset: %d", rec.Code)
	}
	if rec := get(t, h, "GET", "nba.localhost", "/api/nothing", nil); rec.Code != 404 {
		t.Errorf("api path: %d", rec.Code)
	}
}

// mountWeb itself wires the site files (with the built-in profiles).
func TestMountWebSites(t *testing.T) {
	mux := http.NewServeMux()
	mountWeb(mux, Deps{}, nil)
	rec := get(t, mux, "GET", "nhl.localhost:8080", "/robots.txt", nil)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "https://nhl.almanac.example/sitemap.xml") {
		t.Errorf("robots.txt via mountWeb: %d %s", rec.Code, rec.Body.String())
	}
}
