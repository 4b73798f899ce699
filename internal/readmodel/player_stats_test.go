package readmodel

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
			if sl.rowID != c.rowID || len(sl.franchises) != c.nTeams {
				t.Errorf("row %d, teams %v", sl.rowID, sl.franchises)
			}
			for k, v := range c.want {
				if sl.line[k] != v {
					t.Errorf("%s = %v, want %v", k, sl.line[k], v)
				}
			}
			for _, k := range c.noneOf {
				if _, ok := sl.line[k]; ok {
					t.Errorf("%s should not be made", k)
				}
			}
		})
	}
}

func TestSumLinesAndRow(t *testing.T) {
	lines := []map[string]float64{
		{"games_played": 80, "points": 2000, "minutes": 3000, "field_goal_percentage": 0.5, "field_goals_made": 800, "field_goals_attempted": 1600},
		{"games_played": 20, "minutes": 400}, // a season with no points: not in points per game
	}
	sum := careerOf("basketball", []seasonLine{{year: 2000, line: lines[0]}, {year: 2001, line: lines[1]}}, nil).Totals
	if sum["games_played"] != 100 || sum["points"] != 2000 || sum["points_per_game"] != 25 || sum["field_goal_percentage"] != 0.5 {
		t.Errorf("sum %v", sum)
	}
	var o PlayerStatRow
	fillRow(&o, "basketball", lines[0])
	if o.Points == nil || *o.Points != 2000 || o.PointsPerGame == nil || *o.PointsPerGame != 25 || o.EfficiencyRating != nil || o.PassingYards != nil {
		t.Errorf("row %+v", o)
	}
	// Every component present: the efficiency rating; football figures stay null.
	fillRow(&o, "basketball", map[string]float64{"points": 30, "rebounds": 10, "assists": 5, "steals": 2, "blocks": 1,
		"field_goals_made": 10, "field_goals_attempted": 20, "free_throws_made": 8, "free_throws_attempted": 10, "turnovers": 3, "minutes": 36})
	if o.EfficiencyRating == nil || *o.EfficiencyRating != 44 {
		t.Errorf("efficiency %v", o.EfficiencyRating)
	}
	fillRow(&o, "football", map[string]float64{"games_played": 17, "completions": 398, "passing_attempts": 578, "passing_yards": 4806,
		"passing_touchdowns": 50, "interceptions_thrown": 8, "rushing_yards": 98})
	if o.PasserRating == nil || *o.PasserRating != 117.2 || *o.EfficiencyRating != 117.2 || *o.MainPerGame != 288.47 || o.Tackles != nil {
		t.Errorf("football row %v %v %v", o.PasserRating, o.EfficiencyRating, o.MainPerGame)
	}
}
