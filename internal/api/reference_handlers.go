package api

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/store"
)

func (a *API) referenceRoutes() []Route {
	return []Route{
		{Path: "/api/sports", Summary: "Sports with their levels and counts", Tag: "reference", Cache: CacheStatic, Handler: typed(a.listSports)},
		{Path: "/api/config", Summary: "Feature flags", Tag: "reference", Cache: CacheSemiStatic, Handler: typed(a.getConfig)},
	}
}

func (a *API) listSports(r *http.Request) (*Paged[store.Sport], error) {
	sp, err := a.model().Sports(r.Context())
	if err != nil {
		return nil, err
	}
	p := Page{Number: 1, Size: len(sp)}
	return new(NewPaged(r, p, len(sp), sp)), nil
}

// siteConfig is /api/config; its fields sort as the map it replaced did, so
// the bytes are unchanged.
type siteConfig struct {
	APITimeoutMS int             `json:"api_timeout_ms"`
	Features     map[string]bool `json:"features"`
}

// getConfig returns the feature flags the web app reads at start: what it
// shows and which client features (PWA, auth) are on.
func (a *API) getConfig(r *http.Request) (siteConfig, error) {
	c := a.Config
	return siteConfig{
		Features: map[string]bool{
			"analytics":  true,
			"seo":        true,
			"cache":      true,
			"pwa":        !c.PWADisabled,
			"auth":       c.AuthEnabled,
			"debug":      c.DebugEnabled,
			"site_debug": c.DebugEnabled,
		},
		APITimeoutMS: 30000,
	}, nil
}
