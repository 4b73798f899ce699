package readmodel

import "testing"

func TestSourceName(t *testing.T) {
	for _, tc := range []struct{ sport, raw, want string }{
		{"baseball", "baseball/retrosheet_teamstats_2000_2025.csv.gz", "Retrosheet"},
		{"", "baseball/retrosheet_teamstats_2000_2025.csv.gz", "Retrosheet"},
		{"basketball", "nbatracker_season_2025_26_final.json.gz", "NBA Tracker"},
		{"baseball", "baseball/Teams.csv.gz; baseball/retrosheet_gameinfo_2000_2025.csv.gz", "Lahman Baseball Database and Retrosheet"},
		{"baseball", "Batting.csv; Batting.csv", "Lahman Baseball Database"},
		{"hockey", "Scoring.csv", "Hockey Databank"},
		{"football", "pfr_rosters_1996_2023.csv", "Pro-Football-Reference"},
		{"hockey", "curated/stanley_cup_2019_2025.csv", "Almanac's curated tables"},
		{"basketball", "play_off_totals_2010_2024.csv", "NBA-Data-2010-2024 (NocturneBear)"},
		{"basketball", "", ""},
	} {
		if got := SourceName(tc.sport, tc.raw); got != tc.want {
			t.Errorf("SourceName(%q, %q) = %q, want %q", tc.sport, tc.raw, got, tc.want)
		}
	}
}
