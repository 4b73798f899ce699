package readmodel

import (
	"context"
	"log/slog"

	"github.com/almanac-sports/almanac/data"
	"github.com/almanac-sports/almanac/internal/forecast"
	"github.com/almanac-sports/almanac/internal/readmodel/gameindex"
)

// Forecast returns the walk-forward forecast table of a sport and level
// (forecast.Known must hold), built on first use for the dataset version and
// kept like every other derived value. FiveThirtyEight's files for the
// comparison come from the shipped data folder.
func (m *Model) Forecast(ctx context.Context, sc forecast.Scope) (*forecast.Table, error) {
	return forecastKind.Get(ctx, m.memo(ctx), sc, func(ctx context.Context) (*forecast.Table, error) {
		t, err := forecast.Build(ctx, m.st, sc, data.FS)
		if err != nil {
			slog.Error("forecast build failed", "sport", sc.Sport, "level", sc.Level, "err", err)
			return nil, err
		}
		slog.Info("forecast built", "sport", sc.Sport, "level", sc.Level, "games", len(t.Games), "took", t.BuildTime)
		m.archiveGameForecasts(ctx, t)
		return t, nil
	})
}

// ForecastGameRef finds a game by id or slug with the sport and level its
// forecast lives in, from the game index (the database only for what the
// index cannot tell apart).
func (m *Model) ForecastGameRef(ctx context.Context, ref string) (id int64, date, sport, level string, err error) {
	ix, err := m.gameIndex(ctx)
	if err != nil {
		return 0, "", "", "", err
	}
	p, ok := ix.RefPos(ref)
	if !ok {
		return m.st.ForecastGameRef(ctx, ref)
	}
	k := &ix.Games[p]
	return int64(k.ID), gameindex.DateText(k.Date), ix.Dims.Sports[int64(k.Sport)].Slug, ix.Dims.Levels[int64(k.Level)].Slug, nil
}
