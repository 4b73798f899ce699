package sites

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"golang.org/x/image/font"
)

func measure(f font.Face, s string) int { return font.MeasureString(f, s).Ceil() }

func TestDefaultProfiles(t *testing.T) {
	s := Default()
	want := []struct {
		id, name, host, canonical, sport, level string
	}{
		{"almanac", "Almanac", "localhost", "almanac.example", "", ""},
		{"nfl", "Gridiron Almanac", "nfl.localhost", "nfl.almanac.example", "football", "professional"},
		{"nba", "Hardwood Almanac", "nba.localhost", "nba.almanac.example", "basketball", "professional"},
		{"mlb", "Diamond Almanac", "mlb.localhost", "mlb.almanac.example", "baseball", "professional"},
		{"nhl", "Ice Almanac", "nhl.localhost", "nhl.almanac.example", "hockey", "professional"},
		{"cfb", "Campus Gridiron Almanac", "cfb.localhost", "cfb.almanac.example", "football", "ncaa-d1"},
		{"cbb", "Campus Hardwood Almanac", "cbb.localhost", "cbb.almanac.example", "basketball", "ncaa-d1"},
		{"cbs", "Campus Diamond Almanac", "cbs.localhost", "cbs.almanac.example", "baseball", "ncaa-d1"},
		{"chk", "Campus Ice Almanac", "chk.localhost", "chk.almanac.example", "hockey", "ncaa-d1"},
	}
	ps := s.Profiles()
	if len(ps) != len(want) {
		t.Fatalf("%d profiles, want %d", len(ps), len(want))
	}
	trademarks := regexp.MustCompile(`(?i)\b(nfl|nba|mlb|nhl|ncaa|super bowl|world series|stanley cup|final four|frozen four)\b`)
	for i, w := range want {
		p := ps[i]
		t.Run(w.id, func(t *testing.T) {
			if p.ID != w.id || p.Name != w.name || p.CanonicalHost != w.canonical || p.Sport != w.sport || p.Level != w.level {
				t.Errorf("got %s %q %s %q %q", p.ID, p.Name, p.CanonicalHost, p.Sport, p.Level)
			}
			if !slices.Contains(p.Hosts, w.host) || !slices.Contains(p.Hosts, w.canonical) {
				t.Errorf("hosts %v lack %s or %s", p.Hosts, w.host, w.canonical)
			}
			if trademarks.MatchString(p.Name + " " + p.ShortName + " " + p.Headline + " " + p.Description) {
				t.Errorf("brand text names a league mark: %q / %q / %q", p.Name, p.Headline, p.Description)
			}
			if p.ShortName == "" || p.Description == "" || p.Headline == "" || len(p.Keywords) == 0 || !strings.HasPrefix(p.SocialHandle, "@") {
				t.Errorf("incomplete profile: %+v", p)
			}
			if p.IsMainSite != (w.sport == "") || p.IsSportSpecific != (w.sport != "") || p.IsLevelSpecific != (w.level != "") {
				t.Errorf("flags main=%v sport=%v level=%v", p.IsMainSite, p.IsSportSpecific, p.IsLevelSpecific)
			}
			if p.Filters != (Filters{w.sport, w.level}) {
				t.Errorf("filters %+v", p.Filters)
			}
			if p.LogoURL != "/logo.svg" || p.FaviconURL != "/favicon.svg" || p.AppleTouchIconURL != "/apple-touch-icon.png" || p.SocialImage != "/social.png" {
				t.Errorf("urls %s %s %s %s", p.LogoURL, p.FaviconURL, p.AppleTouchIconURL, p.SocialImage)
			}
		})
	}
	// Every brand looks different.
	seen := map[string]string{}
	for _, p := range ps {
		if other, dup := seen[p.ThemeColor()]; dup {
			t.Errorf("%s and %s share the theme colour %s", p.ID, other, p.ThemeColor())
		}
		seen[p.ThemeColor()] = p.ID
	}
}

func TestForHost(t *testing.T) {
	s := Default()
	tests := []struct{ host, want string }{
		{"nba.localhost", "nba"},
		{"nba.localhost:8080", "nba"},
		{"NBA.LocalHost:8080", "nba"},
		{"nba.localhost.", "nba"},
		{"nba.almanac.example", "nba"},
		{"nfl.localhost:3000", "nfl"},
		{"mlb.localhost", "mlb"},
		{"nhl.localhost", "nhl"},
		{"cfb.localhost", "cfb"},
		{"cbb.localhost", "cbb"},
		{"cbs.localhost", "cbs"},
		{"chk.localhost:80", "chk"},
		{"chk.almanac.example:443", "chk"},
		{"localhost", "almanac"},
		{"localhost:8080", "almanac"},
		{"127.0.0.1:8080", "almanac"},
		{"[::1]:8080", "almanac"},
		{"almanac.example", "almanac"},
		{"", "almanac"},
		{"example.com", "almanac"},
		{"nba.example.com", "almanac"},
		{"xnba.localhost", "almanac"},
	}
	for _, tt := range tests {
		if got := s.ForHost(tt.host).ID; got != tt.want {
			t.Errorf("ForHost(%q) = %s, want %s", tt.host, got, tt.want)
		}
	}
	if s.Hub().ID != "almanac" {
		t.Errorf("hub %s", s.Hub().ID)
	}
	if p, ok := s.ByID("cbs"); !ok || p.Name != "Campus Diamond Almanac" {
		t.Errorf("ByID(cbs) = %v %v", p.Name, ok)
	}
}

func TestNormaliseHost(t *testing.T) {
	for in, want := range map[string]string{
		"NBA.localhost:8080": "nba.localhost", "[::1]:8080": "::1", "[::1]": "::1", " Example.COM. ": "example.com", "": "",
	} {
		if got := NormaliseHost(in); got != want {
			t.Errorf("NormaliseHost(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPalettesComplete(t *testing.T) {
	hex := regexp.MustCompile(`^#[0-9a-f]{6}$`)
	for _, p := range Default().Profiles() {
		pals := p.Theme.Palettes()
		if len(pals) < 3 {
			t.Errorf("%s: %d palettes", p.ID, len(pals))
		}
		for _, np := range pals {
			if len(np.Palette) != 11 {
				t.Fatalf("%s %s: %d shades", p.ID, np.Name, len(np.Palette))
			}
			prev := 2.0
			for i, c := range np.Palette {
				if !hex.MatchString(c) {
					t.Errorf("%s %s-%d: %q is not #rrggbb", p.ID, np.Name, Shades[i], c)
					continue
				}
				// Each shade is darker than the one before (50 lightest, 950 darkest).
				if l := RelativeLuminance(c); l >= prev {
					t.Errorf("%s %s-%d (%s) is not darker than the shade before", p.ID, np.Name, Shades[i], c)
				} else {
					prev = l
				}
			}
		}
	}
}

// AA contrast (4.5:1) of primary 600 and 700 on white for every brand: the
// app uses them for links, buttons and focus rings.
func TestPrimaryContrastAA(t *testing.T) {
	if r := ContrastRatio("#000000", "#ffffff"); r < 20.99 || r > 21.01 {
		t.Fatalf("black on white = %.3f, want 21", r)
	}
	if r := ContrastRatio("#777777", "#ffffff"); r < 4.47 || r > 4.49 {
		t.Fatalf("#777 on white = %.3f, want 4.48", r)
	}
	for _, p := range Default().Profiles() {
		for _, shade := range []int{600, 700} {
			c := p.Theme.Primary.Shade(shade)
			if r := ContrastRatio(c, "#ffffff"); r < 4.5 {
				t.Errorf("%s primary-%d %s on white: %.2f:1, want >= 4.5", p.ID, shade, c, r)
			}
		}
		// Body text (secondary 900 on secondary 50) is far above AA.
		if r := ContrastRatio(p.Theme.Secondary.Shade(900), p.Theme.Secondary.Shade(50)); r < 7 {
			t.Errorf("%s secondary-900 on secondary-50: %.2f", p.ID, r)
		}
	}
}

func TestProfileJSON(t *testing.T) {
	s := Default()
	decode := func(p Profile) map[string]any {
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	keys := []string{"id", "name", "short_name", "description", "keywords", "sport", "level", "headline", "isMainSite",
		"isSportSpecific", "isLevelSpecific", "logoUrl", "faviconUrl", "appleTouchIconUrl", "social_image", "theme",
		"canonical_host", "social_handle", "filters"}
	hub := decode(s.ForHost("localhost"))
	nba := decode(s.ForHost("nba.localhost"))
	for _, k := range keys {
		if _, ok := hub[k]; !ok {
			t.Errorf("hub JSON lacks %q", k)
		}
		if _, ok := nba[k]; !ok {
			t.Errorf("nba JSON lacks %q", k)
		}
	}
	if hub["sport"] != nil || hub["level"] != nil || hub["isMainSite"] != true || hub["isSportSpecific"] != false {
		t.Errorf("hub: sport %v level %v main %v", hub["sport"], hub["level"], hub["isMainSite"])
	}
	if f := hub["filters"].(map[string]any); f["sport__slug"] != nil || f["level__slug"] != nil || len(f) != 2 {
		t.Errorf("hub filters %v", f)
	}
	if nba["sport"] != "basketball" || nba["level"] != "professional" || nba["isMainSite"] != false || nba["isSportSpecific"] != true || nba["isLevelSpecific"] != true {
		t.Errorf("nba: %v %v %v", nba["sport"], nba["level"], nba["isMainSite"])
	}
	if f := nba["filters"].(map[string]any); f["sport__slug"] != "basketball" || f["level__slug"] != "professional" {
		t.Errorf("nba filters %v", f)
	}
	th := hub["theme"].(map[string]any)
	for _, name := range []string{"primary", "secondary", "accent", "quaternary", "quinary"} {
		pal, ok := th[name].(map[string]any)
		if !ok || len(pal) != 11 || pal["600"] == nil || pal["50"] == nil || pal["950"] == nil {
			t.Errorf("hub theme.%s = %v", name, th[name])
		}
	}
	if _, ok := nba["theme"].(map[string]any)["quaternary"]; ok {
		t.Errorf("nba has a quaternary palette it does not use")
	}
	// Shades are written in order.
	data, _ := json.Marshal(s.Hub().Theme.Primary)
	if !bytes.HasPrefix(data, []byte(`{"50":"#eef2ff","100":`)) || !bytes.HasSuffix(data, []byte(`"950":"#1e1b4b"}`)) {
		t.Errorf("palette JSON %s", data)
	}
	// And read back.
	var back Profile
	full, _ := json.Marshal(s.ForHost("nba.localhost"))
	if err := json.Unmarshal(full, &back); err != nil || back.Theme.Primary != s.ForHost("nba.localhost").Theme.Primary || back.Sport != "basketball" {
		t.Errorf("round trip: %v %+v", err, back.Theme.Primary)
	}
}

const minimalPalette = `{"50":"#eef2ff","100":"#e0e7ff","200":"#c7d2fe","300":"#a5b4fc","400":"#818cf8","500":"#6366f1","600":"#4f46e5","700":"#4338ca","800":"#3730a3","900":"#312e81","950":"#1e1b4b"}`

func siteJSON(fields string) string {
	return `{"id":"x","name":"X","description":"d","canonical_host":"x.example","theme":{"primary":` + minimalPalette +
		`,"secondary":` + minimalPalette + `,"accent":` + minimalPalette + `}` + fields + `}`
}

func TestParse(t *testing.T) {
	good := `{"default":"x","sites":[` + siteJSON(`,"hosts":["X.Localhost:8080"],"social_handle":"xalmanac"`) + `]}`
	s, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	p := s.ForHost("x.localhost")
	if p.ShortName != "X" || p.SocialHandle != "@xalmanac" || !p.IsMainSite || len(p.Hosts) != 2 || p.Hosts[0] != "x.localhost" || p.Hosts[1] != "x.example" {
		t.Errorf("defaults not filled: %+v", p)
	}
	bad := []struct{ name, json, want string }{
		{"no sites", `{"sites":[]}`, "no sites"},
		{"unknown field", `{"sites":[` + siteJSON(`,"colour":"red"`) + `]}`, "unknown field"},
		{"missing shade", strings.Replace(`{"sites":[`+siteJSON(``)+`]}`, `,"950":"#1e1b4b"}`, `}`, 1), "shade 950 missing"},
		{"bad hex", strings.Replace(`{"sites":[`+siteJSON(``)+`]}`, `#4f46e5`, `blue`, 1), "not a #rrggbb"},
		{"unknown shade", strings.Replace(`{"sites":[`+siteJSON(``)+`]}`, `"50":`, `"55":`, 1), "unknown shade"},
		{"bad quaternary", `{"sites":[` + strings.Replace(siteJSON(``), `}}`, `},"quaternary":{"50":"#ffffff"}}`, 1) + `]}`, "theme.quaternary"},
		{"bad sport", `{"sites":[` + siteJSON(`,"sport":"curling"`) + `]}`, "sport"},
		{"bad level", `{"sites":[` + siteJSON(`,"level":"college"`) + `]}`, "level"},
		{"no name", `{"sites":[` + strings.Replace(siteJSON(``), `"name":"X"`, `"name":""`, 1) + `]}`, "name missing"},
		{"no canonical host", `{"sites":[` + strings.Replace(siteJSON(``), `"x.example"`, `""`, 1) + `]}`, "canonical_host"},
		{"duplicate id", `{"sites":[` + siteJSON(``) + `,` + strings.Replace(siteJSON(``), `x.example`, `y.example`, 1) + `]}`, "twice"},
		{"duplicate host", `{"sites":[` + siteJSON(`,"hosts":["a.localhost"]`) + `,` + strings.Replace(siteJSON(`,"hosts":["a.localhost"]`), `"id":"x"`, `"id":"y"`, 1) + `]}`, "belongs to both"},
		{"unknown default", `{"default":"zz","sites":[` + siteJSON(``) + `]}`, "not among"},
		{"no main site", `{"sites":[` + siteJSON(`,"sport":"hockey"`) + `]}`, "no default site"},
	}
	for _, tt := range bad {
		if _, err := Parse([]byte(tt.json)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestLoad(t *testing.T) {
	if s, err := Load(""); err != nil || len(s.Profiles()) != 9 {
		t.Fatalf("Load(\"\"): %v", err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "sites.json")
	os.WriteFile(path, []byte(`{"default":"x","sites":[`+siteJSON(`,"hosts":["x.localhost"]`)+`]}`), 0o644)
	s, err := Load(path)
	if err != nil || s.ForHost("anything").Name != "X" {
		t.Fatalf("Load(file): %v", err)
	}
	if _, err := Load(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("Load(missing) succeeded")
	}
	os.WriteFile(path, []byte(`{`), 0o644)
	if _, err := Load(path); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("Load(broken) = %v, want an error naming the file", err)
	}
}

type namerStub map[string]string

func (n namerStub) EntityName(_ context.Context, kind, slug string) (string, bool) {
	v, ok := n[kind+"/"+slug]
	return v, ok
}

func TestResolveRoute(t *testing.T) {
	namer := namerStub{
		"team/boston-celtics": "Boston Celtics", "game/4417": "Celtics vs Lakers, June 12, 2008",
		"championship/finals": "Pro Basketball Finals", "player/bill-russell": "Bill Russell",
		"coach/red-auerbach": "Red Auerbach", "season/2008-09": "2008-09 Season",
	}
	tests := []struct {
		path, title string
		noindex     bool
		nilNamer    string // the title without a namer; "" = same
	}{
		{"/", "", false, ""},
		{"", "", false, ""},
		{"/championships", "Championships", false, ""},
		{"/championships/", "Championships", false, ""},
		{"/champions", "Champions History", false, ""},
		{"/teams", "Teams", false, ""},
		{"/teams/compare", "Team Comparison", false, ""},
		{"/scores", "Live Scores & Results", false, ""},
		{"/seasons", "Seasons", false, ""},
		{"/standings", "Standings", false, ""},
		{"/players", "Players", false, ""},
		{"/players/stats", "Player Statistics", false, ""},
		{"/coaches", "Coaches", false, ""},
		{"/coaches/stats", "Coaching Statistics", false, ""},
		{"/analytics", "Analytics", false, ""},
		{"/analytics/team-stats", "Team Stats", false, ""},
		{"/analytics/team/12/trends", "Team Trends", false, ""},
		{"/analytics/player/7/career", "Player Career", false, ""},
		{"/data-quality", "Data Quality", false, ""},
		{"/features", "Features", false, ""},
		{"/privacy", "Privacy Policy", false, ""},
		{"/terms", "Terms of Service", false, ""},
		{"/cookies", "Cookie Policy", false, ""},
		{"/debug", "Debug", true, ""},
		{"/admin/", "Admin", true, ""},
		{"/admin/users", "Admin", true, ""},
		{"/verify-email", "Verify Email", true, ""},
		{"/reset-password", "Reset Password", true, ""},
		{"/reset-password/", "Reset Password", true, ""},
		{"/teams/boston-celtics", "Boston Celtics", false, "Team"},
		{"/teams/boston-celtics/2008", "Boston Celtics 2008", false, "Team 2008"},
		{"/teams/unknown-team", "Team", false, ""},
		{"/scores/4417", "Celtics vs Lakers, June 12, 2008", false, "Game"},
		{"/championships/finals", "Pro Basketball Finals", false, "Championship"},
		{"/players/bill-russell", "Bill Russell", false, "Player"},
		{"/coaches/red-auerbach", "Red Auerbach", false, "Coach"},
		{"/seasons/2008-09", "2008-09 Season", false, "Season"},
		{"/teams/boston-celtics/roster", "Page Not Found", true, ""},
		{"/nowhere", "Page Not Found", true, ""},
	}
	for _, tt := range tests {
		got := ResolveRoute(context.Background(), tt.path, namer)
		if got.Title != tt.title || got.NoIndex != tt.noindex {
			t.Errorf("%q: %q noindex=%v, want %q %v", tt.path, got.Title, got.NoIndex, tt.title, tt.noindex)
		}
		want := tt.title
		if tt.nilNamer != "" {
			want = tt.nilNamer
		}
		if got := ResolveRoute(context.Background(), tt.path, nil); got.Title != want {
			t.Errorf("%q without namer: %q, want %q", tt.path, got.Title, want)
		}
	}
}

func TestRenderHead(t *testing.T) {
	s := Default()
	tests := []struct {
		host, path string
		want       []string
		not        []string
	}{
		{"nba.localhost:8080", "/", []string{
			"<title>Hardwood Almanac</title>",
			`<meta name="description" content="Pro basketball championship history, champions, teams, scores, players, coaches and analytics from real historical data.">`,
			`<meta name="theme-color" content="#c2410c">`,
			`<meta name="robots" content="index,follow">`,
			`<link rel="canonical" href="https://nba.almanac.example/">`,
			`<meta property="og:title" content="Hardwood Almanac">`,
			`<meta property="og:url" content="https://nba.almanac.example/">`,
			`<meta property="og:image" content="https://nba.almanac.example/social.png">`,
			`<meta property="og:image:width" content="1200">`,
			`<meta property="og:image:height" content="630">`,
			`<meta property="og:site_name" content="Hardwood Almanac">`,
			`<meta property="og:type" content="website">`,
			`<meta name="twitter:card" content="summary_large_image">`,
			`<meta name="twitter:site" content="@hardwoodalmanac">`,
			`<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
			`<link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32">`,
			`<link rel="icon" href="/favicon-16x16.png" type="image/png" sizes="16x16">`,
			`<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180">`,
			`<link rel="manifest" href="/site.webmanifest">`,
			`--color-primary-600:#c2410c;`, `--color-secondary-950:#09090b;`, `--color-accent-50:#eff6ff;`,
			`<script>window.__ALMANAC_SITE__={"id":"nba",`,
		}, []string{"quaternary", "| Almanac</title>"}},
		{"localhost:8080", "/teams", []string{
			"<title>Teams | Almanac</title>",
			`<meta name="theme-color" content="#4f46e5">`,
			`<link rel="canonical" href="https://almanac.example/teams">`,
			`<meta property="og:title" content="Teams | Almanac">`,
			`<meta name="twitter:site" content="@almanacstats">`,
			`--color-quaternary-500:#10b981;`, `--color-quinary-950:#4c0519;`,
			`"sport":null`,
		}, []string{"Hardwood"}},
		{"localhost", "/scores/", []string{"<title>Live Scores &amp; Results | Almanac</title>", `href="https://almanac.example/scores"`}, nil},
		{"nfl.localhost", "/debug", []string{"<title>Debug | Gridiron Almanac</title>", `<meta name="robots" content="noindex,nofollow">`}, nil},
		{"cbs.localhost", "/admin/", []string{`<meta name="robots" content="noindex,nofollow">`}, nil},
		{"chk.localhost", "/privacy", []string{"<title>Privacy Policy | Campus Ice Almanac</title>", `https://chk.almanac.example/privacy`}, nil},
	}
	for _, tt := range tests {
		p := s.ForHost(tt.host)
		head := RenderHead(p, s.Route(context.Background(), tt.path))
		for _, w := range tt.want {
			if !strings.Contains(head, w) {
				t.Errorf("%s%s: head lacks %s\n%s", tt.host, tt.path, w, head)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(head, w) {
				t.Errorf("%s%s: head has %s", tt.host, tt.path, w)
			}
		}
		if n := strings.Count(head, "<title>"); n != 1 {
			t.Errorf("%d titles", n)
		}
		// Every shade of every palette is a variable.
		vars := regexp.MustCompile(`--color-[a-z]+-\d+:#[0-9a-f]{6};`).FindAllString(head, -1)
		if len(vars) != 11*len(p.Theme.Palettes()) {
			t.Errorf("%s: %d CSS variables, want %d", tt.host, len(vars), 11*len(p.Theme.Palettes()))
		}
		// The profile script parses back.
		m := regexp.MustCompile(`<script>window.__ALMANAC_SITE__=(.*)</script>`).FindStringSubmatch(head)
		var got Profile
		if m == nil || json.Unmarshal([]byte(m[1]), &got) != nil || got.ID != p.ID || got.Theme.Primary != p.Theme.Primary {
			t.Errorf("%s: profile script does not parse back", tt.host)
		}
	}
	// A bare path gets its fixed title; RenderHead works without Route.
	if h := RenderHead(s.Hub(), RouteInfo{Path: "/teams/compare"}); !strings.Contains(h, "<title>Team Comparison | Almanac</title>") {
		t.Errorf("bare RouteInfo: %s", h)
	}
}

func TestRenderHeadEscaping(t *testing.T) {
	p := Default().Hub()
	p.Name = `A&B "Stats" <Site>`
	p.Description = `Scores </title><script>alert(1)</script> & more`
	p.Headline = `Let's go`
	p.Keywords = []string{`a"b`, "c<d"}
	p.SocialHandle = `@x"y`
	namer := namerStub{"team/x": `Bad </title><script>alert("t")</script>`}
	head := RenderHead(p, ResolveRoute(context.Background(), "/teams/x", namer))
	for _, w := range []string{
		`<title>Bad &lt;/title&gt;&lt;script&gt;alert(&#34;t&#34;)&lt;/script&gt; | A&amp;B &#34;Stats&#34; &lt;Site&gt;</title>`,
		`content="Scores &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"`,
		`content="a&#34;b, c&lt;d"`,
		`content="@x&#34;y"`,
		`\u003c/title\u003e\u003cscript\u003ealert(1)\u003c/script\u003e \u0026 more`,
	} {
		if !strings.Contains(head, w) {
			t.Errorf("head lacks %s\n%s", w, head)
		}
	}
	if n := strings.Count(head, "<script"); n != 1 {
		t.Errorf("%d <script in head, want 1 (ours)", n)
	}
	if n := strings.Count(head, "</title>"); n != 1 {
		t.Errorf("%d </title>", n)
	}
	// The route path is escaped in the canonical URL too.
	h := RenderHead(p, RouteInfo{Path: `/teams/"><x`, Title: "T"})
	if strings.Contains(h, `"><x`) {
		t.Errorf("path not escaped: %s", h)
	}
}

func TestInjectHead(t *testing.T) {
	index := "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"UTF-8\" />\n" +
		"    <title>Almanac</title>\n    <meta name=\"description\" content=\"old\" />\n" +
		"    <meta name=\"theme-color\" content=\"#4f46e5\" />\n    <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\" />\n" +
		"    <!--almanac:head-->\n    <script type=\"module\" crossorigin src=\"/assets/index-abc.js\"></script>\n" +
		"    <link rel=\"stylesheet\" crossorigin href=\"/assets/index-abc.css\">\n  </head>\n  <body><title>svg title</title><div id=\"root\"></div></body>\n</html>\n"
	s := Default()
	for range 2 { // the second time from the cached split
		out := string(s.RenderIndex(context.Background(), "nba.localhost", "/teams", []byte(index)))
		for _, w := range []string{"<title>Teams | Hardwood Almanac</title>", `<meta charset="UTF-8" />`, `src="/assets/index-abc.js"`,
			`href="/assets/index-abc.css"`, `<title>svg title</title>`, `<div id="root">`} {
			if !strings.Contains(out, w) {
				t.Errorf("rendered index lacks %s\n%s", w, out)
			}
		}
		for _, w := range []string{"<title>Almanac</title>", `content="old"`, "#4f46e5", HeadMarker} {
			if strings.Contains(out, w) {
				t.Errorf("rendered index still has %s", w)
			}
		}
		if strings.Count(out, `name="theme-color"`) != 1 || strings.Count(out, `rel="icon"`) != 3 {
			t.Errorf("duplicate head tags:\n%s", out)
		}
		// The head sits before the app's script.
		if strings.Index(out, "__ALMANAC_SITE__") > strings.Index(out, "/assets/index-abc.js") {
			t.Error("head injected after the app script")
		}
	}
	// No marker: before </head>.
	out := string(InjectHead([]byte("<html><head><title>x</title></head><body></body></html>"), "<title>y</title>"))
	if out != "<html><head><title>y</title></head><body></body></html>" {
		t.Errorf("no marker: %s", out)
	}
}

func TestRobots(t *testing.T) {
	s := Default()
	for host, sitemap := range map[string]string{
		"nba.localhost:8080": "Sitemap: https://nba.almanac.example/sitemap.xml\n",
		"localhost":          "Sitemap: https://almanac.example/sitemap.xml\n",
		"chk.localhost":      "Sitemap: https://chk.almanac.example/sitemap.xml\n",
	} {
		r := string(Robots(s.ForHost(host)))
		for _, w := range []string{"User-agent: *\n", "Allow: /\n", "Disallow: /admin/\n", "Disallow: /debug\n", sitemap} {
			if !strings.Contains(r, w) {
				t.Errorf("%s robots.txt lacks %q:\n%s", host, w, r)
			}
		}
	}
}

type sitemapStub struct {
	calls        atomic.Int32
	sport, level string
	err          error
}

func (s *sitemapStub) SitemapPaths(_ context.Context, sport, level string) ([]string, error) {
	s.calls.Add(1)
	s.sport, s.level = sport, level
	if s.err != nil {
		return nil, s.err
	}
	return []string{"/teams/boston-celtics", "/championships/finals", "/teams/boston-celtics", "", "relative", "/teams/a&b"}, nil
}

type urlset struct {
	URLs []struct {
		Loc string `xml:"loc"`
	} `xml:"url"`
}

func parseSitemap(t *testing.T, data []byte) []string {
	t.Helper()
	var u urlset
	if err := xml.Unmarshal(data, &u); err != nil {
		t.Fatalf("sitemap is not XML: %v\n%s", err, data)
	}
	var out []string
	for _, l := range u.URLs {
		out = append(out, l.Loc)
	}
	return out
}

func TestSitemap(t *testing.T) {
	s := Default()
	// Without a source: the static routes on the canonical host.
	body, err := s.SitemapFor(context.Background(), "nba.localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	locs := parseSitemap(t, body)
	if len(locs) != len(SitemapRoutes) {
		t.Fatalf("%d URLs, want %d", len(locs), len(SitemapRoutes))
	}
	for i, r := range SitemapRoutes {
		if locs[i] != "https://nba.almanac.example"+r {
			t.Errorf("url %d = %s", i, locs[i])
		}
	}
	for _, r := range []string{"/", "/championships", "/champions", "/teams", "/teams/compare", "/scores", "/seasons", "/standings",
		"/players", "/coaches", "/analytics", "/privacy", "/terms", "/cookies"} {
		if !slices.Contains(SitemapRoutes, r) {
			t.Errorf("static routes lack %s", r)
		}
	}
	if !bytes.HasPrefix(body, []byte(`<?xml version="1.0" encoding="UTF-8"?>`)) || !bytes.Contains(body, []byte(`xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`)) {
		t.Errorf("sitemap header:\n%s", body)
	}

	// With a source: its pages for the site's sport and level, kept a while.
	src := &sitemapStub{}
	s.SetSitemapSource(src)
	body, err = s.SitemapFor(context.Background(), "cbb.localhost")
	if err != nil {
		t.Fatal(err)
	}
	if src.sport != "basketball" || src.level != "ncaa-d1" {
		t.Errorf("source asked for %q %q", src.sport, src.level)
	}
	locs = parseSitemap(t, body)
	extra := locs[len(SitemapRoutes):]
	want := []string{"https://cbb.almanac.example/teams/boston-celtics", "https://cbb.almanac.example/championships/finals", "https://cbb.almanac.example/teams/a&b"}
	if strings.Join(extra, " ") != strings.Join(want, " ") {
		t.Errorf("entity URLs %v, want %v", extra, want)
	}
	s.SitemapFor(context.Background(), "cbb.localhost:8080")
	if n := src.calls.Load(); n != 1 {
		t.Errorf("source called %d times, want 1 (cached)", n)
	}
	s.SitemapFor(context.Background(), "localhost")
	if src.sport != "" || src.level != "" {
		t.Errorf("hub asked for %q %q", src.sport, src.level)
	}
	s.ClearSitemaps()
	s.SitemapFor(context.Background(), "cbb.localhost")
	if n := src.calls.Load(); n != 3 {
		t.Errorf("source called %d times after clear, want 3", n)
	}

	// A failing source: static routes and the error, not kept.
	failing := &sitemapStub{err: errors.New("db down")}
	s.SetSitemapSource(failing)
	s.ClearSitemaps()
	body, err = s.SitemapFor(context.Background(), "mlb.localhost")
	if err == nil || len(parseSitemap(t, body)) != len(SitemapRoutes) {
		t.Errorf("failing source: err %v, %d URLs", err, len(parseSitemap(t, body)))
	}
	s.SitemapFor(context.Background(), "mlb.localhost")
	if failing.calls.Load() != 2 {
		t.Errorf("a failed sitemap was kept")
	}
}

func TestAssets(t *testing.T) {
	s := Default()
	sizes := map[string]int{Favicon16Path: 16, Favicon32Path: 32, AppleTouchPath: 180, Icon192Path: 192, Icon512Path: 512}
	for _, p := range s.Profiles() {
		t.Run(p.ID, func(t *testing.T) {
			if testing.Short() && p.ID != "almanac" && p.ID != "nba" {
				t.Skip("-short: two sites only")
			}
			t.Parallel()
			assetsOf(t, s, p, sizes)
		})
	}
	t.Run("brands differ", func(t *testing.T) {
		hub, _, _, _ := s.Asset("localhost", LogoPath)
		nba, _, _, _ := s.Asset("nba.localhost", LogoPath)
		if bytes.Equal(hub, nba) {
			t.Error("hub and nba logos are the same")
		}
		if _, _, ok, _ := s.Asset("localhost", "/other.png"); ok {
			t.Error("unknown asset reported")
		}
	})
}

func assetsOf(t *testing.T, s *Sites, p Profile, sizes map[string]int) {
	{
		host := p.Hosts[0]
		for _, path := range AssetPaths {
			data, ctype, ok, err := s.Asset(host, path)
			if !ok || err != nil || len(data) == 0 {
				t.Fatalf("%s %s: ok=%v err=%v", p.ID, path, ok, err)
			}
			switch {
			case strings.HasSuffix(path, ".png"):
				if ctype != "image/png" {
					t.Errorf("%s %s: type %s", p.ID, path, ctype)
				}
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("%s %s: %v", p.ID, path, err)
				}
				w, h := img.Bounds().Dx(), img.Bounds().Dy()
				if path == SocialImagePath {
					if w != 1200 || h != 630 {
						t.Errorf("%s social image %dx%d", p.ID, w, h)
					}
				} else if w != sizes[path] || h != sizes[path] {
					t.Errorf("%s %s: %dx%d", p.ID, path, w, h)
				}
			case strings.HasSuffix(path, ".svg"):
				if ctype != "image/svg+xml" {
					t.Errorf("%s %s: type %s", p.ID, path, ctype)
				}
				dec := xml.NewDecoder(bytes.NewReader(data))
				for {
					if _, err := dec.Token(); err != nil {
						if err.Error() != "EOF" {
							t.Errorf("%s %s is not XML: %v", p.ID, path, err)
						}
						break
					}
				}
				if !bytes.Contains(data, []byte(p.Theme.Primary.Shade(600))) || bytes.Contains(data, []byte("<text")) {
					t.Errorf("%s %s: not the brand's text-free emblem", p.ID, path)
				}
			case path == ManifestPath:
				var m struct {
					Name, ShortName, ThemeColor, BackgroundColor, StartURL, Display string
					Icons                                                           []struct{ Src, Sizes, Type string }
				}
				if ctype != "application/manifest+json" {
					t.Errorf("manifest type %s", ctype)
				}
				var raw map[string]any
				if err := json.Unmarshal(data, &raw); err != nil {
					t.Fatalf("%s manifest: %v", p.ID, err)
				}
				json.Unmarshal(data, &m)
				if raw["name"] != p.Name || raw["short_name"] != p.ShortName || raw["theme_color"] != p.ThemeColor() ||
					raw["background_color"] == nil || raw["start_url"] != "/" || raw["display"] != "standalone" || len(m.Icons) < 4 {
					t.Errorf("%s manifest: %s", p.ID, data)
				}
			}
		}
		// The same bytes the second time (made once).
		a, _, _, _ := s.Asset(host, SocialImagePath)
		b, _, _, _ := s.Asset(host, SocialImagePath)
		if &a[0] != &b[0] {
			t.Errorf("%s: social image made twice", p.ID)
		}
	}
}

func TestWrap(t *testing.T) {
	if err := loadFonts(); err != nil {
		t.Fatal(err)
	}
	f, _ := face(fonts.regular, 20)
	lines := wrap(f, strings.Repeat("word ", 200), 300, 3)
	if len(lines) != 3 || !strings.HasSuffix(lines[2], "…") {
		t.Errorf("lines %q", lines)
	}
	for _, l := range lines {
		if w := measure(f, l); w > 300 {
			t.Errorf("line %q is %d wide", l, w)
		}
	}
	if got := wrap(f, "short text", 300, 3); len(got) != 1 || got[0] != "short text" {
		t.Errorf("short: %q", got)
	}
}
