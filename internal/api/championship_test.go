package api_test

import (
	"testing"

	"github.com/almanac-sports/almanac/internal/api/apitest"
)

func tcNum(t *testing.T, v any) float64 {
	t.Helper()
	f, ok := v.(float64)
	if !ok {
		t.Fatalf("want a number, got %#v", v)
	}
	return f
}

func tcObj(t *testing.T, v any) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("want an object, got %#v", v)
	}
	return m
}

func TestChampionshipRoutes(t *testing.T) {
	apitest.Run(t, realAPI, []apitest.Scenario{
		{Name: "list with shape", URL: "/api/championships", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rows := apitest.Results(t, b)
			if tcNum(t, b["count"]) < 8 || len(rows) < 8 {
				t.Fatalf("want >= 8 championships, got %v", b["count"])
			}
			for _, k := range []string{"id", "slug", "name", "official_name", "description", "trophy_name", "first_year", "last_year", "sport", "level", "total_champions", "latest_champion"} {
				if _, ok := rows[0][k]; !ok {
					t.Errorf("championship lacks %q", k)
				}
			}
			sp := tcObj(t, rows[0]["sport"])
			for _, k := range []string{"name", "slug", "abbreviation"} {
				if sp[k] == nil {
					t.Errorf("sport lacks %q", k)
				}
			}
		}},
		{Name: "filter sport and level", URL: "/api/championships?sport__slug=football&level__slug=professional", Status: 200, Contains: []string{`"slug":"super-bowl"`}, NotContains: []string{`"slug":"nba-finals"`}},
		{Name: "filter season", URL: "/api/championships?season=1962&sport__slug=football", Status: 200, Contains: []string{`"afl-championship"`, `"nfl-championship"`}, NotContains: []string{`"slug":"super-bowl"`}},
		{Name: "search by sport name", URL: "/api/championships?search=HOCKEY", Status: 200, Contains: []string{`"stanley-cup"`}, NotContains: []string{`"super-bowl"`}},
		{Name: "search with LIKE and SQL metacharacters", URL: "/api/championships?search=%25%27%3B%20DROP%20TABLE%20games%3B--", Status: 200, Contains: []string{`"count":0`}},
		{Name: "search unicode", URL: "/api/championships?search=%C3%A9%E2%82%AC", Status: 200},
		{Name: "bad season", URL: "/api/championships?season=abc", Status: 400, Contains: []string{`season`}},
		{Name: "bad sport", URL: "/api/championships?sport__slug=curling", Status: 400, Contains: []string{`sport__slug`}},
		{Name: "bad page", URL: "/api/championships?page=0", Status: 400, Contains: []string{`page`}},
		{Name: "huge page is empty", URL: "/api/championships?page=999999", Status: 200, Contains: []string{`"results":[]`}},

		{Name: "detail", URL: "/api/championships/championships/super-bowl/", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if b["name"] != "Super Bowl" || tcObj(t, b["sport"])["slug"] != "football" {
				t.Fatalf("detail = %v", b)
			}
			if tcNum(t, b["total_champions"]) < 59 {
				t.Errorf("total_champions = %v", b["total_champions"])
			}
		}},
		{Name: "detail by id equals slug", URL: "/api/championships/championships/nba-finals", Status: 200, Contains: []string{`"Larry O'Brien Championship Trophy"`}},
		{Name: "unknown slug 404", URL: "/api/championships/championships/no-such-cup", Status: 404, Contains: []string{`"detail"`}},
		{Name: "unknown slug 404 on champions", URL: "/api/championships/championships/no-such-cup/champions", Status: 404},
		{Name: "unknown slug 404 on games", URL: "/api/championships/championships/no-such-cup/games", Status: 404},
		{Name: "unknown slug 404 on stats", URL: "/api/championships/championships/no-such-cup/stats", Status: 404},

		{Name: "Super Bowl LVIII game", URL: "/api/championships/championships/super-bowl/games?page_size=10", Status: 200, Check: func(t *testing.T, b map[string]any) {
			found := false
			for _, g := range apitest.Results(t, b) {
				if tcNum(t, g["year"]) != 2024 {
					continue
				}
				found = true
				if g["winner_name"] != "Kansas City Chiefs" || g["runner_up_name"] != "San Francisco 49ers" ||
					tcNum(t, g["winner_score"]) != 25 || tcNum(t, g["runner_up_score"]) != 22 {
					t.Errorf("Super Bowl LVIII = %v", g)
				}
				if tcObj(t, g["winner"])["slug"] != "kansas-city-chiefs" || tcNum(t, tcObj(t, g["season"])["start_year"]) != 2023 {
					t.Errorf("winner/season = %v / %v", g["winner"], g["season"])
				}
				if g["game_date"] != "2024-02-11" || tcObj(t, g["venue"])["name"] != "Allegiant Stadium" || g["game_id"] == nil {
					t.Errorf("date/venue/game = %v %v %v", g["game_date"], g["venue"], g["game_id"])
				}
			}
			if !found {
				t.Fatal("no 2024 Super Bowl in the first page")
			}
		}},
		{Name: "games newest first", URL: "/api/championships/championships/stanley-cup/games?page_size=5", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rows := apitest.Results(t, b)
			for i := 1; i < len(rows); i++ {
				if tcNum(t, rows[i]["year"]) > tcNum(t, rows[i-1]["year"]) {
					t.Fatalf("not newest first: %v then %v", rows[i-1]["year"], rows[i]["year"])
				}
			}
			if rows[0]["series_result"] == nil {
				t.Errorf("Stanley Cup final without series result: %v", rows[0])
			}
		}},
		{Name: "champions of a championship", URL: "/api/championships/championships/nba-finals/champions?page_size=100", Status: 200, Check: func(t *testing.T, b map[string]any) {
			for _, c := range apitest.Results(t, b) {
				if tcNum(t, c["year"]) == 2008 {
					if c["team_name"] != "Boston Celtics" || c["record"] != "66-16" || c["coach"] != "Doc Rivers" || c["score"] != "4-2" || c["team_city"] != "Boston" {
						t.Errorf("2008 NBA champion = %v", c)
					}
					return
				}
			}
			t.Error("no 2008 NBA champion")
		}},

		{Name: "NBA stats", URL: "/api/championships/championships/nba-finals/stats", Status: 200, Check: func(t *testing.T, b map[string]any) {
			tc, ok := b["team_championships"].([]any)
			if !ok || len(tc) < 10 {
				t.Fatalf("team_championships = %v", b["team_championships"])
			}
			top := tcObj(t, tc[0])
			if top["team__name"] != "Boston Celtics" || tcNum(t, top["championships_won"]) < 17 {
				t.Errorf("most titles = %v", top)
			}
			ls := tcObj(t, b["longest_streak"])
			if ls["team"] != "Boston Celtics" || tcNum(t, ls["years"]) != 8 || tcNum(t, ls["start_year"]) != 1959 || tcNum(t, ls["end_year"]) != 1966 {
				t.Errorf("longest_streak = %v", ls)
			}
			if tcNum(t, b["total_games"]) < 78 || b["total_games_basis"] != "games" {
				t.Errorf("total_games = %v (%v)", b["total_games"], b["total_games_basis"])
			}
			if tcNum(t, b["highest_score"]) < 100 || b["highest_score_year"] == nil {
				t.Errorf("highest_score = %v", b["highest_score"])
			}
			if n := tcNum(t, b["total_teams"]); n < 20 || n > 40 {
				t.Errorf("total_teams = %v", n)
			}
		}},
		{Name: "stats of a championship without game rows count results", URL: "/api/championships/championships/college-world-series/stats", Status: 200, Check: func(t *testing.T, b map[string]any) {
			if b["total_games_basis"] == "results" && tcNum(t, b["total_games"]) != tcNum(t, b["total_champions"]) {
				t.Errorf("results basis but total_games %v != total_champions %v", b["total_games"], b["total_champions"])
			}
		}},

		{Name: "champions of the 2023 season (football)", URL: "/api/championships/champions?season__start_year=2023&sport__slug=football&level__slug=professional", Status: 200, Check: func(t *testing.T, b map[string]any) {
			rows := apitest.Results(t, b)
			if len(rows) != 1 {
				t.Fatalf("want the one Super Bowl of the 2023 season, got %d", len(rows))
			}
			c := rows[0]
			want := map[string]any{"team_name": "Kansas City Chiefs", "team_city": "Kansas City", "team_slug": "kansas-city-chiefs", "championship_name": "Super Bowl",
				"record": "11-6", "coach": "Andy Reid", "season_name": "2023 NFL Season", "runner_up_name": "San Francisco 49ers", "score": "25-22"}
			for k, v := range want {
				if c[k] != v {
					t.Errorf("%s = %v, want %v", k, c[k], v)
				}
			}
			if tcNum(t, c["year"]) != 2024 || tcNum(t, c["season_start_year"]) != 2023 {
				t.Errorf("year/season_start_year = %v/%v", c["year"], c["season_start_year"])
			}
		}},
		{Name: "champions across sports", URL: "/api/championships/champions?season__start_year=2023", Status: 200, Contains: []string{`"Boston Celtics"`, `"Texas Rangers"`, `"Florida Panthers"`}},
		{Name: "champions by championship slug", URL: "/api/championships/champions?championship=world-series&page_size=3", Status: 200, NotContains: []string{`"NBA Championship"`}, Check: func(t *testing.T, b map[string]any) {
			if tcNum(t, b["count"]) < 100 {
				t.Errorf("World Series count = %v", b["count"])
			}
		}},
		{Name: "champions search by coach", URL: "/api/championships/champions?search=andy%20reid", Status: 200, Contains: []string{`"Kansas City Chiefs"`}},
		{Name: "champions unknown championship", URL: "/api/championships/champions?championship=nope", Status: 400, Contains: []string{`championship`}},
		{Name: "champions bad season__start_year", URL: "/api/championships/champions?season__start_year=20x3", Status: 400, Contains: []string{`season__start_year`}},
		{Name: "champions bad page_size", URL: "/api/championships/champions?page_size=501", Status: 400, Contains: []string{`page_size`}},
	})
}
