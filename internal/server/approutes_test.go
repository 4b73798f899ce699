package server

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// upcomingAppRoutes are in AppRoutes ahead of the web app (screens another
// change is adding): the server already answers them, the test does not
// require the web app to have them yet.
var upcomingAppRoutes []string

// TestAppRoutesMatchTheWebApp keeps AppRoutes and the web app's routes in
// step: every path of ROUTE_TABLE (web/src/app/routes.tsx) and of each
// feature's routes.tsx is in AppRoutes, and AppRoutes has nothing else (but
// the home page and upcomingAppRoutes).
func TestAppRoutesMatchTheWebApp(t *testing.T) {
	web := filepath.Join("..", "..", "web", "src")
	table, err := os.ReadFile(filepath.Join(web, "app", "routes.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	webPaths := map[string]string{} // path -> file
	tableRe := regexp.MustCompile(`(?s)ROUTE_TABLE[^=]*=\s*\[(.*?)\n\];`)
	m := tableRe.FindSubmatch(table)
	if m == nil {
		t.Fatal("ROUTE_TABLE not found in web/src/app/routes.tsx")
	}
	for _, e := range regexp.MustCompile(`\[\s*"([^"]*)"\s*,`).FindAllSubmatch(m[1], -1) {
		webPaths[string(e[1])] = "app/routes.tsx"
	}
	if len(webPaths) < 20 {
		t.Fatalf("read only %d paths from ROUTE_TABLE", len(webPaths))
	}
	features, err := filepath.Glob(filepath.Join(web, "features", "*", "routes.tsx"))
	if err != nil || len(features) == 0 {
		t.Fatalf("no feature routes: %v", err)
	}
	pathRe := regexp.MustCompile(`\bpath:\s*"([^"]*)"`)
	for _, f := range features {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range pathRe.FindAllSubmatch(src, -1) {
			webPaths[string(e[1])] = f
		}
	}
	for p, file := range webPaths {
		if p == "*" {
			continue // the app's own not-found route
		}
		if !slices.Contains(AppRoutes, p) {
			t.Errorf("%s routes %q: add it to AppRoutes (internal/server/approutes.go) or the server answers it 404", file, p)
		}
	}
	for _, p := range AppRoutes {
		if _, ok := webPaths[p]; !ok && p != "" && !slices.Contains(upcomingAppRoutes, p) {
			t.Errorf("AppRoutes has %q, which the web app does not route", p)
		}
	}
}

func TestIsAppRoute(t *testing.T) {
	for path, want := range map[string]bool{
		"/":                              true,
		"/teams":                         true,
		"/teams/":                        true,
		"/teams/boston-celtics":          true,
		"/teams/boston-celtics/2008":     true,
		"/teams/boston-celtics/2008/x":   false,
		"/analytics/team/5/trends":       true,
		"/analytics/team/5":              false,
		"/admin":                         true,
		"/admin/audit":                   true,
		"/admin/audit/3":                 false, // the admin screen has one level of sections
		"/Scores/123":                    true,
		"/wp-login.php":                  false,
		"/teamsx":                        false,
		"/players//x":                    false,
		"/analytics/player/7/compare":    true,
		"/analytics/player/7/compare/xx": false,
	} {
		if got := isAppRoute(path); got != want {
			t.Errorf("isAppRoute(%q) = %v, want %v", path, got, want)
		}
	}
}
