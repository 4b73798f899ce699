package api

import (
	"net/http"
)

func (a *API) referenceRoutes() []Route {
	return []Route{
		{Path: "/api/sports", Summary: "Sports with their levels and counts", Tag: "reference", Cache: CacheStatic, Handle: a.listSports},
		{Path: "/api/config", Summary: "Feature flags", Tag: "reference", Cache: CacheSemiStatic, Handle: a.getConfig},
	}
}

func (a *API) listSports(r *http.Request) (any, error) {
	sp, err := a.Store.Sports(r.Context())
	if err != nil {
		return nil, err
	}
	p := Page{Number: 1, Size: len(sp)}
	return NewPaged(r, p, len(sp), sp), nil
}

// getConfig returns the feature flags the web app reads (spec part 1 §9).
func (a *API) getConfig(r *http.Request) (any, error) {
	c := a.Config
	return map[string]any{
		"features": map[string]bool{
			"analytics":  true,
			"seo":        true,
			"cache":      true,
			"pwa":        true,
			"auth":       c.AuthEnabled,
			"debug":      c.DebugEnabled,
			"site_debug": c.DebugEnabled,
		},
		"api_timeout_ms": 30000,
	}, nil
}
