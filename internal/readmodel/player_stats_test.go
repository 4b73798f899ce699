package readmodel

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/readmodel/people"
)

func TestSumLinesAndRow(t *testing.T) {
	lines := []map[string]float64{
		{"games_played": 80, "points": 2000, "minutes": 3000, "field_goal_percentage": 0.5, "field_goals_made": 800, "field_goals_attempted": 1600},
		{"games_played": 20, "minutes": 400}, // a season with no points: not in points per game
	}
	sum := people.CareerOf("basketball", "", []people.SeasonLine{{Year: 2000, Line: lines[0]}, {Year: 2001, Line: lines[1]}}, nil).Totals
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
