package api_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/almanac-sports/almanac/internal/api"
	"github.com/almanac-sports/almanac/internal/api/apitest"
)

func gameNum(v any) float64 {
	f, _ := v.(float64)
	return f
}

func gameStr(v any) string {
	s, _ := v.(string)
	return s
}

func gameObj(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

func TestGamesList(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "paged newest first", URL: "/api/games?page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 5 || gameNum(b["count"]) < 100000 || b["next"] == nil {
				t.Fatalf("want a full first page of a large count, got %d of %v", len(rs), b["count"])
			}
			for i := 1; i < len(rs); i++ {
				if gameStr(rs[i]["game_date"]) > gameStr(rs[i-1]["game_date"]) {
					t.Fatalf("not newest first: %v after %v", rs[i]["game_date"], rs[i-1]["game_date"])
				}
			}
			for _, k := range []string{"id", "slug", "game_date", "game_time", "time_zone", "status", "week", "game_type", "home_score", "away_score",
				"quarter", "period", "time_remaining", "attendance", "neutral_site", "overtime", "home_team", "away_team",
				"home_team_name", "home_team_city", "home_team_abbreviation", "away_team_name", "away_team_city", "away_team_abbreviation",
				"sport_name", "level_name", "championship_name", "season_name", "season", "venue_name", "source"} {
				if _, ok := rs[0][k]; !ok {
					t.Errorf("game lacks %q", k)
				}
			}
		}},
		{Name: "Super Bowl LVIII by inclusive date range", URL: "/api/games?game_date__gte=2024-02-11&game_date__lte=2024-02-11&sport__slug=football", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 1 {
					t.Fatalf("want the one NFL game of 2024-02-11, got %d", len(rs))
				}
				g := rs[0]
				home, away := gameObj(g["home_team"]), gameObj(g["away_team"])
				if gameStr(home["abbreviation"]) != "KC" || gameStr(away["abbreviation"]) != "SF" || gameNum(g["home_score"]) != 25 || gameNum(g["away_score"]) != 22 {
					t.Fatalf("want KC 25 SF 22, got %v %v %v %v", home["abbreviation"], g["home_score"], away["abbreviation"], g["away_score"])
				}
				if gameStr(g["championship_name"]) != "Super Bowl" || gameStr(g["game_type"]) != "championship" || gameStr(g["status"]) != "final" {
					t.Errorf("championship %v type %v status %v", g["championship_name"], g["game_type"], g["status"])
				}
				if gameStr(g["home_team_name"]) != "Kansas City Chiefs" || gameStr(home["sport_name"]) != "Football" || g["neutral_site"] != true {
					t.Errorf("flat name %v sport %v neutral %v", g["home_team_name"], home["sport_name"], g["neutral_site"])
				}
				if gameObj(g["season"])["start_year"] != float64(2023) || gameStr(g["venue_name"]) != "Allegiant Stadium" {
					t.Errorf("season %v venue %v", g["season"], g["venue_name"])
				}
			}},
		{Name: "team filter by slug and season, oldest first", URL: "/api/games?team=kansas-city-chiefs&season=2023&ordering=game_date&page_size=500", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				rs := apitest.Results(t, b)
				if len(rs) != 21 { // 17 regular season, 3 playoff games, the Super Bowl
					t.Fatalf("want 21 Chiefs games in 2023, got %d", len(rs))
				}
				for i, g := range rs {
					if gameStr(gameObj(g["home_team"])["slug"]) != "kansas-city-chiefs" && gameStr(gameObj(g["away_team"])["slug"]) != "kansas-city-chiefs" {
						t.Fatalf("game %v without the Chiefs", g["slug"])
					}
					if i > 0 && gameStr(g["game_date"]) < gameStr(rs[i-1]["game_date"]) {
						t.Fatalf("not oldest first")
					}
				}
				if gameStr(rs[len(rs)-1]["game_date"]) != "2024-02-11" {
					t.Errorf("last game %v, want the Super Bowl", rs[len(rs)-1]["game_date"])
				}
			}},
		{Name: "team filter by numeric id equals slug", URL: "/api/games?team=kansas-city-chiefs&season=2023&game_type=playoff", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 3 {
				t.Fatalf("want 3 playoff games, got %d", len(rs))
			}
			id := gameObj(rs[0]["home_team"])["id"]
			if gameStr(gameObj(rs[0]["home_team"])["slug"]) != "kansas-city-chiefs" {
				id = gameObj(rs[0]["away_team"])["id"]
			}
			req := "/api/games?season=2023&game_type=playoff&team=" + gameIDText(id)
			apitest.Run(t, realAPI, []apitest.Scenario{{Name: "by id", URL: req, Status: 200, Check: func(t *testing.T, b2 map[string]any) {
				if b2["count"] != b["count"] {
					t.Fatalf("by id count %v, by slug %v", b2["count"], b["count"])
				}
			}}})
		}},
		{Name: "team of another sport matches nothing", URL: "/api/games?team=kansas-city-chiefs&sport__slug=hockey", Status: 200, Contains: []string{`"count":0`}},
		{Name: "search either side, name or city", URL: "/api/games?search=kansas%20city&game_date__gte=2024-02-11&game_date__lte=2024-02-11", Status: 200,
			Contains: []string{`"home_team_name":"Kansas City Chiefs"`}},
		{Name: "search by the opponent's city", URL: "/api/games?search=san%20francisco&game_date__gte=2024-02-11&game_date__lte=2024-02-11&sport__slug=football", Status: 200,
			Contains: []string{`"count":1`, `"away_team_name":"San Francisco 49ers"`}},
		{Name: "search with SQL and LIKE metacharacters", URL: "/api/games?search=%25%27%3B--_", Status: 200, Contains: []string{`"count":0`}},
		{Name: "search unicode", URL: "/api/games?search=%E2%80%94%F0%9F%8F%88", Status: 200},
		{Name: "status and type filters", URL: "/api/games?status=final&game_type=championship&sport__slug=basketball&level__slug=professional&page_size=3", Status: 200,
			Check: func(t *testing.T, b map[string]any) {
				for _, g := range apitest.Results(t, b) {
					if g["status"] != "final" || g["game_type"] != "championship" || g["sport_name"] != "Basketball" {
						t.Fatalf("filter leak: %v %v %v", g["status"], g["game_type"], g["sport_name"])
					}
				}
			}},
		{Name: "scheduled games have no score", URL: "/api/games?status=scheduled&page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, g := range apitest.Results(t, b) {
				if g["home_score"] != nil || g["away_score"] != nil {
					t.Fatalf("scheduled game with a score: %v", g)
				}
			}
		}},
		{Name: "date range past the data is empty", URL: "/api/games?game_date__gte=2099-01-01", Status: 200, Contains: []string{`"count":0`, `"results":[]`}},
		{Name: "huge page is empty, not an error", URL: "/api/games?page=1000000", Status: 200, Contains: []string{`"results":[]`}},
		{Name: "bad gte date names it", URL: "/api/games?game_date__gte=2024-13-45", Status: 400, Contains: []string{"game_date__gte"}},
		{Name: "bad lte date names it", URL: "/api/games?game_date__lte=yesterday", Status: 400, Contains: []string{"game_date__lte"}},
		{Name: "gte after lte names lte", URL: "/api/games?game_date__gte=2024-02-11&game_date__lte=2024-02-10", Status: 400, Contains: []string{"game_date__lte"}},
		{Name: "bad season", URL: "/api/games?season=abc", Status: 400, Contains: []string{`\"season\"`}},
		{Name: "bad status", URL: "/api/games?status=unknown", Status: 400, Contains: []string{"status"}},
		{Name: "bad game type", URL: "/api/games?game_type=exhibition", Status: 400, Contains: []string{"game_type"}},
		{Name: "bad ordering", URL: "/api/games?ordering=id", Status: 400, Contains: []string{"ordering"}},
		{Name: "unknown team", URL: "/api/games?team=no-such-team", Status: 400, Contains: []string{`\"team\"`}},
		{Name: "huge team id", URL: "/api/games?team=999999999999999999999", Status: 400, Contains: []string{`\"team\"`}},
		{Name: "bad sport", URL: "/api/games?sport__slug=curling", Status: 400, Contains: []string{"sport__slug"}},
		{Name: "bad page", URL: "/api/games?page=0", Status: 400, Contains: []string{"page"}},
	})
}

// gameIDText formats a JSON number id for a URL.
func gameIDText(v any) string { return strconv.FormatInt(int64(gameNum(v)), 10) }

func TestGamesDetail(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "Super Bowl LVIII by slug", URL: "/api/games/nfl-2023-22-sf-kc", Status: 200, Check: func(t *testing.T, g map[string]any) {
			if gameStr(g["result_text"]) != "Kansas City Chiefs defeats San Francisco 49ers" || g["winner"] != "home" {
				t.Errorf("result %v winner %v", g["result_text"], g["winner"])
			}
			c := gameObj(g["championship"])
			if gameStr(c["slug"]) != "super-bowl" || gameStr(c["name"]) != "Super Bowl" {
				t.Errorf("championship %v", g["championship"])
			}
			v := gameObj(g["venue"])
			if gameStr(v["name"]) != "Allegiant Stadium" || gameStr(v["location"]) != "Paradise, NV" || v["capacity"] == nil {
				t.Errorf("venue %v", g["venue"])
			}
			// The referee, from the NFL games file (the other crew members are in no file).
			if o, ok := g["officials"].([]any); !ok || len(o) != 1 || gameStr(gameObj(o[0])["name"]) != "Bill Vinovich" || gameStr(gameObj(o[0])["position"]) != "Referee" {
				t.Errorf("officials %v", g["officials"])
			}
			if _, ok := g["weather"]; !ok || g["weather"] != nil {
				t.Errorf("weather %v", g["weather"])
			}
			// A postseason game shows the final regular-season records.
			if g["home_team_record"] != "11-6" || g["away_team_record"] != "12-5" {
				t.Errorf("records %v %v, want 11-6 and 12-5", g["home_team_record"], g["away_team_record"])
			}
			// The same game by its numeric id.
			id := gameIDText(g["id"])
			apitest.Run(t, realAPI, []apitest.Scenario{{Name: "by id", URL: "/api/games/" + id + "/", Status: 200, Contains: []string{`"slug":"nfl-2023-22-sf-kc"`}}})
		}},
		{Name: "unknown game is a JSON 404", URL: "/api/games/no-such-game", Status: 404, Contains: []string{`"detail"`}},
		{Name: "unknown numeric game", URL: "/api/games/999999999", Status: 404, Contains: []string{`"detail"`}},
		{Name: "injection in the path", URL: "/api/games/x'%20OR%201=1%20--", Status: 404},
	})
}

func TestGamesRelativeLists(t *testing.T) {
	restore := api.SetGamesClock(time.Date(2024, 2, 11, 12, 0, 0, 0, time.UTC))
	defer restore()
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "today", URL: "/api/games/today?sport__slug=football", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 1 || rs[0]["slug"] != "nfl-2023-22-sf-kc" {
				t.Fatalf("today (2024-02-11) in football: %v", b["count"])
			}
		}},
		{Name: "today is realtime (kept 30 s)", URL: "/api/games/today", Status: 200, WantHeaders: map[string]string{"Cache-Control": "public, max-age=30"}},
		{Name: "recent: final, newest first, 20 by default", URL: "/api/games/recent", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) != 20 {
				t.Fatalf("want 20 recent games, got %d", len(rs))
			}
			for i, g := range rs {
				if g["status"] != "final" || (i > 0 && gameStr(g["game_date"]) > gameStr(rs[i-1]["game_date"])) {
					t.Fatalf("recent game %d: %v %v", i, g["status"], g["game_date"])
				}
			}
		}},
		{Name: "recent in one sport", URL: "/api/games/recent?sport__slug=hockey&page_size=3", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, g := range apitest.Results(t, b) {
				if g["sport_name"] != "Hockey" {
					t.Fatalf("sport %v", g["sport_name"])
				}
			}
		}},
		{Name: "live: none in the dataset, still paged", URL: "/api/games/live", Status: 200, Contains: []string{`"count":0`, `"results":[]`}},
		{Name: "bad scope", URL: "/api/games/recent?level__slug=minor", Status: 400, Contains: []string{"level__slug"}},
	})
	// Upcoming: scheduled games from the (injected) date on, soonest first.
	restore()
	restore = api.SetGamesClock(time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC))
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "upcoming", URL: "/api/games/upcoming", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rs := apitest.Results(t, b)
			if len(rs) == 0 {
				t.Skip("no scheduled games in the dataset")
			}
			for i, g := range rs {
				if g["status"] != "scheduled" || gameStr(g["game_date"]) < "2025-01-01" || (i > 0 && gameStr(g["game_date"]) < gameStr(rs[i-1]["game_date"])) {
					t.Fatalf("upcoming game %d: %v %v", i, g["status"], g["game_date"])
				}
			}
		}},
	})
}
