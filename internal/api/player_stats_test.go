package api_test

import (
	"encoding/csv"
	"encoding/json"
	"math"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

const psBase = "/api/v1/analytics/"

func TestPlayerStatsRoutes(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "NBA 2024-25 rows", URL: psBase + "players/stats/?sport__slug=basketball&season=2024&page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if num(t, b["count"]) < 400 || len(rs) != 5 || b["season"] != 2024.0 {
				t.Fatalf("count %v, %d rows, season %v", b["count"], len(rs), b["season"])
			}
			// The 2024-25 scoring leader by total points: Gilgeous-Alexander, 32.7 a game.
			if rs[0]["player_slug"] != "shai-gilgeous-alexander" || rs[0]["points_per_game"] != 32.7 {
				t.Errorf("first row %v %v", rs[0]["player_slug"], rs[0]["points_per_game"])
			}
			// 2024-25 rebounds and assists exist only as per-game averages
			// (no source has the totals): the efficiency rating, made of
			// totals, is not covered there rather than made up.
			for _, r := range rs {
				if r["passing_yards"] != nil || r["usage_rate"] != nil || r["rebounds"] != nil || r["efficiency_rating"] != nil || r["rebounds_per_game"] == nil {
					t.Errorf("%v: football figure, usage rate, rebound totals or efficiency without them", r["player_name"])
				}
			}
		}},
		{Name: "default season is the latest with points", URL: psBase + "players/stats/?sport__slug=basketball&page_size=1", Status: 200, Contains: []string{`"season":2025`}},
		{Name: "site scope", URL: psBase + "players/stats/?page_size=1", Headers: map[string]string{"Host": "nfl.localhost"}, Status: 200, Contains: []string{`"sport":"football"`}},
		{Name: "team, position and order", URL: psBase + "players/stats/?sport__slug=football&season=2024&team=CIN&position=qb&ordering=-passing_yards", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) == 0 || rs[0]["player_slug"] != "joe-burrow" || rs[0]["passing_yards"] != 4918.0 || rs[0]["passer_rating"] != 108.5 || rs[0]["efficiency_rating"] != 108.5 {
				t.Fatalf("Bengals QBs 2024: %v", rs)
			}
			for _, r := range rs {
				if !strings.Contains(r["team_name"].(string), "Bengals") || !strings.HasPrefix(r["position"].(string), "QB") {
					t.Errorf("row %v %v", r["team_name"], r["position"])
				}
			}
		}},
		{Name: "order by a stat name", URL: psBase + "players/stats/?sport__slug=baseball&season=2001&ordering=-home_runs&page_size=1", Status: 200, Contains: []string{`"player_slug":"barry-bonds"`, `"home_runs":73`}},
		{Name: "search", URL: psBase + "players/stats/?sport__slug=hockey&season=2024&search=mcdavid", Status: 200, Contains: []string{`"count":1`, "connor-mcdavid"}},
		{Name: "no sport on the hub", URL: psBase + "players/stats/", Status: 400, Contains: []string{"sport__slug"}},
		{Name: "bad ordering", URL: psBase + "players/stats/?sport__slug=basketball&ordering=-nope", Status: 400, Contains: []string{"ordering"}},
		{Name: "bad team", URL: psBase + "players/stats/?sport__slug=basketball&team=nope", Status: 400, Contains: []string{"team"}},
		{Name: "bad season", URL: psBase + "players/stats/?sport__slug=basketball&season=x", Status: 400, Contains: []string{"season"}},
		{Name: "no rows", URL: psBase + "players/stats/?sport__slug=basketball&level__slug=ncaa-d1", Status: 200, Contains: []string{`"count":0`}},

		{Name: "leaders lowercase", URL: psBase + "players/stats/leaders/?sport__slug=basketball&category=scoring&limit=3", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			// 2025-26 (the latest season with points): Dončić 33.5 a game (NBA.com).
			if len(rs) != 3 || rs[0]["player_slug"] != "luka-doncic" || rs[0]["value"] != 33.5 {
				t.Fatalf("scoring leaders %v", rs)
			}
			for _, r := range rs {
				if num(t, r["games_played"]) < num(t, b["minimum"]) {
					t.Errorf("%v under the minimum", r["player_name"])
				}
			}
		}},
		{Name: "leaders by name", URL: psBase + "players/stats/leaders/?sport__slug=football&category=Rushing&limit=1", Status: 200, Contains: []string{`"stat":"rushing_yards"`, `"rank":1`}},
		{Name: "football defense has no data", URL: psBase + "players/stats/leaders/?sport__slug=football&category=defense", Status: 200, Contains: []string{`"results":[]`, "no tackles"}},
		{Name: "baseball pitching", URL: psBase + "players/stats/leaders/?sport__slug=baseball&season=2024&category=pitching&limit=1", Status: 200, Contains: []string{`"lower_is_better":true`, `"player_slug":"chris-sale"`}},
		// Rate leaders follow the leagues' own minimums: plate appearances,
		// not at-bats (Williams walked 147 times in 1941), games or totals.
		{Name: "1941 batting title", URL: psBase + "players/stats/leaders/?sport__slug=baseball&season=1941&category=batting&limit=2", Status: 200,
			Contains: []string{`"player_slug":"ted-williams","player_name":"Ted Williams"`, `"value":0.406`, `"minimum":477`, "3.1 plate appearances per team game"}},
		{Name: "1998 batting title", URL: psBase + "players/stats/leaders/?sport__slug=baseball&season=1998&category=batting&limit=1", Status: 200,
			Contains: []string{`"player_slug":"larry-walker"`, `"value":0.363`, `"minimum":502`}},
		{Name: "1961 leagues' schedules", URL: psBase + "players/stats/leaders/?sport__slug=baseball&season=1961&category=batting&limit=1", Status: 200,
			Contains: []string{`"player_slug":"norm-cash"`, `(502 in a 162-game season); NL 477`}},
		{Name: "NBA 1984-85 games or points", URL: psBase + "players/stats/leaders/?sport__slug=basketball&season=1984&category=scoring&limit=1", Status: 200,
			Contains: []string{`"player_slug":"bernard-king"`, `"games_played":55`, "70 games or 1400 points"}},
		{Name: "NBA 2011-12 scaled", URL: psBase + "players/stats/leaders/?sport__slug=basketball&season=2011&category=assists&limit=1", Status: 200,
			Contains: []string{`"player_slug":"rajon-rondo"`, `"minimum":57`}},
		{Name: "NHL goalie minimum", URL: psBase + "players/stats/leaders/?sport__slug=hockey&season=2019&category=goaltending&limit=1", Status: 200,
			Contains: []string{`"player_slug":"anton-khudobin"`, `"minimum":22`}},
		{Name: "NFL passer rating", URL: psBase + "players/stats/leaders/?sport__slug=football&season=2020&category=passer-rating&limit=1", Status: 200,
			Contains: []string{`"player_slug":"aaron-rodgers"`, `"value":121.5`, `"minimum":224`}},
		{Name: "hockey default category", URL: psBase + "players/stats/leaders/?sport__slug=hockey&limit=1", Status: 200, Contains: []string{`"category":"scoring"`}},
		{Name: "unknown category", URL: psBase + "players/stats/leaders/?sport__slug=basketball&category=passing", Status: 400, Contains: []string{"category"}},

		{Name: "a player's seasons", URL: psBase + "players/stats/michael-jordan/", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if num(t, b["count"]) != 15 || rs[0]["season"] != 2002.0 || rs[len(rs)-1]["season"] != 1984.0 {
				t.Fatalf("Jordan: %v seasons, %v .. %v", b["count"], rs[0]["season"], rs[len(rs)-1]["season"])
			}
		}},
		{Name: "unknown player", URL: psBase + "players/stats/no-such-player/", Status: 404},
		{Name: "unknown career", URL: psBase + "players/stats/no-such-player/career", Status: 404},

		{Name: "breakouts", URL: psBase + "analytics/breakout_candidates/?sport__slug=basketball&limit=10", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) == 0 {
				t.Fatal("no breakout candidates")
			}
			last := math.Inf(1)
			for _, r := range rs {
				prev, cur, imp := num(t, r["previous_per_game"]), num(t, r["points_per_game"]), num(t, r["improvement_percentage"])
				if math.Abs((cur-prev)/prev*100-imp) > 0.051 || imp > last || imp <= 0 {
					t.Errorf("%v: %v -> %v is not +%v%% (or out of order)", r["player_name"], prev, cur, imp)
				}
				if num(t, r["games_played"]) < num(t, b["min_games"]) || prev < num(t, b["min_previous"]) {
					t.Errorf("%v under the thresholds", r["player_name"])
				}
				last = imp
			}
		}},
		{Name: "breakouts bad limit", URL: psBase + "analytics/breakout_candidates/?sport__slug=hockey&limit=0", Status: 400, Contains: []string{"limit"}},

		{Name: "compare", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"lebron-james","player2_id":"michael-jordan"}`, Status: 200, Check: checkComparison},
		{Name: "compare by id", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"wayne-gretzky","player2_id":"connor-mcdavid"}`, Status: 200, Check: checkComparison},
		{Name: "compare same player", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"lebron-james","player2_id":"LeBron-James"}`, Status: 400, Contains: []string{"player2_id"}},
		{Name: "compare unknown", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"lebron-james","player2_id":"nobody-at-all"}`, Status: 404},
		{Name: "compare malformed", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":`, Status: 400},
		{Name: "compare missing", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"lebron-james"}`, Status: 400, Contains: []string{"player2_id"}},
		{Name: "compare across sports", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"lebron-james","player2_id":"joe-burrow"}`, Status: 400, Contains: []string{"player2_id"}},
		{Name: "compare GET", URL: psBase + "analytics/compare_players/", Status: 405},
		{Name: "compare unknown field", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":"lebron-james","player2_id":"michael-jordan","season":2010}`, Status: 400, Contains: []string{"season: unknown field"}},
		{Name: "compare by number id", Method: http.MethodPost, URL: psBase + "analytics/compare_players/", Body: `{"player1_id":0,"player2_id":"michael-jordan"}`, Status: 400, Contains: []string{"player1_id", "player id"}},

		{Name: "export json", URL: psBase + "export/player_stats/?sport__slug=hockey&season=2024&format=json", Status: 200, Contains: []string{`"count":`, `"season":2024`}},
		{Name: "export bad format", URL: psBase + "export/player_stats/?sport__slug=hockey&format=pdf", Status: 400, Contains: []string{"format"}},
		{Name: "report", URL: psBase + "reports/player_report/?player_id=wayne-gretzky", Status: 200, Check: func(t *testing.T, b map[string]any) {
			best := b["best_season"].(map[string]any)
			if best["season"] != 1983.0 || best["value"] != 2.77 || best["rank"] != 1.0 {
				t.Errorf("Gretzky's best season %v", best)
			}
		}},
		{Name: "report needs a player", URL: psBase + "reports/player_report/", Status: 400, Contains: []string{"player_id"}},
		{Name: "report unknown", URL: psBase + "reports/player_report/?player_id=nobody-at-all", Status: 404},
	})
}

func checkComparison(t *testing.T, b map[string]any) {
	sim := num(t, b["similarity_score"])
	if sim <= 0 || sim > 1 || num(t, b["features_compared"]) < 3 || num(t, b["league_players"]) < 1000 || b["recommendation"] == "" {
		t.Fatalf("similarity %v over %v figures, %v league players", sim, b["features_compared"], b["league_players"])
	}
	adv := b["advantages"].(map[string]any)
	n := map[string]int{}
	for _, c := range b["comparisons"].([]any) {
		c := c.(map[string]any)
		n[c["verdict"].(string)]++
		if d, ok := c["difference_percentage"].(float64); ok && c["verdict"] == "similar" && math.Abs(d) > 10 {
			t.Errorf("%v: %v%% is not similar", c["stat"], d)
		}
	}
	if len(adv["player1"].([]any)) != n["better"] || len(adv["player2"].([]any)) != n["worse"] {
		t.Errorf("advantages %v do not follow the verdicts %v", adv, n)
	}
}

// A career total is the sum of its season rows, per league and in all.
// A page is the window of the whole ordered, filtered list: page 2 of 5
// rows is rows 6-10 of a page of 10, and both count every matching row;
// a page past the end has none. The CSV export has them all.
func TestPlayerStatsPagesWindowTheList(t *testing.T) {
	slugs := func(url string) (float64, []any) {
		t.Helper()
		res, body := getBody(t, url)
		var b map[string]any
		if res.StatusCode != 200 || json.Unmarshal([]byte(body), &b) != nil {
			t.Fatalf("%s: %d %s", url, res.StatusCode, body)
		}
		var out []any
		for _, r := range apitest.Results(t, b) {
			out = append(out, r["player_slug"])
		}
		return b["count"].(float64), out
	}
	q := psBase + "players/stats/?sport__slug=basketball&season=2024&position=c"
	count10, ten := slugs(q + "&page_size=10")
	count5, page2 := slugs(q + "&page_size=5&page=2")
	if count10 != count5 || count10 < 10 || len(ten) != 10 {
		t.Fatalf("count %v and %v, %d rows on a page of 10", count10, count5, len(ten))
	}
	if !reflect.DeepEqual(ten[5:], page2) {
		t.Fatalf("rows 6-10 %v, page 2 %v", ten[5:], page2)
	}
	last := int(count10)/5 + 2
	if countPast, past := slugs(q + "&page_size=5&page=" + strconv.Itoa(last)); countPast != count10 || len(past) != 0 {
		t.Fatalf("page %d: count %v, rows %v", last, countPast, past)
	}
	res, body := getBody(t, psBase+"export/player_stats/?sport__slug=basketball&season=2024&position=c")
	rows, err := csv.NewReader(strings.NewReader(body)).ReadAll()
	if res.StatusCode != 200 || err != nil || len(rows)-1 != int(count10) {
		t.Fatalf("export: %d, %v, %d rows for a count of %v", res.StatusCode, err, len(rows)-1, count10)
	}
}

func TestPlayerCareerSumsSeasons(t *testing.T) {
	for _, tc := range []struct{ slug, stat string }{
		{"lebron-james", "points"}, {"wayne-gretzky", "points"}, {"babe-ruth", "home_runs"}, {"joe-burrow", "passing_yards"},
	} {
		b := tcGet(t, psBase+"players/stats/"+tc.slug+"/career/")
		var all float64
		perLeague := map[string]float64{}
		for _, s := range b["seasons"].([]any) {
			s := s.(map[string]any)
			v := s["stats"].(map[string]any)[tc.stat]
			if v != nil {
				all += v.(float64)
				perLeague[s["league"].(string)] += v.(float64)
			}
		}
		career := b["career"].(map[string]any)["stats"].(map[string]any)[tc.stat]
		if career != all || all == 0 {
			t.Errorf("%s: career %s %v, seasons sum to %v", tc.slug, tc.stat, career, all)
		}
		for _, l := range b["leagues"].([]any) {
			l := l.(map[string]any)
			if got := l["totals"].(map[string]any)["stats"].(map[string]any)[tc.stat]; got != nil && got != perLeague[l["league"].(string)] {
				t.Errorf("%s %v: %v, seasons sum to %v", tc.slug, l["league"], got, perLeague[l["league"].(string)])
			}
		}
	}
	if p := tcGet(t, psBase+"players/stats/wayne-gretzky/career/")["career"].(map[string]any)["points"]; p != 2967.0 {
		t.Errorf("Gretzky's career points (NHL 2,857 + WHA 110) = %v", p)
	}
}

// The CSV export holds the list's rows in a file named player-stats-{season}.csv.
func TestPlayerStatsExportCSV(t *testing.T) {
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, psBase+"export/player_stats/?sport__slug=basketball&season=2023", nil))
	if rec.Code != 200 || rec.Header().Get("Content-Disposition") != `attachment; filename="player-stats-2023.csv"` {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	rows, err := csv.NewReader(rec.Body).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	count := num(t, tcGet(t, psBase+"players/stats/?sport__slug=basketball&season=2023&page_size=1")["count"])
	if float64(len(rows)-1) != count || rows[0][0] != "id" || rows[0][3] != "player_name" {
		t.Errorf("%d CSV lines for %v rows; header %v", len(rows), count, rows[0][:4])
	}
	rec = httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, psBase+"reports/player_report/?player_id=lebron-james&format=csv", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "\ncareer,") || !strings.HasPrefix(rec.Body.String(), "row,id,") {
		t.Errorf("report CSV %d %.200s", rec.Code, rec.Body.String())
	}
}
