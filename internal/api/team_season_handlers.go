package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// teamSeason answers one team's season: record, finish, coaches, leaders
// and venue. The year in the path is the season's start year; a year the
// team did not play is a 404, a year that is no year a 400.
func (a *API) teamSeason(r *http.Request) (*readmodel.TeamSeasonSummary, error) {
	raw := strings.TrimSpace(tcPathValue(r, "year", 4))
	year, err := strconv.Atoi(raw)
	if err != nil || year < 1800 || year > 2200 {
		return nil, httpio.BadParam("year", "a season start year like 1995 is expected, got %q", raw)
	}
	t, err := a.teamFromPath(r)
	if err != nil {
		return nil, err
	}
	out, err := a.model().TeamSeason(r.Context(), t, year)
	if err == nil && out == nil {
		return nil, httpio.NotFound("Team season " + strconv.Itoa(year))
	}
	return out, err
}
