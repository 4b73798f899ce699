package sites

import (
	"bytes"
	"context"
	"encoding/json"
	"html"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// EntityNamer names the entity an app page shows, for its title: kind is
// one of "team", "game", "championship", "player", "coach" and "season";
// slug is the page's path segment (a slug, or an id for games). ok is false
// when there is no such entity. The store implements it; nil means the
// pages get generic titles ("Team", "Game", …).
type EntityNamer interface {
	EntityName(ctx context.Context, kind, slug string) (name string, ok bool)
}

// EntityNamerFunc adapts a function to EntityNamer.
type EntityNamerFunc func(ctx context.Context, kind, slug string) (string, bool)

// EntityName calls f.
func (f EntityNamerFunc) EntityName(ctx context.Context, kind, slug string) (string, bool) {
	return f(ctx, kind, slug)
}

// RouteInfo is what the page head needs to know about the page.
type RouteInfo struct {
	Path    string // the URL path; the canonical URL is https://{canonical host}{Path}
	Title   string // the page's title without the site name; "" = the site name alone
	NoIndex bool   // robots: noindex,nofollow instead of index,follow
	Entity  string // the name of the entity an entity page shows; "" when there is none or it was not found
	Kind    string // an entity page's kind ("team", "player", …; see EntityNamer); "" on other pages
	Slug    string // an entity page's slug or id segment
}

// Missing is route as the page of an entity that does not exist: "Team Not
// Found" (the app's not-found heading of that page), never indexed.
func (ri RouteInfo) Missing() RouteInfo {
	for _, e := range entityRoutes {
		if e.kind == ri.Kind {
			ri.Title = e.generic + " Not Found"
		}
	}
	ri.NoIndex, ri.Entity = true, ""
	return ri
}

// titles of the app's fixed routes: the page part of "<page> | <site>".
var titles = map[string]string{
	"/":                               "",
	"/championships":                  "Championships",
	"/champions":                      "Champions History",
	"/teams":                          "Teams",
	"/teams/compare":                  "Team Comparison",
	"/scores":                         "Live Scores & Results",
	"/seasons":                        "Seasons",
	"/standings":                      "Standings",
	"/players":                        "Players",
	"/players/stats":                  "Player Statistics",
	"/coaches":                        "Coaches",
	"/coaches/stats":                  "Coaching Statistics",
	"/analytics":                      "Analytics",
	"/analytics/team-stats":           "Team Stats",
	"/analytics/player-stats":         "Player Stats",
	"/analytics/predictions":          "Predictions",
	"/analytics/comparisons":          "Player Comparison",
	"/analytics/insights":             "Insights",
	"/analytics/breakout":             "Breakout Candidates",
	"/analytics/trends":               "Trends",
	"/analytics/reports":              "Reports",
	"/analytics/season-odds":          "Season Odds",
	"/analytics/season-odds/backtest": "Season Odds Backtest",
	"/analytics/checking-our-work":    "Checking our work",
	"/data-quality":                   "Data Quality",
	"/finders":                        "Finders",
	"/glossary":                       "Glossary",
	"/features":                       "Features",
	"/debug":                          "Debug",
	"/privacy":                        "Privacy Policy",
	"/terms":                          "Terms of Service",
	"/cookies":                        "Cookie Policy",
	"/search":                         "Search",
}

// entityRoutes: /{section}/{slug} pages and the kind and generic title of
// their entity.
var entityRoutes = map[string]struct{ kind, generic string }{
	"teams":         {"team", "Team"},
	"scores":        {"game", "Game"},
	"championships": {"championship", "Championship"},
	"players":       {"player", "Player"},
	"coaches":       {"coach", "Coach"},
	"seasons":       {"season", "Season"},
}

// ResolveRoute describes the page at urlPath: its title (an entity page
// takes the entity's name from namer, which may be nil) and whether it is
// indexable (/debug, /admin, the account mails' pages and unknown paths are not).
func ResolveRoute(ctx context.Context, urlPath string, namer EntityNamer) RouteInfo {
	p := cleanPath(urlPath)
	ri := RouteInfo{Path: p}
	if t, ok := titles[p]; ok {
		ri.Title = t
		ri.NoIndex = p == "/debug"
		return ri
	}
	parts := strings.Split(strings.TrimPrefix(p, "/"), "/")
	switch {
	case parts[0] == "admin":
		ri.Title, ri.NoIndex = "Admin", true
		return ri
	case parts[0] == "debug":
		ri.Title, ri.NoIndex = "Debug", true
		return ri
	case p == "/verify-email":
		// The account mails' links (they carry a one-time token): never indexed.
		ri.Title, ri.NoIndex = "Verify Email", true
		return ri
	case p == "/reset-password":
		ri.Title, ri.NoIndex = "Reset Password", true
		return ri
	case parts[0] == "analytics" && len(parts) == 4 && (parts[1] == "team" || parts[1] == "player"):
		switch parts[1] + "/" + parts[3] {
		case "team/trends":
			ri.Title = "Team Trends"
		case "team/report":
			ri.Title = "Team Report"
		case "player/career":
			ri.Title = "Player Career"
		case "player/compare":
			ri.Title = "Player Comparison"
		}
		if ri.Title != "" {
			return ri
		}
	}
	if e, ok := entityRoutes[parts[0]]; ok && (len(parts) == 2 || (len(parts) == 3 && parts[0] == "teams" && isYear(parts[2]))) {
		ri.Title, ri.Kind, ri.Slug = e.generic, e.kind, parts[1]
		if namer != nil {
			if ctx == nil {
				ctx = context.Background()
			}
			if name, ok := namer.EntityName(ctx, e.kind, parts[1]); ok && strings.TrimSpace(name) != "" {
				ri.Title = strings.TrimSpace(name)
				ri.Entity = ri.Title
			}
		}
		if len(parts) == 3 { // /teams/{slug}/{year}
			ri.Title += " " + parts[2]
		}
		return ri
	}
	ri.Title, ri.NoIndex = "Page Not Found", true
	return ri
}

func isYear(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && len(s) == 4 && n > 1800
}

// cleanPath is the canonical form of a URL path: rooted, cleaned, without a
// trailing slash (except "/").
func cleanPath(p string) string {
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return path.Clean(p)
}

// Route resolves urlPath with the namer set by SetEntityNamer.
func (s *Sites) Route(ctx context.Context, urlPath string) RouteInfo {
	return ResolveRoute(ctx, urlPath, s.namer)
}

// PageTitle is the tab title: "{title} | {site name}", the site name alone
// when title is empty (home).
func PageTitle(p Profile, title string) string {
	if title == "" {
		return p.Name
	}
	return title + " | " + p.Name
}

// RenderHead returns the page head tags of route on site p: title,
// description, keywords, robots, theme colour, icons, manifest, canonical
// link, Open Graph and Twitter card, then an inline style with every theme
// shade as a CSS variable (--color-{palette}-{shade}) and a script that sets
// window.__ALMANAC_SITE__ to the profile JSON. A route with only Path set
// gets that path's fixed title (entity pages get generic ones). All text is
// HTML-escaped.
func RenderHead(p Profile, route RouteInfo) string {
	return renderHead(p, route, headStatic(p))
}

func renderHead(p Profile, route RouteInfo, static string) string {
	if route.Path == "" {
		route.Path = "/"
	}
	if route.Title == "" && cleanPath(route.Path) != "/" {
		resolved := ResolveRoute(context.Background(), route.Path, nil)
		route.Title = resolved.Title
		route.NoIndex = route.NoIndex || resolved.NoIndex
	}
	e := html.EscapeString
	title := PageTitle(p, route.Title)
	canonical := p.BaseURL() + cleanPath(route.Path)
	image := absURL(p, p.SocialImage)
	robots := "index,follow"
	if route.NoIndex {
		robots = "noindex,nofollow"
	}
	var b strings.Builder
	b.Grow(len(static) + 2048)
	meta := func(attr, key, content string) {
		b.WriteString(`<meta ` + attr + `="` + key + `" content="` + e(content) + `">` + "\n")
	}
	link := func(rel, href, extra string) {
		b.WriteString(`<link rel="` + rel + `" href="` + e(href) + `"` + extra + ">\n")
	}
	b.WriteString("<title>" + e(title) + "</title>\n")
	meta("name", "description", p.Description)
	if len(p.Keywords) > 0 {
		meta("name", "keywords", strings.Join(p.Keywords, ", "))
	}
	meta("name", "robots", robots)
	meta("name", "theme-color", p.ThemeColor())
	meta("name", "application-name", p.Name)
	meta("name", "apple-mobile-web-app-title", p.ShortName)
	link("canonical", canonical, "")
	link("icon", p.FaviconURL, ` type="image/svg+xml"`)
	link("icon", Favicon32Path, ` type="image/png" sizes="32x32"`)
	link("icon", Favicon16Path, ` type="image/png" sizes="16x16"`)
	link("apple-touch-icon", p.AppleTouchIconURL, ` sizes="180x180"`)
	link("manifest", p.ManifestURL, "")
	meta("property", "og:type", "website")
	meta("property", "og:site_name", p.Name)
	meta("property", "og:title", title)
	meta("property", "og:description", p.Description)
	meta("property", "og:url", canonical)
	meta("property", "og:locale", "en_US")
	meta("property", "og:image", image)
	meta("property", "og:image:type", "image/png")
	meta("property", "og:image:width", strconv.Itoa(SocialWidth))
	meta("property", "og:image:height", strconv.Itoa(SocialHeight))
	meta("property", "og:image:alt", p.Name+": "+p.Headline)
	meta("name", "twitter:card", "summary_large_image")
	if p.SocialHandle != "" {
		meta("name", "twitter:site", p.SocialHandle)
	}
	meta("name", "twitter:title", title)
	meta("name", "twitter:description", p.Description)
	meta("name", "twitter:image", image)
	b.WriteString(static)
	return b.String()
}

// absURL makes a site path absolute on the canonical host; full URLs pass.
func absURL(p Profile, u string) string {
	if strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://") {
		return u
	}
	return p.BaseURL() + cleanPath(u)
}

// headStatic is the part of the head that does not depend on the page: the
// theme's CSS variables and the profile for the client.
func headStatic(p Profile) string {
	var b strings.Builder
	b.WriteString("<style>:root{")
	for _, np := range p.Theme.Palettes() {
		for i, shade := range Shades {
			// Colours are validated #rrggbb: nothing to escape.
			b.WriteString("--color-" + np.Name + "-" + strconv.Itoa(shade) + ":" + np.Palette[i] + ";")
		}
	}
	b.WriteString("}</style>\n")
	// encoding/json escapes <, > and & (and U+2028/9), so the JSON cannot
	// close the script element.
	js, err := json.Marshal(p)
	if err != nil { // cannot happen: Profile holds strings, bools and slices
		js = []byte("null")
	}
	b.WriteString("<script>window.__ALMANAC_SITE__=")
	b.Write(js)
	b.WriteString("</script>\n")
	return b.String()
}

// HeadMarker is where index.html takes the page head.
const HeadMarker = "<!--almanac:head-->"

// staticHeadTags are the placeholder tags web/index.html carries for the
// unrendered page; InjectHead removes them so the rendered head has one of
// each.
var staticHeadTags = regexp.MustCompile(`(?is)[ \t]*(?:<title>.*?</title>|<meta\s+name="(?:description|theme-color|keywords|robots)"[^>]*>|<link\s+rel="(?:icon|apple-touch-icon|manifest|canonical)"[^>]*>)[ \t]*\r?\n?`)

// injectCache keeps the last index.html split around the marker (the SPA
// hands over the same file every time).
var injectCache struct {
	sync.Mutex
	src, before, after []byte
}

// InjectHead writes head into index.html at HeadMarker (before </head>
// without one), removing the file's own title, description, theme-color,
// icon, manifest and canonical tags.
func InjectHead(index []byte, head string) []byte {
	injectCache.Lock()
	before, after, cached := injectCache.before, injectCache.after, bytes.Equal(injectCache.src, index)
	injectCache.Unlock()
	if !cached {
		before, after = splitIndex(index)
		injectCache.Lock()
		injectCache.src, injectCache.before, injectCache.after = bytes.Clone(index), before, after
		injectCache.Unlock()
	}
	out := make([]byte, 0, len(before)+len(head)+len(after))
	out = append(out, before...)
	out = append(out, head...)
	return append(out, after...)
}

// splitIndex returns index.html before and after the head's place, with the
// placeholder tags of the <head> removed.
func splitIndex(index []byte) (before, after []byte) {
	s := string(index)
	headEnd := strings.Index(strings.ToLower(s), "</head>")
	if headEnd < 0 {
		headEnd = len(s)
	}
	at := strings.Index(s[:headEnd], HeadMarker)
	if at < 0 {
		b := staticHeadTags.ReplaceAllString(s[:headEnd], "")
		return []byte(b), []byte(s[headEnd:])
	}
	b := staticHeadTags.ReplaceAllString(s[:at], "")
	a := staticHeadTags.ReplaceAllString(s[at+len(HeadMarker):headEnd], "") + s[headEnd:]
	return []byte(b), []byte(a)
}

// RenderIndex renders index.html for a request on host at urlPath: the
// host's profile, the route's title (with entity names from the namer) and
// the head tags injected at HeadMarker.
func (s *Sites) RenderIndex(ctx context.Context, host, urlPath string, index []byte) []byte {
	return s.RenderIndexRoute(host, s.Route(ctx, urlPath), index)
}

// RenderIndexRoute is RenderIndex for a route already resolved (Route).
func (s *Sites) RenderIndexRoute(host string, route RouteInfo, index []byte) []byte {
	i := s.indexForHost(host)
	return InjectHead(index, renderHead(s.profiles[i], route, s.headStatic[i]))
}
