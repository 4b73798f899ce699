package api_test

import (
	"encoding/csv"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
	"github.com/almanac-sports/almanac/internal/readmodel"
)

// exportCSV fetches a CSV export: its file name and rows (header first).
func exportCSV(t *testing.T, url string) (string, [][]string) {
	t.Helper()
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
		t.Fatalf("%s: %d %s: %.300s", url, rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
	}
	rows, err := csv.NewReader(rec.Body).ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", url, err)
	}
	_, name, _ := strings.Cut(rec.Header().Get("Content-Disposition"), "filename=")
	return strings.Trim(name, `"`), rows
}

func TestExportGames(t *testing.T) {
	const filter = "sport__slug=football&level__slug=professional&season=2023"
	var list struct {
		Count   int                  `json:"count"`
		Results []readmodel.Game `json:"results"`
	}
	getJSON(t, "/api/games?"+filter+"&ordering=game_date&page_size=500", &list)
	name, rows := exportCSV(t, "/api/v1/analytics/export/games/?"+filter)
	if name != "games-football-professional-2023.csv" || len(rows) != list.Count+1 || list.Count < 280 {
		t.Fatalf("%s: %d rows, /api/games counts %d", name, len(rows), list.Count)
	}
	if strings.Join(rows[0], ",") != strings.Join(readmodel.GameCSVHeader, ",") {
		t.Errorf("header %v", rows[0])
	}
	// Oldest first, the list's games in the list's order.
	for i, g := range list.Results {
		if r := rows[i+1]; r[1] != g.GameDate || r[11] != g.HomeTeamName || r[14] != g.AwayTeamName {
			t.Fatalf("row %d %v, game %s %s at %s", i, r, g.GameDate, g.AwayTeamName, g.HomeTeamName)
		}
	}
	var js struct {
		Count   int                  `json:"count"`
		Results []readmodel.Game `json:"results"`
	}
	getJSON(t, "/api/v1/analytics/export/games?"+filter+"&format=json&ordering=-game_date", &js)
	if js.Count != list.Count || len(js.Results) != list.Count || js.Results[0].GameDate < js.Results[len(js.Results)-1].GameDate {
		t.Errorf("JSON export: %d (%d rows), list %d", js.Count, len(js.Results), list.Count)
	}
	// A team and a date range narrow it as they narrow /api/games.
	const team = "team=kansas-city-chiefs&game_date__gte=2023-09-01&game_date__lte=2024-02-29"
	getJSON(t, "/api/games?"+team+"&page_size=1", &list)
	if name, rows := exportCSV(t, "/api/v1/analytics/export/games?"+team); len(rows) != list.Count+1 || list.Count != 21 || name != "games-kansas-city-chiefs.csv" {
		t.Errorf("%s: %d rows, list %d (17 regular-season and 4 playoff games)", name, len(rows), list.Count)
	}
}

func TestExportStandingsAndSummary(t *testing.T) {
	var list struct {
		Count   int                      `json:"count"`
		Results []readmodel.Standing `json:"results"`
	}
	getJSON(t, "/api/games/standings?sport__slug=basketball&level__slug=professional&season=2023", &list)
	for _, ref := range []string{"season_id=nba-2023-24", "season_id=2023&sport__slug=basketball&level__slug=professional"} {
		name, rows := exportCSV(t, "/api/v1/analytics/export/standings?"+ref)
		if len(rows) != list.Count+1 || list.Count != 30 || !strings.HasPrefix(name, "standings-") {
			t.Fatalf("%s: %s %d rows, list %d", ref, name, len(rows), list.Count)
		}
		first := rows[1]
		if first[6] != list.Results[0].Team.Name || first[8] != "64" { // Boston Celtics, 64-18
			t.Errorf("%s: first row %v", ref, first)
		}
	}
	// A league's season slug keeps that league's rows.
	if _, rows := exportCSV(t, "/api/v1/analytics/export/standings?season_id=al-2023"); len(rows) != 16 {
		t.Errorf("AL 2023: %d rows", len(rows)-1)
	}

	var games struct {
		Count int `json:"count"`
	}
	getJSON(t, "/api/games?sport__slug=basketball&level__slug=professional&season=2023&page_size=1", &games)
	var sum struct {
		Count   int                       `json:"count"`
		Results []readmodel.SeasonSummary `json:"results"`
	}
	getJSON(t, "/api/v1/analytics/export/season_summary?season_id=nba-2023-24&format=json", &sum)
	if sum.Count != 1 || sum.Results[0].Games != games.Count || sum.Results[0].Champion == nil || *sum.Results[0].Champion != "Boston Celtics" ||
		sum.Results[0].RegularGames != 1230 || sum.Results[0].BestRecord == nil || *sum.Results[0].BestRecord != "64-18" {
		t.Errorf("summary %+v, /api/games counts %d", sum.Results, games.Count)
	}
	if name, rows := exportCSV(t, "/api/v1/analytics/export/season_summary?season_id=2023&sport__slug=baseball&level__slug=professional"); len(rows) != 3 ||
		name != "season-summary-baseball-professional-2023.csv" {
		t.Errorf("%s: %v", name, rows)
	}

	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "bad format", URL: "/api/v1/analytics/export/games?format=xml", Status: 400, Contains: []string{`format`}},
		{Name: "bad format standings", URL: "/api/v1/analytics/export/standings?format=pdf", Status: 400, Contains: []string{`format`}},
		{Name: "bad season filter", URL: "/api/v1/analytics/export/games?season=abc", Status: 400, Contains: []string{`season`}},
		{Name: "unknown team", URL: "/api/v1/analytics/export/games?team=no-such-team", Status: 400, Contains: []string{`team`}},
		{Name: "bad dates", URL: "/api/v1/analytics/export/games?game_date__gte=2024-02-01&game_date__lte=2024-01-01", Status: 400, Contains: []string{`game_date__lte`}},
		{Name: "summary needs a season", URL: "/api/v1/analytics/export/season_summary", Status: 400, Contains: []string{`season_id`}},
		{Name: "unknown season", URL: "/api/v1/analytics/export/season_summary?season_id=nba-1066-67", Status: 404, Contains: []string{`nba-1066-67`}},
		{Name: "year out of range", URL: "/api/v1/analytics/export/standings?season_id=1492", Status: 400, Contains: []string{`season_id`}},
		{Name: "no season that year", URL: "/api/v1/analytics/export/season_summary?season_id=1860&sport__slug=hockey", Status: 404},
		{Name: "standings json", URL: "/api/v1/analytics/export/standings?season_id=nhl-2023-24&format=json", Status: 200,
			Contains: []string{`"count":32`}, WantHeaders: map[string]string{"Content-Disposition": `attachment; filename="standings-nhl-2023-24.json"`}},
		{Name: "summary json", URL: "/api/v1/analytics/export/season_summary?season_id=nfl-2023-24&format=json", Status: 200,
			Contains: []string{`"champion":"Kansas City Chiefs"`}},
		{Name: "games json", URL: "/api/v1/analytics/export/games?sport__slug=hockey&season=2023&game_type=championship&format=json", Status: 200,
			Contains: []string{`"championship_name"`}},
	})
}
