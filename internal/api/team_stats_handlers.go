package api

// Team figures computed from games: /api/teams/{slug}/stats and /seasons.

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) teamStats(r *http.Request) (*readmodel.TeamStatsOut, error) {
	season, has, err := YearParam(query(r), "season")
	if err != nil {
		return nil, err
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	return a.model().TeamStats(r.Context(), t, season, has)
}

func (a *API) teamSeasons(r *http.Request) (*Paged[readmodel.TeamSeasonOut], error) {
	page, err := ParsePage(query(r), MaxPageSize)
	if err != nil {
		return nil, err
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	out, release, err := a.model().TeamSeasons(r.Context(), t)
	if err != nil {
		release()
		return nil, err
	}
	p := NewPaged(r, page, len(out), teamPageOf(out, page))
	p.release = release
	return &p, nil
}
