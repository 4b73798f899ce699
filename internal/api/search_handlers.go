package api

import (
	"net/http"
	"strings"
	"unicode/utf8"
)

func (a *API) searchRoutes() []Route {
	params := append([]Param{
		{Name: "q", Type: "string", Description: "What to look for (required, at most 100 characters); case- and accent-insensitive, prefix-aware"},
		{Name: "limit", Type: "integer", Description: "Results per kind, 1 to 10 (default 10)"},
	}, ScopeParams...)
	return []Route{
		{Path: "/api/search", Summary: "Search teams, players, coaches, championships and seasons (ranked: exact, prefix, word prefix, substring)", Tag: "search",
			Params: params, Cache: CacheSemiStatic, Rate: RateSearch, Handler: typed(a.search)},
	}
}

type searchOut struct {
	Query         string      `json:"query"`
	Teams         []searchHit `json:"teams"`
	Players       []searchHit `json:"players"`
	Coaches       []searchHit `json:"coaches"`
	Championships []searchHit `json:"championships"`
	Seasons       []searchHit `json:"seasons"`
	Total         int         `json:"total"`
}

func (a *API) search(r *http.Request) (*searchOut, error) {
	q := r.URL.Query()
	raw := strings.TrimSpace(q.Get("q"))
	if raw == "" {
		return nil, BadParam("q", "is required")
	}
	if utf8.RuneCountInString(raw) > 100 {
		return nil, BadParam("q", "must be at most 100 characters")
	}
	sc, err := ParseScope(q)
	if err != nil {
		return nil, err
	}
	limit, hasLimit, err := IntParam(q, "limit", 1, 10)
	if err != nil {
		return nil, err
	}
	if !hasLimit {
		limit = 10
	}
	idx, err := a.searchIndex(r.Context())
	if err != nil {
		return nil, err
	}
	needle := fold(raw)
	out := searchOut{
		Query:         raw,
		Teams:         idx.teams.query(needle, sc, limit),
		Players:       idx.players.query(needle, sc, limit),
		Coaches:       idx.coaches.query(needle, sc, limit),
		Championships: idx.championships.query(needle, sc, limit),
		Seasons:       idx.seasons.query(needle, sc, limit),
	}
	out.Total = len(out.Teams) + len(out.Players) + len(out.Coaches) + len(out.Championships) + len(out.Seasons)
	return &out, nil
}
