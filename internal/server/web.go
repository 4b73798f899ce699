package server

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"sync"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/sites"
	"github.com/almanac-sports/almanac/web"
)

// Cache-Control of the per-site files.
const (
	cacheSiteAsset = "public, max-age=86400" // logo, icons, social image, manifest, robots.txt
	cacheSitemap   = "public, max-age=3600"
)

// mountWeb serves, by the request's Host, each site's robots.txt,
// sitemap.xml, logo, icons, social image and web manifest, and the embedded
// web app (web/dist) at every path the other routes leave, with SPA
// fallback (see SPA) and the site's page head written into index.html.
func mountWeb(mux *http.ServeMux, d Deps, a *api.API) {
	dist, built := web.FS()
	if !built && d.Log != nil {
		d.Log.Warn("web app not built (run `make build`): app paths answer 503, the API works")
	}
	st := d.Sites
	if st == nil {
		st = sites.Default()
	}
	var exists EntityExists
	if d.Store != nil {
		exists = a.EntityExists
	}
	mountSites(mux, dist, st, d.Log, exists)
}

// EntityExists reports whether an entity page (kind "team", "player", …,
// at slug) shows something; an error means the look-up failed.
type EntityExists func(ctx context.Context, kind, slug string) (bool, error)

// mountSites registers the per-site files of st and the app in dist. An
// entity page whose entity exists says nothing of (nil: none is checked)
// answers 404 with the app and a "… Not Found" title: the app shows its
// not-found view, and crawlers and links see a real 404, not a soft one. A
// failed look-up serves the page as usual (the app says what went wrong).
func mountSites(mux *http.ServeMux, dist fs.FS, st *sites.Sites, log *slog.Logger, exists EntityExists) {
	files := &siteFiles{sites: st, log: log}
	mux.Handle("GET "+sites.RobotsPath, files)
	mux.Handle("GET "+sites.SitemapPath, files)
	for _, p := range sites.AssetPaths {
		mux.Handle("GET "+p, files)
	}
	preloads := loadRoutePreloads(dist)
	mux.Handle("/", SPA(dist, func(r *http.Request, html []byte) ([]byte, int) {
		route := st.Route(r.Context(), r.URL.Path)
		status := http.StatusOK
		if route.Kind != "" && exists != nil {
			if ok, err := exists(r.Context(), route.Kind, route.Slug); err == nil && !ok {
				route, status = route.Missing(), http.StatusNotFound
			} else if err != nil && log != nil {
				log.Warn("entity page: look-up failed, served as found", "kind", route.Kind, "slug", route.Slug, "err", err)
			}
		}
		profile := st.ForHost(r.Host)
		page := st.RenderIndexRoute(r.Host, route, html)
		return paintFirst(withShell(preloads.inject(page, r.URL.Path, dataPreload(profile, route)), profile, pageIntro(profile, route))), status
	}))
}

// siteFiles serves the per-site generated files with an ETag (304 on
// If-None-Match) and, for text, gzip; each is prepared once per site.
type siteFiles struct {
	sites *sites.Sites
	log   *slog.Logger
	files sync.Map // profile id + path -> *spaFile
}

// sitemapFile is a prepared sitemap and the body it was made from.
type sitemapFile struct {
	src *byte
	f   *spaFile
}

func (h *siteFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	key := h.sites.ProfileID(r.Host) + p
	switch p {
	case sites.SitemapPath:
		body, err := h.sites.SitemapFor(r.Context(), r.Host)
		if err != nil && h.log != nil {
			h.log.Warn("sitemap: entity pages left out", "host", r.Host, "err", err)
		}
		if v, ok := h.files.Load(key); ok && len(body) > 0 && v.(*sitemapFile).src == &body[0] {
			serveSPAFile(w, r, v.(*sitemapFile).f, http.StatusOK)
			return
		}
		f := newSPAFile(body, "application/xml; charset=utf-8", cacheSitemap)
		if err == nil && len(body) > 0 {
			h.files.Store(key, &sitemapFile{src: &body[0], f: f})
		}
		serveSPAFile(w, r, f, http.StatusOK)
		return
	}
	if v, ok := h.files.Load(key); ok {
		serveSPAFile(w, r, v.(*spaFile), http.StatusOK)
		return
	}
	var f *spaFile
	if p == sites.RobotsPath {
		f = newSPAFile(sites.Robots(h.sites.ForHost(r.Host)), "text/plain; charset=utf-8", cacheSiteAsset)
	} else {
		data, ctype, ok, err := h.sites.Asset(r.Host, p)
		switch {
		case !ok:
			http.NotFound(w, r)
			return
		case err != nil:
			if h.log != nil {
				h.log.Error("site asset", "path", p, "host", r.Host, "err", err)
			}
			w.Header().Set("Cache-Control", "no-store")
			http.Error(w, "could not make "+p, http.StatusInternalServerError)
			return
		}
		f = newSPAFile(data, ctype, cacheSiteAsset)
	}
	v, _ := h.files.LoadOrStore(key, f)
	serveSPAFile(w, r, v.(*spaFile), http.StatusOK)
}
