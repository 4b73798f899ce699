package server

import (
	"strings"

	"github.com/almanac-sports/almanac/internal/sites"
)

// dataPreloadPaths are the API answers the entity pages ask for first (the
// app's get-player, get-coach, get-team and get-season), by route kind, and
// whether the app adds the site's filters to the call.
var dataPreloadPaths = map[string]struct {
	api         string
	siteFilters bool
}{
	"player": {"/api/players/", true},
	"coach":  {"/api/coaches/", true},
	"team":   {"/api/teams/", true},
	"season": {"/api/seasons/", false},
}

// dataPreload is a <link rel=preload> for the API answer an entity page
// draws first, so the browser fetches it with the page instead of after
// the scripts have run: the heading and facts paint one round trip sooner.
// The URL and credentials mode are those of the app's own call (a preload
// is used only when both match exactly): the slug unescaped (the app
// escapes it, so only plain slugs qualify), then sport__slug and
// level__slug in that order, and credentials included. "" for other pages,
// for /teams/{slug}/{year} and for an entity that was not found.
func dataPreload(p sites.Profile, route sites.RouteInfo) string {
	d, ok := dataPreloadPaths[route.Kind]
	if !ok || route.Entity == "" || !plainSlug(route.Slug) || strings.Count(route.Path, "/") != 2 {
		return ""
	}
	u := d.api + route.Slug
	if d.siteFilters {
		var q []string
		if plainSlug(p.Filters.SportSlug) {
			q = append(q, "sport__slug="+p.Filters.SportSlug)
		}
		if plainSlug(p.Filters.LevelSlug) {
			q = append(q, "level__slug="+p.Filters.LevelSlug)
		}
		if len(q) > 0 {
			u += "?" + strings.Join(q, "&")
		}
	}
	return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="` + u + `">` + "\n"
}

// plainSlug reports whether s is a non-empty slug of lower-case letters,
// digits and hyphens: text that URL escaping leaves as it is.
func plainSlug(s string) bool {
	for _, c := range s {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return s != ""
}
