package stats

import (
	"reflect"
	"testing"
)

func TestRecordText(t *testing.T) {
	for _, c := range []struct {
		w, l, t, otl int
		want         string
	}{
		{64, 18, 0, 0, "64-18"},
		{10, 6, 1, 0, "10-6-1"},
		{54, 20, 0, 8, "54-20-8"},
		{40, 30, 8, 4, "40-30-8-4"},
		{0, 0, 0, 0, "0-0"},
	} {
		if got := RecordText(c.w, c.l, c.t, c.otl); got != c.want {
			t.Errorf("RecordText(%d,%d,%d,%d) = %q, want %q", c.w, c.l, c.t, c.otl, got, c.want)
		}
	}
}

func TestWinningPctAndPerGame(t *testing.T) {
	if p, ok := WinningPct(64, 18, 0); !ok || p != 0.780 {
		t.Errorf("64-18 = %v %v", p, ok)
	}
	if p, ok := WinningPct(10, 6, 1); !ok || p != 0.618 {
		t.Errorf("10-6-1 = %v", p)
	}
	if _, ok := WinningPct(0, 0, 0); ok {
		t.Error("no games must not give a percentage")
	}
	if v, ok := PerGame(100, 3); !ok || v != 33.33 {
		t.Errorf("PerGame = %v", v)
	}
	if _, ok := PerGame(5, 0); ok {
		t.Error("PerGame with no games")
	}
}

func TestTeamEras(t *testing.T) {
	raiders := []TeamIdentity{
		{1995, "Oakland Raiders", "Oakland", "OAK"},
		{1960, "Oakland Raiders", "Oakland", "OAK"},
		{1981, "Oakland Raiders", "Oakland", "OAK"},
		{1982, "Los Angeles Raiders", "Los Angeles", "LAR"},
		{1994, "Los Angeles Raiders", "Los Angeles", "LAR"},
		{2019, "Oakland Raiders", "Oakland", "OAK"},
		{2020, "Las Vegas Raiders", "Las Vegas", "LV"},
		{2024, "Las Vegas Raiders", "Las Vegas", "LV"},
	}
	want := []TeamEra{
		{"Oakland Raiders", "Oakland", "OAK", 1960, 1981},
		{"Los Angeles Raiders", "Los Angeles", "LAR", 1982, 1994},
		{"Oakland Raiders", "Oakland", "OAK", 1995, 2019},
		{"Las Vegas Raiders", "Las Vegas", "LV", 2020, 2024},
	}
	if got := TeamEras(raiders); !reflect.DeepEqual(got, want) {
		t.Errorf("TeamEras = %+v\nwant %+v", got, want)
	}
	if got := TeamEras(nil); len(got) != 0 {
		t.Errorf("no seasons = %v", got)
	}
}

func TestLongestStreak(t *testing.T) {
	for _, c := range []struct {
		name   string
		titles []Title
		want   TitleStreak
		ok     bool
	}{
		{"none", nil, TitleStreak{}, false},
		{"single", []Title{{2000, "a", "A"}}, TitleStreak{"a", "A", 1, 2000, 2000}, true},
		{"run of three beats two", []Title{
			{1990, "a", "A"}, {1991, "a", "A"}, {1992, "b", "B"}, {1993, "b", "B"}, {1994, "b", "B2"}, {1995, "a", "A"},
		}, TitleStreak{"b", "B2", 3, 1992, 1994}, true},
		{"unsorted input, gap year skipped", []Title{
			{2006, "x", "X"}, {2004, "x", "X"}, {2003, "x", "X"}, {2007, "y", "Y"},
		}, TitleStreak{"x", "X", 3, 2003, 2006}, true},
		{"tie goes to the first", []Title{
			{1950, "a", "A"}, {1951, "a", "A"}, {1960, "b", "B"}, {1961, "b", "B"},
		}, TitleStreak{"a", "A", 2, 1950, 1951}, true},
		{"shared titles continue each run", []Title{
			{1, "a", "A"}, {2, "a", "A"}, {2, "b", "B"}, {3, "b", "B"}, {4, "b", "B"},
		}, TitleStreak{"b", "B", 3, 2, 4}, true},
		{"two titles same year count once", []Title{
			{1970, "k", "K"}, {1970, "k", "K"}, {1971, "k", "K"},
		}, TitleStreak{"k", "K", 2, 1970, 1971}, true},
	} {
		got, ok := LongestStreak(c.titles)
		if ok != c.ok || got != c.want {
			t.Errorf("%s: got %+v %v, want %+v %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

func TestCountTitles(t *testing.T) {
	titles := []Title{{1, "a", "A old"}, {2, "b", "B"}, {3, "a", "A new"}, {4, "c", "C"}, {5, "b", "B"}, {6, "a", "A new"}}
	got := CountTitles(titles, map[string]string{"c": "C current"})
	want := []TitleCount{{"a", "A new", 3}, {"b", "B", 2}, {"c", "C current", 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("CountTitles = %+v, want %+v", got, want)
	}
}

func TestSumTeamSplits(t *testing.T) {
	splits := []TeamSplit{
		{StartYear: 2020, Home: true, Games: 8, Wins: 6, Losses: 2, PointsFor: 200, PointsAgainst: 150},
		{StartYear: 2020, Home: false, Games: 8, Wins: 4, Losses: 3, Ties: 1, PointsFor: 180, PointsAgainst: 170},
		{StartYear: 2020, Postseason: true, Games: 2, Wins: 1, Losses: 1, PointsFor: 40, PointsAgainst: 41},
		{StartYear: 2021, Home: true, Games: 1, Wins: 1, PointsFor: 30, PointsAgainst: 3},
	}
	reg2020 := SumTeamSplits(splits, func(s TeamSplit) bool { return s.StartYear == 2020 && !s.Postseason })
	if reg2020 != (TeamTotals{16, 10, 5, 1, 380, 320}) || reg2020.Record() != "10-5-1" {
		t.Errorf("2020 regular = %+v", reg2020)
	}
	all := SumTeamSplits(splits, nil)
	if all.Games != 19 || all.Wins != 12 {
		t.Errorf("all = %+v", all)
	}
	post := SumTeamSplits(splits, func(s TeamSplit) bool { return s.Postseason })
	if got := SumTeamSplits(splits, func(s TeamSplit) bool { return !s.Postseason }).Plus(post); got != all {
		t.Errorf("regular + post = %+v, want %+v", got, all)
	}
}

func TestScoreUnit(t *testing.T) {
	for sport, want := range map[string]string{"football": "points", "basketball": "points", "baseball": "runs", "hockey": "goals", "": "points"} {
		if got := ScoreUnit(sport); got != want {
			t.Errorf("ScoreUnit(%q) = %q", sport, got)
		}
	}
}
