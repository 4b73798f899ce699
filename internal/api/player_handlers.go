package api

import (
	"net/http"
	"slices"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// playerStatuses are the values of a player's status.
var playerStatuses = []string{"active", "inactive", "retired"}

func (a *API) playerRoutes() []Route {
	filters := append([]Param{
		{Name: "season", Type: "integer", Description: "Only players with a season (stats or roster entry) starting in this year"},
		{Name: "position", Type: "string", Description: "Primary position, case-insensitive exact or prefix (QB, G, SS, ...)"},
		{Name: "team", Type: "string", Description: "Only players who played for this team: franchise slug, id or abbreviation (with season: in that season)"},
		{Name: "status", Type: "string", Description: "active: played in the latest season of the data; retired: last played two or more seasons before it (or deceased); inactive: not active", Enum: playerStatuses},
		{Name: "search", Type: "string", Description: "Case- and accent-insensitive substring of the player's name"},
	}, ScopeParams...)
	return []Route{
		{Path: "/api/players", Summary: "Players with bio, career headline stats, awards, titles and last team", Tag: "players",
			Params: slices.Concat(filters, PageParams), Cache: CacheSemiStatic, Handler: typed(a.listPlayers)},
		{Path: "/api/players/totals", Summary: "The players list's tiles over every player the filters match (not a page): how many, active, championships, all-star selections, sports", Tag: "players",
			Params: filters, Cache: CacheSemiStatic, Handler: a.peopleTotals((*readmodel.Model).PlayerTotals, playerStatuses)},
		{Path: "/api/players/{slug}", Summary: "One player (person slug or player id): bio, career totals, seasons, awards, championships", Tag: "players",
			Params: ScopeParams, Cache: CacheSemiStatic, Handler: declared[readmodel.PlayerDetail](a.getPlayer)},
	}
}

var playerPages pagePool[readmodel.Player]

func (a *API) listPlayers(r *http.Request) (*Paged[readmodel.Player], error) {
	f, err := parsePeopleFilters(query(r), playerStatuses)
	if err != nil {
		return nil, err
	}
	out, err := playerPages.list(r, f.page, func(dst []readmodel.Player) (int, []readmodel.Player, error) {
		return a.model().PlayersInto(r.Context(), f.PeopleFilter, f.page.Offset(), f.page.Size, dst)
	})
	return out, f.teamErr(err)
}

func (a *API) getPlayer(r *http.Request) (any, error) {
	p := paramsOf(r)
	slug := pathSlug(r, r.URL.Path, 2)
	sc := p.Scope()
	if err := p.Err(); err != nil {
		return nil, err
	}
	d, err := a.model().Player(r.Context(), slug, sc)
	if err != nil {
		return nil, err
	}
	if d == nil {
		return nil, httpio.NotFound("Player")
	}
	return *d, nil
}
