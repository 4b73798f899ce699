package server

import (
	"path"
	"strings"
)

// AppRoutes are the web app's screens as React Router paths (relative to
// "/"; ":name" matches one path segment, a final "*" the rest): the home
// page, web/src/app/routes.tsx's ROUTE_TABLE and every path a feature's
// routes.tsx registers. The server answers the app (200) only on these;
// any other path that is no API route, operations endpoint, site file or
// built asset is a 404 (the app's not-found page, with status 404).
// TestAppRoutesMatchTheWebApp keeps this list and the web app's in step:
// add a screen's path here when you add it there.
var AppRoutes = []string{
	"", // home
	"championships", "championships/:slug", "champions",
	"teams", "teams/compare", "teams/:slug", "teams/:slug/:year",
	"scores", "scores/:id",
	"seasons", "seasons/:slug",
	"standings",
	"players", "players/stats", "players/:id",
	"coaches", "coaches/stats", "coaches/:id",
	"analytics", "analytics/team-stats", "analytics/player-stats", "analytics/predictions",
	"analytics/comparisons", "analytics/insights", "analytics/breakout", "analytics/trends",
	"analytics/reports",
	"analytics/team/:team_id/trends", "analytics/team/:team_id/report",
	"analytics/player/:player_id/career", "analytics/player/:player_id/compare", "analytics/season-odds",
	"analytics/season-odds/backtest", "analytics/checking-our-work",
	"data-quality", "features", "debug", "privacy", "terms", "cookies",
	"search", // the header search box's full results (/search?q=)
	"finders", "glossary",
	"downloads", // the latest data release; its files are under /downloads/files/
	// Accounts and administration (issue #14's screens).
	"admin", "admin/:section", "verify-email", "reset-password", "account",
}

// appRouteSegments are AppRoutes split into path segments, once.
var appRouteSegments = func() [][]string {
	out := make([][]string, len(AppRoutes))
	for i, r := range AppRoutes {
		out[i] = splitPath(r)
	}
	return out
}()

func splitPath(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// isAppRoute reports whether the URL path p is one of the app's screens.
// Literal segments compare without regard to case, as React Router does.
func isAppRoute(p string) bool {
	segs := splitPath(p)
	for _, route := range appRouteSegments {
		if routeMatches(route, segs) {
			return true
		}
	}
	return false
}

func routeMatches(route, segs []string) bool {
	for i, r := range route {
		if r == "*" && i == len(route)-1 {
			return true
		}
		if i >= len(segs) || segs[i] == "" {
			return false
		}
		if !strings.HasPrefix(r, ":") && !strings.EqualFold(r, segs[i]) {
			return false
		}
	}
	return len(route) == len(segs)
}

// hiddenPath reports whether the URL path p must never be the app: a
// dotfile or dot-directory (/.env, /.git/config, /.well-known/…) or the
// debug handlers' tree (/debug/…, e.g. /debug/pprof/; the app's own page is
// /debug).
// p is cleaned first ("/assets/../x" is "/x"), except for /debug/'s
// trailing slash.
func hiddenPath(p string) bool {
	if strings.HasPrefix(p, "/debug/") {
		return true
	}
	p = path.Clean("/" + p)
	return strings.Contains(p, "/.")
}
