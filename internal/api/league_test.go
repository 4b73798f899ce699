package api_test

import (
	"encoding/csv"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

const leagueBase = "/api/v1/analytics/"

type dashboardFigures struct {
	Season *struct {
		StartYear int    `json:"start_year"`
		Label     string `json:"label"`
		Complete  bool   `json:"complete"`
	} `json:"season"`
	GamesToSameDate *int     `json:"games_to_same_date"`
	SameDate        *string  `json:"same_date"`
	TotalGames      int      `json:"total_games"`
	AverageScore    *float64 `json:"average_score"`
	TopTeam         *string  `json:"top_team"`
	TopTeamRecord   *string  `json:"top_team_record"`
	ActivePlayers   *int     `json:"active_players"`
	NewPlayers      *int     `json:"new_players"`
}

type dashboardBody struct {
	dashboardFigures
	Previous      *dashboardFigures   `json:"previous"`
	ChangePercent map[string]*float64 `json:"change_percent"`
	Sports        []struct {
		Sport struct{ Slug string } `json:"sport"`
		Level struct{ Slug string } `json:"level"`
		dashboardFigures
	} `json:"sports"`
}

// The dashboard's figures are the games and standings of the season it names.
func TestLeagueDashboard(t *testing.T) {
	for _, sport := range []string{"football", "basketball", "baseball", "hockey"} {
		t.Run(sport, func(t *testing.T) {
			var d dashboardBody
			getJSON(t, leagueBase+"analytics/dashboard/?sport__slug="+sport, &d)
			if d.Season == nil || d.Previous == nil || d.Previous.Season == nil || d.AverageScore == nil || d.TopTeam == nil || d.ActivePlayers == nil || d.NewPlayers == nil {
				t.Fatalf("missing figures: %+v", d)
			}
			if *d.NewPlayers <= 0 || *d.NewPlayers >= *d.ActivePlayers {
				t.Errorf("new players %d of %d", *d.NewPlayers, *d.ActivePlayers)
			}
			for _, f := range []dashboardFigures{d.dashboardFigures, *d.Previous} {
				var games struct{ Count int }
				getJSON(t, fmt.Sprintf("/api/games?sport__slug=%s&level__slug=professional&season=%d&status=final&page_size=1", sport, f.Season.StartYear), &games)
				if f.TotalGames != games.Count {
					t.Errorf("%s: total_games %d, the games list has %d", f.Season.Label, f.TotalGames, games.Count)
				}
				var st struct{ Results []StandingRow }
				getJSON(t, fmt.Sprintf("/api/games/standings?sport__slug=%s&level__slug=professional&season=%d&page_size=500", sport, f.Season.StartYear), &st)
				best := 0.0
				for _, r := range st.Results {
					best = math.Max(best, r.WinPercentage)
				}
				found := false
				for _, r := range st.Results {
					found = found || (r.Team.Name == *f.TopTeam && r.WinPercentage == best)
				}
				if !found {
					t.Errorf("%s: top team %s is not the standings' best (%.3f)", f.Season.Label, *f.TopTeam, best)
				}
			}
			if p := d.Previous; !d.Season.Complete {
				// An in-progress season is also compared with the previous one to the same date.
				if p.GamesToSameDate == nil || *p.GamesToSameDate > p.TotalGames {
					t.Fatalf("in progress, previous season to the same date: %+v", p)
				}
				var games struct{ Count int }
				getJSON(t, fmt.Sprintf("/api/games?sport__slug=%s&level__slug=professional&season=%d&status=final&game_date__lte=%s&page_size=1",
					sport, p.Season.StartYear, *p.SameDate), &games)
				if games.Count != *p.GamesToSameDate {
					t.Errorf("previous season to %s: %d games, the games list has %d", *p.SameDate, *p.GamesToSameDate, games.Count)
				}
			}
			if d.Previous.Season.StartYear >= d.Season.StartYear {
				t.Errorf("previous season %d after %d", d.Previous.Season.StartYear, d.Season.StartYear)
			}
			if want := math.Round((*d.AverageScore-*d.Previous.AverageScore) / *d.Previous.AverageScore * 1000) / 10; d.ChangePercent["average_score"] == nil || *d.ChangePercent["average_score"] != want {
				t.Errorf("average_score change %v, want %v", d.ChangePercent["average_score"], want)
			}
		})
	}
	var hub dashboardBody
	getJSON(t, leagueBase+"analytics/dashboard/", &hub)
	sum := 0
	for _, s := range hub.Sports {
		sum += s.TotalGames
	}
	if len(hub.Sports) < 4 || hub.TotalGames != sum || hub.AverageScore != nil || hub.Season != nil || hub.TopTeam == nil {
		t.Errorf("hub: %d sports, total %d (sum %d), %+v", len(hub.Sports), hub.TotalGames, sum, hub.dashboardFigures)
	}
}

// StandingRow is what the dashboard test reads of a standings row.
type StandingRow struct {
	Team          struct{ Name string } `json:"team"`
	WinPercentage float64               `json:"win_percentage"`
}

func TestLeagueInsights(t *testing.T) {
	for _, sport := range []string{"football", "basketball", "baseball", "hockey"} {
		t.Run(sport, func(t *testing.T) {
			var in struct {
				Trends []struct {
					Key, Description, Direction string
					Current, Previous           float64
				} `json:"trends"`
				Highlights []struct {
					Key, Category, Value, Context string
					Number                        float64
					GameID                        *int64 `json:"game_id"`
				} `json:"highlights"`
			}
			getJSON(t, leagueBase+"analytics/league_insights/?sport__slug="+sport, &in)
			if len(in.Trends) < 3 || len(in.Highlights) < 3 {
				t.Fatalf("%d trends, %d highlights", len(in.Trends), len(in.Highlights))
			}
			var d dashboardBody
			getJSON(t, leagueBase+"analytics/dashboard/?sport__slug="+sport, &d)
			for _, tr := range in.Trends {
				if tr.Direction != "up" && tr.Direction != "down" && tr.Direction != "flat" {
					t.Errorf("%s: direction %q", tr.Key, tr.Direction)
				}
				if tr.Key == "scoring" && (tr.Current != *d.AverageScore || tr.Previous != *d.Previous.AverageScore ||
					!strings.Contains(tr.Description, fmt.Sprintf("%.2f", tr.Current))) {
					t.Errorf("scoring %v/%v, dashboard %v/%v: %s", tr.Current, tr.Previous, *d.AverageScore, *d.Previous.AverageScore, tr.Description)
				}
			}
			for _, h := range in.Highlights {
				if h.Value == "" || h.Context == "" || h.Category == "" {
					t.Errorf("empty highlight %+v", h)
				}
				if h.Key != "highest_scoring_game" {
					continue
				}
				var g struct {
					HomeScore int `json:"home_score"`
					AwayScore int `json:"away_score"`
				}
				getJSON(t, fmt.Sprintf("/api/games/%d", *h.GameID), &g)
				if float64(g.HomeScore+g.AwayScore) != h.Number {
					t.Errorf("highest-scoring game %d: %d+%d, highlight says %v", *h.GameID, g.HomeScore, g.AwayScore, h.Number)
				}
			}
		})
	}
}

func TestLeagueReports(t *testing.T) {
	perf := leagueBase + "reports/performance_summary/"
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NFL 2007", URL: perf + "?sport__slug=football&season=2007", Status: 200, Check: func(t *testing.T, b map[string]any) {
			s := b["sports"].([]any)[0].(map[string]any)
			teams, tot := s["teams"].([]any), s["league_totals"].(map[string]any)
			first := teams[0].(map[string]any)
			if len(teams) != 32 || first["team_name"] != "New England Patriots" || first["record"] != "16-0" || first["points_for"] != 589.0 || tot["games"] != 256.0 {
				t.Errorf("%v %v", first, tot)
			}
			wins, losses := 0.0, 0.0
			for _, x := range teams {
				wins += x.(map[string]any)["wins"].(float64)
				losses += x.(map[string]any)["losses"].(float64)
			}
			if wins != losses || wins != 256 {
				t.Errorf("wins %v, losses %v", wins, losses)
			}
		}},
		{Name: "hub: every scope", URL: perf, Status: 200, Check: func(t *testing.T, b map[string]any) {
			if n := len(b["sports"].([]any)); n < 4 {
				t.Errorf("%d scopes", n)
			}
		}},
		{Name: "the site's sport", URL: perf, Headers: map[string]string{"Host": "nhl.localhost"}, Status: 200, Contains: []string{`"slug":"hockey"`}, NotContains: []string{`"slug":"football"`}},
		{Name: "csv", URL: perf + "?sport__slug=football&season=2007&format=csv", Status: 200,
			WantHeaders: map[string]string{"Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="performance-summary-football-professional-2007.csv"`},
			Contains:    []string{"New England Patriots,NFL,16,16,0,0,0,1.000,589,274,315,8-0,8-0", "League totals (32 teams)"}},
		{Name: "dashboard report", URL: leagueBase + "reports/league_dashboard/?sport__slug=basketball", Status: 200, Contains: []string{`"total_games":`, `"top_team":`}},
		{Name: "dashboard csv", URL: leagueBase + "reports/league_dashboard/?format=csv", Status: 200,
			WantHeaders: map[string]string{"Content-Disposition": `attachment; filename="league-dashboard-all.csv"`}, Contains: []string{"sport,level,season,metric,value"}},
	})
	res, body := getBody(t, leagueBase+"reports/league_dashboard/?sport__slug=hockey&format=csv")
	rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
	if err != nil || res.StatusCode != 200 || len(rows) != 10 || rows[1][3] != "total_games" {
		t.Errorf("dashboard csv: %v %d rows %v", err, len(rows), rows)
	}
}

func TestLeagueBadInput(t *testing.T) {
	dash, perf := leagueBase+"analytics/dashboard", leagueBase+"reports/performance_summary"
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "unknown sport", URL: dash + "?sport__slug=curling", Status: 400, Contains: []string{`sport__slug`}},
		{Name: "unknown level", URL: leagueBase + "analytics/league_insights?level__slug=minor", Status: 400, Contains: []string{`level__slug`}},
		// College baseball has games since 2025 (its 2026 season in progress).
		{Name: "a level whose games start in 2025", URL: dash + "?sport__slug=baseball&level__slug=ncaa-d1", Status: 200,
			Contains: []string{`"label":"2026"`, `"complete":false`, `"games_through":"2026-03-28"`}},
		{Name: "bad season", URL: perf + "?season=abc", Status: 400, Contains: []string{`season`}},
		{Name: "season out of range", URL: perf + "?season=1800", Status: 400, Contains: []string{`season`}},
		{Name: "season without games", URL: perf + "?sport__slug=basketball&season=1900", Status: 404, Contains: []string{`1900`}},
		{Name: "bad format", URL: leagueBase + "reports/league_dashboard?format=xml", Status: 400, Contains: []string{`format`}},
		{Name: "POST is 405", Method: "POST", URL: dash, Status: 405},
	})
}
