package server

import (
	"bytes"
	"encoding/json"
	"html"
	"io/fs"
	"strings"
)

// routePreloads names, for each app path, the script files its page loads
// lazily (web/dist/route-chunks.json, written by the web build), so that the
// page sent for a path can ask for them at once with <link rel=modulepreload>
// rather than after the main bundle has run: one round trip less before a
// first visit paints its page.
type routePreloads struct {
	routes []preloadRoute
}

type preloadRoute struct {
	segs   []string // the path's segments, matched as the app's routes are (routeMatches)
	static int      // how many segments are literal (the more, the better a match)
	tags   string
}

// loadRoutePreloads reads route-chunks.json from dist; nil when the build has
// none (the pages then load their scripts as before).
func loadRoutePreloads(dist fs.FS) *routePreloads {
	if dist == nil {
		return nil
	}
	b, err := fs.ReadFile(dist, "route-chunks.json")
	if err != nil {
		return nil
	}
	var doc struct {
		Routes []struct {
			Path  string   `json:"path"`
			Files []string `json:"files"`
		} `json:"routes"`
	}
	if json.Unmarshal(b, &doc) != nil {
		return nil
	}
	p := &routePreloads{}
	for _, r := range doc.Routes {
		pr := preloadRoute{segs: splitPath(r.Path)}
		for _, s := range pr.segs {
			if !strings.HasPrefix(s, ":") {
				pr.static++
			}
		}
		var t strings.Builder
		for _, f := range r.Files {
			if strings.HasPrefix(f, "/assets/") && strings.HasSuffix(f, ".js") {
				t.WriteString(`<link rel="modulepreload" crossorigin href="` + html.EscapeString(f) + `">` + "\n")
			}
		}
		pr.tags = t.String()
		p.routes = append(p.routes, pr)
	}
	return p
}

// tags are the preload tags of the page at urlPath: those of the matching
// route with the most literal segments (/teams/compare before /teams/:slug,
// as the app's router ranks them); "" when no route matches.
func (p *routePreloads) tags(urlPath string) string {
	if p == nil {
		return ""
	}
	segs := splitPath(urlPath)
	best := -1
	for i, r := range p.routes {
		if (best < 0 || r.static > p.routes[best].static) && routeMatches(r.segs, segs) {
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	return p.routes[best].tags
}

// inject writes the tags of urlPath's page, then extra, before </head>.
func (p *routePreloads) inject(page []byte, urlPath, extra string) []byte {
	t := p.tags(urlPath) + extra
	if t == "" {
		return page
	}
	i := bytes.LastIndex(page, []byte("</head>"))
	if i < 0 {
		return page
	}
	out := make([]byte, 0, len(page)+len(t))
	out = append(out, page[:i]...)
	out = append(out, t...)
	return append(out, page[i:]...)
}
