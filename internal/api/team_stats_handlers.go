package api

// Team figures computed from games: /api/teams/{slug}/stats and /seasons.

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) teamStats(r *http.Request) (*readmodel.TeamStats, error) {
	p := paramsOf(r)
	season, has := p.Year("season")
	if err := p.Err(); err != nil {
		return nil, err
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	return a.model().TeamStats(r.Context(), t, season, has)
}

func (a *API) teamSeasons(r *http.Request) (*Paged[readmodel.TeamSeason], error) {
	t, page, err := a.teamPage(r)
	if err != nil {
		return nil, err
	}
	out, release, err := a.model().TeamSeasons(r.Context(), t)
	if err != nil {
		release()
		return nil, err
	}
	paged := NewPaged(r, page, len(out), teamPageOf(out, page))
	paged.release = release
	return &paged, nil
}
