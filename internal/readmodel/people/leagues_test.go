package people

import "testing"

func TestCareerLeagueOf(t *testing.T) {
	for in, want := range map[string]string{"AL": "MLB", "NL": "MLB", "AA": "MLB", "FL": "MLB", "NA": "NA", "BAA": "NBA", "NBA": "NBA",
		"ABA": "ABA", "NHL": "NHL", "WHA": "WHA", "NFL": "NFL", "AFL": "AFL", "AAFC": "AAFC", "NCAA": "NCAA"} {
		if got := careerLeagueOf(in); got != want {
			t.Errorf("careerLeagueOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPickHeadline(t *testing.T) {
	for _, tc := range []struct {
		name    string
		leagues []string
		seasons []int
		main    string
		want    int
	}{
		{"main league wins", []string{"WHA", "NHL"}, []int{6, 2}, "NHL", 1},
		{"no main: longest", []string{"WHA", "PCHA"}, []int{3, 5}, "NHL", 1},
		{"tie: first", []string{"AFL", "AAFC"}, []int{4, 4}, "NFL", 0},
		{"college: one league", []string{"NCAA"}, []int{3}, "", 0},
		{"none", nil, nil, "NBA", -1},
	} {
		if got := pickHeadline(tc.leagues, tc.seasons, tc.main); got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, got, tc.want)
		}
	}
}
