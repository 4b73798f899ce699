package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

// tcGet fetches url from the real API and decodes the JSON object.
func tcGet(t *testing.T, url string) map[string]any {
	t.Helper()
	rec := httptest.NewRecorder()
	realAPI.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	if rec.Code != 200 {
		t.Fatalf("GET %s: %d %s", url, rec.Code, rec.Body.String())
	}
	var v map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func tcPair(t *testing.T, metrics map[string]any, group, name string) (any, any) {
	t.Helper()
	g := tcObj(t, metrics[group])
	p := tcObj(t, g[name])
	return p["a"], p["b"]
}

func TestTeamRoutes(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "list NBA teams", URL: "/api/teams?sport__slug=basketball&level__slug=professional", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if tcNum(t, b["count"]) < 30 {
				t.Fatalf("count = %v, want >= 30", b["count"])
			}
			rows := apitest.Results(t, b)
			for _, k := range []string{"id", "slug", "name", "city", "state", "country", "abbreviation", "short_name", "founded_year", "last_year",
				"last_championship_year", "championships_won", "sport", "level", "league", "division", "conference", "home_venue"} {
				if _, ok := rows[0][k]; !ok {
					t.Errorf("team lacks %q", k)
				}
			}
			for i := 1; i < len(rows); i++ {
				if rows[i]["name"].(string) < rows[i-1]["name"].(string) {
					t.Fatalf("not sorted by name: %v then %v", rows[i-1]["name"], rows[i]["name"])
				}
			}
		}},
		{Name: "list paging at 500", URL: "/api/teams?page_size=500", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if n := len(apitest.Results(t, b)); n != 500 || b["next"] == nil {
				t.Errorf("page of %d, next %v", n, b["next"])
			}
		}},
		{Name: "page_size over 500", URL: "/api/teams?page_size=501", Status: 400, Contains: []string{`page_size`}},
		{Name: "search by city", URL: "/api/teams?search=boston&sport__slug=basketball", Status: 200, Contains: []string{`"Boston Celtics"`}, NotContains: []string{`"Los Angeles Lakers"`}},
		{Name: "search by abbreviation", URL: "/api/teams?search=LAL", Status: 200, Contains: []string{`"Los Angeles Lakers"`}},
		{Name: "division filter", URL: "/api/teams?division=afc%20west", Status: 200, Contains: []string{`"Las Vegas Raiders"`, `"Kansas City Chiefs"`}, NotContains: []string{`"Dallas Cowboys"`}},
		{Name: "conference filter", URL: "/api/teams?conference=Eastern%20Conference&sport__slug=basketball", Status: 200, Contains: []string{`"Boston Celtics"`}, NotContains: []string{`"Los Angeles Lakers"`}},
		{Name: "league filter", URL: "/api/teams?league=nfl&search=chiefs", Status: 200, Contains: []string{`"Kansas City Chiefs"`}},
		{Name: "search metacharacters", URL: "/api/teams?search=_%25%5C%27", Status: 200, Contains: []string{`"count":0`}},
		{Name: "bad level", URL: "/api/teams?level__slug=ncaa-d9", Status: 400, Contains: []string{`level__slug`}},
		{Name: "debug list", URL: "/api/teams/teams?page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rows := apitest.Results(t, b)
			if tcNum(t, b["count"]) < 500 || len(rows) != 5 || rows[0]["sport_name"] == nil || rows[0]["name"] == nil {
				t.Errorf("debug list = %v", b)
			}
		}},

		{Name: "detail Celtics", URL: "/api/teams/boston-celtics", Status: 200, Check: func(t *testing.T, b map[string]any) {
			// The data holds the Celtics' 18 titles through the 2023-24 season.
			if tcNum(t, b["championships_won"]) < 18 || tcNum(t, b["last_championship_year"]) < 2024 {
				t.Errorf("titles = %v, last %v", b["championships_won"], b["last_championship_year"])
			}
			hv := tcObj(t, b["home_venue"])
			if hv["name"] != "TD Garden" || hv["capacity"] == nil {
				t.Errorf("home_venue = %v", hv)
			}
			if tcObj(t, b["division"])["name"] == nil || tcObj(t, b["conference"])["name"] == nil || b["founded_year"] == nil {
				t.Errorf("division/conference/founded = %v %v %v", b["division"], b["conference"], b["founded_year"])
			}
		}},
		{Name: "Raiders names across eras", URL: "/api/teams/las-vegas-raiders/", Status: 200, Check: func(t *testing.T, b map[string]any) {
			names, _ := b["names"].([]any)
			var got []string
			for _, n := range names {
				got = append(got, tcObj(t, n)["name"].(string))
			}
			joined := strings.Join(got, "|")
			for _, want := range []string{"Oakland Raiders", "Los Angeles Raiders", "Las Vegas Raiders"} {
				if !strings.Contains(joined, want) {
					t.Errorf("names %v lack %q", got, want)
				}
			}
			if len(got) < 4 || got[0] != "Oakland Raiders" || got[len(got)-1] != "Las Vegas Raiders" {
				t.Errorf("eras in order = %v", got)
			}
			if b["current_name"] != "Las Vegas Raiders" {
				t.Errorf("current_name = %v", b["current_name"])
			}
		}},
		{Name: "unknown team 404", URL: "/api/teams/no-such-team", Status: 404, Contains: []string{`"detail"`}},
		{Name: "unknown team 404 on roster", URL: "/api/teams/no-such-team/roster", Status: 404},
		{Name: "unknown team 404 on schedule", URL: "/api/teams/no-such-team/schedule?year=2023", Status: 404},
		{Name: "unknown team 404 on stats", URL: "/api/teams/no-such-team/stats", Status: 404},
		{Name: "unknown team 404 on seasons", URL: "/api/teams/no-such-team/seasons", Status: 404},
		{Name: "unknown team 404 on championships", URL: "/api/teams/no-such-team/championships", Status: 404},
		{Name: "unknown numeric id 404", URL: "/api/teams/99999999", Status: 404},

		{Name: "Celtics championships", URL: "/api/teams/boston-celtics/championships", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if tcNum(t, b["count"]) != 18 {
				t.Errorf("count = %v, want 18", b["count"])
			}
			for _, c := range apitest.Results(t, b) {
				if tcNum(t, c["decided_year"]) == 2008 {
					if tcNum(t, c["year"]) != 2007 || c["record"] != "66-16" || c["coach"] != "Doc Rivers" || c["championship_name"] != "NBA Championship" || c["season_name"] == nil {
						t.Errorf("2008 title = %v", c)
					}
					return
				}
			}
			t.Error("no 2008 title")
		}},
		{Name: "Chiefs titles: AFL + Super Bowl in one season count once", URL: "/api/teams/kansas-city-chiefs", Status: 200, Check: func(t *testing.T, b map[string]any) {
			// AFL 1962, 1966, 1969 (+ Super Bowl IV, same season), Super Bowls of 2019, 2022, 2023.
			if n := tcNum(t, b["championships_won"]); n < 6 {
				t.Errorf("championships_won = %v", n)
			}
		}},

		{Name: "roster by year", URL: "/api/teams/kansas-city-chiefs/roster?year=2023", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if tcNum(t, b["year"]) != 2023 {
				t.Errorf("year = %v", b["year"])
			}
			for _, e := range apitest.Results(t, b) {
				p := tcObj(t, e["player"])
				if tcObj(t, p["person"])["last_name"] == "Mahomes" {
					if e["jersey_number"] != "15" || p["primary_position_name"] != "Quarterback" || p["slug"] == nil || e["slug"] != p["slug"] {
						t.Errorf("Mahomes = %v", e)
					}
					return
				}
			}
			t.Error("no Mahomes on the 2023 Chiefs")
		}},
		{Name: "roster default year", URL: "/api/teams/boston-celtics/roster", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if b["year"] == nil || tcNum(t, b["count"]) < 10 {
				t.Errorf("default roster: year %v count %v", b["year"], b["count"])
			}
		}},
		{Name: "roster falls back to player seasons", URL: "/api/teams/boston-celtics/roster?year=1985", Status: 200, Contains: []string{`"Bird"`}},
		{Name: "roster bad year", URL: "/api/teams/boston-celtics/roster?year=twenty", Status: 400, Contains: []string{`year`}},
		{Name: "roster year out of range", URL: "/api/teams/boston-celtics/roster?year=99999", Status: 400, Contains: []string{`year`}},

		{Name: "schedule with Super Bowl", URL: "/api/teams/kansas-city-chiefs/schedule?year=2023", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rows := apitest.Results(t, b)
			if len(rows) < 17 {
				t.Fatalf("%d games", len(rows))
			}
			for i := 1; i < len(rows); i++ {
				if rows[i]["game_date"].(string) < rows[i-1]["game_date"].(string) {
					t.Fatal("not in date order")
				}
			}
			last := rows[len(rows)-1]
			if last["game_date"] != "2024-02-11" || last["result"] != "W" || tcNum(t, last["team_score"]) != 25 || tcNum(t, last["opponent_score"]) != 22 ||
				tcObj(t, last["opponent"])["name"] != "San Francisco 49ers" || last["game_type"] != "championship" {
				t.Errorf("Super Bowl row = %v", last)
			}
			for _, k := range []string{"id", "slug", "game_date", "game_time", "week", "status", "home_team_name", "away_team_name", "home_team_abbreviation", "away_team_abbreviation", "home_score", "away_score", "venue_name", "is_home", "opponent", "result", "overtime"} {
				if _, ok := last[k]; !ok {
					t.Errorf("schedule game lacks %q", k)
				}
			}
		}},
		{Name: "schedule default year", URL: "/api/teams/boston-celtics/schedule", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if b["year"] == nil || tcNum(t, b["count"]) == 0 {
				t.Errorf("default schedule year %v count %v", b["year"], b["count"])
			}
		}},
		{Name: "schedule bad year", URL: "/api/teams/boston-celtics/schedule?year=2023-24", Status: 400, Contains: []string{`year`}},

		{Name: "stats one season", URL: "/api/teams/kansas-city-chiefs/stats?season=2023", Status: 200, Check: func(t *testing.T, b map[string]any) {
			want := map[string]float64{"games_played": 17, "wins": 11, "losses": 6, "playoff_games": 4, "playoff_wins": 4, "championships_won": 1, "record_wins": 11}
			for k, v := range want {
				if tcNum(t, b[k]) != v {
					t.Errorf("%s = %v, want %v", k, b[k], v)
				}
			}
			if b["record"] != "11-6" || b["score_unit"] != "points" || b["scope"] != "2023" || b["points_per_game"] == nil {
				t.Errorf("record %v unit %v scope %v ppg %v", b["record"], b["score_unit"], b["scope"], b["points_per_game"])
			}
			pf, pa := tcNum(t, b["points_for"]), tcNum(t, b["points_against"])
			if tcNum(t, b["point_differential"]) != pf-pa {
				t.Error("point_differential != points_for - points_against")
			}
		}},
		{Name: "stats all time", URL: "/api/teams/boston-celtics/stats", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if b["scope"] != "all-time" || tcNum(t, b["games_played"]) < 4000 || tcNum(t, b["championships_won"]) < 18 || tcNum(t, b["seasons_count"]) < 75 {
				t.Errorf("all-time = %v", b)
			}
			if !strings.Contains(b["home_record"].(string), "-") {
				t.Errorf("home_record = %v", b["home_record"])
			}
		}},
		{Name: "stats hockey unit", URL: "/api/teams/boston-bruins/stats", Status: 200, Contains: []string{`"score_unit":"goals"`}},
		{Name: "stats bad season", URL: "/api/teams/boston-celtics/stats?season=1776", Status: 400, Contains: []string{`season`}},

		// The season tables mark 2024-25's play-in losers as playoff teams;
		// the team page follows the games (the Kings lost the play-in, the
		// Heat won theirs and played a series).
		{Name: "seasons: a play-in loser did not make the playoffs", URL: "/api/teams/sacramento-kings/seasons?page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, s := range apitest.Results(t, b) {
				if tcNum(t, s["start_year"]) == 2024 && (s["made_playoffs"] != false || s["record"] != "40-42") {
					t.Errorf("Kings 2024-25 = %v", s)
				}
			}
		}},
		{Name: "seasons: a play-in winner made the playoffs", URL: "/api/teams/miami-heat/seasons?page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, s := range apitest.Results(t, b) {
				if tcNum(t, s["start_year"]) == 2024 && (s["made_playoffs"] != true || s["record"] != "37-45") {
					t.Errorf("Heat 2024-25 = %v", s)
				}
			}
		}},
		{Name: "seasons", URL: "/api/teams/boston-celtics/seasons", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rows := apitest.Results(t, b)
			if len(rows) < 75 {
				t.Fatalf("%d seasons", len(rows))
			}
			for i := 1; i < len(rows); i++ {
				if tcNum(t, rows[i]["start_year"]) > tcNum(t, rows[i-1]["start_year"]) {
					t.Fatal("not newest first")
				}
			}
			titles := 0
			for _, s := range rows {
				if s["championship_won"] == true {
					titles++
				}
				if tcNum(t, s["start_year"]) == 2007 {
					if s["record"] != "66-16" || s["championship_won"] != true || s["name"] != "2007-08 Boston Celtics" {
						t.Errorf("2007-08 = %v", s)
					}
				}
			}
			if titles != 18 {
				t.Errorf("%d title seasons, want 18", titles)
			}
		}},

		{Name: "compare needs team_a", URL: "/api/teams/compare?team_b=boston-celtics", Status: 400, Contains: []string{`team_a`}},
		{Name: "compare needs team_b", URL: "/api/teams/compare?team_a=boston-celtics", Status: 400, Contains: []string{`team_b`}},
		{Name: "compare unknown team", URL: "/api/teams/compare?team_a=boston-celtics&team_b=nobody-at-all", Status: 404, Contains: []string{`team_b`}},
		{Name: "compare same team", URL: "/api/teams/compare?team_a=boston-celtics&team_b=boston-celtics", Status: 400, Contains: []string{`team_b`}},
		{Name: "compare bad season", URL: "/api/teams/compare?team_a=boston-celtics&team_b=los-angeles-lakers&season=x", Status: 400, Contains: []string{`season`}},
		{Name: "compare season with Super Bowl meeting", URL: "/api/teams/compare?team_a=kansas-city-chiefs&team_b=san-francisco-49ers&season=2023", Status: 200, Check: func(t *testing.T, b map[string]any) {
			m := tcObj(t, b["metrics"])
			if a, bb := tcPair(t, m, "overall", "wins"); tcNum(t, a) != 11 || tcNum(t, bb) != 12 {
				t.Errorf("wins = %v %v", a, bb)
			}
			if a, bb := tcPair(t, m, "overall", "championships"); tcNum(t, a) != 1 || tcNum(t, bb) != 0 {
				t.Errorf("championships = %v %v", a, bb)
			}
			if a, _ := tcPair(t, m, "offense", "points_per_game"); a == nil {
				t.Error("no points_per_game")
			}
			if _, ok := tcObj(t, m["offense"])["yards_per_game"]; ok {
				t.Error("yards are not in the data and must be omitted")
			}
			h := tcObj(t, b["head_to_head"])
			if tcNum(t, h["total_games"]) != 1 || tcNum(t, h["team_a_wins"]) != 1 || tcNum(t, h["team_b_wins"]) != 0 {
				t.Errorf("head_to_head = %v", h)
			}
			lm := tcObj(t, h["last_meeting"])
			if lm["date"] != "2024-02-11" || lm["score"] != "25-22" || tcObj(t, lm["winner"])["slug"] != "kansas-city-chiefs" {
				t.Errorf("last_meeting = %v", lm)
			}
			teams, _ := b["teams"].([]any)
			if len(teams) != 2 || tcObj(t, teams[0])["slug"] != "kansas-city-chiefs" {
				t.Errorf("teams = %v", b["teams"])
			}
			if b["scope"] != "2023" {
				t.Errorf("scope = %v", b["scope"])
			}
		}},
		{Name: "compare all time by id and slug", URL: "/api/teams/compare?team_a=boston-celtics&team_b=los-angeles-lakers", Status: 200, Check: func(t *testing.T, b map[string]any) {
			h := tcObj(t, b["head_to_head"])
			if tcNum(t, h["total_games"]) < 300 || tcNum(t, h["team_a_wins"])+tcNum(t, h["team_b_wins"])+tcNum(t, h["ties"]) != tcNum(t, h["total_games"]) {
				t.Errorf("head_to_head = %v", h)
			}
			if b["scope"] != "all-time" {
				t.Errorf("scope = %v", b["scope"])
			}
		}},
	})
}

// Slugs and numeric ids name the same team and championship.
func TestTeamAndChampionshipByID(t *testing.T) {
	team := tcGet(t, "/api/teams/boston-celtics")
	id := fmt.Sprint(int64(tcNum(t, team["id"])))
	if byID := tcGet(t, "/api/teams/"+id); byID["slug"] != "boston-celtics" {
		t.Errorf("team by id %s = %v", id, byID["slug"])
	}
	other := tcGet(t, "/api/teams/los-angeles-lakers")
	cmp := tcGet(t, "/api/teams/compare?team_a="+id+"&team_b="+fmt.Sprint(int64(tcNum(t, other["id"]))))
	if teams := cmp["teams"].([]any); tcObj(t, teams[1])["slug"] != "los-angeles-lakers" {
		t.Errorf("compare by ids = %v", teams)
	}
	ch := tcGet(t, "/api/championships/championships/stanley-cup")
	cid := fmt.Sprint(int64(tcNum(t, ch["id"])))
	if byID := tcGet(t, "/api/championships/championships/"+cid+"/stats"); tcObj(t, byID["championship"])["slug"] != "stanley-cup" {
		t.Errorf("championship by id = %v", byID["championship"])
	}
}

// TestTeamLatency measures a few routes with sequential requests through the
// handler (response cache off), and fails only when a route is far over the
// 20 ms budget. Run with -v to see the figures.
func TestTeamLatency(t *testing.T) {
	if testing.Short() {
		t.Skip("latency loop")
	}
	urls := []string{
		"/api/championships?sport__slug=football",
		"/api/championships/championships/super-bowl/stats",
		"/api/championships/champions?season__start_year=2023",
		"/api/teams?sport__slug=basketball&level__slug=professional",
		"/api/teams/boston-celtics",
		"/api/teams/kansas-city-chiefs/schedule?year=2023",
		"/api/teams/kansas-city-chiefs/roster?year=2023",
		"/api/teams/new-york-yankees/stats",
		"/api/teams/new-york-yankees/seasons",
		"/api/teams/compare?team_a=new-york-yankees&team_b=boston-red-sox",
	}
	h := newAPI().Handler() // a fresh API: memory response cache is per instance
	for _, u := range urls {
		const n = 200
		d := make([]time.Duration, 0, n)
		for i := 0; i < n; i++ {
			// A distinct query string per request defeats the response cache.
			req := httptest.NewRequest(http.MethodGet, u+tcSep(u)+"_n="+fmt.Sprint(i), nil)
			rec := httptest.NewRecorder()
			start := time.Now()
			h.ServeHTTP(rec, req)
			d = append(d, time.Since(start))
			if rec.Code != 200 {
				t.Fatalf("%s: %d %s", u, rec.Code, rec.Body.String())
			}
		}
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		p50, p99 := d[n/2], d[n*99/100]
		t.Logf("%-70s p50 %7.2f ms  p99 %7.2f ms", u, tcMs(p50), tcMs(p99))
		if p50 > 100*time.Millisecond {
			t.Errorf("%s: p50 %v", u, p50)
		}
	}
}

func tcSep(u string) string {
	if strings.Contains(u, "?") {
		return "&"
	}
	return "?"
}

func tcMs(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
