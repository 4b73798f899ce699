package stats

import "testing"

func fp(v float64) *float64 { return &v }

func TestPercentAndStatus(t *testing.T) {
	for _, tc := range []struct {
		num, den int64
		want     *float64
		status   string
	}{
		{0, 0, nil, StatusUnmeasured},
		{95, 100, fp(95), StatusExcellent},
		{949, 1000, fp(94.9), StatusGood},
		{80, 100, fp(80), StatusGood},
		{79, 100, fp(79), StatusPoor},
		{1, 3, fp(33.33), StatusPoor},
		{120, 100, fp(100), StatusExcellent}, // capped
	} {
		got := Percent(tc.num, tc.den)
		if (got == nil) != (tc.want == nil) || got != nil && *got != *tc.want {
			t.Errorf("Percent(%d, %d) = %v, want %v", tc.num, tc.den, got, tc.want)
		}
		if s := QualityStatus(got); s != tc.status {
			t.Errorf("QualityStatus(%v) = %s, want %s", got, s, tc.status)
		}
	}
}

func TestMeanScore(t *testing.T) {
	for _, tc := range []struct {
		in   []*float64
		want *float64
	}{
		{nil, nil},
		{[]*float64{nil, nil}, nil},
		{[]*float64{fp(100), nil, fp(50)}, fp(75)},
		{[]*float64{fp(1), fp(2), fp(2)}, fp(1.67)},
	} {
		got := MeanScore(tc.in...)
		if (got == nil) != (tc.want == nil) || got != nil && *got != *tc.want {
			t.Errorf("MeanScore(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestScheduleCoverage(t *testing.T) {
	for _, tc := range []struct {
		name              string
		in                []SeasonGames
		present, expected int64
		unknown           int
	}{
		{"complete", []SeasonGames{{2023, 82, 30, 1230}}, 1230, 1230, 0},
		{"gap", []SeasonGames{{2019, 82, 30, 1059}}, 1059, 1230, 0},
		// Interleague games sit in the home team's league: a year pools them.
		{"two leagues one year", []SeasonGames{{2023, 162, 15, 1300}, {2023, 162, 15, 1130}}, 2430, 2430, 0},
		{"more than expected counts the expected", []SeasonGames{{2023, 10, 4, 25}}, 20, 20, 0},
		{"unknown schedule left out", []SeasonGames{{2025, 0, 30, 1230}, {2024, 82, 30, 1230}}, 1230, 1230, 1},
		{"no teams left out", []SeasonGames{{1900, 100, 0, 0}}, 0, 0, 1},
	} {
		p, e, u := ScheduleCoverage(tc.in)
		if p != tc.present || e != tc.expected || u != tc.unknown {
			t.Errorf("%s: got %d/%d unknown %d, want %d/%d unknown %d", tc.name, p, e, u, tc.present, tc.expected, tc.unknown)
		}
	}
}

func TestCompareRecord(t *testing.T) {
	for _, tc := range []struct {
		name                       string
		w, l, tie, otl, gw, gl, gt int
		want                       RecordCheck
	}{
		{"same", 50, 32, 0, 0, 50, 32, 0, RecordMatch},
		{"ot losses are losses in the games", 45, 27, 0, 10, 45, 37, 0, RecordMatch},
		{"fewer games", 50, 32, 0, 0, 40, 30, 0, RecordGap},
		{"more games", 50, 32, 0, 0, 51, 32, 0, RecordMismatch},
		{"same games other wins", 50, 32, 0, 0, 49, 33, 0, RecordMismatch},
		{"ties", 10, 5, 1, 0, 10, 5, 1, RecordMatch},
	} {
		if got := CompareRecord(tc.w, tc.l, tc.tie, tc.otl, tc.gw, tc.gl, tc.gt); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestFreshness(t *testing.T) {
	days := []DateCount{
		{"2022-06-01", 7}, // more than two years before: not counted
		{"2024-11-25", 2}, // the prior year's first day
		{"2025-06-01", 5},
		{"2025-11-24", 3}, // a year before asOf: still the prior year
		{"2025-11-25", 4}, // the latest year's first day
		{"2026-11-24", 1}, // asOf itself
		{"2026-12-01", 9}, // after asOf: scheduled, not counted
	}
	r, p := Freshness(days, "2026-11-24")
	if r != 5 || p != 10 {
		t.Errorf("Freshness = %d, %d; want 5, 10", r, p)
	}
	if r, p := Freshness(days, "bad"); r != 0 || p != 0 {
		t.Errorf("bad date: %d, %d", r, p)
	}
	if d := DaysBetween("2026-02-08", "2026-11-24"); d != 289 {
		t.Errorf("DaysBetween = %d", d)
	}
}
