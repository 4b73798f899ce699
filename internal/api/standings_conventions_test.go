package api_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

const standingsURL = "/api/games/standings/?page_size=100&level__slug=professional"

func standingByAbbrev(t *testing.T, rs []map[string]any, abbrev string) map[string]any {
	t.Helper()
	for _, r := range rs {
		if tm, _ := r["team"].(map[string]any); tm["abbreviation"] == abbrev {
			return r
		}
	}
	t.Fatalf("no row for %s", abbrev)
	return nil
}

// countMarks counts the rows by clinch mark ("" for none).
func countMarks(rs []map[string]any) map[string]int {
	out := map[string]int{}
	for _, r := range rs {
		m, _ := r["clinch"].(string)
		out[m]++
	}
	return out
}

// Standings by league convention, checked against the seasons' known facts.
func TestStandingsConventions(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NHL 2023-24: Rangers first with 114 points and the Presidents' Trophy", URL: standingsURL + "&sport__slug=hockey&season=2023", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				nyr := rs[0]
				if nyr["team"].(map[string]any)["abbreviation"] != "NYR" || nyr["wins"] != 55.0 || nyr["losses"] != 23.0 || nyr["ot_losses"] != 4.0 ||
					nyr["points"] != 114.0 || nyr["points_percentage"] != 0.695 || nyr["clinch"] != "p" || nyr["games_behind_display"] != "-" {
					t.Errorf("first row: %v", nyr)
				}
				if nyr["regulation_wins"] == nil || nyr["regulation_overtime_wins"] == nil {
					t.Errorf("2023-24 ranks by RW and ROW: %v %v", nyr["regulation_wins"], nyr["regulation_overtime_wins"])
				}
				for i := 1; i < len(rs); i++ {
					if gameNum(rs[i]["points"]) > gameNum(rs[i-1]["points"]) {
						t.Fatalf("rank %d: %v points above %v", i, rs[i-1]["points"], rs[i]["points"])
					}
				}
				// Level on 110 points and 82 games: Winnipeg's regulation wins put it above Florida.
				wpg, fla := standingByAbbrev(t, rs, "WPG"), standingByAbbrev(t, rs, "FLA")
				if gameNum(wpg["rank"]) > gameNum(fla["rank"]) {
					t.Errorf("WPG rank %v, FLA rank %v", wpg["rank"], fla["rank"])
				}
			}},
		{Name: "NHL 2009-10: no RW or ROW before their eras", URL: standingsURL + "&sport__slug=hockey&season=2009", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				r := apitest.Results(t, b)[0]
				if r["regulation_wins"] != nil || r["regulation_overtime_wins"] != nil {
					t.Errorf("2009-10: %v %v", r["regulation_wins"], r["regulation_overtime_wins"])
				}
			}},
		{Name: "NBA 2024-25: seeds 1-6 in, 7-10 play-in, 16 playoff teams", URL: standingsURL + "&sport__slug=basketball&season=2024", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				m := countMarks(rs)
				if in := m["x"] + m["y"] + m["z"]; in != 12 || m["pi"] != 8 || m["e"] != 10 {
					t.Errorf("marks %v: want 12 in (x, y, z), 8 pi, 10 e", m)
				}
				played := 0
				for _, r := range rs {
					if p := r["playoff_position"]; p == "playoffs" || p == "champion" {
						played++
					}
				}
				if played != 16 {
					t.Errorf("%d playoff teams, want 16", played)
				}
				okc := standingByAbbrev(t, rs, "OKC")
				if okc["win_percentage_display"] != ".829" || okc["games_behind_display"] != "-" || okc["clinch"] != "z" {
					t.Errorf("OKC: %v %v %v", okc["win_percentage_display"], okc["games_behind_display"], okc["clinch"])
				}
				if gsw := standingByAbbrev(t, rs, "GSW"); gsw["clinch"] != "pi" || gsw["games_behind_display"] != "20" {
					t.Errorf("GSW (7th in the West): %v %v", gsw["clinch"], gsw["games_behind_display"])
				}
			}},
		{Name: "NFL 2022: a tie is half a win", URL: standingsURL + "&sport__slug=football&season=2022", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				nyg := standingByAbbrev(t, apitest.Results(t, b), "NYG")
				if nyg["wins"] != 9.0 || nyg["losses"] != 7.0 || nyg["ties"] != 1.0 || nyg["win_percentage"] != 0.559 || nyg["win_percentage_display"] != ".559" {
					t.Errorf("2022 Giants: %v-%v-%v %v", nyg["wins"], nyg["losses"], nyg["ties"], nyg["win_percentage"])
				}
			}},
		{Name: "NFL 1967: ties left out before 1972", URL: standingsURL + "&sport__slug=football&season=1967", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				gb := standingByAbbrev(t, apitest.Results(t, b), "GB")
				if gb["win_percentage"] != 0.692 {
					t.Errorf("1967 Packers 9-4-1: %v, want 0.692", gb["win_percentage"])
				}
			}},
		{Name: "as of a day: games after it are left to play", URL: standingsURL + "&sport__slug=hockey&date=2024-04-01", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				nyr := standingByAbbrev(t, apitest.Results(t, b), "NYR")
				if nyr["points"] != 104.0 || nyr["games_remaining"] != 7.0 || nyr["playoff_position"] != nil {
					t.Errorf("Rangers on 2024-04-01: %v points, %v left, position %v", nyr["points"], nyr["games_remaining"], nyr["playoff_position"])
				}
			}},
		{Name: "by division as of a day", URL: "/api/games/standings/by_division/?sport__slug=basketball&level__slug=professional&season=2023&date=2024-03-20", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				gs := apitest.Results(t, b)
				if len(gs) != 6 {
					t.Fatalf("%d groups, want 6 divisions", len(gs))
				}
				for _, g := range gs {
					for _, r := range g["teams"].([]any) {
						if left := gameNum(r.(map[string]any)["games_remaining"]); left < 10 {
							t.Errorf("%v games left on 2024-03-20", left)
						}
					}
				}
			}},
		{Name: "a bad date names the parameter", URL: "/api/games/standings/?date=2024-13-01", Status: 400, Contains: []string{`date`}},
		{Name: "a bad date on by_division", URL: "/api/games/standings/by_division/?date=yesterday", Status: 400, Contains: []string{`date`}},
		{Name: "a date before any season", URL: "/api/games/standings/?sport__slug=hockey&date=1800-01-01", Status: 200, Contains: []string{`"count":0`}},
	})
}
