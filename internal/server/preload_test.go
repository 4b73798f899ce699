package server

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/almanac-sports/almanac/internal/sites"
)

func TestRoutePreloads(t *testing.T) {
	dist := fstest.MapFS{"route-chunks.json": {Data: []byte(`{"routes":[
		{"path":"","files":["/assets/HomePage-a.js","/assets/Badge-b.js"]},
		{"path":"teams/:slug","files":["/assets/TeamDetail-c.js"]},
		{"path":"teams/:slug/:year","files":["/assets/TeamDetail-c.js"]},
		{"path":"teams/compare","files":["/assets/Compare-d.js"]},
		{"path":"odd","files":["/assets/x\".js","/elsewhere/y.js","/assets/z.css"]}]}`)}}
	p := loadRoutePreloads(dist)
	tag := func(f string) string { return `<link rel="modulepreload" crossorigin href="` + f + `">` + "\n" }
	for _, tc := range []struct{ path, want string }{
		{"/", tag("/assets/HomePage-a.js") + tag("/assets/Badge-b.js")},
		{"/teams/boston-celtics", tag("/assets/TeamDetail-c.js")},
		{"/teams/boston-celtics/2008/", tag("/assets/TeamDetail-c.js")},
		{"/teams/compare", tag("/assets/Compare-d.js")}, // the literal route wins
		{"/odd", tag("/assets/x&#34;.js")},              // escaped; only scripts under /assets/
		{"/nowhere", ""},
		{"/teams/a/b/c", ""},
	} {
		if got := p.tags(tc.path); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.path, got, tc.want)
		}
	}
	page := p.inject([]byte("<html><head><title>x</title></head><body></body></html>"), "/teams/compare", "")
	if !strings.Contains(string(page), `href="/assets/Compare-d.js">`+"\n</head>") {
		t.Errorf("tags not before </head>: %s", page)
	}
	if got := loadRoutePreloads(fstest.MapFS{}); got.tags("/") != "" || string(got.inject([]byte("<head></head>"), "/", "")) != "<head></head>" {
		t.Error("a build without route-chunks.json must leave pages alone")
	}
}

// An entity page preloads the API answer it draws first, at the URL the
// app's own call uses (site filters in the app's order), and nothing when
// the URL could differ or there is no entity.
func TestDataPreload(t *testing.T) {
	nba := sites.Profile{Filters: sites.Filters{SportSlug: "basketball", LevelSlug: "professional"}}
	hub := sites.Profile{}
	for _, tc := range []struct {
		name  string
		p     sites.Profile
		route sites.RouteInfo
		want  string
	}{
		{"player on a sport site", nba, sites.RouteInfo{Path: "/players/lebron-james", Kind: "player", Slug: "lebron-james", Entity: "LeBron James"},
			`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/players/lebron-james?sport__slug=basketball&level__slug=professional">` + "\n"},
		{"player on the hub", hub, sites.RouteInfo{Path: "/players/lebron-james", Kind: "player", Slug: "lebron-james", Entity: "LeBron James"},
			`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/players/lebron-james">` + "\n"},
		{"season: the app sends no filters", nba, sites.RouteInfo{Path: "/seasons/nba-2024", Kind: "season", Slug: "nba-2024", Entity: "2024-25 NBA"},
			`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/seasons/nba-2024">` + "\n"},
		{"not found", nba, sites.RouteInfo{Path: "/players/nobody", Kind: "player", Slug: "nobody"}, ""},
		{"a slug the app would escape", nba, sites.RouteInfo{Path: "/players/Jos%C3%A9", Kind: "player", Slug: "José", Entity: "José"}, ""},
		{"a team's season page", nba, sites.RouteInfo{Path: "/teams/boston-celtics/2008", Kind: "team", Slug: "boston-celtics", Entity: "Boston Celtics"}, ""},
		{"a game: fetched without the cache", nba, sites.RouteInfo{Path: "/scores/123", Kind: "game", Slug: "123", Entity: "x"}, ""},
		{"a list page", nba, sites.RouteInfo{Path: "/players"}, ""},
	} {
		if got := dataPreload(tc.p, tc.route); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
