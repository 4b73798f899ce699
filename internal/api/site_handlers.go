package api

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/sites"
)

// siteRoutes serves the site profile for the request's host.
func (a *API) siteRoutes() []Route {
	return []Route{
		{Path: "/api/site", Summary: "The site profile (brand, theme palettes, default sport/level filters) for the request's host; unknown hosts get the hub", Tag: "reference",
			Cache: CacheSemiStatic, PerSite: true, Handler: declared[sites.Profile](a.getSite)},
	}
}

func (a *API) getSite(r *http.Request) (any, error) {
	return rawJSON(a.Sites.ForHostJSON(r.Host)), nil
}
