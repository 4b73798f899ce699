package api

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"github.com/almanac-sports/almanac/internal/httpio"
	"github.com/almanac-sports/almanac/internal/store"
)

// teamGameParams are the team-game filters (streaks read them too).
var teamGameParams = []Param{
	{Name: "opponent", Type: "string", Description: "Opponent: franchise slug or id"},
	{Name: "location", Type: "string", Description: "The team's side", Enum: []string{"home", "away", "neutral"}},
	{Name: "game_type", Type: "string", Description: "regular, playoff (rounds before the final), championship (the final) or postseason (both: playoff streaks as the leagues count them); streaks: default regular", Enum: []string{"regular", "playoff", "championship", "postseason"}},
	{Name: "result", Type: "string", Description: "The team's result", Enum: []string{"W", "L", "T"}},
	{Name: "date__gte", Type: "date", Description: "Games on or after this date (YYYY-MM-DD)"},
	{Name: "date__lte", Type: "date", Description: "Games on or before this date (YYYY-MM-DD)"},
	{Name: "overtime", Type: "boolean", Description: "true: only games past regulation; false: only games decided in regulation"},
}

// parseTeamGames reads the team-game filters over the shared ones.
func (a *API) parseTeamGames(r *http.Request, isStat func(string) bool, reserved ...string) (store.TeamGameQuery, finderParams, error) {
	p := paramsOf(r)
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
	tq.Location = p.Enum("location", "home", "away", "neutral")
	tq.GameType = p.Enum("game_type", "regular", "playoff", "championship", "postseason")
	tq.Result = p.Enum("result", "W", "L", "T")
	tq.DateMin, _ = p.Date("date__gte")
	tq.DateMax, _ = p.Date("date__lte")
	if err := p.Err(); err != nil {
		return tq, f, err
	}
	if tq.DateMin != "" && tq.DateMax != "" && tq.DateMin > tq.DateMax {
		return tq, f, httpio.BadParam("date__gte", "%s is after date__lte %s (the range is upside down)", tq.DateMin, tq.DateMax)
	}
	switch v := strings.ToLower(q.Get("overtime")); v {
	case "":
	case "true", "false":
		ot := v == "true"
		tq.Overtime = &ot
	default:
		return tq, f, httpio.BadParam("overtime", "must be true or false, got %q", clip(v))
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
	if isPlayerStreak(query(r)) {
		return a.findPlayerStreaks(r)
	}
	p := paramsOf(r)
	// Streaks bound their length only (length__gte); any other bound is
	// unknown to them.
	tq, f, err := a.parseTeamGames(r, func(string) bool { return false }, "length__gte")
	if err != nil {
		return nil, err
	}
	sq := store.StreakQuery{TeamGameQuery: tq}
	sq.Kind = p.Enum("kind", "win", "loss", "unbeaten", "winless")
	if sq.AcrossSeasons, sq.MinLength, err = streakRuns(p, &sq.GameType); err != nil {
		return nil, err
	}
	if sq.Kind == "" {
		sq.Kind = "win"
	}
	return runFinder(a, r, f, &sq.FinderPage, func(ctx context.Context) ([]store.Streak, int, error) { return a.Store.FindStreaks(ctx, sq) },
		streaksCSV, func(p Paged[store.Streak]) any {
			return &finderPage[store.Streak]{Paged: p, Columns: []string{"length"}}
		})
}

// streakRuns reads a streak's span and minimum length (at least two games)
// after p's other parameters, and counts the regular season's games unless
// game_type names others, as the leagues count runs.
func streakRuns(p params, gameType *string) (across bool, minLength int, err error) {
	span := p.Enum("span", "season", "all")
	minLength, _ = p.Int("length__gte", 1, 10_000)
	if err := p.Err(); err != nil {
		return false, 0, err
	}
	if *gameType == "" {
		*gameType = "regular"
	}
	return span == "all", max(minLength, 2), nil
}
