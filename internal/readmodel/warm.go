package readmodel

import (
	"context"
	"math"
	"slices"

	"github.com/almanac-sports/almanac/internal/store"
)

// WarmAnswers builds, before a server says ready, the values whose first
// build made a first request slow (0.4-1 s each): ready means warm. They are
// dataset-wide, not one visitor's: the teams and their seasons, which games
// have a box score, each championship's figures, every season's
// team rows of the given (professional) scopes (which any team's history
// and trends read), the coaches' season records, each league's dashboard
// and the scopes' breakout candidates.
func (m *Model) WarmAnswers(ctx context.Context, scopes []Scope) error {
	if _, err := m.teams(ctx); err != nil {
		return err
	}
	if _, err := m.teamSeasonRows(ctx, 0); err != nil {
		return err
	}
	if _, err := m.boxScoreGames(ctx); err != nil {
		return err
	}
	champs, _, err := m.Championships(ctx, store.ChampionshipFilter{Limit: math.MaxInt32})
	if err != nil {
		return err
	}
	for _, c := range champs {
		if _, err := m.ChampionshipStats(ctx, *c); err != nil {
			return err
		}
	}
	snap, b, err := m.coachSnapshot(ctx)
	if err != nil {
		return err
	}
	snap.seasonRows(b)
	leagues, err := m.LeagueScopes(ctx, Scope{})
	if err != nil {
		return err
	}
	for _, sc := range leagues {
		if _, err := m.dashboardScope(ctx, sc); err != nil {
			return err
		}
	}
	for _, sc := range scopes {
		if err := m.warmSeasonStatRows(ctx, sc); err != nil {
			return err
		}
		if _, err := m.BreakoutCandidates(ctx, sc, 0); err != nil {
			return err
		}
	}
	return nil
}

// warmSeasonStatRows builds the team rows of every season of the scope with
// final regular-season games (the standings in one batch, as a franchise's
// history loads them).
func (m *Model) warmSeasonStatRows(ctx context.Context, sc Scope) error {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return err
	}
	var years []int
	for k, pos := range ix.ByScope {
		if ix.Dims.Sports[int64(k[0])].Slug == sc.Sport && ix.Dims.Levels[int64(k[1])].Slug == sc.Level {
			years = regularYearsOf(ix, pos)
		}
	}
	slices.Reverse(years)
	if err := m.standingsYears(ctx, years, sc); err != nil {
		return err
	}
	for _, y := range years {
		if _, err := m.seasonStatRows(ctx, y, sc); err != nil {
			return err
		}
	}
	return nil
}
