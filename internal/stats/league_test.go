package stats

import (
	"strings"
	"testing"
)

func leagueFixture() SeasonFigures {
	f := SeasonFigures{StartYear: 2024, EndYear: 2025}
	for _, g := range []LeagueGame{
		{ID: 1, Date: "2024-10-22", Home: 1, Away: 2, HomeScore: 110, AwayScore: 100},                   // home win, not close
		{ID: 2, Date: "2024-10-23", Home: 2, Away: 3, HomeScore: 98, AwayScore: 101, Overtime: true},    // away win, close, OT
		{ID: 3, Date: "2024-10-21", Home: 3, Away: 1, HomeScore: 120, AwayScore: 118, Neutral: true},    // neutral: no home side
		{ID: 4, Date: "2025-04-30", Home: 1, Away: 3, HomeScore: 104, AwayScore: 104, Postseason: true}, // tie (counts as close)
		{ID: 5, Date: "2025-01-02", Home: 2, Away: 1, HomeScore: 119, AwayScore: 119},                   // tie of the same total as 3: 3 stays
	} {
		f.Add(g, CloseMargin("basketball"))
	}
	return f
}

func TestSeasonFigures(t *testing.T) {
	f := leagueFixture()
	want := SeasonFigures{StartYear: 2024, EndYear: 2025, Games: 5, Postseason: 1, Points: 1093, HomeDecided: 2, HomeWins: 1,
		Close: 4, Overtime: 1, Ties: 2, First: "2024-10-21", Last: "2025-04-30"}
	got := f
	got.Highest = LeagueGame{}
	if got != want {
		t.Errorf("figures\n got %+v\nwant %+v", got, want)
	}
	if f.Highest.ID != 3 {
		t.Errorf("highest-scoring game %d, want 3 (238 points, the earlier of equals)", f.Highest.ID)
	}
	for _, tc := range []struct {
		name string
		fn   func(SeasonFigures) (float64, bool)
		want float64
		ok   bool
	}{
		{"average score", SeasonFigures.AverageScore, 109.3, true},
		{"home win rate", SeasonFigures.HomeWinRate, 0.5, true},
		{"close share", SeasonFigures.CloseShare, 0.8, true},
		{"overtime share", SeasonFigures.OvertimeShare, 0.2, true},
	} {
		if v, ok := tc.fn(f); v != tc.want || ok != tc.ok {
			t.Errorf("%s = %v %v, want %v %v", tc.name, v, ok, tc.want, tc.ok)
		}
		if _, ok := tc.fn(SeasonFigures{}); ok {
			t.Errorf("%s of no games is known", tc.name)
		}
	}
	noOT := SeasonFigures{Games: 10}
	if _, ok := noOT.OvertimeShare(); ok {
		t.Error("a season with no overtime marks must read as not recorded")
	}
}

func TestLeagueSmall(t *testing.T) {
	for _, tc := range []struct {
		start, end int
		want       string
	}{
		{2024, 2025, "2024-25"}, {2025, 2025, "2025"}, {1999, 2000, "1999-00"}, {2008, 2009, "2008-09"}, {1920, 0, "1920"},
	} {
		if got := SeasonLabel(tc.start, tc.end); got != tc.want {
			t.Errorf("SeasonLabel(%d, %d) = %q, want %q", tc.start, tc.end, got, tc.want)
		}
	}
	for _, tc := range []struct {
		cur, prev, tol float64
		want           string
	}{
		{10, 9, 0.5, "up"}, {9, 10, 0.5, "down"}, {10, 9.8, 0.5, "flat"}, {0.51, 0.5, 0.01, "flat"}, {0.52, 0.5, 0.01, "up"},
	} {
		if got := Direction(tc.cur, tc.prev, tc.tol); got != tc.want {
			t.Errorf("Direction(%v, %v, %v) = %s, want %s", tc.cur, tc.prev, tc.tol, got, tc.want)
		}
	}
	if p, ok := PercentChange(22, 20); !ok || p != 10 {
		t.Errorf("PercentChange(22, 20) = %v %v", p, ok)
	}
	if _, ok := PercentChange(1, 0); ok {
		t.Error("a change from 0 has no percentage")
	}
	for sport, want := range map[string]int{"football": 8, "basketball": 3, "baseball": 1, "hockey": 1} {
		if got := CloseMargin(sport); got != want {
			t.Errorf("CloseMargin(%s) = %d, want %d", sport, got, want)
		}
	}
}

func row(id int64, name string, w, l int, streak int, kind Outcome) *Standing {
	return &Standing{Team: Team{ID: id, Name: name}, Record: Record{W: w, L: l}, Streak: streak, StreakKind: kind, PointsFor: 10 * w,
		Home: Record{W: w / 2, L: l / 2}}
}

func TestLeaguePicks(t *testing.T) {
	before := []*Standing{row(1, "Ants", 10, 7, 2, Win), row(2, "Bees", 4, 13, 5, Loss), row(3, "Cats", 12, 5, 1, Win), row(4, "Dogs", 0, 0, 0, Win)}
	after := []*Standing{row(1, "Ants", 9, 8, 3, Loss), row(2, "Bees", 11, 6, 3, Win), row(3, "Cats", 14, 3, 1, Win), row(5, "Eels", 17, 0, 0, Win)}
	for _, tc := range []struct {
		name string
		got  *Standing
		want string
	}{
		{"best record", BestRecord(after), "Eels"},
		{"best record before (no games skipped)", BestRecord(before), "Cats"},
		{"longest streak: wins first on equal length", LongestCurrentStreak(after), "Bees"},
		{"longest streak of losses", LongestCurrentStreak(before), "Bees"},
		{"none", BestRecord(nil), ""},
	} {
		name := ""
		if tc.got != nil {
			name = tc.got.Team.Name
		}
		if name != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, name, tc.want)
		}
	}
	imp, ok := BiggestImprovement(before, after, 10)
	if !ok || imp.After.Team.Name != "Bees" || imp.Gain != 0.412 || imp.Before.W != 4 {
		t.Errorf("improvement %+v %v", imp, ok)
	}
	if _, ok := BiggestImprovement(after, after, 10); ok {
		t.Error("no team improved on itself")
	}
	visitor := row(9, "Visitors", 1, 0, 1, Win) // met once: not a leader
	if q := Qualified(append(before, visitor)); len(q) != 3 || BestRecord(append(before, visitor)).Team.Name != "Visitors" || BestRecord(q).Team.Name != "Cats" {
		t.Errorf("qualified %d rows", len(q))
	}
	tot := SumLeague(after)
	want := LeagueTotals{Teams: 4, TeamGames: 68, Games: 34, Points: 510, AverageScore: 7.5, HomeWins: 24, HomeLosses: 8, HomeWinRate: 0.75}
	if tot != want {
		t.Errorf("totals\n got %+v\nwant %+v", tot, want)
	}
}

func TestBuildTrend(t *testing.T) {
	cur := leagueFixture()
	prev := SeasonFigures{StartYear: 2023, EndYear: 2024, Games: 4, Points: 800, HomeDecided: 4, HomeWins: 3, Close: 1, Championship: true}
	ten := SeasonFigures{StartYear: 2014, EndYear: 2015, Games: 2, Points: 400, HomeDecided: 2, HomeWins: 2, Overtime: 1}
	metrics := map[string]Metric{}
	for _, m := range LeagueMetrics("basketball") {
		metrics[m.Key] = m
	}
	for _, tc := range []struct {
		key       string
		prev, ten *SeasonFigures
		ok        bool
		dir       string
		contains  []string
	}{
		{"scoring", &prev, &ten, true, "up", []string{"Scoring: 109.30 in 2024-25", "(games to 2025-04-30)", "up 9.3% from 100.00 in 2023-24", "100.00 ten seasons earlier (2014-15)", "over 5 games"}},
		{"home_win_rate", &prev, nil, true, "down", []string{"50.0% in 2024-25", "down 25.0 points from 75.0% in 2023-24"}},
		{"close_games", &prev, &ten, true, "up", []string{"Games decided by one possession"}},
		{"overtime", &prev, &ten, false, "", nil}, // not recorded in prev
		{"scoring", nil, nil, false, "", nil},     // no previous season
	} {
		tr, ok := BuildTrend(metrics[tc.key], cur, tc.prev, tc.ten)
		if ok != tc.ok {
			t.Errorf("%s: ok %v, want %v", tc.key, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		if tr.Direction != tc.dir {
			t.Errorf("%s: direction %s, want %s (%s)", tc.key, tr.Direction, tc.dir, tr.Description)
		}
		for _, s := range tc.contains {
			if !strings.Contains(tr.Description, s) {
				t.Errorf("%s: %q lacks %q", tc.key, tr.Description, s)
			}
		}
	}
	flat := prev
	flat.Points = 874 // 109.25 per team per game: within 1% of 109.3
	if tr, _ := BuildTrend(metrics["scoring"], flat, &cur, nil); tr.Direction != "flat" || !strings.Contains(tr.Description, "about level with") {
		t.Errorf("flat: %+v", tr)
	}
}
