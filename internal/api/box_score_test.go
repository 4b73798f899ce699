package api_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// Box scores on the game detail (real dataset): team totals agree with the
// score, player lines link to people, a game without one has no box_score.

func boxTeamsAgree(stat string) func(t *testing.T, body map[string]any) {
	return func(t *testing.T, body map[string]any) {
		box := obj(t, body, "box_score")
		teams := list(t, box["teams"])
		if len(teams) != 2 {
			t.Fatalf("teams: %v", teams)
		}
		for _, tm := range teams {
			side := tm["side"].(string)
			if got, want := num(t, obj(t, tm, "stats")[stat]), num(t, body[side+"_score"]); got != want {
				t.Errorf("%s %s %v, score %v", side, stat, got, want)
			}
			if tm["team_name"] != body[side+"_team_name"] {
				t.Errorf("%s team %v, game %v", side, tm["team_name"], body[side+"_team_name"])
			}
		}
	}
}

func boxPlayer(name string, want map[string]float64, linked bool) func(t *testing.T, body map[string]any) {
	return func(t *testing.T, body map[string]any) {
		for _, p := range list(t, obj(t, body, "box_score")["players"]) {
			if p["name"] != name {
				continue
			}
			if linked != (p["slug"] != nil) {
				t.Errorf("%s slug %v", name, p["slug"])
			}
			for k, v := range want {
				if got := num(t, obj(t, p, "stats")[k]); got != v {
					t.Errorf("%s %s = %v, want %v", name, k, got, v)
				}
			}
			return
		}
		t.Errorf("no line for %s", name)
	}
}

func TestGameBoxScores(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		// Retrosheet team totals: Cubs 5, Mets 3 in Tokyo, 2000.
		{Name: "mlb totals", URL: "/api/games/mlb-nyn200003290", Status: 200, Check: boxTeamsAgree("runs"),
			Contains: []string{`"source":"baseball/retrosheet_teamstats_2000_2025.csv.gz"`, `"left_on_base":13`}},
		// NBA.com game logs (2017-18 on, under the older file's game id) and hoopR for 2025-26.
		{Name: "nba totals 2025-26", URL: "/api/games/nba-0022500002", Status: 200, Check: boxTeamsAgree("points"),
			Contains: []string{`"field_goals_made":38`}},
		// NHL player lines: goals sum to the score; lines link to the players' pages.
		{Name: "nhl lines", URL: "/api/games/nhl-2023020001", Status: 200, Check: func(t *testing.T, body map[string]any) {
			goals := map[string]float64{}
			for _, p := range list(t, obj(t, body, "box_score")["players"]) {
				if g, ok := obj(t, p, "stats")["goals"]; ok {
					goals[p["side"].(string)] += num(t, g)
				}
			}
			if goals["home"] != num(t, body["home_score"]) || goals["away"] != num(t, body["away_score"]) {
				t.Errorf("goals %v, score %v-%v", goals, body["away_score"], body["home_score"])
			}
			boxPlayer("F. Forsberg", map[string]float64{"assists": 2, "shots": 6, "time_on_ice_seconds": 1251}, true)(t, body)
		}},
		// NFL defence lines from PFR, linked by name on the team's roster.
		{Name: "nfl defence", URL: "/api/games/nfl-2024-01-bal-kc", Status: 200,
			Check: boxPlayer("Roquan Smith", map[string]float64{"tackles": 7, "interceptions": 1}, true)},
		// No source has a box score for a 1990 game: no box_score at all.
		{Name: "none", URL: "/api/games/mlb-bos199004090", Status: 200, NotContains: []string{`"box_score"`}},
	})
}
