package stats

import (
	"reflect"
	"testing"
)

func TestRoles(t *testing.T) {
	tests := []struct {
		name, sport, pos string
		tot              m
		want             []string
	}{
		{"a batter who pitched an inning", "baseball", "1B", m{"at_bats": 9000, "outs_pitched": 3}, []string{RoleBatting}},
		{"two-way: Ruth", "baseball", "RF", m{"at_bats": 8398, "outs_pitched": 3664}, []string{RoleBatting, RolePitching}},
		{"a pitcher", "baseball", "P", m{"at_bats": 700, "outs_pitched": 8000}, []string{RolePitching}},
		{"a pitcher who hit", "baseball", "P", m{"at_bats": 1500, "outs_pitched": 5000}, []string{RolePitching, RoleBatting}},
		{"pitching only, no position", "baseball", "", m{"outs_pitched": 90}, []string{RolePitching}},
		{"goalie", "hockey", "G", m{"goals_against": 2781, "points": 47}, []string{RoleGoaltending}},
		{"goalie by figures", "hockey", "", m{"goals_against": 100}, []string{RoleGoaltending}},
		{"skater", "hockey", "C", m{"points": 2857}, []string{RoleSkater}},
		{"quarterback who ran", "football", "QB", m{"passing_attempts": 5000, "rushing_attempts": 600}, []string{RolePassing, RoleRushing}},
		{"quarterback's scrambles are no role", "football", "QB", m{"passing_attempts": 5000, "rushing_attempts": 259}, []string{RolePassing}},
		{"back who caught", "football", "RB", m{"rushing_attempts": 2836, "receptions": 767}, []string{RoleRushing, RoleReceiving}},
		{"receiver", "football", "WR", m{"receptions": 1549, "rushing_attempts": 87}, []string{RoleReceiving}},
		{"defender", "football", "LB", m{"tackles": 1000, "sacks": 100}, []string{RoleDefense}},
		{"kicker", "football", "K", m{"field_goals_attempted": 500}, []string{RoleKicking}},
		{"few touches: most yards", "football", "", m{"rushing_yards": 30, "receiving_yards": 80}, []string{RoleReceiving}},
		{"basketball", "basketball", "C", m{"points": 1}, []string{RoleBasketball}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Roles(tc.sport, tc.pos, tc.tot); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestRoleLine(t *testing.T) {
	tot := m{"games_played": 10, "games_pitched": 5, "wins": 3, "era": 2.5, "at_bats": 30, "hits": 9}
	got := RoleLine([]string{RolePitching, RoleBatting}, tot)
	want := []string{"games_pitched", "wins", "era", "games_played", "at_bats", "hits"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
