package api

import (
	"net/http"

	"github.com/almanac-sports/almanac/internal/readmodel"
)

func (a *API) compareTeams(r *http.Request) (*readmodel.TeamCmpOut, error) {
	q := query(r)
	refA, err := TextParam(q, "team_a")
	if err != nil {
		return nil, err
	}
	refB, err := TextParam(q, "team_b")
	if err != nil {
		return nil, err
	}
	if refA == "" {
		return nil, BadParam("team_a", "is required (a team slug or id)")
	}
	if refB == "" {
		return nil, BadParam("team_b", "is required (a team slug or id)")
	}
	season, has, err := YearParam(q, "season")
	if err != nil {
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
		return nil, BadParam("team_b", "must be a different team from team_a")
	}
	return a.model().CompareTeams(r.Context(), ta, tb, season, has)
}
