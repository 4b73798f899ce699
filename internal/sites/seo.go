package sites

import (
	"bytes"
	"context"
	"encoding/xml"
	"strings"
	"time"
)

// SitemapSource lists a site's entity pages for sitemap.xml: URL paths such
// as /teams/{slug} and /championships/{slug} of the given sport and level
// ("" = every sport or level, as on the hub). The store implements it.
type SitemapSource interface {
	SitemapPaths(ctx context.Context, sport, level string) ([]string, error)
}

// SitemapRoutes are the static routes every site's sitemap lists: the
// app's fixed pages, never a filtered view.
var SitemapRoutes = []string{
	"/", "/championships", "/champions", "/teams", "/teams/compare", "/scores",
	"/seasons", "/standings", "/players", "/coaches", "/analytics", "/glossary",
	"/privacy", "/terms", "/cookies",
}

// sitemapMaxURLs is the sitemap protocol's limit per file.
const sitemapMaxURLs = 50000

// SitemapTTL is how long a site's sitemap.xml is reused before the
// SitemapSource is asked again.
const SitemapTTL = 10 * time.Minute

// Robots returns the site's robots.txt: everything allowed but /admin/ and
// /debug, and the site's sitemap.
func Robots(p Profile) []byte {
	return []byte("User-agent: *\n" +
		"Allow: /\n" +
		"Disallow: /admin/\n" +
		"Disallow: /debug\n" +
		"\n" +
		"Sitemap: " + p.BaseURL() + SitemapPath + "\n")
}

// Sitemap returns the site's sitemap.xml: the static routes and then the
// extra paths (duplicates, empty and non-rooted paths dropped), as URLs on
// the canonical host, up to the protocol's 50,000.
func Sitemap(p Profile, extra []string) []byte {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	seen := map[string]bool{}
	n := 0
	add := func(path string) {
		if seen[path] || n >= sitemapMaxURLs {
			return
		}
		seen[path] = true
		n++
		b.WriteString("  <url><loc>")
		xml.EscapeText(&b, []byte(p.BaseURL()+path))
		b.WriteString("</loc></url>\n")
	}
	for _, r := range SitemapRoutes {
		add(r)
	}
	for _, r := range extra {
		if r = strings.TrimSpace(r); strings.HasPrefix(r, "/") {
			add(cleanPath(r))
		}
	}
	b.WriteString("</urlset>\n")
	return b.Bytes()
}

type sitemapEntry struct {
	body    []byte
	expires time.Time
}

// SitemapFor returns the sitemap of the site for host, with the pages the
// SitemapSource lists for the site's sport and level (kept for SitemapTTL).
// When the source fails, the static routes are returned (not kept) with the
// error.
func (s *Sites) SitemapFor(ctx context.Context, host string) ([]byte, error) {
	p := s.ForHost(host)
	if s.sitemap == nil {
		return Sitemap(p, nil), nil
	}
	if e, ok := s.smCache.Load(p.ID); ok && time.Now().Before(e.(*sitemapEntry).expires) {
		return e.(*sitemapEntry).body, nil
	}
	paths, err := s.sitemap.SitemapPaths(ctx, p.Sport, p.Level)
	if err != nil {
		return Sitemap(p, nil), err
	}
	body := Sitemap(p, paths)
	s.smCache.Store(p.ID, &sitemapEntry{body: body, expires: time.Now().Add(SitemapTTL)})
	return body, nil
}

// ClearSitemaps drops the kept sitemaps (after an import changes the data).
func (s *Sites) ClearSitemaps() { s.smCache.Clear() }
