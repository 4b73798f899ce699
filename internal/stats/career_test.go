package stats

import (
	"math"
	"reflect"
	"testing"
)

type m = map[string]float64

func nan() float64 { return math.NaN() }

func TestCareerTotals(t *testing.T) {
	tests := []struct {
		name    string
		sport   string
		seasons []SeasonLine
		want    m // figures that must be there (exactly)
		absent  []string
	}{
		{"sums only the seasons that hold a statistic", "basketball", []SeasonLine{
			{2019, m{"games_played": 60, "points": 1500, "rebounds": 500}},
			{2020, m{"games_played": 50, "points": 1000}},
		}, m{"games_played": 110, "points": 2500, "rebounds": 500, "points_per_game": 22.7, "rebounds_per_game": 8.3}, nil},
		{"per-game figures are never multiplied into totals", "basketball", []SeasonLine{
			{2021, m{"games_played": 56, "points_per_game": 30.3, "rebounds_per_game": 8.2}},
		}, m{"games_played": 56}, []string{"points", "rebounds", "points_per_game", "rebounds_per_game"}},
		{"percentages from summed makes and attempts, not averaged", "basketball", []SeasonLine{
			{2000, m{"field_goals_made": 1, "field_goals_attempted": 10, "field_goal_percentage": 0.1}},
			{2001, m{"field_goals_made": 90, "field_goals_attempted": 100, "field_goal_percentage": 0.9}},
		}, m{"field_goal_percentage": 0.827, "field_goals_made": 91}, nil},
		{"batting rates; OBP counts HBP and SF as 0 where not recorded", "baseball", []SeasonLine{
			{1950, m{"at_bats": 500, "hits": 150, "doubles": 30, "triples": 5, "home_runs": 20, "walks": 50}},
			{1960, m{"at_bats": 500, "hits": 160, "doubles": 20, "triples": 0, "home_runs": 30, "walks": 60, "hit_by_pitch": 5, "sacrifice_flies": 5}},
		}, m{"batting_average": 0.31, "slugging_percentage": 0.52, "on_base_percentage": 0.379}, nil},
		{"pitching: IP, ERA and WHIP from outs", "baseball", []SeasonLine{
			{1916, m{"outs_pitched": 972, "earned_runs": 63, "hits_allowed": 230, "walks_allowed": 118, "wins": 23, "losses": 12, "era": 1.75}},
			{1917, m{"outs_pitched": 978, "earned_runs": 73, "hits_allowed": 244, "walks_allowed": 108, "wins": 24, "losses": 13, "era": 2.01}},
		}, m{"wins": 47, "losses": 25, "innings_pitched": 650, "era": 1.88, "whip": 1.077}, nil},
		{"goaltending", "hockey", []SeasonLine{
			{2000, m{"shots_against": 1000, "saves": 920, "goals_against": 80, "minutes": 3000, "wins": 30, "shutouts": 5}},
			{2001, m{"shots_against": 2000, "saves": 1800, "goals_against": 200, "minutes": 4200, "wins": 40, "shutouts": 3}},
		}, m{"save_percentage": 0.907, "goals_against_average": 2.33, "wins": 70, "shutouts": 8}, nil},
		{"save percentage is saves over shots, not 1 − GA/SA (own goals are not shots)", "hockey", []SeasonLine{
			{2022, m{"shots_against": 1284, "saves": 1170, "goals_against": 116}},
		}, m{"save_percentage": 0.911}, nil},
		{"passer rating from career totals", "football", []SeasonLine{
			{2007, m{"completions": 398, "passing_attempts": 578, "passing_yards": 4806, "passing_touchdowns": 50, "interceptions_thrown": 8}},
		}, m{"passer_rating": 117.2, "completion_percentage": 0.689}, nil},
		{"a rate needs every component in the same seasons", "baseball", []SeasonLine{
			{1900, m{"outs_pitched": 300}},
			{1901, m{"outs_pitched": 300, "earned_runs": 30}},
		}, m{"era": 2.7, "outs_pitched": 600}, nil},
		{"NaN is not summed", "hockey", []SeasonLine{{2000, m{"goals": 5}}, {2001, m{"goals": nan()}}}, m{"goals": 5}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Career(tc.sport, "", tc.seasons).Totals
			for k, v := range tc.want {
				if got[k] != v {
					t.Errorf("%s = %v, want %v (totals %v)", k, got[k], v, got)
				}
			}
			for _, k := range tc.absent {
				if _, ok := got[k]; ok {
					t.Errorf("%s = %v, want absent", k, got[k])
				}
			}
		})
	}
}

func TestCareerCoverage(t *testing.T) {
	tests := []struct {
		name    string
		sport   string
		seasons []SeasonLine
		want    Coverage
	}{
		{"complete", "basketball", []SeasonLine{{2003, m{"points": 1654, "rebounds": 432}}, {2004, m{"points": 2175, "rebounds": 588}}},
			Coverage{FirstSeason: 2003, LastSeason: 2004, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 2003, StatsLastSeason: 2004, Complete: true}},
		{"points without rebounds: complete, rebounds by stat", "basketball", []SeasonLine{
			{2023, m{"points": 1590, "rebounds": 457}}, {2024, m{"points": 1710, "rebounds_per_game": 7.8}}},
			Coverage{FirstSeason: 2023, LastSeason: 2024, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 2023, StatsLastSeason: 2024, Complete: true,
				ByStat: map[string]StatSpan{"points": {Seasons: 2, FirstSeason: 2023, LastSeason: 2024}, "rebounds": {Seasons: 1, FirstSeason: 2023, LastSeason: 2023}}}},
		{"games only and roster seasons have no statistics", "football", []SeasonLine{
			{2000, nil}, {2001, m{"games_played": 1}}, {2014, m{"passing_yards": 4109}}, {2022, m{"passing_yards": 4694}}},
			Coverage{FirstSeason: 2000, LastSeason: 2022, Seasons: 4, SeasonsWithStats: 2, StatsFirstSeason: 2014, StatsLastSeason: 2022,
				ByStat: map[string]StatSpan{"games_played": {Seasons: 1, FirstSeason: 2001, LastSeason: 2001}}}},
		{"a season of no game is covered", "football", []SeasonLine{
			{2010, m{"games_played": 16, "passing_yards": 4700}}, {2011, m{"games_played": 0}}, {2012, m{"games_played": 16, "passing_yards": 4659}}},
			Coverage{FirstSeason: 2010, LastSeason: 2012, Seasons: 3, SeasonsWithStats: 3, StatsFirstSeason: 2010, StatsLastSeason: 2012, Complete: true}},
		{"football starts recorded in some seasons only: by stat", "football", []SeasonLine{
			{2021, m{"games_played": 17, "games_started": 17, "passing_yards": 5316}}, {2022, m{"games_played": 17, "passing_yards": 4694}}},
			Coverage{FirstSeason: 2021, LastSeason: 2022, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 2021, StatsLastSeason: 2022, Complete: true,
				ByStat: map[string]StatSpan{"games_played": {Seasons: 2, FirstSeason: 2021, LastSeason: 2022}, "games_started": {Seasons: 1, FirstSeason: 2021, LastSeason: 2021}}}},
		{"games cover seasons without points", "basketball", []SeasonLine{
			{2020, m{"games_played": 45, "points": 1126}}, {2021, m{"games_played": 56, "points_per_game": 30.3}}},
			Coverage{FirstSeason: 2020, LastSeason: 2021, Seasons: 2, SeasonsWithStats: 1, StatsFirstSeason: 2020, StatsLastSeason: 2020,
				ByStat: map[string]StatSpan{"games_played": {Seasons: 2, FirstSeason: 2020, LastSeason: 2021}, "points": {Seasons: 1, FirstSeason: 2020, LastSeason: 2020}}}},
		{"two leagues in one year are one season", "hockey", []SeasonLine{{1979, m{"points": 10}}, {1979, nil}, {1980, m{"points": 3}}},
			Coverage{FirstSeason: 1979, LastSeason: 1980, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 1979, StatsLastSeason: 1980, Complete: true}},
		{"role lines do not make baseball partial", "baseball", []SeasonLine{
			{1915, m{"at_bats": 92, "outs_pitched": 650}}, {1920, m{"at_bats": 458}}},
			Coverage{FirstSeason: 1915, LastSeason: 1920, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 1915, StatsLastSeason: 1920, Complete: true}},
		{"goalie seasons have statistics", "hockey", []SeasonLine{{1993, m{"goals_against": 105, "wins": 27}}},
			Coverage{FirstSeason: 1993, LastSeason: 1993, Seasons: 1, SeasonsWithStats: 1, StatsFirstSeason: 1993, StatsLastSeason: 1993, Complete: true}},
		{"a goalie's seasons without shots against: saves and save percentage by stat", "hockey", []SeasonLine{
			{1953, m{"goals_against": 130, "wins": 30}}, {1956, m{"goals_against": 120, "shots_against": 1800, "saves": 1680}}},
			Coverage{FirstSeason: 1953, LastSeason: 1956, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 1953, StatsLastSeason: 1956, Complete: true,
				ByStat: map[string]StatSpan{"goals_against": {Seasons: 2, FirstSeason: 1953, LastSeason: 1956},
					"shots_against": {Seasons: 1, FirstSeason: 1956, LastSeason: 1956}, "saves": {Seasons: 1, FirstSeason: 1956, LastSeason: 1956},
					"save_percentage": {Seasons: 1, FirstSeason: 1956, LastSeason: 1956}}}},
		{"a partly covered career lists the games that cover every season", "football", []SeasonLine{
			{1998, m{"games_played": 16}}, {2000, m{"games_played": 16, "tackles": 79}}},
			Coverage{FirstSeason: 1998, LastSeason: 2000, Seasons: 2, SeasonsWithStats: 1, StatsFirstSeason: 2000, StatsLastSeason: 2000,
				ByStat: map[string]StatSpan{"games_played": {Seasons: 2, FirstSeason: 1998, LastSeason: 2000}}}},
		{"a goalie's shutouts before the game lines: by stat", "hockey", []SeasonLine{
			{2017, m{"goals_against": 200, "wins": 29, "shutouts": 4}}, {2018, m{"goals_against": 150, "wins": 35}}},
			Coverage{FirstSeason: 2017, LastSeason: 2018, Seasons: 2, SeasonsWithStats: 2, StatsFirstSeason: 2017, StatsLastSeason: 2018, Complete: true,
				ByStat: map[string]StatSpan{"goals_against": {Seasons: 2, FirstSeason: 2017, LastSeason: 2018}, "shutouts": {Seasons: 1, FirstSeason: 2017, LastSeason: 2017}}}},
		{"no seasons", "basketball", nil, Coverage{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Career(tc.sport, "", tc.seasons).Coverage; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

// In football a season holds a player's line when it holds his roles'
// figures (Charles Woodson's 1999: one catch, no defence on file).
func TestCareerCoverageByRole(t *testing.T) {
	corner := []SeasonLine{
		{1999, m{"games_played": 16, "receptions": 1, "receiving_yards": 19}},
		{2000, m{"games_played": 16, "tackles": 79, "interceptions": 4, "receptions": 1}},
		{2001, m{"games_played": 16, "tackles": 52, "kick_returns": 3}},
		{2002, m{"games_played": 8, "kick_returns": 12}},
		{2003, m{"games_played": 0}},
	}
	tests := []struct {
		name, position string
		seasons        []SeasonLine
		roles          []string
		withStats      int
	}{
		{"a corner's catch is not his line; returns belong to no role", "CB", corner, []string{RoleDefense}, 4},
		{"no position: the totals' roles", "", corner, []string{RoleDefense}, 4},
		{"a quarterback's runs are a line of their own past 300 carries", "QB", []SeasonLine{
			{1990, m{"passing_attempts": 500, "rushing_attempts": 290}}, {1991, m{"rushing_attempts": 20, "receptions": 1}}}, []string{RolePassing, RoleRushing}, 2},
		{"the offence row of a quarterback's one carry holds his passes: none", "QB", []SeasonLine{
			{1973, m{"passing_attempts": 45}}, {1974, m{"rushing_attempts": 1}}}, []string{RolePassing}, 2},
		{"a linebacker's catch before the whole defence tables is not his line", "LB", []SeasonLine{
			{1995, m{"sacks": 4}}, {1996, m{"receptions": 1}}, {2005, m{"receptions": 1}}}, []string{RoleDefense}, 2},
		{"a punter's runs after the punting tables end are not his line", "P", []SeasonLine{
			{2016, m{"punts": 81}}, {2017, m{"rushing_attempts": 1}}}, []string{RoleKicking}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := Career("football", tc.position, tc.seasons)
			if !reflect.DeepEqual(c.Roles, tc.roles) {
				t.Errorf("roles %v, want %v", c.Roles, tc.roles)
			}
			if c.Coverage.SeasonsWithStats != tc.withStats || c.Coverage.Complete != (tc.withStats == c.Coverage.Seasons) {
				t.Errorf("coverage %+v, want %d seasons with statistics", c.Coverage, tc.withStats)
			}
		})
	}
	// Without roles (a coach's record, an unknown career) any main figure counts.
	if !HasRoleStatistics("football", nil, 1990, m{"receptions": 1}) || !HasRoleStatistics("baseball", []string{RolePitching}, 1990, m{"at_bats": 3}) {
		t.Error("a line without roles, or outside football, counts any main figure")
	}
}

func TestCoverageCovers(t *testing.T) {
	partial := Coverage{Seasons: 2, Complete: true, ByStat: map[string]StatSpan{"points": {Seasons: 2}, "rebounds": {Seasons: 1}}}
	cut := Coverage{Seasons: 2, Complete: false, ByStat: map[string]StatSpan{"games_played": {Seasons: 2}, "points": {Seasons: 1}}}
	tests := []struct {
		c    Coverage
		stat string
		want bool
	}{
		{partial, "points", true},
		{partial, "rebounds", false},
		{partial, "rebounds_per_game", false},
		{Coverage{Complete: false}, "points", false},
		{cut, "games_played", true},
		{cut, "points", false},
		{cut, "passing_yards", false},
	}
	for _, tc := range tests {
		if got := tc.c.Covers(tc.stat); got != tc.want {
			t.Errorf("Covers(%q) = %v, want %v", tc.stat, got, tc.want)
		}
	}
}

func TestIsRate(t *testing.T) {
	for k, want := range map[string]bool{"points": false, "points_per_game": true, "era": true, "whip": true, "innings_pitched": true,
		"save_percentage": true, "goals_against_average": true, "passer_rating": true, "outs_pitched": false, "plus_minus": false} {
		if IsRate(k) != want {
			t.Errorf("IsRate(%q) = %v", k, !want)
		}
	}
}
