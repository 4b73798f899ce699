package people

import (
	"database/sql"
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/rmbase"
	"github.com/almanac-sports/almanac/internal/store"
)

func psRow(id, season int, franchise int64, stats string) *store.PlayerSeasonRow {
	return &store.PlayerSeasonRow{ID: id, PersonID: 7, SeasonID: season, StartYear: 2000 + season,
		FranchiseID: sql.NullInt64{Int64: franchise, Valid: franchise != 0}, Stats: stats}
}

func TestMergeSeason(t *testing.T) {
	for _, c := range []struct {
		name   string
		rows   []*store.PlayerSeasonRow
		rowID  int
		want   map[string]float64
		nTeams int
		noneOf []string
	}{
		{name: "total line wins over team lines", rows: []*store.PlayerSeasonRow{
			psRow(1, 1, 0, `{"games_played":60,"points":900}`), psRow(2, 1, 10, `{"games_played":20,"points":200}`), psRow(3, 1, 11, `{"games_played":40,"points":700}`)},
			rowID: 1, want: map[string]float64{"games_played": 60, "points": 900}, nTeams: 2},
		{name: "team lines summed, rates recomputed", rows: []*store.PlayerSeasonRow{
			psRow(4, 1, 10, `{"games_played":50,"at_bats":200,"hits":50,"batting_average":0.25}`), psRow(5, 1, 11, `{"games_played":50,"at_bats":100,"hits":40,"batting_average":0.4}`)},
			rowID: 4, want: map[string]float64{"games_played": 100, "at_bats": 300, "hits": 90, "batting_average": 0.3}, nTeams: 2},
		{name: "a per-game line gets no totals (the figure is rounded)", rows: []*store.PlayerSeasonRow{
			psRow(6, 1, 10, `{"games_played":70,"points_per_game":24.4,"minutes_per_game":35,"minutes":2450,"plus_minus_per_game":1.5}`)},
			rowID: 6, want: map[string]float64{"points_per_game": 24.4, "minutes": 2450}, nTeams: 1,
			noneOf: []string{"plus_minus", "points"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			sl := mergeSeason(c.rows, rmbase.StatNames{})
			if sl.RowID != c.rowID || len(sl.Franchises) != c.nTeams {
				t.Errorf("row %d, teams %v", sl.RowID, sl.Franchises)
			}
			for k, v := range c.want {
				if sl.Line[k] != v {
					t.Errorf("%s = %v, want %v", k, sl.Line[k], v)
				}
			}
			for _, k := range c.noneOf {
				if _, ok := sl.Line[k]; ok {
					t.Errorf("%s should not be made", k)
				}
			}
		})
	}
}
