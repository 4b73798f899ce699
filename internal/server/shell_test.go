package server

import (
	"regexp"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/sites"
)

func TestWithShell(t *testing.T) {
	p := sites.Profile{Name: `Hardwood <Almanac>`, LogoURL: "/logo.svg"}
	got := string(withShell([]byte(`<body><div id="root"></div><noscript>x</noscript></body>`), p, "<p>intro</p>"))
	for _, want := range []string{
		`<body><div id="root"><div class="flex min-h-dvh flex-col"><header`,
		`aria-label="Hardwood &lt;Almanac&gt; home"`,
		`<img src="/logo.svg" alt="" width="32" height="32"`,
		`>Hardwood &lt;Almanac&gt;</span>`,
		`<main id="main" class="min-h-screen flex-1"><p>intro</p></main></div></div><noscript>x</noscript></body>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("shell lacks %q:\n%s", want, got)
		}
	}
	if page := []byte("<body>no mount point</body>"); string(withShell(page, p, "")) != string(page) {
		t.Error("a page without the mount point must stay as it is")
	}
}

func TestPageIntro(t *testing.T) {
	p := sites.Profile{Name: "Hardwood <Almanac>", Headline: "Every title & every team", Description: "Basketball history."}
	for _, c := range []struct {
		route sites.RouteInfo
		want  []string // in order
	}{
		{sites.RouteInfo{Path: "/"}, []string{`<h1 id="home-title"`, `>Hardwood &lt;Almanac&gt;</h1>`, `>Every title &amp; every team</p>`, `>Basketball history.</p>`}},
		{sites.RouteInfo{Path: "/scores"}, []string{`<header><h1 `, `>Live Scores &amp; Results</h1>`, `>Live scores, recent results, and upcoming games across all major sports leagues</p></header>`}},
		{sites.RouteInfo{Path: "/players"}, []string{`>Players</h1>`, `>Every player on record with career statistics, awards and championships.</p>`}},
		{sites.RouteInfo{Path: "/standings"}, []string{`>Standings</h1>`, `>Regular-season standings: `}},
		{sites.RouteInfo{Path: "/teams/boston-celtics", Entity: "Boston Celtics"}, []string{`<nav aria-label="Breadcrumb">`, `>All Teams</a>`, `>Boston Celtics</span>`, `<h1 class="text-2xl`, `>Boston Celtics</h1>`}},
		{sites.RouteInfo{Path: "/teams/boston-celtics/2008", Entity: "Boston Celtics"}, []string{`>Boston Celtics</h1>`}},
		{sites.RouteInfo{Path: "/analytics/season-odds"}, []string{`<nav aria-label="Breadcrumb">`, `<a href="/analytics" `, `>Analytics</a>`, `aria-current="page"`, `>Season Odds</span>`, `>Season Odds</h1>`, `>Each team&#39;s chances of the playoffs, `}},
		{sites.RouteInfo{Path: "/seasons/nba-2024-25", Kind: "season", Entity: "2024-25 NBA Season"}, []string{`<nav aria-label="Breadcrumb">`, `<a href="/seasons" `, `>All Seasons</a>`, `>2024-25 NBA Season</span>`, `<header class="mt-4">`, `<h1 class="mt-3 `, `>2024-25 NBA Season</h1>`}},
		// A team or season the database does not know, and pages without a heading in the shell.
		{sites.RouteInfo{Path: "/teams/nobody"}, nil},
		{sites.RouteInfo{Path: "/seasons/nba-1800-01", Kind: "season"}, nil},
		{sites.RouteInfo{Path: "/teams"}, nil},
		{sites.RouteInfo{Path: "/coaches"}, nil},
	} {
		got := pageIntro(p, c.route)
		if c.want == nil {
			if got != "" {
				t.Errorf("%s: want no intro, got %s", c.route.Path, got)
			}
			continue
		}
		rest := got
		for _, w := range c.want {
			i := strings.Index(rest, w)
			if i < 0 {
				t.Errorf("%s: intro lacks %q (in order):\n%s", c.route.Path, w, got)
				break
			}
			rest = rest[i+len(w):]
		}
		if !strings.HasPrefix(got, "<div>") || !strings.HasSuffix(got, "</div>") {
			t.Errorf("%s: intro must be one element, like the app's page wrapper:\n%s", c.route.Path, got)
		}
	}
}

func TestPaintFirst(t *testing.T) {
	page := "<html><head><title>x</title>\n" +
		`    <script type="module" crossorigin src="/assets/index-abc.js"></script>` + "\n" +
		`    <link rel="modulepreload" crossorigin href="/assets/jsx-def.js">` + "\n" +
		`    <link rel="stylesheet" crossorigin href="/assets/index-123.css">` + "\n" +
		`<link rel="modulepreload" crossorigin href="/assets/PlayersPage-ghi.js">` + "\n" +
		"</head><body><div id=\"root\"></div></body></html>"
	got := string(paintFirst([]byte(page)))
	if strings.Contains(got, `<script type="module"`) || strings.Contains(got, `rel="modulepreload" crossorigin href`) {
		t.Errorf("the entry script and preloads must leave the head:\n%s", got)
	}
	if !strings.Contains(got, `<link rel="stylesheet" crossorigin href="/assets/index-123.css">`) {
		t.Errorf("the style sheet must stay (it is what the first paint needs):\n%s", got)
	}
	loader := regexp.MustCompile(`<script>\(function\(m\)\{.*\}\)\((\[.*?\])\)</script></body></html>$`).FindStringSubmatch(got)
	if loader == nil {
		t.Fatalf("no loader at the end of the body:\n%s", got)
	}
	if want := `["/assets/index-abc.js","/assets/jsx-def.js","/assets/PlayersPage-ghi.js"]`; loader[1] != want {
		t.Errorf("loader modules = %s, want %s (entry first)", loader[1], want)
	}
	if csp := htmlCSP([]byte(got)); !strings.Contains(csp, "'sha256-") {
		t.Errorf("the loader must be allowed by its hash: %s", csp)
	}
	for _, same := range []string{"<html><body>no app</body></html>", `<script type="module" crossorigin src="/a.js"></script>`} {
		if string(paintFirst([]byte(same))) != same {
			t.Errorf("a page without the entry script or a body must stay as it is: %s", same)
		}
	}
}
