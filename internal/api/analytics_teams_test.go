package api_test

import (
	"context"
	"encoding/csv"
	"math"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

const teamsBase = "/api/v1/analytics/"

func teamRow(t *testing.T, rs []map[string]any, slug string) map[string]any {
	t.Helper()
	for _, r := range rs {
		if r["team_id"] == slug {
			return r
		}
	}
	t.Fatalf("no row for %s", slug)
	return nil
}

func TestTeamStatRows(t *testing.T) {
	nfl2007 := func(t *testing.T, b map[string]any) {
		rs := apitest.Results(t, b)
		if len(rs) != 32 || gameNum(b["count"]) != 32 {
			t.Fatalf("want 32 NFL teams, got %d", len(rs))
		}
		ne := rs[0]
		if ne["team_id"] != "new-england-patriots" || ne["wins"] != 16.0 || ne["losses"] != 0.0 || ne["win_percentage"] != 1.0 ||
			ne["points_for"] != 589.0 || ne["points_against"] != 274.0 || ne["point_differential"] != 315.0 || ne["streak"] != "W16" ||
			ne["division"] != "AFC East" || ne["division_record"] != "6-0" || ne["home_record"] != "8-0" || ne["last_10"] != "10-0" {
			t.Errorf("2007 Patriots: %v", ne)
		}
		if _, ok := ne["ties"]; ok {
			t.Errorf("no tie in the 2007 NFL, yet a ties column: %v", ne["ties"])
		}
		for i := 1; i < len(rs); i++ {
			if gameNum(rs[i]["win_percentage"]) > gameNum(rs[i-1]["win_percentage"]) {
				t.Fatalf("not by win percentage at %d", i)
			}
		}
	}
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NFL 2007 by win percentage", URL: teamsBase + "teams/stats/?sport__slug=football&level__slug=professional&season=2007", Status: 200, Check: nfl2007},
		{Name: "by_season takes the season slug", URL: teamsBase + "teams/stats/by_season/?season_id=nfl-2007-08", Status: 200, Check: nfl2007},
		{Name: "the NFL site's sport", URL: teamsBase + "teams/stats/?season=2007", Headers: map[string]string{"Host": "nfl.localhost"}, Status: 200, Check: nfl2007},
		{Name: "division and ordering", URL: teamsBase + "teams/stats/?sport__slug=football&season=2007&division=AFC%20East&ordering=points_against", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 4 {
					t.Fatalf("AFC East: %d teams", len(rs))
				}
				for i, r := range rs {
					if r["division"] != "AFC East" || (i > 0 && gameNum(r["points_against"]) < gameNum(rs[i-1]["points_against"])) {
						t.Errorf("row %d: %v %v", i, r["division"], r["points_against"])
					}
				}
			}},
		{Name: "NHL rows count overtime losses", URL: teamsBase + "teams/stats/?sport__slug=hockey&season=2023", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				for _, r := range rs {
					if _, ok := r["otl"]; !ok || gameNum(r["wins"])+gameNum(r["losses"])+gameNum(r["otl"]) != gameNum(r["games_played"]) {
						t.Fatalf("%v: %v-%v-%v in %v", r["team_name"], r["wins"], r["losses"], r["otl"], r["games_played"])
					}
				}
			}},
		// The rows are the standings' rows: one computation.
		{Name: "same records as the standings", URL: teamsBase + "teams/stats/?sport__slug=basketball&season=2018", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				_, body := getBody(t, "/api/games/standings?season=2018&sport__slug=basketball&level__slug=professional")
				for _, r := range apitest.Results(t, b) {
					if !strings.Contains(body, `"slug":"`+gameStr(r["team_id"])+`"`) {
						t.Errorf("%v not in the standings", r["team_id"])
					}
				}
				if r := teamRow(t, apitest.Results(t, b), "milwaukee-bucks"); r["wins"] != 60.0 || r["home_record"] != "33-8" {
					t.Errorf("Bucks: %v", r)
				}
			}},
		{Name: "bad ordering", URL: teamsBase + "teams/stats/?ordering=height", Status: 400, Contains: []string{`"ordering`}},
		{Name: "bad season", URL: teamsBase + "teams/stats/?season=19x", Status: 400, Contains: []string{`"season`}},
		{Name: "bad sport", URL: teamsBase + "teams/stats/?sport__slug=curling", Status: 400, Contains: []string{`"sport__slug`}},
		{Name: "unknown season slug", URL: teamsBase + "teams/stats/by_season/?season_id=nfl-1800", Status: 404, Contains: []string{`"detail"`}},
		{Name: "a season without games is empty", URL: teamsBase + "teams/stats/?sport__slug=football&season=1860", Status: 200, Contains: []string{`"count":0`}},
	})
}

// franchiseID looks a franchise's id up: ids depend on how many rows the
// groups imported before its own wrote, so tests never write them down.
func franchiseID(t *testing.T, slug string) int {
	t.Helper()
	frs, err := realStore.FranchiseRows(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range frs {
		if f.Slug == slug {
			return f.ID
		}
	}
	t.Fatalf("no franchise %s", slug)
	return 0
}

func TestTeamStatDetailAndHistory(t *testing.T) {
	// The Patriots' id depends on how many rows the groups imported before
	// football write, so it is looked up rather than written down.
	patriots := franchiseID(t, "new-england-patriots")
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "a team's season by slug", URL: teamsBase + "teams/stats/new-england-patriots/?season=2007", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if b["wins"] != 16.0 || b["season"] != 2007.0 || b["team_name"] != "New England Patriots" {
					t.Errorf("%v", b)
				}
			}},
		{Name: "by id, its latest season", URL: teamsBase + "teams/stats/" + strconv.Itoa(patriots) + "/", Status: 200, Contains: []string{`"team_id":"new-england-patriots"`}},
		{Name: "historical, newest first", URL: teamsBase + "teams/stats/green-bay-packers/historical/", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) < 100 {
					t.Fatalf("Packers: %d seasons", len(rs))
				}
				for i := 1; i < len(rs); i++ {
					if gameNum(rs[i]["season"]) >= gameNum(rs[i-1]["season"]) {
						t.Fatalf("not newest first at %d", i)
					}
				}
				if last := rs[len(rs)-1]; last["season"] != 1921.0 || last["team_id"] != "green-bay-packers" {
					t.Errorf("first season %v", last["season"])
				}
			}},
		{Name: "unknown team", URL: teamsBase + "teams/stats/no-such-team/", Status: 404, Contains: []string{`"detail"`}},
		{Name: "garbage id", URL: teamsBase + "teams/stats/%27%3B--/historical/", Status: 404, Contains: []string{`"detail"`}},
		{Name: "a season without the team", URL: teamsBase + "teams/stats/new-england-patriots/?season=1950", Status: 404},
	})
}

func TestTeamRankings(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "overall NFL 2007", URL: teamsBase + "teams/stats/rankings/?sport__slug=football&season=2007", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				best, off, def := gameObj(b["best_record"]), gameObj(b["top_offense"]), gameObj(b["top_defense"])
				if best["team_name"] != "New England Patriots" || best["record"] != "16-0" || best["win_percentage"] != 1.0 {
					t.Errorf("best record %v", best)
				}
				if off["team_name"] != "New England Patriots" || off["points_per_game"] != 36.81 {
					t.Errorf("top offense %v", off)
				}
				if def["team_name"] != "Indianapolis Colts" || def["points_allowed_per_game"] != 16.38 {
					t.Errorf("top defense %v", def)
				}
				if s := gameObj(b["longest_streak"]); !strings.HasPrefix(gameStr(s["streak"]), "W") {
					t.Errorf("longest streak %v", s)
				}
				if rs := apitest.Results(t, map[string]any{"results": b["rankings"]}); len(rs) != 32 || rs[0]["rank"] != 1.0 {
					t.Errorf("rankings %d", len(rs))
				}
			}},
		{Name: "defense ranks the fewest allowed first", URL: teamsBase + "teams/stats/rankings/?sport__slug=basketball&season=2018&category=defense", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, map[string]any{"results": b["rankings"]})
				for i := 1; i < len(rs); i++ {
					if gameNum(rs[i]["points_allowed_per_game"]) < gameNum(rs[i-1]["points_allowed_per_game"]) {
						t.Fatalf("defense order at %d", i)
					}
				}
			}},
		{Name: "unknown category", URL: teamsBase + "teams/stats/rankings/?category=vibes", Status: 400, Contains: []string{`\"category\"`}},
	})
}

func TestTeamTrendsAndMetrics(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "Chiefs trends", URL: teamsBase + "analytics/team_trends/?team_id=kansas-city-chiefs&games=5", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				ss := apitest.Results(t, map[string]any{"results": b["seasons"]})
				if len(ss) < 60 {
					t.Fatalf("%d seasons", len(ss))
				}
				var sb bool
				for i, s := range ss {
					if i > 0 && gameNum(s["season"]) <= gameNum(ss[i-1]["season"]) {
						t.Fatalf("not oldest first")
					}
					if s["elo_rating"] == nil {
						t.Errorf("%v: no Elo rating", s["season"])
					}
					if s["season"] == 2023.0 {
						sb = s["playoff_result"] == "champion"
					}
				}
				if !sb {
					t.Error("2023 Chiefs are not champions")
				}
				f := gameObj(b["form"])
				if f["games"] != 5.0 || len(f["results"].([]any)) != 5 || b["rating"] == nil {
					t.Errorf("form %v rating %v", f, b["rating"])
				}
			}},
		{Name: "college hockey: no forecasts, no ratings", URL: teamsBase + "analytics/team_trends/?team_id=michigan-hockey", Status: 200,
			Contains: []string{`"rating_system":null`, `"rating":null`}},
		{Name: "trends need a team", URL: teamsBase + "analytics/team_trends/", Status: 400, Contains: []string{`\"team_id\"`}},
		{Name: "trends of an unknown team", URL: teamsBase + "analytics/team_trends/?team_id=nobody", Status: 404},
		{Name: "games out of range", URL: teamsBase + "analytics/team_trends/?team_id=kansas-city-chiefs&games=500", Status: 400, Contains: []string{`\"games\"`}},
		{Name: "Patriots 2007 metrics", URL: teamsBase + "analytics/advanced_metrics/?team_id=new-england-patriots&season=2007", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				py, sos, rt := gameObj(b["pythagorean"]), gameObj(b["strength_of_schedule"]), gameObj(b["rating"])
				// 589^2.37 / (589^2.37 + 274^2.37) = 0.8598
				if py["exponent"] != 2.37 || py["expected_win_percentage"] != 0.86 || py["actual_wins"] != 16.0 {
					t.Errorf("pythagorean %v", py)
				}
				if p := gameNum(sos["opponent_win_percentage"]); p < 0.35 || p > 0.65 || sos["games"] != 16.0 || sos["rating_games"] != 16.0 {
					t.Errorf("schedule %v", sos)
				}
				if e := gameNum(rt["season_end"]); e < 1650 || math.IsNaN(e) {
					t.Errorf("rating %v", rt)
				}
				if d := gameObj(b["point_differential"]); d["total"] != 315.0 || d["per_game"] != 19.69 {
					t.Errorf("differential %v", d)
				}
			}},
		{Name: "metrics need a numeric season", URL: teamsBase + "analytics/advanced_metrics/?team_id=new-england-patriots&season=x", Status: 400, Contains: []string{`\"season\"`}},
	})
}

func TestTeamReportsAndExport(t *testing.T) {
	post := func(body string) apitest.Scenario {
		return apitest.Scenario{Method: http.MethodPost, URL: teamsBase + "reports/comparison_report/", Body: body, Status: 400, Contains: []string{`"detail"`}}
	}
	cases := []apitest.Scenario{
		{Name: "team report", URL: teamsBase + "reports/team_report/?team_id=green-bay-packers", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if gameNum(b["seasons"]) < 100 || gameObj(b["advanced"])["pythagorean"] == nil {
					t.Errorf("report: %v seasons", b["seasons"])
				}
			}},
		{Name: "team report as CSV", URL: teamsBase + "reports/team_report/?team_id=green-bay-packers&format=csv", Status: 200,
			WantHeaders: map[string]string{"Content-Disposition": `attachment; filename="team-report-green-bay-packers.csv"`}, Contains: []string{"team_id,team_name,season"}},
		{Name: "report format", URL: teamsBase + "reports/team_report/?team_id=green-bay-packers&format=pdf", Status: 400, Contains: []string{`\"format\"`}},
		{Name: "comparison", Method: http.MethodPost, URL: teamsBase + "reports/comparison_report/", Body: `{"team_ids":["new-england-patriots", ` + strconv.Itoa(franchiseID(t, "kansas-city-chiefs")) + `, "indianapolis-colts"],"season":2007}`, Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				if n := len(b["teams"].([]any)); n != 3 {
					t.Fatalf("%d teams", n)
				}
				for _, m := range b["metrics"].([]any) {
					if mm := m.(map[string]any); mm["name"] == "win_percentage" && mm["leader"] != "new-england-patriots" {
						t.Errorf("win pct leader %v", mm["leader"])
					}
				}
			}},
		post(`{"team_ids":["new-england-patriots","new-england-patriots"]}`),
		post(`{"team_ids":["new-england-patriots"]}`),
		post(`{"team_ids":["a","b","c","d","e"]}`),
		post(`{"team_ids":["new-england-patriots","new-york-yankees"]}`),
		post(`{"team_ids":["new-england-patriots",-3]}`),
		post(`not json`),
		post(`{"team_ids":["new-england-patriots","kansas-city-chiefs"],"year":2007}`),
		{Name: "export JSON", URL: teamsBase + "export/team_stats/?sport__slug=football&season=2007&format=json", Status: 200, Contains: []string{`"season":2007`, `"team_id":"new-england-patriots"`}},
		{Name: "export format", URL: teamsBase + "export/team_stats/?format=xml", Status: 400, Contains: []string{`\"format\"`}},
	}
	for i := range cases {
		if cases[i].Name == "" {
			cases[i].Name = "comparison rejects " + cases[i].Body
		}
	}
	apitest.Run(t, realAPI, cases)

	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, teamsBase+"export/team_stats/?sport__slug=football&season=2007", nil))
	if cd := rec.Header().Get("Content-Disposition"); cd != `attachment; filename="team-stats-2007.csv"` {
		t.Errorf("Content-Disposition %q", cd)
	}
	rows, err := csv.NewReader(rec.Body).ReadAll()
	if err != nil || len(rows) != 33 || rows[1][0] != "new-england-patriots" || rows[1][7] != "16" {
		t.Fatalf("CSV: %v, %d rows, %v", err, len(rows), rows[:min(2, len(rows))])
	}
}
