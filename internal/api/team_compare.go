package api

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) compareTeams(r *http.Request) (*readmodel.TeamComparison, error) {
	p := paramsOf(r)
	refA := p.Text("team_a")
	refB := p.Text("team_b")
	if err := p.Err(); err != nil {
		return nil, err
	}
	if refA == "" {
		return nil, httpio.BadParam("team_a", "is required (a team slug or id)")
	}
	if refB == "" {
		return nil, httpio.BadParam("team_b", "is required (a team slug or id)")
	}
	season, has := p.Year("season")
	if err := p.Err(); err != nil {
		return nil, err
	}
	ta, err := a.teamByRef(r, refA, "team_a")
	if err != nil {
		return nil, err
	}
	tb, err := a.teamByRef(r, refB, "team_b")
	if err != nil {
		return nil, err
	}
	if ta.ID == tb.ID {
		return nil, httpio.BadParam("team_b", "must be a different team from team_a")
	}
	return a.model().CompareTeams(r.Context(), ta, tb, season, has)
}
