package api

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/almanac-sports/almanac/internal/store"
)

// teamGameParams are the team-game filters (streaks read them too).
var teamGameParams = []Param{
	{Name: "opponent", Type: "string", Description: "Opponent: franchise slug or id"},
	{Name: "location", Type: "string", Description: "The team's side", Enum: []string{"home", "away", "neutral"}},
	{Name: "game_type", Type: "string", Description: "regular, playoff or championship (streaks: default regular)", Enum: []string{"regular", "playoff", "championship"}},
	{Name: "result", Type: "string", Description: "The team's result", Enum: []string{"W", "L", "T"}},
	{Name: "date__gte", Type: "date", Description: "Games on or after this date (YYYY-MM-DD)"},
	{Name: "date__lte", Type: "date", Description: "Games on or before this date (YYYY-MM-DD)"},
	{Name: "overtime", Type: "boolean", Description: "true: only games past regulation; false: only games decided in regulation"},
}

// parseTeamGames reads the team-game filters over the shared ones.
func (a *API) parseTeamGames(r *http.Request, isStat func(string) bool, reserved ...string) (store.TeamGameQuery, finderParams, error) {
	var tq store.TeamGameQuery
	f, err := a.parseFinder(r, isStat, append(reserved, "date__gte", "date__lte")...)
	if err != nil {
		return tq, f, err
	}
	q := query(r)
	tq.FinderScope, tq.Conds = f.scope, f.conds
	if tq.OpponentID, err = a.gameTeamParam(r.Context(), q, "opponent"); err != nil {
		return tq, f, err
	}
	if tq.Location, err = EnumParam(q, "location", "home", "away", "neutral"); err != nil {
		return tq, f, err
	}
	if tq.GameType, err = EnumParam(q, "game_type", "regular", "playoff", "championship"); err != nil {
		return tq, f, err
	}
	if tq.Result, err = EnumParam(q, "result", "W", "L", "T"); err != nil {
		return tq, f, err
	}
	if tq.DateMin, _, err = DateParam(q, "date__gte"); err != nil {
		return tq, f, err
	}
	if tq.DateMax, _, err = DateParam(q, "date__lte"); err != nil {
		return tq, f, err
	}
	if tq.DateMin != "" && tq.DateMax != "" && tq.DateMin > tq.DateMax {
		return tq, f, BadParam("date__gte", "%s is after date__lte %s (the range is upside down)", tq.DateMin, tq.DateMax)
	}
	switch v := strings.ToLower(q.Get("overtime")); v {
	case "":
	case "true", "false":
		ot := v == "true"
		tq.Overtime = &ot
	default:
		return tq, f, BadParam("overtime", "must be true or false, got %q", clip(v))
	}
	return tq, f, nil
}

func (a *API) findTeamGames(r *http.Request) (any, error) {
	tq, f, err := a.parseTeamGames(r, func(n string) bool { return slices.Contains(store.TeamGameStats, n) })
	if err != nil {
		return nil, err
	}
	tq.FinderPage = store.FinderPage{Order: f.order, Desc: f.desc}
	return runFinder(a, r, f, &tq.FinderPage, func(ctx context.Context) ([]store.TeamGameHit, int, error) { return a.Store.FindTeamGames(ctx, tq) },
		teamGamesCSV, func(p Paged[store.TeamGameHit]) any {
			return &finderPage[store.TeamGameHit]{Paged: p, Columns: condColumns(f)}
		})
}

func (a *API) findStreaks(r *http.Request) (any, error) {
	// Streaks bound their length only (length__gte); any other bound is
	// unknown to them.
	tq, f, err := a.parseTeamGames(r, func(string) bool { return false }, "length__gte")
	if err != nil {
		return nil, err
	}
	q := query(r)
	sq := store.StreakQuery{TeamGameQuery: tq}
	if sq.Kind, err = EnumParam(q, "kind", "win", "loss", "unbeaten", "winless"); err != nil {
		return nil, err
	}
	if sq.Kind == "" {
		sq.Kind = "win"
	}
	span, err := EnumParam(q, "span", "season", "all")
	if err != nil {
		return nil, err
	}
	sq.AcrossSeasons = span == "all"
	if sq.GameType == "" {
		sq.GameType = "regular"
	}
	if sq.MinLength, _, err = IntParam(q, "length__gte", 1, 10_000); err != nil {
		return nil, err
	}
	sq.MinLength = max(sq.MinLength, 2)
	return runFinder(a, r, f, &sq.FinderPage, func(ctx context.Context) ([]store.Streak, int, error) { return a.Store.FindStreaks(ctx, sq) },
		streaksCSV, func(p Paged[store.Streak]) any {
			return &finderPage[store.Streak]{Paged: p, Columns: []string{"length"}}
		})
}
