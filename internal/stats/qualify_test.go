package stats

import "testing"

func TestQualifiers(t *testing.T) {
	for _, tc := range []struct {
		name    string
		q       Qualifier
		measure string
		min     float64
		orMin   float64
		short   bool
	}{
		{"MLB 162 games", MLBBatting(162), "plate_appearances", 502, 0, false},
		{"MLB 1941 schedule", MLBBatting(154), "plate_appearances", 477, 0, false},
		{"MLB 2020", MLBBatting(60), "plate_appearances", 186, 0, false},
		{"MLB pitching", MLBPitching(162), "outs_pitched", 486, 0, false},
		{"NBA today", NBAPerGame(2024, 82, "points"), "games", 58, 0, true},
		{"NBA 2023-24 keeps 58", NBAPerGame(2023, 82, "assists"), "games", 58, 0, true},
		{"NBA 1984-85 games or points", NBAPerGame(1984, 82, "points"), "games", 70, 1400, false},
		{"NBA 2011-12 scaled", NBAPerGame(2011, 66, "assists"), "games", 57, 322, false},
		{"NBA 1998-99 scaled", NBAPerGame(1998, 50, "rebounds"), "games", 43, 488, false},
		{"NBA 1970 games only", NBAPerGame(1970, 82, "points"), "games", 70, 0, false},
		{"NBA 1961 share", NBAPerGame(1961, 80, "points"), "games", 56, 0, false},
		{"NHL 82", NHLGoalie(82), "games", 25, 0, false},
		{"NHL 2019-20", NHLGoalie(70), "games", 22, 0, false},
		{"NFL 17 games", NFLPasser(17), "passing_attempts", 238, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := tc.q
			if q.Measure != tc.measure || q.Min != tc.min || q.OrMin != tc.orMin || q.LeadIfShort != tc.short || q.Rule == "" {
				t.Errorf("got %+v", q)
			}
		})
	}
}

func TestScheduleLength(t *testing.T) {
	for _, tc := range []struct {
		games []int
		want  int
	}{
		{nil, 0},
		{[]int{162, 162, 163, 161, 162}, 162},
		{[]int{155, 156, 156, 155, 154}, 155}, // a tie goes to the fewer
		{[]int{0, 0, 82}, 82},
	} {
		if got := ScheduleLength(tc.games); got != tc.want {
			t.Errorf("%v: %d, want %d", tc.games, got, tc.want)
		}
	}
}
