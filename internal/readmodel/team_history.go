package readmodel

import (
	"context"
	"slices"

	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
	"github.com/almanac-sports/almanac/internal/store"
)

// A franchise through its history: its team stat row in every season it
// played regular-season games, and the trends over them with its ratings.

func teamScope(t store.Team) Scope { return Scope{Sport: t.Sport.Slug, Level: t.Level.Slug} }

// TeamHistoryDesc is the team's row in each season it has final
// regular-season games in, newest first (each season's standings are
// computed once per dataset version and shared by every team of it). The
// slice is shared: callers must not change it.
func (m *Model) TeamHistoryDesc(ctx context.Context, t store.Team) ([]TeamStatRow, error) {
	return teamHistoryKind.Get(ctx, m.memo(ctx), t.ID, func(ctx context.Context) ([]TeamStatRow, error) {
		ix, err := m.gameIndex(ctx)
		if err != nil {
			return nil, err
		}
		years := regularYears(ix, t.ID)
		slices.Reverse(years)
		if err := m.standingsYears(ctx, years, teamScope(t)); err != nil {
			return nil, err
		}
		out := []TeamStatRow{}
		for _, y := range years {
			r, err := m.TeamSeasonRow(ctx, t.ID, teamScope(t), y)
			if err != nil {
				return nil, err
			}
			if r != nil {
				out = append(out, *r)
			}
		}
		return out, nil
	})
}

// regularYears are the start years, oldest first, of the franchise's final
// regular-season games with both scores (the seasons of its history; read
// from the index, not by grouping its games in the database).
func regularYears(ix *gameindex.Index, franchise int64) []int {
	return regularYearsOf(ix, ix.ByTeam[int32(franchise)])
}

// regularYearsOf are the start years, oldest first, of the final
// regular-season games with both scores among the games at positions.
func regularYearsOf(ix *gameindex.Index, positions []int32) []int {
	var years []int
	seen := map[int32]bool{}
	for _, p := range positions {
		k := &ix.Games[p]
		if k.Season == 0 || seen[k.Season] || k.HS < 0 || k.AS < 0 || ix.Types[k.GType] != "regular" || ix.Statuses[k.Status] != "final" {
			continue
		}
		seen[k.Season] = true
		if y := ix.Dims.Seasons[int64(k.Season)].StartYear; y != 0 && !slices.Contains(years, y) {
			years = append(years, y)
		}
	}
	slices.Sort(years)
	return years
}

// TeamRow is the team's row in a season (0: its latest); nil when it has no
// games that season. It is the history's row for that season, computed from
// that season's standings alone (a season's metrics do not wait for the
// franchise's hundred others).
func (m *Model) TeamRow(ctx context.Context, t store.Team, season int) (*TeamStatRow, error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return nil, err
	}
	years := regularYears(ix, t.ID)
	if season != 0 {
		if !slices.Contains(years, season) {
			return nil, nil
		}
		years = []int{season}
	}
	for i := len(years) - 1; i >= 0; i-- {
		if r, err := m.TeamSeasonRow(ctx, t.ID, teamScope(t), years[i]); err != nil || r != nil {
			return r, err
		}
	}
	return nil, nil
}

// teamForecast is the forecast table of the team's sport and level, nil
// when there is none.
func (m *Model) teamForecast(ctx context.Context, t store.Team) (*forecast.Table, error) {
	sc := forecast.Scope{Sport: t.Sport.Slug, Level: t.Level.Slug}
	if !forecast.Known(sc) {
		return nil, nil
	}
	return m.Forecast(ctx, sc)
}

// teamRatings is a team's rating history in its forecast table, oldest
// first, and its seasons' ratings.
type teamRatings struct {
	history []forecast.RatingPoint
	seasons []forecast.SeasonRating
}

// ratings reads the team's ratings out of ft (its sport's table) once per
// dataset version.
func (m *Model) ratings(ctx context.Context, t store.Team, ft *forecast.Table) (teamRatings, error) {
	return teamRatingsKind.Get(ctx, m.memo(ctx), t.ID, func(context.Context) (teamRatings, error) {
		h := ft.History(t.ID)
		return teamRatings{history: h, seasons: ft.SeasonsOf(h)}, nil
	})
}
