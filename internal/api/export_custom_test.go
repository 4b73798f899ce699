package api_test

import (
	"encoding/csv"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

const customURL = "/api/v1/analytics/export/custom_report/"

// postCustom posts a custom report body and returns the answer.
func postCustom(t *testing.T, body string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, customURL, strings.NewReader(body)))
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: %d %.300s", body, rec.Code, rec.Body.String())
	}
	return rec
}

func fileNameOf(rec *httptest.ResponseRecorder) string {
	_, name, _ := strings.Cut(rec.Header().Get("Content-Disposition"), "filename=")
	return strings.Trim(name, `"`)
}

// column returns one column of a CSV table (header first).
func column(rows [][]string, name string) []string {
	j := slices.Index(rows[0], name)
	var out []string
	for _, r := range rows {
		out = append(out, r[j])
	}
	return out
}

func TestCustomReportMatchesExports(t *testing.T) {
	// Games of one NFL season, two columns: the export's rows, cut.
	_, full := exportCSV(t, "/api/v1/analytics/export/games/?sport__slug=football&level__slug=professional&season=2023")
	rec := postCustom(t, `{"report":"games","filters":{"sport__slug":"football","level__slug":"professional","season":"2023"},"columns":["home_score","id"]}`)
	rows, err := csv.NewReader(rec.Body).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if name := fileNameOf(rec); name != "custom-games-football-professional-2023.csv" {
		t.Errorf("file %q", name)
	}
	if len(rows) != len(full) || len(full) < 280 || !slices.Equal(rows[0], []string{"home_score", "id"}) {
		t.Fatalf("%d rows (export %d), header %v", len(rows), len(full), rows[0])
	}
	if !slices.Equal(column(rows, "id"), column(full, "id")) || !slices.Equal(column(rows, "home_score"), column(full, "home_score")) {
		t.Error("custom columns differ from the export's")
	}

	// The same as JSON: each row holds exactly those keys, numbers as numbers.
	rec = postCustom(t, `{"report":"games","filters":{"sport__slug":"football","level__slug":"professional","season":"2023"},"columns":["id","home_score"],"format":"json"}`)
	var doc struct {
		Report  string           `json:"report"`
		Count   int              `json:"count"`
		Results []map[string]any `json:"results"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Report != "games" || doc.Count != len(full)-1 || len(doc.Results) != doc.Count || fileNameOf(rec) != "custom-games-football-professional-2023.json" {
		t.Fatalf("report %q count %d results %d, file %q", doc.Report, doc.Count, len(doc.Results), fileNameOf(rec))
	}
	for _, r := range doc.Results {
		if _, ok := r["home_score"].(float64); len(r) != 2 || !ok || r["id"] == nil {
			t.Fatalf("row %v", r)
		}
	}

	// Without columns: byte for byte the export's rows, for every report.
	for _, c := range []struct{ report, filters, url string }{
		{"standings", `{"season_id":"nhl-2023-24"}`, "/api/v1/analytics/export/standings/?season_id=nhl-2023-24"},
		{"season_summary", `{"season_id":"2023","sport__slug":"baseball","level__slug":"professional"}`,
			"/api/v1/analytics/export/season_summary/?season_id=2023&sport__slug=baseball&level__slug=professional"},
		{"team_stats", `{"sport__slug":"football","season":"2007"}`, "/api/v1/analytics/export/team_stats/?sport__slug=football&season=2007"},
		{"player_stats", `{"sport__slug":"hockey","season":"2024"}`, "/api/v1/analytics/export/player_stats/?sport__slug=hockey&season=2024"},
	} {
		name, want := exportCSV(t, c.url)
		rec := postCustom(t, `{"report":"`+c.report+`","filters":`+c.filters+`}`)
		got, err := csv.NewReader(rec.Body).ReadAll()
		if err != nil || len(want) < 2 || !slices.EqualFunc(got, want, slices.Equal) || fileNameOf(rec) != "custom-"+name {
			t.Errorf("%s: %d rows, export %d (%v), file %q for %q", c.report, len(got), len(want), err, fileNameOf(rec), name)
		}
	}
}

func TestCustomReportErrors(t *testing.T) {
	post := func(name, body string, status int, contains ...string) apitest.Scenario {
		return apitest.Scenario{Name: name, Method: http.MethodPost, URL: customURL, Body: body, Status: status, Contains: contains}
	}
	apitest.Run(t, realAPI, []apitest.Scenario{
		post("malformed", `{"report":`, 400, `"detail"`, "body"),
		post("not an object", `[1,2]`, 400, "body"),
		post("unknown field", `{"report":"games","colums":["game_id"]}`, 400, "body"),
		post("unknown report", `{"report":"predictions"}`, 400, "report"),
		post("no report", `{}`, 400, "report"),
		post("bad format", `{"report":"games","format":"xml"}`, 400, "format"),
		post("unknown column", `{"report":"standings","filters":{"season_id":"nhl-2023-24"},"columns":["wins","goals"]}`, 400, "columns", "goals", "wins"),
		post("column twice", `{"report":"standings","filters":{"season_id":"nhl-2023-24"},"columns":["wins","wins"]}`, 400, "columns"),
		post("bad filter", `{"report":"games","filters":{"season":"abc"}}`, 400, "season"),
		post("unknown season", `{"report":"season_summary","filters":{"season_id":"nba-1066-67"}}`, 404, "nba-1066-67"),
		post("unknown filter", `{"report":"games","filters":{"seasn":"2023"}}`, 400, "filters", "seasn", "season"),
		post("filter not a string", `{"report":"games","filters":{"season":2023}}`, 400, "body"),
		post("json", `{"report":"standings","filters":{"season_id":"nhl-2023-24"},"columns":["wins"],"format":"json"}`, 200, `"count":32`, `"columns":["wins"]`),
		{Name: "GET not allowed", URL: customURL, Status: 405},
	})
}
