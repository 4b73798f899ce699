package api

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) searchRoutes() []Route {
	params := append([]Param{
		{Name: "q", Type: "string", Description: "What to look for (required, at most 100 characters); case- and accent-insensitive, prefix-aware"},
		{Name: "limit", Type: "integer", Description: "Results per kind, 1 to 50 (default 10)"},
	}, ScopeParams...)
	return []Route{
		{Path: "/api/search", Summary: "Search teams, players, coaches, championships and seasons (ranked: exact, prefix, word prefix, substring)", Tag: "search",
			Params: params, Cache: CacheSemiStatic, Rate: RateSearch, Handler: typed(a.search)},
	}
}

func (a *API) search(r *http.Request) (*readmodel.Search, error) {
	p := paramsOf(r)
	q := query(r)
	raw := strings.TrimSpace(q.Get("q"))
	if raw == "" {
		return nil, httpio.BadParam("q", "is required")
	}
	if utf8.RuneCountInString(raw) > 100 {
		return nil, httpio.BadParam("q", "must be at most 100 characters")
	}
	sc := p.Scope()
	limit, hasLimit := p.Int("limit", 1, 50)
	if err := p.Err(); err != nil {
		return nil, err
	}
	if !hasLimit {
		limit = 10
	}
	return a.model().Search(r.Context(), raw, sc, limit)
}
